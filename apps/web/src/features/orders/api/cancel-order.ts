import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { AnswerOf } from '@shop/contract/endpoints';
import type { CancelledOrder } from '@shop/contract/order-cancel';
import { callApi } from '@/lib/api-client';
import { ordersQueryKey } from './orders-api';

// 'Cancel Order' (issue 13): POST /order/{order_id}/cancel/. The server cancels within the hour, else records a
// request; its answer is the order as it now is, which replaces the card's copy in every cached list of orders.

export async function cancelOrder(customerId: number, orderNumber: string): Promise<CancelledOrder> {
  return (await callApi('cancelOrder', { params: { order_id: orderNumber }, query: { customer_id: customerId }, body: {} })).data;
}

/** Shows the answered order in every cached page of the customer's orders at once, then asks the server again. */
export async function showCancelled(queryClient: QueryClient, customerId: number, answer: CancelledOrder): Promise<void> {
  const { outcome: _outcome, ...order } = answer;
  // The list's key may carry filters after ordersQueryKey: every list of this customer is patched.
  queryClient.setQueriesData<InfiniteData<AnswerOf<'orders'>>>({ queryKey: ordersQueryKey(customerId) }, (data) =>
    data?.pages ? { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.map((o) => (o.order_id === order.order_id ? order : o)) })) } : data,
  );
  // A status tab may no longer hold it: the lists are read again.
  await queryClient.invalidateQueries({ queryKey: ordersQueryKey(customerId) });
}
