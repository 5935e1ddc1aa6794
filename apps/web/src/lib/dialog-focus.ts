// antd-mobile's Popup neither keeps keyboard focus inside nor gives it back when it closes, and has no prop
// for it. One document-level watcher does both for every open dialog: the app's own (components/dialog),
// and the sheets whose content is a role="dialog" section.
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

// Not offsetParent: antd-mobile's dialogs are position: fixed, which has none even when shown.
const shown = (element: HTMLElement) => element.getClientRects().length > 0;

const hiddenBy = (style: string | null) => /display:\s*none/.test(style ?? '');

/** A style change that leaves display as it was: react-spring moving or fading a popup, not opening or closing it. */
function isAnimationFrame(record: MutationRecord): boolean {
  return record.attributeName === 'style'
    && hiddenBy(record.oldValue) === hiddenBy((record.target as Element).getAttribute('style'));
}

function openDialog(): HTMLElement | null {
  const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].filter(shown);
  return dialogs.at(-1) ?? null;
}

/** Installs the watcher once, before the app renders. */
export function installDialogFocus(): void {
  let returnTo: HTMLElement | null = null;
  let watched: HTMLElement | null = null;

  // Tab past the last control would leave the page (the dialog is the document's last element): wrap round.
  document.addEventListener('keydown', (event) => {
    const dialog = event.key === 'Tab' ? openDialog() : null;
    if (!dialog) return;
    const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(shown);
    const first = controls[0] ?? dialog;
    const last = controls.at(-1) ?? dialog;
    const active = document.activeElement;
    if (event.shiftKey ? active === first || active === dialog : active === last) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  });

  document.addEventListener('focusin', (event) => {
    const dialog = openDialog();
    const target = event.target as HTMLElement;
    if (!dialog) {
      returnTo = target;
      return;
    }
    if (dialog.contains(target)) return;
    // Focus left the open dialog (Tab past its end, or a screen reader's jump): bring it back.
    (dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();
  });

  // A dialog opening takes focus into it; its closing gives focus back to what had it before.
  // antd-mobile portals its popups to <body>, outside #root: changes inside the app itself are skipped cheaply,
  // and so are the style changes of an animation (every frame), which neither show nor hide anything.
  const app = document.getElementById('root');
  new MutationObserver((records) => {
    if (records.every((record) => app?.contains(record.target) || isAnimationFrame(record))) return;
    const dialog = openDialog();
    if (dialog && dialog !== watched) {
      watched = dialog;
      if (!dialog.contains(document.activeElement)) {
        if (!dialog.hasAttribute('tabindex')) dialog.tabIndex = -1;
        dialog.focus({ preventScroll: true });
      }
    } else if (!dialog && watched) {
      watched = null;
      if (returnTo?.isConnected) returnTo.focus({ preventScroll: true });
    }
  }).observe(document.body, {
    childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'class'], attributeOldValue: true,
  });
}
