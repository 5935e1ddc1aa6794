import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { labels } from '@/messages';
import { Dialog } from './Dialog';

/**
 * Shows a dialog from code outside a screen (a hook, the session's end) and resolves with the member's
 * answer once it is closed: its own React root on the body, removed with it.
 */
function ask<T>(render: (answer: (value: T) => void) => ReactElement): Promise<T> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  return new Promise((resolve) => {
    const answer = (value: T) => {
      root.unmount();
      host.remove();
      resolve(value);
    };
    root.render(render(answer));
  });
}

/** A notice with one button; resolves once it is read. */
export function alertDialog(content: string, title?: string): Promise<void> {
  return ask<void>((answer) => (
    <Dialog title={title} label={title ? undefined : content} onClose={() => answer()}
      actions={[{ key: 'ok', text: labels.dialog.ok(), primary: true, onClick: () => answer() }]}>
      {content}
    </Dialog>
  ));
}

/** A question: true when confirmed, false when cancelled (by its button, Escape or a tap beside it). */
export function confirmDialog(content: string, confirmText = labels.dialog.confirm()): Promise<boolean> {
  return ask<boolean>((answer) => (
    <Dialog label={content} onClose={() => answer(false)} closeOnBackdrop
      actions={[
        { key: 'cancel', text: labels.dialog.cancel(), onClick: () => answer(false) },
        { key: 'confirm', text: confirmText, primary: true, onClick: () => answer(true) },
      ]}>
      {content}
    </Dialog>
  ));
}
