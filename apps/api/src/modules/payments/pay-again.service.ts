import type { PaymentAttempt } from '@shop/contract';
import { inTransaction, type Executor } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { ownCustomer } from '../cart/cart.service.js';
import { createOrdersRepo, type OrderRow } from '../orders/orders.repo.js';
import { takeStock } from './attempt-hold.js';
import { createPaymentAttemptsRepo, type AttemptRow } from './payment-attempts.repo.js';
import { attemptAnswer, type OnlineChoice, type PaymentAttemptsService } from './payment-attempts.service.js';

// POST /order/{order_id}/payments/: another try at paying an order still awaiting payment (decision 21), after a
// decline, an abandoned page or a provider that could not open the first. The amount is the order's frozen total,
// never the browser's. One attempt of an order is pending at a time: a new one supersedes the others, taking over the
// units they hold (or taking them from stock again when their hold was given back: 409 naming a line that is gone).
// Tries still pending are verified first, so money that came for one is recorded before another is asked for.

/** What a superseded attempt says (its gateway response). */
export const SUPERSEDED = 'Superseded by another attempt';

export interface PayAgainRequest {
  idempotencyKey: string;
  choice: OnlineChoice;
  callbackUrl: string;
}

export function createPayAgainService({ db, attempts, online }: { db: Executor; attempts: PaymentAttemptsService; online: boolean }) {
  /** In one transaction with the order locked: the new attempt, holding the order's units; or the key's earlier one. */
  function makeAttempt(order: OrderRow, request: PayAgainRequest): Promise<{ attempt: AttemptRow; created: boolean }> {
    return inTransaction(db, async (tx) => {
      const orders = createOrdersRepo(tx);
      const repo = createPaymentAttemptsRepo(tx);
      const locked = (await orders.lockById(order.id))!;
      const earlier = await repo.byOrderKey(order.id, request.idempotencyKey);
      if (earlier) return { attempt: earlier, created: false };
      if (locked.status !== 'Pending' || locked.paymentStatus !== 'pending') throw new AppError('ORDER_NOT_AWAITING_PAYMENT');

      const pending = await repo.lockPendingOf(order.id);
      // The units a pending try holds pass to the new one: its hold is marked released without giving them back.
      for (const superseded of pending) {
        await repo.update(superseded.id, { status: 'failed', gatewayResponse: SUPERSEDED, hold: superseded.hold === 'held' ? 'released' : superseded.hold });
      }
      if (!pending.some((a) => a.hold === 'held')) {
        const items = await orders.itemsOf([order.id]);
        await takeStock(
          tx,
          items.map((item) => ({ stockId: item.stockId, quantity: item.quantity, productName: item.productName })),
        );
      }
      return { attempt: await attempts.insert(tx, locked, request.choice, request.idempotencyKey), created: true };
    });
  }

  return {
    async payAgain(
      tokenCustomerId: number,
      named: number,
      orderNumber: string,
      request: PayAgainRequest,
    ): Promise<{ attempt: PaymentAttempt; created: boolean }> {
      const customerId = ownCustomer(tokenCustomerId, named);
      if (!online) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
      const order = await createOrdersRepo(db).byNumber(customerId, orderNumber);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      const repo = createPaymentAttemptsRepo(db);
      for (const attempt of await repo.ofOrder(order.id)) if (attempt.status === 'pending') await attempts.verify(attempt);

      let made: { attempt: AttemptRow; created: boolean };
      try {
        made = await makeAttempt(order, request);
      } catch (err) {
        // The same key committed by a request running at the same time: answer its attempt.
        const earlier = await repo.byOrderKey(order.id, request.idempotencyKey);
        if (!earlier) throw err;
        made = { attempt: earlier, created: false };
      }
      const attempt = made.created ? await attempts.open(made.attempt, order, request.callbackUrl) : made.attempt;
      return { attempt: attemptAnswer(attempt, order.orderNumber), created: made.created };
    },
  };
}
export type PayAgainService = ReturnType<typeof createPayAgainService>;
