import { queryOptions } from '@tanstack/react-query';
import type { BodyOf } from '@shop/contract/endpoints';
import { IDEMPOTENCY_KEY_HEADER } from '@shop/contract/constants';
import { CUSTOMER_QUERY_ROOT } from '@/features/cart';
import { callApi } from '@/lib/api-client';
import { IN_SHOPPERS_LANGUAGE } from '@/lib/query-client';

// The checkout's calls (spec part 2 section 7; issue 11). The customer's own sit under CUSTOMER_QUERY_ROOT, so signing
// out drops them with the cart.

export { checkoutQuery, checkoutQueryKey } from './checkout-query';

/** Stores the shopper's choices and answers the checkout priced with them (null: the cart emptied meanwhile). */
export const updateCheckout = async (customerId: number, body: BodyOf<'checkoutUpdate'>) =>
  (await callApi('checkoutUpdate', { query: { customer_id: customerId }, body })).data;

/** Places the order; the same key answers the same order, so a retry after a lost answer never buys twice. */
export const placeOrder = async (customerId: number, idempotencyKey: string, body: BodyOf<'placeOrder'> = { payment_method: 'pay_on_delivery' }) =>
  (
    await callApi('placeOrder', {
      query: { customer_id: customerId },
      body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    })
  ).data;

/**
 * The lists of places and stores change with a release only: kept for the visit. One retry: the page has its own
 * answer to a failure (a Retry, the fallback stores), which the shopper should not wait through the back-off for.
 */
const LIST = { staleTime: Infinity, retry: 1 } as const;

/** The places we deliver to, with their regions. */
export const deliveryLocationsQuery = () =>
  queryOptions({ queryKey: ['delivery-locations'] as const, queryFn: async ({ signal }) => (await callApi('deliveryLocations', { signal })).data, ...LIST });

/** Our pickup stores. When they cannot be had the page falls back to the contract's list (spec section 2). */
export const pickupAddressesQuery = () =>
  queryOptions({ queryKey: ['pickup-addresses'] as const, queryFn: async ({ signal }) => (await callApi('pickupAddresses', { signal })).data, ...LIST });

export const orderQueryKey = (customerId: number, orderId: string) => [CUSTOMER_QUERY_ROOT, customerId, 'order', orderId] as const;

/** One of the customer's orders; another customer's, or an unknown number, is a 404. */
export const orderQuery = (customerId: number, orderId: string) =>
  queryOptions({
    queryKey: orderQueryKey(customerId, orderId),
    queryFn: async ({ signal }) => (await callApi('order', { params: { order_id: orderId }, query: { customer_id: customerId }, signal })).data,
    ...IN_SHOPPERS_LANGUAGE,
  });
