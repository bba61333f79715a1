import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BodyOf } from '@shop/contract/endpoints';
import { callApi } from '@/lib/api-client';

// The server cart's calls (spec part 1, section 7). Each needs the customer's bearer token and answers the whole cart.

export const addCartItem = async (body: BodyOf<'cartAdd'>) => (await callApi('cartAdd', { body })).data;
export const updateCartItem = async (body: BodyOf<'cartUpdate'>) => (await callApi('cartUpdate', { body })).data;
export const removeCartItem = async (body: BodyOf<'cartRemove'>) => (await callApi('cartRemove', { body })).data;
export const mergeGuestItems = async (body: BodyOf<'cartMerge'>) => (await callApi('cartMerge', { body })).data;

/** Everything cached for one customer sits under this key, so signing out drops it in one go. */
export const CUSTOMER_QUERY_ROOT = 'customer';
export const cartQueryKey = (customerId: number) => [CUSTOMER_QUERY_ROOT, customerId, 'cart'] as const;

export const cartQuery = (customerId: number) =>
  queryOptions({
    queryKey: cartQueryKey(customerId),
    queryFn: async ({ signal }) => (await callApi('cart', { query: { customer_id: customerId }, signal })).data,
  });

/** A guest cart's lines, as the quote prices them. */
export type QuoteItems = BodyOf<'cartQuote'>['items'];

/**
 * The figures of a guest cart, priced by the server by the customer cart's rules (POST /cart/quote/, public key
 * only), so that nothing changes at login. While a changed cart is being priced the previous figures stay.
 */
export const cartQuoteQuery = (items: QuoteItems) =>
  queryOptions({
    queryKey: ['cart-quote', items] as const,
    queryFn: async ({ signal }) => (await callApi('cartQuote', { body: { items }, signal })).data,
    placeholderData: keepPreviousData,
  });
