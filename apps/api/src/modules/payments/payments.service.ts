import type { PaymentAttempt } from '@shop/contract';
import type { Executor } from '../../db/transaction.js';
import { AppError, retryLater } from '../../lib/errors.js';
import type { Clock } from '../../lib/tokens.js';
import type { AppDeps } from '../app-module.js';
import { ownCustomer } from '../cart/cart.service.js';
import { createOrdersRepo } from '../orders/orders.repo.js';
import { createPaymentAttemptsRepo, type AttemptRow } from './payment-attempts.repo.js';
import { createPaymentEventsRepo } from './payment-events.repo.js';
import { attemptAnswer, type PaymentAttemptsService } from './payment-attempts.service.js';
import { ProviderRefused, ProviderUnavailable, WebhookRejected, type WebhookHeaders } from './payment-provider.js';

// The two payment routes' work (decision 21, "Routes"): a provider's webhook, only a hint to verify its reference and
// hand the provider's word to the one function that pays; and a customer's look at one of their attempts, verified
// first while it is pending so that a shopper whose webhook never came still sees the truth.

/** A pending attempt is asked about at most this often by the status call (a page polls it). */
export const VERIFY_AT_MOST_EVERY_MS = 5_000;
/** The Retry-After of a webhook we could not verify because the provider did not answer, when it named none. */
export const WEBHOOK_RETRY_AFTER_SECONDS = 30;

export const PAYMENT_MESSAGES = {
  one: 'Payment retrieved',
  handled: 'Webhook handled',
  again: 'Already handled',
  opened: 'Payment started',
  ignored: 'Event ignored',
} as const;

/** What happened to a webhook, stored on its event row: a record outcome, or 'ignored' for an event without a reference. */
export type WebhookOutcome = Awaited<ReturnType<AppDeps['payments']['recorder']['record']>> | 'ignored';

export interface PaymentsServiceDeps {
  db: Executor;
  clock: Clock;
  log: AppDeps['log'];
  payments: AppDeps['payments'];
  attemptsService: PaymentAttemptsService;
}

export function createPaymentsService({ db, clock, log, payments, attemptsService }: PaymentsServiceDeps) {
  const { provider, source, recorder } = payments;
  const attempts = createPaymentAttemptsRepo(db);
  const events = createPaymentEventsRepo(db);
  const orders = createOrdersRepo(db);

  async function answerOf(attempt: AttemptRow): Promise<PaymentAttempt> {
    return attemptAnswer(attempt, (await orders.byId(attempt.orderId))!.orderNumber);
  }

  return {
    /** One of the customer's attempts; another's is a 404 like one that does not exist. */
    async status(tokenCustomerId: number, named: number, reference: string): Promise<PaymentAttempt> {
      const customerId = ownCustomer(tokenCustomerId, named);
      let attempt = await attempts.byReference(reference);
      if (!attempt || attempt.customerId !== customerId) throw new AppError('PAYMENT_NOT_FOUND');
      const stale = !attempt.lastVerifiedAt || clock().getTime() - attempt.lastVerifiedAt.getTime() >= VERIFY_AT_MOST_EVERY_MS;
      if (attempt.status === 'pending' && payments.configured && attempt.provider === source.provider && stale) {
        await attemptsService.verify(attempt);
        attempt = (await attempts.byReference(reference))!;
      }
      return answerOf(attempt);
    },

    /**
     * A provider's webhook: `providerName` is the path's. Checked (401), stored once by its dedupe key (a redelivery
     * answers at once), then its reference verified and recorded. A provider that cannot be asked forgets the event
     * and answers 503 with Retry-After, so its redelivery is handled again.
     */
    async webhook(providerName: string, rawBody: Buffer, headers: WebhookHeaders): Promise<{ message: string } | 'not_found'> {
      if (!payments.configured || providerName !== provider.name) return 'not_found';
      let event;
      try {
        event = provider.parseWebhook(rawBody, headers);
      } catch (err) {
        if (!(err instanceof WebhookRejected)) throw err;
        log.warn({ provider: providerName, reason: err.reason }, 'payment webhook rejected');
        throw new AppError('WEBHOOK_REJECTED');
      }
      const id = await events.insertOnce({
        provider: event.provider,
        dedupeKey: event.dedupeKey,
        type: event.type,
        reference: event.reference,
        payload: event.receivedData ?? {},
      });
      if (id === undefined) return { message: PAYMENT_MESSAGES.again };
      if (!event.reference) {
        await events.setOutcome(id, 'ignored');
        return { message: PAYMENT_MESSAGES.ignored };
      }
      let outcome: WebhookOutcome;
      try {
        // The event is only a hint: what the provider answers for its reference is what counts.
        outcome = await recorder.record(await provider.verify(event.reference), source);
      } catch (err) {
        await events.remove(id);
        if (err instanceof ProviderUnavailable || err instanceof ProviderRefused) {
          log.warn({ reference: event.reference, err: err.message }, 'payment webhook: the provider could not verify; it will send it again');
          throw retryLater('PAYMENT_PROVIDER_UNAVAILABLE', (err instanceof ProviderUnavailable && err.retryAfterSeconds) || WEBHOOK_RETRY_AFTER_SECONDS);
        }
        throw err;
      }
      await events.setOutcome(id, outcome);
      log.info({ reference: event.reference, type: event.type, outcome }, 'payment webhook handled');
      return { message: PAYMENT_MESSAGES.handled };
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
