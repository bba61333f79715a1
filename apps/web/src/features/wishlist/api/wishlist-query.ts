import type { WishlistItem } from '@shop/contract/wishlist';
import { callApi } from '@/lib/api-client';
import { CUSTOMER_QUERY_ROOT } from '@/lib/query-client';

// What the hearts read, in the query cache: the customer's wishlist (under the customer's root, so signing out drops
// it) or a guest's hearts, kept in localStorage as the guest cart is. The hearts are on the first visit, so this is
// all they carry; every write loads with the first click.

export const wishlistQueryKey = (customerId: number) => [CUSTOMER_QUERY_ROOT, customerId, 'wishlist'] as const;

export const wishlistQuery = (customerId: number) => ({
  queryKey: wishlistQueryKey(customerId),
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<WishlistItem[]> =>
    (await callApi('wishlist', { query: { customer_id: customerId }, signal })).data,
  // Its items name their options (Size: 250 g) in the shopper's language.
  meta: { inShoppersLanguage: true },
});

/** A guest's hearts: the stock ids, oldest first. */
export const GUEST_WISHLIST_KEY = 'guest_wishlist';

/** The guest's stock ids as stored; anything unreadable (or storage blocked) is none. */
export function readGuestHearts(): number[] {
  try {
    const ids: unknown = JSON.parse(localStorage.getItem(GUEST_WISHLIST_KEY) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export const guestWishlistQuery = {
  queryKey: ['guest-wishlist'],
  // Shaped as the customer's list, so the hearts read both alike.
  queryFn: () => readGuestHearts().map((id) => ({ id })),
  // Read again whenever a heart shows or the page comes back into view: another tab may have changed them.
  staleTime: 0,
};
