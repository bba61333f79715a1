import type { ExternalToast } from 'sonner';

/**
 * Shows a toast. The toast code loads with its first use: this feature's entry sits in the first-visit bundle
 * (the header's badge), and importing sonner statically would put all of it there.
 */
export function cartToast(kind: 'success' | 'error' | 'info', message: string, options?: ExternalToast) {
  void import('sonner').then(({ toast }) => toast[kind](message, options));
}

/** A toast whose second line, when there is one, says what the shopper can do. */
export function adviceToast(kind: 'success' | 'error' | 'info', message: string, advice?: string) {
  cartToast(kind, message, advice ? { description: advice } : undefined);
}
