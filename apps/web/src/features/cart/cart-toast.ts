import type { ExternalToast } from 'sonner';
import { toast } from '@/lib/toast';

/** Shows a toast (its code loads with the first one: lib/toast.ts). */
export function cartToast(kind: 'success' | 'error' | 'info', message: string, options?: ExternalToast) {
  toast[kind](message, options);
}

/** A toast whose second line, when there is one, says what the shopper can do. */
export function adviceToast(kind: 'success' | 'error' | 'info', message: string, advice?: string) {
  cartToast(kind, message, advice ? { description: advice } : undefined);
}
