import type { OrderStatus, PaymentStatus } from '@shop/contract/orders';
import type { Executor } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { createUsersRepo } from '../identity/users.repo.js';
import { canMove } from './order-state.js';
import type { OrderStatusMailPayload } from './order-status-mail.js';
import { createOrdersRepo, type OrderRow } from './orders.repo.js';

// The one way an order's status changes after it was placed: a customer's cancellation, the shop's staff, the
// development helper of the tests. The move must be in the table of order-state.ts; it writes the status-history row
// and queues the customer's mail (when their settings want order mails) in the caller's transaction, so the three
// happen together or not at all. Payment moves (paid, refund due) stay with the payment recorder.

export interface StatusMove {
  to: OrderStatus;
  /** The payment status that goes with the move (a refund); unchanged when not given. */
  paymentStatus?: PaymentStatus;
  /** 'customer', 'system', 'staff:<id>', 'dev'. */
  actor: string;
  /** Why, in the history (and the mail, when given). */
  note?: string;
}

/**
 * Moves `order` (read under a row lock by the caller: `lockById`) to `move.to`. Refused with 409
 * ORDER_STATUS_MOVE_REFUSED when the table does not allow it. Answers the order as it now is; the caller kicks the
 * mail outbox after its transaction commits when `mailQueued` is true.
 */
export async function moveOrderStatus(tx: Executor, order: OrderRow, move: StatusMove): Promise<{ order: OrderRow; mailQueued: boolean }> {
  const from = order.status as OrderStatus;
  if (!canMove(from, move.to, order.deliveryMethod as 'Deliver' | 'Pickup')) {
    throw new AppError('ORDER_STATUS_MOVE_REFUSED', { from, to: move.to });
  }
  const orders = createOrdersRepo(tx);
  const paymentStatus = move.paymentStatus ?? (order.paymentStatus as PaymentStatus);
  await orders.setStatus(order.id, move.to, paymentStatus);
  await orders.addHistory({ orderId: order.id, status: move.to, paymentStatus, actor: move.actor, note: move.note ?? '' });
  const mailQueued = await queueOrderMail(tx, order, 'order_status_changed', { order_id: order.id, status: move.to } satisfies OrderStatusMailPayload);
  return { order: { ...order, status: move.to, paymentStatus }, mailQueued };
}

/**
 * Queues one of the order's mails to its customer, in the language they shopped in, when their settings want order
 * mails ('Email notifications' and 'Order updates', both on by default). Answers whether one was queued.
 */
export async function queueOrderMail(tx: Executor, order: Pick<OrderRow, 'customerId' | 'language'>, kind: string, payload: object): Promise<boolean> {
  const settings = await createUsersRepo(tx).orderMailSettings(order.customerId);
  if (!settings?.wanted) return false;
  await createOrdersRepo(tx).queueMail({ kind, recipient: settings.email, language: order.language, payload });
  return true;
}
