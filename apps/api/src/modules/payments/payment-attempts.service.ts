import { randomBytes } from 'node:crypto';
import {
  formatMinor,
  type MobileMoneyWallet,
  type OnlinePaymentMethod,
  type PaymentAttempt,
  type PaymentAttemptStatus,
  type PaymentBrowser,
  type PaymentRefundState,
} from '@shop/contract';
import { inTransaction, type Executor } from '../../db/transaction.js';
import type { Clock } from '../../lib/tokens.js';
import type { AppDeps } from '../app-module.js';
import { createUsersRepo } from '../identity/users.repo.js';
import type { OrderRow } from '../orders/orders.repo.js';
import { releaseHold } from './attempt-hold.js';
import { createPaymentAttemptsRepo, type AttemptRow } from './payment-attempts.repo.js';
import { ProviderRefused, ProviderUnavailable, type BrowserPayment } from './payment-provider.js';

// Making a payment attempt (decision 21): the row that freezes the amount and holds the stock is written inside the
// transaction that placed (or re-opened) the order; the provider is asked to open its payment only after that commit,
// outside any transaction, so a slow provider never holds a row lock. A provider that cannot open it leaves the attempt
// failed with its stock given back: the order still awaits payment, and another try pays it.

/** How the shopper chose to pay online: the method, and the wallet for mobile money. */
export interface OnlineChoice {
  method: OnlinePaymentMethod;
  wallet?: MobileMoneyWallet | undefined;
}

/** What the attempt says when the provider could not open its payment (stored as its gateway response). */
export const NOT_OPENED = 'The payment provider could not be reached';

/** Our reference of an attempt: the order number, the try's number and 10 random hex digits (unguessable, unique). */
export const attemptReference = (orderNumber: string, tryNumber: number) => `${orderNumber}-${tryNumber}-${randomBytes(5).toString('hex')}`;

/** The provider's browser answer as the wire carries it (snake case, never a secret). */
const onTheWire = (browser: BrowserPayment): PaymentBrowser =>
  browser.kind === 'iframe' ? browser : { kind: 'paystack-inline', access_code: browser.accessCode, public_key: browser.publicKey };

const ATTEMPT_STATUSES: readonly string[] = ['pending', 'successful', 'failed', 'expired'] satisfies readonly PaymentAttemptStatus[];

/** An attempt as its customer sees it; the provider's page only while it can still be paid. */
export function attemptAnswer(attempt: AttemptRow, orderNumber: string): PaymentAttempt {
  const refund = (attempt.refund as PaymentRefundState | null) ?? null;
  // Money taken that did not pay the order (refund due) is not a successful payment for the shopper.
  const stored = (ATTEMPT_STATUSES.includes(attempt.status) ? attempt.status : 'pending') as PaymentAttemptStatus;
  const status = refund ? 'failed' : stored;
  return {
    reference: attempt.reference,
    status,
    method: attempt.method as OnlinePaymentMethod,
    order_id: orderNumber,
    amount: { amount: formatMinor(attempt.amountMinor), currency: 'GHS' },
    expires_at: attempt.holdExpiresAt.toISOString(),
    browser: status === 'pending' ? ((attempt.browser as PaymentBrowser | null) ?? null) : null,
    refund,
  };
}

export interface AttemptsDeps {
  db: Executor;
  clock: Clock;
  log: AppDeps['log'];
  payments: AppDeps['payments'];
}

export function createPaymentAttemptsService({ db, clock, log, payments }: AttemptsDeps) {
  return {
    /**
     * Asks the provider what became of the attempt and hands its word to the one function that pays. A provider that
     * cannot answer leaves the attempt as it was (logged), counted as asked so a polling page does not ask it again at once.
     */
    async verify(attempt: AttemptRow): Promise<void> {
      try {
        await payments.recorder.record(await payments.provider.verify(attempt.reference), payments.source);
      } catch (err) {
        if (!(err instanceof ProviderUnavailable || err instanceof ProviderRefused)) throw err;
        log.warn({ reference: attempt.reference, err: err.message }, 'payment: the provider could not verify; the stored state stands');
        await createPaymentAttemptsRepo(db).update(attempt.id, { lastVerifiedAt: clock() });
      }
    },

    /**
     * Inside the order's transaction, with its stock already taken: the attempt that freezes the order's total and
     * holds that stock for `holdMinutes`.
     */
    async insert(tx: Executor, order: OrderRow, choice: OnlineChoice, idempotencyKey: string): Promise<AttemptRow> {
      const attempts = createPaymentAttemptsRepo(tx);
      const tries = (await attempts.ofOrder(order.id)).length;
      return attempts.insert({
        reference: attemptReference(order.orderNumber, tries + 1),
        orderId: order.id,
        customerId: order.customerId,
        provider: payments.source.provider,
        method: choice.method,
        network: choice.method === 'mobile_money' ? (choice.wallet?.network ?? null) : null,
        payerPhone: choice.method === 'mobile_money' ? (choice.wallet?.phone ?? null) : null,
        amountMinor: order.totalMinor,
        currency: 'GHS',
        holdExpiresAt: new Date(clock().getTime() + payments.holdMinutes * 60_000),
        idempotencyKey,
      });
    },

    /**
     * After the commit: asks the provider to open the attempt's payment and keeps what the browser needs. A provider
     * that cannot (down, or refusing) makes the attempt failed, its stock given back; the answer says so.
     */
    async open(attempt: AttemptRow, order: OrderRow, callbackUrl: string): Promise<AttemptRow> {
      const email = await createUsersRepo(db).emailOfCustomer(order.customerId);
      try {
        const created = await payments.provider.create({
          reference: attempt.reference,
          amountMinor: attempt.amountMinor,
          currency: 'GHS',
          channel: attempt.method as OnlinePaymentMethod,
          customer: { email: email ?? '', ...(attempt.payerPhone ? { phone: attempt.payerPhone } : {}) },
          ...(attempt.network && attempt.payerPhone
            ? { mobileMoney: { network: attempt.network as MobileMoneyWallet['network'], phone: attempt.payerPhone } }
            : {}),
          callbackUrl,
          metadata: { orderNumber: order.orderNumber },
        });
        const browser = onTheWire(created.browser);
        await createPaymentAttemptsRepo(db).update(attempt.id, { browser });
        return { ...attempt, browser };
      } catch (err) {
        if (!(err instanceof ProviderUnavailable || err instanceof ProviderRefused)) throw err;
        log.error({ reference: attempt.reference, err: err.message }, 'payment: the provider could not open the attempt; its stock is given back');
        return giveUp(attempt.reference);
      }
    },
  };

  /** The attempt failed before the shopper could pay: its stock back, unless something settled it meanwhile. */
  function giveUp(reference: string): Promise<AttemptRow> {
    return inTransaction(db, async (tx) => {
      const attempts = createPaymentAttemptsRepo(tx);
      const attempt = (await attempts.lockByReference(reference))!;
      if (attempt.status !== 'pending') return attempt;
      const patch = { status: 'failed' as const, gatewayResponse: NOT_OPENED, hold: await releaseHold(tx, attempt) };
      await attempts.update(attempt.id, patch);
      return { ...attempt, ...patch };
    });
  }
}
export type PaymentAttemptsService = ReturnType<typeof createPaymentAttemptsService>;
