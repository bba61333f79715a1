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
