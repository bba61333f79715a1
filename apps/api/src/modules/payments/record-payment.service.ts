import type { FastifyBaseLogger } from 'fastify';
import { inTransaction, type Executor } from '../../db/transaction.js';
import type { Clock } from '../../lib/tokens.js';
import { createCartRepo } from '../cart/cart.repo.js';
import { createStockItemsRepo } from '../catalogue/stock-items.repo.js';
import type { OrderPlacedPayload } from '../orders/order-placed-mail.js';
import { queueOrderMail } from '../orders/order-status.service.js';
import { createOrdersRepo } from '../orders/orders.repo.js';
import { releaseHold } from './attempt-hold.js';
import { createPaymentAttemptsRepo, type AttemptRow } from './payment-attempts.repo.js';
import type { PaymentProvider, VerifiedPayment } from './payment-provider.js';

// The one way an order becomes paid (DESIGN.md section 7, decision 21). The webhook route, the status call and the
// hold sweeper all hand it what the provider said after `verify`; it compares that with the attempt it froze and, in
// ONE transaction with the attempt and the order locked, records it. A second delivery of the same news (a replayed
// webhook, a verify racing a webhook) finds the attempt already settled and changes nothing.

export type RecordOutcome =
  /** The order is paid now. */
  | 'paid'
  /** This attempt was settled before: nothing changed. */
  | 'already_settled'
  /** No attempt has this reference. */
  | 'unknown_reference'
  /** The provider's word does not match the attempt (amount, currency, provider, mode): nothing paid, kept for review. */
  | 'mismatch'
  /** The provider says it failed: the attempt failed and its stock is given back. */
  | 'failed'
  /** Still in progress (or abandoned, which a provider may still complete): nothing changed. */
  | 'pending'
  /** Paid, but the order was paid by another attempt, cancelled, or its stock was gone: the money is due back. */
  | 'refund_due';

export interface RecordPaymentDeps {
  db: Executor;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Called once a payment committed: its confirmation mail waits in the outbox. */
  mailQueued?: () => void;
}

/** Who reported the payment: the provider the attempt was made with, in the mode the shop runs it. */
export interface PaymentSource {
  provider: PaymentProvider['name'];
  live: boolean;
}

/** Why the provider's word cannot be taken as this attempt's payment, or undefined when it can. */
function mismatchOf(attempt: AttemptRow, verified: VerifiedPayment, source: PaymentSource): string | undefined {
  if (attempt.provider !== source.provider) return `provider ${source.provider}, attempt made with ${attempt.provider}`;
  if (verified.reference !== attempt.reference) return `reference ${verified.reference}`;
  if (verified.live !== source.live) return `paid in ${verified.live ? 'live' : 'test'} mode, the shop runs ${source.live ? 'live' : 'test'}`;
  if (verified.currency !== attempt.currency) return `currency ${verified.currency}, expected ${attempt.currency}`;
  if (verified.amountMinor !== attempt.amountMinor) return `amount ${verified.amountMinor}, expected ${attempt.amountMinor}`;
  return undefined;
}

export function createPaymentRecorder({ db, clock, log, mailQueued }: RecordPaymentDeps) {
  async function record(verified: VerifiedPayment, source: PaymentSource): Promise<RecordOutcome> {
    const outcome = await inTransaction(db, async (tx): Promise<RecordOutcome> => {
      const attempts = createPaymentAttemptsRepo(tx);
      const attempt = await attempts.lockByReference(verified.reference);
      if (!attempt) return 'unknown_reference';
      if (attempt.status === 'successful' || attempt.mismatch) return 'already_settled';
      // A failed or expired attempt changes again only when money arrived after all (a late approval): then it is paid
      // like any other, taking its stock again, or its money is due back.
      if (attempt.status !== 'pending' && verified.status !== 'successful') return 'already_settled';

      const now = clock();
      const facts = {
        providerStatus: verified.status,
        providerTransactionId: verified.providerTransactionId,
        gatewayResponse: verified.gatewayResponse,
        lastVerifiedAt: now,
      };
      const stock = createStockItemsRepo(tx);
      const orders = createOrdersRepo(tx);
      const items = await orders.itemsOf([attempt.orderId]);
      const release = () => releaseHold(tx, attempt);

      if (verified.status === 'failed' || verified.status === 'reversed') {
        await attempts.update(attempt.id, { ...facts, status: 'failed', hold: await release() });
        return 'failed';
      }
      if (verified.status !== 'successful') {
        // Pending, or abandoned (a provider may still complete it): the hold and its expiry decide, not this answer.
        await attempts.update(attempt.id, facts);
        return 'pending';
      }

      const mismatch = mismatchOf(attempt, verified, source);
      if (mismatch) {
        // Money may have moved, but not the money this attempt asked for: never paid; the shop reviews and refunds.
        await attempts.update(attempt.id, { ...facts, status: 'failed', mismatch, refund: 'due', hold: await release() });
        log.error(
          { reference: attempt.reference, order: attempt.orderId, mismatch },
          'payment refused: the provider reported another payment than the attempt froze',
        );
        return 'mismatch';
      }

      const order = (await orders.lockById(attempt.orderId))!;
      const paid = { ...facts, status: 'successful' as const, paidAt: verified.paidAt ?? now };
      const refundDue = async (why: string) => {
        await attempts.update(attempt.id, { ...paid, refund: 'due', hold: await release() });
        if (order.paymentStatus !== 'paid') {
          await orders.setPaymentStatus(order.id, 'refund_due');
          await orders.addHistory({ orderId: order.id, status: order.status, paymentStatus: 'refund_due', actor: 'payment', note: why });
        }
        log.error({ reference: attempt.reference, order: order.orderNumber, why }, 'payment received that must be refunded');
        return 'refund_due' as const;
      };

      if (order.paymentStatus === 'paid') return refundDue('A second payment of an order already paid');
      if (order.status === 'Cancelled' || order.status === 'Refunded') return refundDue(`Paid after the order was ${order.status.toLowerCase()}`);
      if (attempt.hold === 'released') {
        // The hold ran out before the money came: take the stock again, or give the money back (never oversell).
        const taken: typeof items = [];
        for (const item of [...items].sort((a, b) => a.stockId - b.stockId)) {
          if (!(await stock.reserve(item.stockId, item.quantity))) {
            for (const back of taken) await stock.release(back.stockId, back.quantity);
            return refundDue('Paid after its hold ran out, and the stock was gone');
          }
          taken.push(item);
        }
      }

      await attempts.update(attempt.id, { ...paid, hold: 'committed' });
      await orders.setPaymentStatus(order.id, 'paid');
      await orders.addHistory({
        orderId: order.id,
        status: order.status,
        paymentStatus: 'paid',
        actor: 'payment',
        note: `Paid by ${attempt.method.replace('_', ' ')}`,
      });
      await createCartRepo(tx).clear(order.customerId);
      const payload: OrderPlacedPayload = { order_id: order.id };
      await queueOrderMail(tx, order, 'order_placed', payload);
      return 'paid';
    });
    if (outcome === 'paid') mailQueued?.();
    if (outcome === 'unknown_reference') log.warn({ reference: verified.reference }, 'payment reported for a reference the shop never made');
    return outcome;
  }

  return { record };
}
export type PaymentRecorder = ReturnType<typeof createPaymentRecorder>;
