import { ORDER_NUMBER_PATTERN, ORDER_STATUSES, type DeliveryMethod, type OrderStatus } from '@shop/contract/orders';
import { z } from 'zod';
import { inTransaction } from '../../db/transaction.js';
import { loopbackOnly } from '../../http/loopback-only.js';
import { AppError } from '../../lib/errors.js';
import type { AppModule } from '../app-module.js';
import { nextStatuses } from '../orders/order-state.js';
import { moveOrderStatus } from '../orders/order-status.service.js';
import { createOrdersRepo } from '../orders/orders.repo.js';

const params = z.object({ order_id: z.string().regex(ORDER_NUMBER_PATTERN, 'order_id is an AGH number') });
const body = z.object({ status: z.enum(ORDER_STATUSES) });

/** The shortest way from `from` to `to` through the table of moves, or undefined when there is none. */
export function pathOfMoves(from: OrderStatus, to: OrderStatus, method: DeliveryMethod): OrderStatus[] | undefined {
  const cameFrom = new Map<OrderStatus, OrderStatus>();
  const queue: OrderStatus[] = [from];
  while (queue.length) {
    const at = queue.shift()!;
    if (at === to) break;
    for (const next of nextStatuses(at, method)) {
      if (next === from || cameFrom.has(next)) continue;
      cameFrom.set(next, at);
      queue.push(next);
    }
  }
  if (from !== to && !cameFrom.has(to)) return undefined;
  const path: OrderStatus[] = [];
  for (let at = to; at !== from; at = cameFrom.get(at)!) path.unshift(at);
  return path;
}

/**
 * POST /dev/orders/:order_id/status { status }: moves an order, whoever's, to a status through every step of the table
 * of moves (each with its history row and mail, as the shop's staff will), so that end-to-end journeys can see an order
 * delivered before the back office exists. A development helper: registered only where the development outbox is
 * (never in production) and answering only callers on this machine.
 */
export const devOrdersModule: AppModule = {
  name: 'dev-orders',
  async register(app, { db, devOutbox, mailOutbox }) {
    if (!devOutbox) return;
    app.post('/dev/orders/:order_id/status', { schema: { hide: true, params, body }, preHandler: loopbackOnly }, async (request) => {
      const { order_id } = request.params as z.infer<typeof params>;
      const { status } = request.body as z.infer<typeof body>;
      const moved = await inTransaction(db, async (tx) => {
        const orders = createOrdersRepo(tx);
        const found = await orders.byNumberOfAnyone(order_id);
        let order = found && (await orders.lockById(found.id));
        if (!order) throw new AppError('ORDER_NOT_FOUND');
        const path = pathOfMoves(order.status as OrderStatus, status, order.deliveryMethod as DeliveryMethod);
        if (!path) throw new AppError('ORDER_STATUS_MOVE_REFUSED', { from: order.status, to: status });
        for (const to of path) order = (await moveOrderStatus(tx, order, { to, actor: 'dev', note: 'Moved by the development helper' })).order;
        return path;
      });
      mailOutbox.kick();
      return { status: true, message: 'Order moved', data: { order_id, through: moved } };
    });
  },
};
