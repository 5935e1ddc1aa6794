import { BET_RECORD_BODY_ANIMATION_MS } from '@lobby/contract';
import { useLayoutEffect, type RefObject } from 'react';
import styles from './RecordSheet.module.css';

/**
 * A page shown as a sheet over the app (the bet record, part 2 §2): the body's overflow is hidden on
 * entry, since the sheet scrolls on its own, and restored on leaving. The sheet shows with a CSS
 * animation; the router unmounts it at once on leaving, so the hide plays on an inert copy left in its
 * place for BET_RECORD_BODY_ANIMATION_MS.
 */
export function useSheetPage(sheetRef: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const { body } = document;
    const overflow = body.style.overflow;
    body.style.overflow = 'hidden';
    const sheet = sheetRef.current;
    // The show and hide time of part 2 §2, for RecordSheet.module.css's animations.
    sheet?.style.setProperty('--sheet-animation-ms', `${BET_RECORD_BODY_ANIMATION_MS}ms`);
    return () => {
      body.style.overflow = overflow;
      if (!sheet) return;
      const leaving = sheet.cloneNode(true) as HTMLElement;
      leaving.inert = true;
      leaving.setAttribute('aria-hidden', 'true');
      leaving.classList.add(styles.leaving!);
      body.append(leaving);
      leaving.scrollTop = sheet.scrollTop;
      setTimeout(() => leaving.remove(), BET_RECORD_BODY_ANIMATION_MS);
    };
  }, [sheetRef]);
}
