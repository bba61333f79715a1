import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { WISHLIST_MAX_ITEMS } from '@shop/contract/constants';
import type { StockItem } from '@shop/contract';
import type { WishlistItem } from '@shop/contract/wishlist';
import { withErrorText } from '@/lib/with-error-text';
import { addWishlistItem, removeWishlistItem } from './api/wishlist-api';
import { setGuestHeart } from './guest-wishlist-write';
import { wishlistQueryKey } from './api/wishlist-query';

// Hearting and un-hearting (loaded with the first click): a guest's hearts in this browser, a customer's on the
// server with the list in the query cache changed at once and put back when the server refuses.

const text = async (key: string, options?: Record<string, unknown>) => {
  await i18n.loadNamespaces('wishlist');
  return i18n.getFixedT(null, 'wishlist')(key, options);
};

/** A failure in a toast: what failed, and why in the reader's language. */
async function failed(key: string, error?: unknown) {
  const title = await text(key, { max: WISHLIST_MAX_ITEMS });
  if (error === undefined) return void toast.error(title);
  withErrorText((errorText) => toast.error(title, { description: errorText(error) }));
}

// One customer's changes go to the server one after another, in the order clicked: a quick heart and un-heart of
// the same item must not arrive the other way round. `pending` counts those not answered yet; the last answer is
// the server's list, which replaces the optimistic one.
let queue: Promise<unknown> = Promise.resolve();
let pending = 0;

const newestFirst = (a: WishlistItem, b: WishlistItem) => b.added_at.localeCompare(a.added_at);

/**
 * Hearts (`on`) or un-hearts `entry` (a guest: its id in this browser). Resolves true when done; false after a
 * refusal, which is toasted and, for a customer, undone in the list.
 */
export async function setHeart(queryClient: QueryClient, customerId: number | null, entry: WishlistItem, on: boolean): Promise<boolean> {
  if (customerId === null) {
    const outcome = setGuestHeart(queryClient, entry.id, on);
    if (outcome === 'ok') return true;
    await failed(outcome === 'full' ? 'toast.full' : 'toast.notStored');
    return false;
  }
  const key = wishlistQueryKey(customerId);
  await queryClient.cancelQueries({ queryKey: key });
  const before = queryClient.getQueryData<WishlistItem[]>(key)?.find((i) => i.id === entry.id);
  const without = (list: WishlistItem[] = []) => list.filter((i) => i.id !== entry.id);
  queryClient.setQueryData<WishlistItem[]>(key, (list) => (on ? [entry, ...without(list)] : without(list)));
  pending++;
  const call = queue.then(() => (on ? addWishlistItem(customerId, entry.id) : removeWishlistItem(customerId, entry.id)));
  queue = call.catch(() => undefined);
  try {
    const list = await call;
    if (--pending === 0) queryClient.setQueryData(key, list);
    return true;
  } catch (error) {
    pending--;
    // Only this change is undone: others made meanwhile stay.
    queryClient.setQueryData<WishlistItem[]>(key, (list) => (on ? without(list) : before ? [...without(list), before].sort(newestFirst) : list));
    if (on && (error as { code?: string }).code === 'WISHLIST_FULL') await failed('toast.full');
    else await failed(on ? 'toast.addFailed' : 'toast.removeFailed', error);
    return false;
  }
}

/** A stock item as the list shows it, for the optimistic heart (the server's answer replaces it). */
const entryOf = (item: StockItem): WishlistItem => ({
  id: item.id,
  name: item.product.name,
  image: item.product.image,
  price: item.discounted_price,
  currency: item.discounted_price.currency,
  in_stock: item.quantity > 0,
  moq: item.moq,
  available: item.quantity,
  attributes: item.variant.attribute_value.map((av) => ({ name: av.attribute.name, value: av.value })),
  added_at: new Date().toISOString(),
});

/** The heart of a card or the product page. */
export const heartStockItem = (queryClient: QueryClient, customerId: number | null, item: StockItem, on: boolean) =>
  setHeart(queryClient, customerId, entryOf(item), on);
