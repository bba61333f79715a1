import type { Router } from '../../http/router.js';
import { ORDER_MESSAGES, type OrdersService } from './orders.service.js';

// The scope demands the public key and the customer's bearer token before any of these runs.
export function ordersRoutes(router: Router, orders: OrdersService) {
  router.route(
    'orders',
    {
      tags: ['orders'],
      summary: "The signed-in customer's orders, newest first, a page at a time (page, page_size: 10 by default, at most 50)",
      description: "Each order as it was placed (money, lines, names frozen). customer_id must be the bearer token's own customer (403 otherwise).",
    },
    async (request) => {
      const { customer_id, page, page_size } = request.query;
      const { data, count, total_pages } = await orders.list(request.customer!.customerId, customer_id, page, page_size);
      return { status: true as const, message: ORDER_MESSAGES.list, data, count, total_pages, page, page_size };
    },
  );

  router.route(
    'order',
    {
      tags: ['orders'],
      summary: "One of the signed-in customer's orders by its AGH number",
      description:
        "Another customer's order answers 404 ORDER_NOT_FOUND, as one that does not exist. customer_id must be the bearer token's own customer (403 otherwise).",
    },
    async (request) => {
      const data = await orders.get(request.customer!.customerId, request.query.customer_id, request.params.order_id);
      return { status: true as const, message: ORDER_MESSAGES.one, data };
    },
  );
}
