import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ORDER_PAGE_SIZE_DEFAULT } from '@shop/contract/constants';
import { CUSTOMER_QUERY_ROOT } from '@/features/cart';
import { callApi } from '@/lib/api-client';
import { IN_SHOPPERS_LANGUAGE } from '@/lib/query-client';
import { NO_ORDER_FILTERS, orderListQuery, type OrderFilters } from '../order-filters';

// My Orders' calls (spec part 2 section 7, 'Customer orders'; our path GET /order/). Under CUSTOMER_QUERY_ROOT, so
// signing out drops them with the cart. The fetch policy is the spec's (2 retries, back-off from 1 s doubling to 30 s,
// stale after 5 minutes): the query client's defaults (lib/query-client.ts), which these queries keep.

export const ordersQueryKey = (customerId: number) => [CUSTOMER_QUERY_ROOT, customerId, 'orders'] as const;

/**
 * The customer's orders with the page's filters (the tab's statuses, the period, the sort), a page of
 * ORDER_PAGE_SIZE_DEFAULT at a time; the server filters, sorts and pages them. The filters are part of the key, so
 * each combination is its own cached list and going back to one shows it at once.
 */
export const ordersQuery = (customerId: number, filters: OrderFilters = NO_ORDER_FILTERS) =>
  infiniteQueryOptions({
    queryKey: [...ordersQueryKey(customerId), filters.tab, filters.period, filters.sort],
    queryFn: ({ pageParam, signal }) =>
      callApi('orders', { query: { customer_id: customerId, page: pageParam, page_size: ORDER_PAGE_SIZE_DEFAULT, ...orderListQuery(filters) }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.total_pages ? last.page + 1 : undefined),
    // The lines' options are named in the shopper's language.
    ...IN_SHOPPERS_LANGUAGE,
  });

/** My Account's Orders tab: the customer's most recent orders (one page of `count`, newest first). */
export const recentOrdersQuery = (customerId: number, count: number) =>
  queryOptions({
    queryKey: [...ordersQueryKey(customerId), 'recent', count],
    queryFn: ({ signal }) => callApi('orders', { query: { customer_id: customerId, page: 1, page_size: count }, signal }),
    ...IN_SHOPPERS_LANGUAGE,
  });

/** An order's tracking view (its timeline, address or store, expected dates). */
export const orderTrackingQuery = (customerId: number, orderId: string) =>
  queryOptions({
    queryKey: [...ordersQueryKey(customerId), 'tracking', orderId],
    queryFn: ({ signal }) => callApi('orderTracking', { params: { order_id: orderId }, query: { customer_id: customerId }, signal }),
    // A tracking view is looked at to see what changed: never the 5-minute-old answer.
    staleTime: 0,
  });

/** 'Pickup Details': the server mails them again (in the page's language) and answers the store. */
export const sendPickupDetails = (customerId: number, orderId: string) =>
  callApi('pickupDetails', { params: { order_id: orderId }, query: { customer_id: customerId } });

/** What the shop tells every storefront (its WhatsApp number); configuration, so kept for the visit. */
export const shopInfoQuery = () =>
  queryOptions({
    queryKey: ['shop-info'],
    queryFn: ({ signal }) => callApi('shopInfo', { signal }),
    staleTime: Infinity,
    select: (answer) => answer.data,
  });
