import { queryOptions } from '@tanstack/react-query';
import type { AddCartItemBody, Cart, CartResponse, MergeCartBody, RemoveCartItemBody, UpdateCartItemBody } from '@shop/contract';
import { CART_PATHS } from '@shop/contract/paths';
import { apiRequest } from '@/lib/api-client';

// The server cart's calls (spec part 1, section 7). Each needs the customer's bearer token and answers the whole cart.

const send = async (method: 'POST' | 'PATCH' | 'DELETE', path: string, body: unknown): Promise<Cart> =>
  (await apiRequest<CartResponse>(path, { method, body, auth: true })).data;

export const addCartItem = (body: AddCartItemBody) => send('POST', CART_PATHS.cart, body);
export const updateCartItem = (body: UpdateCartItemBody) => send('PATCH', CART_PATHS.cart, body);
export const removeCartItem = (body: RemoveCartItemBody) => send('DELETE', CART_PATHS.cart, body);
export const mergeGuestItems = (body: MergeCartBody) => send('POST', CART_PATHS.merge, body);

/** Everything cached for one customer sits under this key, so signing out drops it in one go. */
export const CUSTOMER_QUERY_ROOT = 'customer';
export const cartQueryKey = (customerId: number) => [CUSTOMER_QUERY_ROOT, customerId, 'cart'] as const;

export const cartQuery = (customerId: number) =>
  queryOptions({
    queryKey: cartQueryKey(customerId),
    queryFn: async ({ signal }) =>
      (await apiRequest<CartResponse>(CART_PATHS.cart, { query: { customer_id: customerId }, auth: true, signal })).data,
  });
