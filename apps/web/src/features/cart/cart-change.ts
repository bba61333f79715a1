import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '@shop/contract';
import { cartQueryKey } from './api/cart-api';

/**
 * Every change of the server cart (add, quantity, removal) shares this key and one scope, so the server receives
 * them in the order they were made.
 */
export const CART_CHANGE = { mutationKey: ['cart-change'], scope: { id: 'cart-change' } } as const;

/** Whether this is the only change still under way: only the last answer is the cart as it now stands. */
export const isLastChange = (queryClient: QueryClient) => queryClient.isMutating({ mutationKey: CART_CHANGE.mutationKey }) <= 1;

/**
 * Puts the server's answer (the whole cart) in the cache. A read of the cart still under way was sent before this
 * answer was made: it is cancelled, or it would land after it and put the older cart back on screen.
 */
export async function replaceCart(queryClient: QueryClient, customerId: number, cart: Cart) {
  await queryClient.cancelQueries({ queryKey: cartQueryKey(customerId) });
  queryClient.setQueryData(cartQueryKey(customerId), cart);
}

/** Keeps a change's answer (the whole cart, freshly priced) unless a later change is still on its way. */
export async function acceptCartAnswer(queryClient: QueryClient, customerId: number, cart: Cart) {
  if (isLastChange(queryClient)) await replaceCart(queryClient, customerId, cart);
}
