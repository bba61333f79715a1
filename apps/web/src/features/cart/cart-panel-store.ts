import { useSyncExternalStore } from 'react';

// Whether the slide-out cart panel is open. The header's cart button opens it, and so does every add to cart
// (spec part 1, section 2), wherever on the page that happens.

let open = false;
/** What had focus when the panel opened: focus goes back there when it closes. */
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (open === next) return;
  open = next;
  listeners.forEach((listener) => listener());
}

export function openCartPanel() {
  if (!open) opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  set(true);
}

/** Closes the panel; answers what had focus when it opened (if still on the page), to give focus back to. */
export function closeCartPanel(): HTMLElement | null {
  const previous = opener?.isConnected && opener !== document.body ? opener : null;
  opener = null;
  set(false);
  return previous;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const useCartPanelOpen = () =>
  useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
