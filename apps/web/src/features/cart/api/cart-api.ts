import { queryOptions } from '@tanstack/react-query';
import type { BodyOf } from '@shop/contract/endpoints';
import { callApi } from '@/lib/api-client';
import { CUSTOMER_QUERY_ROOT, IN_SHOPPERS_LANGUAGE } from '@/lib/query-client';

// The server cart's calls (spec part 1, section 7). Each needs the customer's bearer token and answers the whole cart.

export const addCartItem = async (body: BodyOf<'cartAdd'>) => (await callApi('cartAdd', { body })).data;
export const updateCartItem = async (body: BodyOf<'cartUpdate'>) => (await callApi('cartUpdate', { body })).data;
export const removeCartItem = async (body: BodyOf<'cartRemove'>) => (await callApi('cartRemove', { body })).data;
export const mergeGuestItems = async (body: BodyOf<'cartMerge'>) => (await callApi('cartMerge', { body })).data;

export { CUSTOMER_QUERY_ROOT };
export const cartQueryKey = (customerId: number) => [CUSTOMER_QUERY_ROOT, customerId, 'cart'] as const;

export const cartQuery = (customerId: number) =>
  queryOptions({
    queryKey: cartQueryKey(customerId),
    queryFn: async ({ signal }) => (await callApi('cart', { query: { customer_id: customerId }, signal })).data,
    // Its lines name their options (Size: 250 g) in the shopper's language.
    ...IN_SHOPPERS_LANGUAGE,
  });
