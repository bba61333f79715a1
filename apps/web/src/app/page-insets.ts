import { setBottomRoom } from './bottom-room';

// The sticky header covers the top of the window and the toasts, while they show, its bottom. html's scroll-padding
// (index.css) keeps what gets the focus clear of both, from two variables kept current here: --header-height (the
// header's height, which changes with the width and the language) and the toasts' room (the height the toasts take,
// none while none shows; measured from the window's bottom, so it includes the cookie banner they stand on while it
// asks, whose own room the page takes when larger; bottom-room.ts). The footer keeps that much room below the page, so
// even its last link can rise above them.

const CLEARANCE = 8;

/** Bottom of the window up to the highest toast shown, plus a little clearance; 0 when none shows. */
function toastRoom(toaster: Element): number {
  const tops = [...toaster.querySelectorAll('[data-sonner-toast][data-visible="true"]:not([data-removed="true"])')].map(
    (toast) => toast.getBoundingClientRect().top,
  );
  return tops.length ? Math.max(0, Math.ceil(window.innerHeight - Math.min(...tops)) + CLEARANCE) : 0;
}

/** A toast that came over the focused element: the element moves just above the toasts (the scroll-padding's doing). */
function keepFocusClear(room: number) {
  const focused = document.activeElement;
  // Focus in a modal dialog (the cart panel, the side menu) is above the toasts anyway.
  if (!(focused instanceof HTMLElement) || focused === document.body || focused.closest('[data-sonner-toaster], dialog[open]')) return;
  const box = focused.getBoundingClientRect();
  if (box.bottom > window.innerHeight - room && box.top < window.innerHeight) focused.scrollIntoView({ block: 'nearest' });
}

/** Keeps --header-height and --toast-room current; answers the function that stops it. */
export function watchPageInsets(toaster: Element | null): () => void {
  const root = document.documentElement;
  const header = document.querySelector('header');
  const headerSize = new ResizeObserver(() => root.style.setProperty('--header-height', `${header!.offsetHeight}px`));
  if (header) headerSize.observe(header);

  let frame = 0;
  const measureToasts = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      const room = toaster ? toastRoom(toaster) : 0;
      setBottomRoom('toasts', room);
      if (room) keepFocusClear(room);
    });
  };
  // Toasts come and go (children), stack and unstack (their data attributes) and slide (measured once they stop).
  const toastChanges = new MutationObserver(measureToasts);
  if (toaster)
    toastChanges.observe(toaster, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-mounted', 'data-visible', 'data-removed', 'data-front', 'data-expanded', 'style'],
    });
  toaster?.addEventListener('transitionend', measureToasts);
  window.addEventListener('resize', measureToasts);

  return () => {
    headerSize.disconnect();
    toastChanges.disconnect();
    toaster?.removeEventListener('transitionend', measureToasts);
    window.removeEventListener('resize', measureToasts);
    cancelAnimationFrame(frame);
    setBottomRoom('toasts', 0);
  };
}
