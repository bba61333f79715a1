import type { QueryClient } from '@tanstack/react-query';
import { WISHLIST_MAX_ITEMS } from '@shop/contract/constants';
import { mergeGuestHearts } from './api/wishlist-api';
import { readGuestHearts, wishlistQueryKey } from './api/wishlist-query';
import { writeGuestHearts } from './guest-wishlist-write';

let merging = false;

/**
 * Sends the guest's hearts to the customer's wishlist in one call (the server drops duplicates, unknown items and
 * what does not fit), then forgets them here and shows the merged list. A failure leaves them as they were.
 */
export async function mergeGuestWishlist(queryClient: QueryClient, customerId: number) {
  const ids = readGuestHearts();
  if (merging || !ids.length) return;
  merging = true;
  try {
    const { items } = await mergeGuestHearts(customerId, ids.slice(0, WISHLIST_MAX_ITEMS));
    // Hearts given while the merge was on its way stay for the next merge.
    writeGuestHearts(
      queryClient,
      readGuestHearts().filter((id) => !ids.includes(id)),
    );
    // A read of the list begun before the merge must not put the list from before it back.
    await queryClient.cancelQueries({ queryKey: wishlistQueryKey(customerId) });
    queryClient.setQueryData(wishlistQueryKey(customerId), items);
  } finally {
    merging = false;
  }
}
