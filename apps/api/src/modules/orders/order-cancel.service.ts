import type { FastifyBaseLogger } from 'fastify';
import type { CancelledOrder, CancelOutcome } from '@shop/contract';
import type { DeliveryMethod, OrderStatus, PaymentStatus } from '@shop/contract/orders';
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
import { canMove, customerMayCancel } from './order-state.js';
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

/** What a change by the shop's staff leaves behind, for their audit log, in the change's own transaction. */
export type ShopChangeRecorder = (tx: Executor, before: OrderRow, after: OrderRow) => Promise<void>;

/** The shop's staff cancel or refund an order (the back office, issue 16): who, why, and the audit of it. */
export interface ShopMove {
  /** 'staff:<id>', in the order's history. */
  actor: string;
  note: string;
  record: ShopChangeRecorder;
  /** Cancelling in answer to the customer's open request: it is accepted in the same transaction. */
  acceptsRequest?: boolean;
}

/** Who cancels: the customer (their reason), or the shop. */
type Canceller = { by: 'customer'; reason: string } | ({ by: 'shop' } & ShopMove);

/**
 * A refund claimed (`asked`) longer ago than this was left by a process that stopped while asking the provider (whose
 * calls time out in seconds): nobody knows whether the money went, so a person settles it by hand, never a second ask.
 */
const REFUND_CLAIM_STALE_MS = 10 * 60_000;

/** PostgreSQL's "deadlock detected": the transaction was chosen to give way; running it again is safe. */
const isDeadlock = (err: unknown) => (err as { code?: string } | null)?.code === '40P01';

/** The outcome a cancellation already made answers (its payment status tells how far the refund went). */
const outcomeOf = (paymentStatus: string): CancelOutcome =>
  paymentStatus === 'refunded' ? 'refunded' : paymentStatus === 'refund_due' ? 'refund_due' : 'cancelled';

export function createOrderCancelService({ db, clock, log, payments, mailQueued }: OrderCancelDeps) {
  const attemptsService = createPaymentAttemptsService({ db, clock, log, payments });

  /** Everything but the refund, in one transaction: attempts locked first, then the order (as the payment recorder). */
  function decide(orderId: number, who: Canceller): Promise<Decided> {
    return inTransaction(db, async (tx): Promise<Decided> => {
      const attempts = createPaymentAttemptsRepo(tx);
      const orders = createOrdersRepo(tx);
      const requests = createCancellationRequestsRepo(tx);
      await attempts.lockAllOf(orderId);
      const order = (await orders.lockById(orderId))!;
      // A pay-again may have added an attempt before the order's lock was ours: lock and read them all now.
      const tries = await attempts.lockAllOf(orderId);
      const status = order.status as OrderStatus;

      if (who.by === 'shop') {
        if (!canMove(status, 'Cancelled', order.deliveryMethod as DeliveryMethod))
          throw new AppError('ORDER_STATUS_MOVE_REFUSED', { from: status, to: 'Cancelled' });
        if (who.acceptsRequest && !(await requests.decideOpen(order.id, 'accepted', who.actor, clock()))) throw new AppError('CANCELLATION_REQUEST_NOT_OPEN');
      } else {
        if ((status === 'Cancelled' || status === 'Refunded') && (await requests.cancelledByCustomer(order.id))) {
          return { outcome: outcomeOf(order.paymentStatus), mailQueued: false };
        }
        if (status !== 'Pending' && status !== 'Processing') throw new AppError('ORDER_NOT_CANCELLABLE');
        if (!customerMayCancel(status, order.createdAt, clock())) {
          const asked = await requests.openRequest({ orderId: order.id, customerId: order.customerId, reason: who.reason, at: clock() });
          if (asked.created) {
            await orders.addHistory({
              orderId: order.id,
              status,
              paymentStatus: order.paymentStatus,
              actor: 'customer',
              note: who.reason ? `Cancellation requested: ${who.reason}` : 'Cancellation requested',
            });
          }
          return { outcome: 'requested', mailQueued: false };
        }
      }

      const refund = await giveBack(tx, order, tries);
      const paymentStatus: PaymentStatus = refund ? 'refund_due' : order.paymentStatus === 'pending' ? 'unpaid' : (order.paymentStatus as PaymentStatus);
      const moved = await moveOrderStatus(tx, order, {
        to: 'Cancelled',
        paymentStatus,
        ...(who.by === 'shop'
          ? { actor: who.actor, note: who.note || 'Cancelled by the shop' }
          : { actor: 'customer', note: who.reason ? `Cancelled by the customer: ${who.reason}` : 'Cancelled by the customer' }),
      });
      if (who.by === 'shop') await who.record(tx, order, moved.order);
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
        await attempts.update(attempt.id, { status: 'failed', gatewayResponse: 'Order cancelled', hold: await releaseHold(tx, attempt) });
      } else if (attempt.hold === 'committed') {
        await releaseOrderUnits(tx, order.id);
        const paidTheOrder = order.paymentStatus === 'paid' && attempt.status === 'successful' && attempt.refund === null && !refund;
        // Claimed (`asked`) in this transaction: the caller asks the provider right after the commit.
        await attempts.update(attempt.id, { hold: 'released', ...(paidTheOrder ? { refund: 'asked' as const } : {}) });
        if (paidTheOrder) refund = { attemptId: attempt.id, reference: attempt.reference, amountMinor: attempt.amountMinor };
      } else if (attempt.hold === 'held') {
        await attempts.update(attempt.id, { hold: await releaseHold(tx, attempt) });
      }
    }
    return refund;
  }

  /**
   * After the commit: the provider gives the money back and the order becomes Refunded, or it stays refund_due for a
   * person. `shop` when the shop's staff asked for it (their name in the history, their audit entry).
   */
  async function refund(orderId: number, due: RefundDue, shop?: ShopMove): Promise<CancelOutcome> {
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
      if (order.paymentStatus !== 'refund_due' || !canMove(order.status as OrderStatus, 'Refunded', order.deliveryMethod as DeliveryMethod)) return false;
      const note = [shop?.note, `Refunded through ${payments.provider.name}`].filter(Boolean).join(' — ');
      const moved = await moveOrderStatus(tx, order, { to: 'Refunded', paymentStatus: 'refunded', actor: shop?.actor ?? 'system', note });
      await shop?.record(tx, order, moved.order);
      return moved.mailQueued;
    });
    if (moved) mailQueued();
    return 'refunded';
  }

  /** decide(), run again when PostgreSQL chose it to give way in a deadlock (safe: nothing of it was kept). */
  async function decideRetried(orderId: number, who: Canceller): Promise<Decided> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await decide(orderId, who);
      } catch (err) {
        if (!isDeadlock(err) || attempt >= 3) throw err;
      }
    }
  }

  /** Money that came for a try still pending is recorded first, so a paid order is refunded rather than lost. */
  async function settlePending(order: OrderRow) {
    if (order.paymentStatus !== 'pending') return;
    for (const attempt of await createPaymentAttemptsRepo(db).ofOrder(order.id)) if (attempt.status === 'pending') await attemptsService.verify(attempt);
  }

  return {
    /**
     * The shop cancels an order (a move the table allows to Cancelled), as the customer's cancellation does: units put
     * back, pending attempts stopped, a paid order refunded through the provider after the commit (or left refund_due).
     */
    async cancelForShop(orderId: number, move: ShopMove): Promise<CancelOutcome> {
      await settlePending((await createOrdersRepo(db).byId(orderId))!);
      const decided = await decideRetried(orderId, { by: 'shop', ...move });
      if (decided.mailQueued) mailQueued();
      return decided.refund ? refund(orderId, decided.refund, move) : decided.outcome;
    },

    /**
     * The shop refunds an order (Delivered, Completed or Cancelled → Refunded). Money taken online goes back through the
     * provider that took it, after a commit that marks it due: refused or unreachable, the order stays refund_due and
     * the call fails with REFUND_NOT_TAKEN. A refund the provider refused before is one a person settled by hand: the
     * move records it without asking the provider again (it could pay twice). No online money: the move alone.
     */
    async refundForShop(orderId: number, move: ShopMove): Promise<void> {
      const decided = await inTransaction(db, async (tx): Promise<{ due?: RefundDue; mailQueued: boolean }> => {
        const attempts = createPaymentAttemptsRepo(tx);
        const orders = createOrdersRepo(tx);
        const tries = await attempts.lockAllOf(orderId);
        const order = (await orders.lockById(orderId))!;
        const from = order.status as OrderStatus;
        if (!canMove(from, 'Refunded', order.deliveryMethod as DeliveryMethod)) throw new AppError('ORDER_STATUS_MOVE_REFUSED', { from, to: 'Refunded' });
        const owed = order.paymentStatus === 'paid' || order.paymentStatus === 'refund_due';
        // Another caller is asking the provider for this money now: a second ask could pay it twice.
        const asking = tries.filter((a) => a.refund === 'asked');
        if (owed && asking.some((a) => clock().getTime() - a.updatedAt.getTime() < REFUND_CLAIM_STALE_MS)) throw new AppError('REFUND_IN_PROGRESS');
        for (const stale of asking) await attempts.update(stale.id, { refund: 'failed' });
        const paid = tries.find((a) => a.status === 'successful' && (a.refund === null || a.refund === 'due'));
        if (paid && owed) {
          // Claimed in this transaction, asked after its commit (no network call holds a row lock).
          await attempts.update(paid.id, { refund: 'asked' });
          if (order.paymentStatus !== 'refund_due') {
            await orders.setPaymentStatus(order.id, 'refund_due');
            await orders.addHistory({
              orderId: order.id,
              status: from,
              paymentStatus: 'refund_due',
              actor: move.actor,
              note: 'Refund asked of the payment provider',
            });
          }
          return { due: { attemptId: paid.id, reference: paid.reference, amountMinor: paid.amountMinor }, mailQueued: false };
        }
        const paymentStatus: PaymentStatus = owed ? 'refunded' : (order.paymentStatus as PaymentStatus);
        const moved = await moveOrderStatus(tx, order, { to: 'Refunded', paymentStatus, actor: move.actor, note: move.note || 'Refunded by the shop' });
        await move.record(tx, order, moved.order);
        return { mailQueued: moved.mailQueued };
      });
      if (decided.mailQueued) mailQueued();
      if (decided.due && (await refund(orderId, decided.due, move)) !== 'refunded') throw new AppError('REFUND_NOT_TAKEN');
    },

    async cancel(tokenCustomerId: number, named: number, orderNumber: string, reason = ''): Promise<CancelledOrder> {
      const customerId = ownCustomer(tokenCustomerId, named);
      const orders = createOrdersRepo(db);
      const found = await orders.byNumber(customerId, orderNumber);
      if (!found) throw new AppError('ORDER_NOT_FOUND');
      await settlePending(found);
      const decided = await decideRetried(found.id, { by: 'customer', reason });
      if (decided.mailQueued) mailQueued();
      const outcome = decided.refund ? await refund(found.id, decided.refund) : decided.outcome;
      const row = (await orders.byId(found.id))!;
      const answer = orderAnswer(row, await orders.itemsOf([row.id]), await createCancellationRequestsRepo(db).ofOrders([row.id]));
      return { ...answer, outcome };
    },
  };
}
export type OrderCancelService = ReturnType<typeof createOrderCancelService>;
