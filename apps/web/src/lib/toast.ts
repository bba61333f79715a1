import type { ExternalToast } from 'sonner';

/**
 * The shop's toasts. Sonner (its code and its <Toaster>, about 10 KB) loads with the first toast instead of on every
 * visit: most visits show none. Sonner replays the toasts still showing to a <Toaster> that mounts after them, so a
 * first toast waits only for the code.
 */
type Kind = 'success' | 'error' | 'info' | 'warning';

let wanted = false;
const listeners = new Set<() => void>();

/** For AppProvider: whether a toast was ever asked for (and the toaster must be there). */
export const toasterWanted = () => wanted;
export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: Kind, message: string, options?: ExternalToast) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  void import('sonner').then(({ toast: sonner }) => sonner[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
};
