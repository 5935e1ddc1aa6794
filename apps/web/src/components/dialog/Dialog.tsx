import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './Dialog.module.css';

export interface DialogAction {
  key: string;
  text: string;
  /** The action the dialog is for, drawn bold. */
  primary?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

interface DialogProps {
  /** Shown at the top, and the dialog's name. */
  title?: string;
  /** The dialog's name when it shows no title (its one line, say). */
  label?: string;
  children: ReactNode;
  /** Side by side along the bottom, as iOS and antd-mobile draw an alert's buttons. */
  actions: DialogAction[];
  /** Escape, and a tap beside the dialog when `closeOnBackdrop`; without it only an action closes it. */
  onClose?: () => void;
  closeOnBackdrop?: boolean;
  /** Focuses the first field as the dialog opens (the member came to type: the keyboard comes up with it). */
  focusFirstField?: boolean;
}

/**
 * The app's one dialog (every centred question or notice; the bottom sheets stay antd-mobile's Popup). Shown
 * while mounted: a parent renders it when it should show. Plain DOM and CSS rather than antd-mobile's Dialog,
 * which brings its animation library and floating-layer code with it: home's welcome popup opens on the first
 * screen, where those 30 KB (gzip) of script held up the page (issue 14's Lighthouse budget).
 *
 * It is a modal in the WAI-ARIA sense (role dialog, aria-modal; lib/dialog-focus keeps the focus inside and
 * gives it back on close, for antd-mobile's sheets as for this), not a `<dialog>` in the top layer:
 * antd-mobile's toasts, which a dialog's own checks show, must stay above it, and only the top layer is
 * above the top layer.
 */
export function Dialog({ title, label, children, actions, onClose, closeOnBackdrop = false, focusFirstField = false }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // Where a tap began: a press that starts in the panel and ends beside it (selecting text) is no tap beside it.
  const pressedOnBackdrop = useRef(false);

  useLayoutEffect(() => {
    const box = panel.current!;
    const field = focusFirstField ? box.querySelector<HTMLElement>('input, textarea') : null;
    // The dialog itself by default, so that a screen reader starts at its title; no ring is drawn on it.
    (field ?? box).focus();
  }, [focusFirstField]);

  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !onClose) return;
    event.stopPropagation();
    onClose();
  };

  return createPortal(
    <div
      className={styles.backdrop}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (closeOnBackdrop && onClose && pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : label}
        tabIndex={-1}
        onKeyDown={closeOnEscape}
      >
        {title && <h2 id={titleId} className={styles.title}>{title}</h2>}
        <div className={styles.content}>{children}</div>
        <div className={styles.actions}>
          {actions.map((action) => (
            <button
              key={action.key}
              type="button"
              className={`${styles.action} ${action.primary ? styles.primary : ''}`}
              disabled={action.disabled}
              onClick={action.onClick}
            >
              {action.text}
            </button>
          ))}
        </div>
      </div>
    </div>,
    document.body,
  );
}
