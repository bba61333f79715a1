import { inCallersLanguage } from '../../http/language.js';
import type { Router } from '../../http/router.js';
import { ORDER_MESSAGES, type OrdersService } from './orders.service.js';
import { PICKUP_DETAILS_MESSAGE, type PickupDetailsService } from './pickup-details.service.js';

// The scope demands the public key and the customer's bearer token before any of these runs.
export function ordersRoutes(router: Router, orders: OrdersService, pickup: PickupDetailsService) {
  router.route(
    'orders',
    {
      tags: ['orders'],
      summary: "The signed-in customer's orders, filtered, sorted and paged by the server (page, page_size: 10 by default, at most 50)",
      description:
        "Each order as it was placed (money, lines, names frozen). status: statuses separated by commas; period: all, today (from Ghana's midnight), 7d, 30d (1 month), 3m, 6m, 1y; ordering: -created_at (default), created_at, -total, total; ties by id. has_orders: whether the customer has any order, whatever the filters. customer_id must be the bearer token's own customer (403 otherwise).",
    },
    async (request) => {
      const { customer_id, page, page_size } = request.query;
      const answer = await orders.list(request.customer!.customerId, customer_id, request.query);
      return { status: true as const, message: ORDER_MESSAGES.list, ...answer, page, page_size };
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

  router.route(
    'orderTracking',
    {
      tags: ['orders'],
      summary: "An order's tracking view: its status history, the delivery address or pickup store, the expected dates",
      description: "Another customer's order answers 404 ORDER_NOT_FOUND. customer_id must be the bearer token's own customer (403 otherwise).",
    },
    async (request) => {
      const data = await orders.tracking(request.customer!.customerId, request.query.customer_id, request.params.order_id);
      return { status: true as const, message: ORDER_MESSAGES.tracking, data };
    },
  );

  router.route(
    'pickupDetails',
    {
      tags: ['orders'],
      summary: 'Sends the pickup mail of an order Ready for Pickup again and answers its store',
      description:
        "The mail is in the language Accept-Language asks for. 409 ORDER_NOT_READY_FOR_PICKUP for an order in another status; 3 per order per hour, then 429 PICKUP_DETAILS_TOO_MANY with Retry-After. Another customer's order answers 404 ORDER_NOT_FOUND.",
    },
    async (request, reply) => {
      const data = await inCallersLanguage(request, reply, (language) =>
        pickup.send(request.customer!.customerId, request.query.customer_id, request.params.order_id, language),
      );
      return { status: true as const, message: PICKUP_DETAILS_MESSAGE, data };
    },
  );
}
