import type { QueryClient } from '@tanstack/react-query';
import { WISHLIST_MAX_ITEMS } from '@shop/contract/constants';
import { GUEST_WISHLIST_KEY, guestWishlistQuery, readGuestHearts } from './api/wishlist-query';

// The writes of a guest's hearts (loaded with the first click or the first merge, not with the first visit).

/** Stores the ids and shows them; false when storage is full or blocked (the hearts stay as they were). */
export function writeGuestHearts(queryClient: QueryClient, ids: number[]): boolean {
  try {
    if (ids.length) localStorage.setItem(GUEST_WISHLIST_KEY, JSON.stringify(ids));
    else localStorage.removeItem(GUEST_WISHLIST_KEY);
  } catch {
    return false;
  }
  queryClient.setQueryData(
    guestWishlistQuery.queryKey,
    ids.map((id) => ({ id })),
  );
  return true;
}

/** Hearts or un-hearts a stock id. 'full' at the account's cap, so that a guest never keeps more than a merge takes. */
export function setGuestHeart(queryClient: QueryClient, stockId: number, on: boolean): 'ok' | 'full' | 'unavailable' {
  const ids = readGuestHearts().filter((id) => id !== stockId);
  if (on && ids.length >= WISHLIST_MAX_ITEMS) return 'full';
  return writeGuestHearts(queryClient, on ? [...ids, stockId] : ids) ? 'ok' : 'unavailable';
}
