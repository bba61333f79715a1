import type { FastifyBaseLogger } from 'fastify';
import type { CancelledOrder, CancelOutcome } from '@shop/contract';
import type { OrderStatus, PaymentStatus } from '@shop/contract/orders';
import { inTransaction, type Executor } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import type { Clock } from '../../lib/tokens.js';
import { ownCustomer } from '../cart/cart.service.js';
import type { AppDeps } from '../app-module.js';
import { releaseHold, releaseOrderUnits } from '../payments/attempt-hold.js';
import { createPaymentAttemptsRepo, type AttemptRow } from '../payments/payment-attempts.repo.js';
import { createPaymentAttemptsService } from '../payments/payment-attempts.service.js';
import { ProviderRefused, ProviderUnavailable } from '../payments/payment-provider.js';
import { createCancellationRequestsRepo } from './cancellation-requests.repo.js';
import { orderAnswer } from './order-answer.js';
import { customerMayCancel } from './order-state.js';
import { moveOrderStatus } from './order-status.service.js';
import { createOrdersRepo, type OrderRow } from './orders.repo.js';

// POST /order/{order_id}/cancel/ (issue 13): the customer's 'Cancel Order'. Pending or Processing within the spec's
// hour (order-state.ts customerMayCancel): cancelled at once, in one transaction with the order locked — status
// Cancelled with its history row and mail, the units the order still has put back, its pending payment attempts
// stopped. A paid order is refunded through the provider that took the money AFTER that commit (no network call
// holds a row lock): refunded → Refunded; refused or unreachable → payment status refund_due for a person, logged.
// After the hour: a cancellation request for the shop (one open per order). A repeated press answers the first
// outcome again rather than an error, as DESIGN.md section 7 asks of every write a shopper can repeat.

/** What a refused or unreachable refund leaves for a person to settle. */
const REFUND_LEFT = 'payment: the refund of a cancelled order could not be made; settle it by hand';

export interface OrderCancelDeps {
  db: Executor;
  clock: Clock;
  log: FastifyBaseLogger;
  payments: AppDeps['payments'];
  /** Called after a transaction that queued a mail committed. */
  mailQueued(): void;
}

/** The paid attempt to refund after the commit. */
interface RefundDue {
  attemptId: number;
  reference: string;
  amountMinor: number;
}

type Decided = { outcome: CancelOutcome; mailQueued: boolean; refund?: RefundDue };

/** PostgreSQL's "deadlock detected": the transaction was chosen to give way; running it again is safe. */
const isDeadlock = (err: unknown) => (err as { code?: string } | null)?.code === '40P01';

/** The outcome a cancellation already made answers (its payment status tells how far the refund went). */
const outcomeOf = (paymentStatus: string): CancelOutcome =>
  paymentStatus === 'refunded' ? 'refunded' : paymentStatus === 'refund_due' ? 'refund_due' : 'cancelled';

export function createOrderCancelService({ db, clock, log, payments, mailQueued }: OrderCancelDeps) {
  const attemptsService = createPaymentAttemptsService({ db, clock, log, payments });

  /** Everything but the refund, in one transaction: attempts locked first, then the order (as the payment recorder). */
  function decide(orderId: number, reason: string): Promise<Decided> {
    return inTransaction(db, async (tx): Promise<Decided> => {
      const attempts = createPaymentAttemptsRepo(tx);
      const orders = createOrdersRepo(tx);
      const requests = createCancellationRequestsRepo(tx);
      await attempts.lockAllOf(orderId);
      const order = (await orders.lockById(orderId))!;
      // A pay-again may have added an attempt before the order's lock was ours: lock and read them all now.
      const tries = await attempts.lockAllOf(orderId);
      const status = order.status as OrderStatus;

      if ((status === 'Cancelled' || status === 'Refunded') && (await requests.cancelledByCustomer(order.id))) {
        return { outcome: outcomeOf(order.paymentStatus), mailQueued: false };
      }
      if (status !== 'Pending' && status !== 'Processing') throw new AppError('ORDER_NOT_CANCELLABLE');

      if (!customerMayCancel(status, order.createdAt, clock())) {
        const asked = await requests.openRequest({ orderId: order.id, customerId: order.customerId, reason, at: clock() });
        if (asked.created) {
          await orders.addHistory({
            orderId: order.id,
            status,
            paymentStatus: order.paymentStatus,
            actor: 'customer',
            note: reason ? `Cancellation requested: ${reason}` : 'Cancellation requested',
          });
        }
        return { outcome: 'requested', mailQueued: false };
      }

      const refund = await giveBack(tx, order, tries);
      const paymentStatus: PaymentStatus = refund ? 'refund_due' : order.paymentStatus === 'pending' ? 'unpaid' : (order.paymentStatus as PaymentStatus);
      const moved = await moveOrderStatus(tx, order, {
        to: 'Cancelled',
        paymentStatus,
        actor: 'customer',
        note: reason ? `Cancelled by the customer: ${reason}` : 'Cancelled by the customer',
      });
      return { outcome: outcomeOf(paymentStatus), mailQueued: moved.mailQueued, ...(refund ? { refund } : {}) };
    });
  }

  /**
   * Puts back the units the order still has, once, and stops its pending attempts; answers the paid attempt whose
   * money goes back. An online order's units are with its attempts (held, or committed when paid): an attempt whose
   * hold was already given back (expired, failed) has none, so nothing is returned twice.
   */
  async function giveBack(tx: Executor, order: OrderRow, tries: AttemptRow[]): Promise<RefundDue | undefined> {
    const attempts = createPaymentAttemptsRepo(tx);
    if (order.paymentMethod === 'pay_on_delivery') {
      await releaseOrderUnits(tx, order.id);
      return undefined;
    }
    let refund: RefundDue | undefined;
    for (const attempt of tries) {
      if (attempt.status === 'pending') {
        // Stopped: money that still arrives for it finds the order cancelled and is due back (the payment recorder).
        await attempts.update(attempt.id, { status: 'failed', gatewayResponse: 'Order cancelled by the customer', hold: await releaseHold(tx, attempt) });
      } else if (attempt.hold === 'committed') {
        await releaseOrderUnits(tx, order.id);
        const paidTheOrder = order.paymentStatus === 'paid' && attempt.status === 'successful' && attempt.refund === null && !refund;
        await attempts.update(attempt.id, { hold: 'released', ...(paidTheOrder ? { refund: 'due' as const } : {}) });
        if (paidTheOrder) refund = { attemptId: attempt.id, reference: attempt.reference, amountMinor: attempt.amountMinor };
      } else if (attempt.hold === 'held') {
        await attempts.update(attempt.id, { hold: await releaseHold(tx, attempt) });
      }
    }
    return refund;
  }

  /** After the commit: the provider gives the money back, or the order stays refund_due for a person. */
  async function refund(orderId: number, due: RefundDue): Promise<CancelOutcome> {
    let processed = false;
    let failed = false;
    try {
      const result = await payments.provider.refund(due.reference, due.amountMinor);
      // 'pending': the provider took the refund and pays it out in its own time (Paystack); nothing is left to us.
      processed = result.status !== 'failed';
      failed = result.status === 'failed';
    } catch (err) {
      if (!(err instanceof ProviderUnavailable || err instanceof ProviderRefused)) throw err;
      failed = err instanceof ProviderRefused;
      log.warn({ order: orderId, reference: due.reference, err: err.message }, 'payment: the provider did not take the refund');
    }
    if (!processed) {
      // Refused: a person decides (another try could pay twice). Unreachable: still due, for a person to try again.
      await createPaymentAttemptsRepo(db).update(due.attemptId, { refund: failed ? 'failed' : 'due' });
      log.error({ order: orderId, reference: due.reference }, REFUND_LEFT);
      return 'refund_due';
    }
    const moved = await inTransaction(db, async (tx) => {
      const attempts = createPaymentAttemptsRepo(tx);
      await attempts.lockAllOf(orderId);
      await attempts.update(due.attemptId, { refund: 'processed' });
      const order = (await createOrdersRepo(tx).lockById(orderId))!;
      if (order.status !== 'Cancelled' || order.paymentStatus !== 'refund_due') return false;
      return (
        await moveOrderStatus(tx, order, { to: 'Refunded', paymentStatus: 'refunded', actor: 'system', note: `Refunded through ${payments.provider.name}` })
      ).mailQueued;
    });
    if (moved) mailQueued();
    return 'refunded';
  }

  return {
    async cancel(tokenCustomerId: number, named: number, orderNumber: string, reason = ''): Promise<CancelledOrder> {
      const customerId = ownCustomer(tokenCustomerId, named);
      const orders = createOrdersRepo(db);
      const found = await orders.byNumber(customerId, orderNumber);
      if (!found) throw new AppError('ORDER_NOT_FOUND');
      // Money that came for a try still pending is recorded first, so a paid order is refunded rather than lost.
      if (found.paymentStatus === 'pending') {
        for (const attempt of await createPaymentAttemptsRepo(db).ofOrder(found.id)) if (attempt.status === 'pending') await attemptsService.verify(attempt);
      }
      let decided: Decided | undefined;
      for (let attempt = 1; !decided; attempt++) {
        try {
          decided = await decide(found.id, reason);
        } catch (err) {
          if (!isDeadlock(err) || attempt >= 3) throw err;
        }
      }
      if (decided.mailQueued) mailQueued();
      const outcome = decided.refund ? await refund(found.id, decided.refund) : decided.outcome;
      const row = (await orders.byId(found.id))!;
      const answer = orderAnswer(row, await orders.itemsOf([row.id]), await createCancellationRequestsRepo(db).ofOrders([row.id]));
      return { ...answer, outcome };
    },
  };
}
export type OrderCancelService = ReturnType<typeof createOrderCancelService>;
