import { useEffect } from 'react';

/** The browser tab shows the operator's site title from app info (spec §2). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
