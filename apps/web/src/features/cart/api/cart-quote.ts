import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BodyOf } from '@shop/contract/endpoints';
import { callApi } from '@/lib/api-client';
import { IN_SHOPPERS_LANGUAGE } from '@/lib/query-client';

// Apart from cart-api.ts, whose calls the header's badge needs on every first visit: only the cart panel and page
// price a guest cart.

/** A guest cart's lines, as the quote prices them. */
export type QuoteItems = BodyOf<'cartQuote'>['items'];

/**
 * The figures of a guest cart, priced by the server by the customer cart's rules (POST /cart/quote/, public key
 * only), so that nothing changes at login. While a changed cart is being priced the previous figures stay. Its lines
 * name their options in the shopper's language.
 */
export const cartQuoteQuery = (items: QuoteItems) =>
  queryOptions({
    queryKey: ['cart-quote', items] as const,
    queryFn: async ({ signal }) => (await callApi('cartQuote', { body: { items }, signal })).data,
    placeholderData: keepPreviousData,
    ...IN_SHOPPERS_LANGUAGE,
  });
