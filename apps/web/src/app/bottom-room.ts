import { useSyncExternalStore } from 'react';

// How much of the window's bottom is covered: by the cookie banner while it asks (layout/cookie-banner-panel.tsx), by
// the toasts while they show (page-insets.ts; measured from the window's bottom, so they include the banner they stand
// on). html's scroll-padding keeps what gets the focus above both (theme.css reads --banner-room and --toast-room on
// html), the footer adds that much room below the page so its last links can rise above them, and the toasts stand on
// the banner.
//
// The two variables are registered as not inherited (theme.css): set on html while inherited, each change made the
// browser restyle every element of the page, 4-5 ms on this machine and 4 times that on a phone, in the task that
// showed the banner (decision 35). So the footer and the toaster take the heights from here, not from the variables.

export interface BottomRoom {
  banner: number;
  toasts: number;
}

const NONE: BottomRoom = { banner: 0, toasts: 0 };
const VARIABLES: Record<keyof BottomRoom, string> = { banner: '--banner-room', toasts: '--toast-room' };
let room = NONE;
const listeners = new Set<() => void>();

/** Says how many pixels at the window's bottom `what` covers now (0: none). */
export function setBottomRoom(what: keyof BottomRoom, px: number) {
  if (room[what] === px) return;
  room = { ...room, [what]: px };
  const root = document.documentElement;
  if (px) root.style.setProperty(VARIABLES[what], `${px}px`);
  else root.style.removeProperty(VARIABLES[what]);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The room covered now; none on the server and while taking its HTML over (the server knows no heights). */
export const useBottomRoom = (): BottomRoom =>
  useSyncExternalStore(
    subscribe,
    () => room,
    () => NONE,
  );
