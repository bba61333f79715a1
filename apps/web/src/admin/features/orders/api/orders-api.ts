import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AdminAnswerOf, AdminBodyOf } from '@shop/contract/admin-endpoints';
import { callAdmin } from '../../../lib/admin-client';
import { ordersQueryOf, type OrderFilters } from '../order-filters';

// The orders' calls: the list (GET /orders/), one order (GET /orders/:order_id/), and the two moves a member makes
// (POST .../status/ and .../cancellation/), each answered with the whole order as it now is.

const ORDERS = 'orders';
const orderKey = (orderId: string) => [ORDERS, 'order', orderId] as const;

/** A page of orders with these filters; the page shown stays while the next one loads. */
export const ordersQuery = (filters: OrderFilters) =>
  queryOptions({
    queryKey: [ORDERS, 'list', filters],
    queryFn: ({ signal }) => callAdmin('orders', { query: ordersQueryOf(filters), signal }),
    placeholderData: keepPreviousData,
  });

export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: orderKey(orderId),
    queryFn: ({ signal }) => callAdmin('order', { params: { order_id: orderId }, signal }),
    select: (answer) => answer.data,
  });

/** Shows the order the server answered at once, and has the lists fetched again (a status or badge there changed). */
function showAnswer(queryClient: QueryClient, orderId: string, answer: AdminAnswerOf<'order'>) {
  queryClient.setQueryData(orderKey(orderId), answer);
  void queryClient.invalidateQueries({ queryKey: [ORDERS, 'list'] });
}

/** Moves the order to one of its next statuses (a note is kept in its history). */
export const moveOrderMutation = (queryClient: QueryClient, orderId: string) => ({
  mutationFn: (move: AdminBodyOf<'orderMove'>) => callAdmin('orderMove', { params: { order_id: orderId }, body: move }),
  onSuccess: (answer: AdminAnswerOf<'orderMove'>) => showAnswer(queryClient, orderId, answer),
});

/** Accepts or refuses the customer's open request to cancel. */
export const cancellationMutation = (queryClient: QueryClient, orderId: string) => ({
  mutationFn: (decision: AdminBodyOf<'orderCancellation'>) => callAdmin('orderCancellation', { params: { order_id: orderId }, body: decision }),
  onSuccess: (answer: AdminAnswerOf<'orderCancellation'>) => showAnswer(queryClient, orderId, answer),
});
