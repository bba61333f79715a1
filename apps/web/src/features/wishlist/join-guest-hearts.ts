import type { QueryClient } from '@tanstack/react-query';
import type { WishlistItem } from '@shop/contract/wishlist';
import { readGuestHearts } from './api/wishlist-query';

/**
 * A guest's hearts join the account: called by the login form once signed in, and again by the hearts and the
 * Wishlist tab while some are left here (a merge that failed keeps them for the next try). The merge's code loads
 * only when there is something to merge; a failure is silent, as the cart's merge.
 */
export function joinGuestHearts(queryClient: QueryClient, customerId: number | null | undefined) {
  if (customerId == null || !readGuestHearts().length) return;
  void import('./merge-guest-wishlist').then((m) => m.mergeGuestWishlist(queryClient, customerId)).catch(() => undefined);
}

/**
 * Takes an item off the customer's list at once (the Wishlist tab's remove), undone with a toast when the server
 * refuses; true when done. Its code loads with the first use.
 */
export const removeFromWishlist = async (queryClient: QueryClient, customerId: number, item: WishlistItem) =>
  (await import('./toggle-wishlist')).setHeart(queryClient, customerId, item, false);
