import { infiniteQueryOptions } from '@tanstack/react-query';
import { ORDER_PAGE_SIZE_DEFAULT } from '@shop/contract/constants';
import { CUSTOMER_QUERY_ROOT } from '@/features/cart';
import { callApi } from '@/lib/api-client';
import { IN_SHOPPERS_LANGUAGE } from '@/lib/query-client';

// My Orders' call (spec part 2 section 7, 'Customer orders'; our path GET /order/). Under CUSTOMER_QUERY_ROOT, so
// signing out drops it with the cart. The fetch policy is the spec's (2 retries, back-off from 1 s doubling to 30 s,
// stale after 5 minutes): the query client's defaults (lib/query-client.ts), which this query keeps.

export const ordersQueryKey = (customerId: number) => [CUSTOMER_QUERY_ROOT, customerId, 'orders'] as const;

/** The customer's orders, newest first, a page of ORDER_PAGE_SIZE_DEFAULT at a time; the server pages them. */
export const ordersQuery = (customerId: number) =>
  infiniteQueryOptions({
    queryKey: ordersQueryKey(customerId),
    queryFn: ({ pageParam, signal }) => callApi('orders', { query: { customer_id: customerId, page: pageParam, page_size: ORDER_PAGE_SIZE_DEFAULT }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.total_pages ? last.page + 1 : undefined),
    // The lines' options are named in the shopper's language.
    ...IN_SHOPPERS_LANGUAGE,
  });
