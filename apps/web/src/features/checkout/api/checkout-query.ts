import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { CUSTOMER_QUERY_ROOT, IN_SHOPPERS_LANGUAGE } from '@/lib/query-client';

// Apart from checkout-api.ts (the checkout page's chunk): the storefront's start-up asks for the checkout beside the
// page's code when the shopper lands on /checkout (app/prefetch/route-prefetches.ts), so this sits in the entry.

export const checkoutQueryKey = (customerId: number) => [CUSTOMER_QUERY_ROOT, customerId, 'checkout'] as const;

/** The checkout priced from the cart now, or null for an empty cart ('No item available for checkout'). */
export const checkoutQuery = (customerId: number) =>
  queryOptions({
    queryKey: checkoutQueryKey(customerId),
    queryFn: async ({ signal }) => (await callApi('checkout', { query: { customer_id: customerId }, signal })).data,
    // Its lines name their options in the shopper's language.
    ...IN_SHOPPERS_LANGUAGE,
  });
