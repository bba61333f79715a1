// Native modal <dialog>s (the side menu, the cart panel): showModal() keeps focus inside and makes the rest of
// the page inert. Browsers without HTMLDialogElement's methods (and jsdom) get the same states through the open
// attribute.

export function openModal(dialog: HTMLDialogElement) {
  if (dialog.hasAttribute('open')) return;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else {
    dialog.setAttribute('open', '');
    dialog.querySelector<HTMLElement>('button, [href], input, select')?.focus();
  }
}

export function closeModal(dialog: HTMLDialogElement) {
  if (!dialog.hasAttribute('open')) return;
  if (typeof dialog.close === 'function') dialog.close();
  else {
    dialog.removeAttribute('open');
    dialog.dispatchEvent(new Event('close'));
  }
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab going round inside an open dialog: a native modal keeps focus off the page behind it but
 * lets Tab wander out to the browser's own controls. Call it from the dialog's keydown handler.
 */
export function keepTabInside(event: { key: string; shiftKey: boolean; preventDefault(): void }, dialog: HTMLElement) {
  if (event.key !== 'Tab') return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !dialog.contains(active) || active === dialog;
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
