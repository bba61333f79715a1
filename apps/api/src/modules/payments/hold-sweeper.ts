import type { FastifyBaseLogger } from 'fastify';
import type { OrderStatus } from '@shop/contract/orders';
import { inTransaction, type Executor } from '../../db/transaction.js';
import { createBackgroundJob } from '../../lib/background-job.js';
import type { Clock } from '../../lib/tokens.js';
import { canMove } from '../orders/order-state.js';
import { createOrdersRepo } from '../orders/orders.repo.js';
import { releaseHold } from './attempt-hold.js';
import { createPaymentAttemptsRepo, type AttemptRow } from './payment-attempts.repo.js';
import { ProviderUnavailable, type PaymentProvider } from './payment-provider.js';
import type { PaymentRecorder, PaymentSource, RecordOutcome } from './record-payment.service.js';

// Stock held for a payment that does not come is given back (decision 21). A pending attempt whose hold has run out is
// first verified with the provider (a webhook may have been lost: the money may be there) and handed to the one
// function that pays; a payment the provider calls under way ('pending': the shopper acted, a prompt awaits approval)
// keeps its units one more hold period, once; what is still pending then, or abandoned, is given up: the attempt expired, its
// stock released, and the order Cancelled unless another attempt of it is still pending. A provider that cannot be
// reached leaves the attempt for the next sweep: nothing is given up on a guess. A payment that arrives later still
// counts (record-payment: paid if the stock is still there, refund due if not).

export interface HoldSweeperDeps {
  db: Executor;
  provider: PaymentProvider;
  source: PaymentSource;
  recorder: PaymentRecorder;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** The hold period (PAYMENT_HOLD_MINUTES), given once more to a payment the shopper started that is still pending. */
  holdMinutes: number;
}

export type SweepOutcome = RecordOutcome | 'expired' | 'extended' | 'provider_unavailable' | 'order_cancelled';

/** How often every instance looks for holds that ran out. */
export const HOLD_SWEEP_INTERVAL_MS = 30_000;
const BATCH = 20;

export function createHoldSweeper({ db, provider, source, recorder, clock, log, holdMinutes }: HoldSweeperDeps) {
  /** Gives the attempt up, once: the row lock and the pending check make a second sweeper's try a no-op. */
  function expire(reference: string): Promise<boolean> {
    return inTransaction(db, async (tx) => {
      const attempts = createPaymentAttemptsRepo(tx);
      const attempt = await attempts.lockByReference(reference);
      if (!attempt || attempt.status !== 'pending') return false;
      const orders = createOrdersRepo(tx);
      await attempts.update(attempt.id, { status: 'expired', hold: await releaseHold(tx, attempt) });
      const order = (await orders.lockById(attempt.orderId))!;
      const status = order.status as OrderStatus;
      if (
        order.paymentStatus !== 'paid' &&
        !(await attempts.otherPending(order.id, attempt.id)) &&
        canMove(status, 'Cancelled', order.deliveryMethod as 'Deliver' | 'Pickup')
      ) {
        await orders.setStatus(order.id, 'Cancelled', 'unpaid');
        await orders.addHistory({
          orderId: order.id,
          status: 'Cancelled',
          paymentStatus: 'unpaid',
          actor: 'payment',
          note: 'Not paid while its stock was held',
        });
      }
      return true;
    });
  }

  /**
   * A mobile-money prompt approved slowly: the provider says the payment is under way ('pending', not 'abandoned'), so
   * the attempt keeps its units one more hold period, once. Answers whether it did.
   */
  function extendOnce(reference: string): Promise<boolean> {
    return inTransaction(db, async (tx) => {
      const attempts = createPaymentAttemptsRepo(tx);
      const attempt = await attempts.lockByReference(reference);
      if (!attempt || attempt.status !== 'pending' || attempt.holdExtendedAt) return false;
      const now = clock();
      await attempts.update(attempt.id, { holdExpiresAt: new Date(now.getTime() + holdMinutes * 60_000), holdExtendedAt: now });
      return true;
    });
  }

  /** Cancels an order awaiting payment whose tries all ended, unless something moved it meanwhile. */
  function cancelUnpaid(orderId: number): Promise<boolean> {
    return inTransaction(db, async (tx) => {
      const orders = createOrdersRepo(tx);
      const order = await orders.lockById(orderId);
      if (!order || order.status !== 'Pending' || order.paymentStatus !== 'pending') return false;
      if (await createPaymentAttemptsRepo(tx).otherPending(orderId, 0)) return false;
      await orders.setStatus(order.id, 'Cancelled', 'unpaid');
      await orders.addHistory({ orderId: order.id, status: 'Cancelled', paymentStatus: 'unpaid', actor: 'payment', note: 'Not paid while its stock was held' });
      return true;
    });
  }

  async function settle(attempt: AttemptRow): Promise<SweepOutcome> {
    let outcome: RecordOutcome;
    let underWay = false;
    try {
      const verified = await provider.verify(attempt.reference);
      underWay = verified.status === 'pending';
      outcome = await recorder.record(verified, source);
    } catch (err) {
      if (!(err instanceof ProviderUnavailable)) throw err;
      log.warn({ reference: attempt.reference, reason: err.reason }, 'hold ran out but the provider cannot be asked: tried again next sweep');
      return 'provider_unavailable';
    }
    if (outcome !== 'pending') return outcome;
    if (underWay && (await extendOnce(attempt.reference))) return 'extended';
    return (await expire(attempt.reference)) ? 'expired' : 'already_settled';
  }

  /** Settles every pending attempt whose hold ran out, a batch at a time; answers what became of each. */
  async function sweep(): Promise<SweepOutcome[]> {
    const outcomes: SweepOutcome[] = [];
    for (;;) {
      const due = await createPaymentAttemptsRepo(db).pendingExpiredBy(clock(), BATCH);
      for (const attempt of due) outcomes.push(await settle(attempt));
      // Attempts the provider could not be asked about stay due: stop rather than ask again at once.
      if (due.length < BATCH || outcomes.slice(-due.length).includes('provider_unavailable')) break;
    }
    // Orders whose tries failed (their stock already given back) and that nobody tried again within the hold.
    for (const orderId of await createPaymentAttemptsRepo(db).abandonedOrders(clock(), 100)) {
      if (await cancelUnpaid(orderId)) outcomes.push('order_cancelled');
    }
    return outcomes;
  }

  const job = createBackgroundJob({ run: sweep, intervalMs: HOLD_SWEEP_INTERVAL_MS, log, failure: 'hold sweep failed; the next one tries again' });
  return { ...job, sweep };
}
export type HoldSweeper = ReturnType<typeof createHoldSweeper>;
