import { CANCEL_MESSAGES } from '@shop/contract';
import type { Router } from '../../http/router.js';
import type { OrderCancelService } from './order-cancel.service.js';

// The scope demands the public key and the customer's bearer token before this runs.
export function orderCancelRoutes(router: Router, cancels: OrderCancelService) {
  router.route(
    'cancelOrder',
    {
      tags: ['orders'],
      summary: "Cancel one of the signed-in customer's orders (within 1 hour of placing it), or ask the shop to (after)",
      description:
        "Pending or Processing within the hour: cancelled at once (stock returned, payment attempts stopped, a paid order refunded through its provider: outcome cancelled, refunded or refund_due). After the hour: a cancellation request for the shop, one open per order (outcome requested). Pressing again answers the same outcome. Any other status: 409 ORDER_NOT_CANCELLABLE. Another customer's order: 404 ORDER_NOT_FOUND; customer_id must be the bearer token's own customer (403 otherwise).",
    },
    async (request) => {
      const data = await cancels.cancel(request.customer!.customerId, request.query.customer_id, request.params.order_id, request.body?.reason ?? '');
      return { status: true as const, message: CANCEL_MESSAGES[data.outcome], data };
    },
  );
}
