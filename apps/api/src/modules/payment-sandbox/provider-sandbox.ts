import { z } from 'zod';
import type { Clock } from '../../lib/tokens.js';
import type { Executor } from '../../db/transaction.js';
import {
  assertCreateInput,
  ProviderRefused,
  WebhookRejected,
  type PaymentProvider,
  type PaymentStatus,
  unknownReferencePayment,
  type VerifiedPayment,
  type WebhookEvent,
} from '../payments/payment-provider.js';
import { assertHmacSha512Signature, readWebhookJson } from '../payments/webhook-signature.js';
import { createSandboxGateway, type SandboxGateway, type SandboxLog } from './sandbox-gateway.js';
import type { SandboxPaymentRow } from './sandbox-payments.repo.js';

// The sandbox payment provider (PAYMENT_PROVIDER=sandbox, never in production): the shop's side of our own hosted test
// page, behind the same interface as Paystack. create records the payment in sandbox_payments and answers the page's
// address; verify reads the row; webhooks are checked exactly as Paystack's are (webhook-signature.ts). Choices:
// docs/decisions/0022-the-sandbox-payment-provider.md.

export const SANDBOX_PAGE_PATH = '/payment-sandbox/pay';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export interface SandboxProviderOptions {
  db: Executor;
  /** Signs and checks the webhooks (PAYMENT_SANDBOX_SECRET). */
  secret: string;
  /**
   * The API's public origin ('https://shop.example'), when the storefront is served from another origin than the API;
   * without it the page's address is relative (same origin) and the frame origin is the CSP keyword 'self'.
   */
  publicOrigin?: string;
  clock: Clock;
  /** Where the sandbox sends its signed webhooks (the shop's own webhook route). */
  webhookUrl: string;
  fetch?: typeof fetch;
  log?: SandboxLog;
  webhookRetryDelaysMs?: readonly number[];
}

/**
 * The frame's origin for a page served by the API itself: the CSP keyword, quotes included. The storefront writes it
 * into frame-src as it is, and checks postMessage against its own window.location.origin for it.
 */
export const SAME_ORIGIN = "'self'";

// As Paystack's: 'abandoned' until the payer acts on the page (it may still complete), 'pending' once a prompt awaits.
const sandboxStatus: Record<string, PaymentStatus> = {
  created: 'abandoned',
  pending: 'pending',
  successful: 'successful',
  failed: 'failed',
  refunded: 'reversed',
};

const GATEWAY_RESPONSES: Record<string, string> = {
  created: 'Not paid yet',
  pending: 'Awaiting approval on the phone',
  successful: 'Approved',
  failed: 'Declined',
  refunded: 'Refunded',
};

const webhookBody = z.object({
  event: z.enum(['charge.success', 'charge.failed']),
  data: z.object({
    reference: z.string().min(1),
    id: z.string().min(1),
    status: z.enum(['success', 'failed']),
    amount: z.number().int().nonnegative(),
    currency: z.string(),
    channel: z.string().nullable(),
    paid_at: z.string().nullable(),
  }),
});

/** The sandbox's word on a payment in the provider interface's terms. */
export function verifiedOf(payment: SandboxPaymentRow): VerifiedPayment {
  const paid = payment.status === 'successful' || payment.status === 'refunded';
  return {
    reference: payment.reference,
    status: sandboxStatus[payment.status] ?? 'pending',
    // What the payer paid once paid (a test number may pay another amount); the amount asked until then.
    amountMinor: paid ? (payment.paidAmountMinor ?? payment.amountMinor) : payment.amountMinor,
    currency: payment.currency,
    providerTransactionId: payment.transactionId,
    channel: payment.paidWith,
    paidAt: paid ? payment.resolvedAt : null,
    live: false,
    gatewayResponse: GATEWAY_RESPONSES[payment.status] ?? null,
  };
}

/**
 * `gateway`: the one the sandbox's page module runs (the app shares one, so its timers and deliveries are stopped
 * once, at close); without it the provider makes its own (a provider used alone, as in tests).
 */
export function createSandboxProvider(options: SandboxProviderOptions, shared?: SandboxGateway): PaymentProvider {
  const { secret, publicOrigin } = options;
  if (!secret) throw new Error('The sandbox payment provider needs PAYMENT_SANDBOX_SECRET');
  const origin = publicOrigin?.replace(/\/+$/, '');
  const gateway = shared ?? createSandboxGateway(options);
  const origins = Object.freeze({ frame: Object.freeze([origin ?? SAME_ORIGIN]), script: Object.freeze([]), connect: Object.freeze([]) });

  return {
    name: 'sandbox',
    origins,

    async create(input) {
      assertCreateInput(input);
      const payment = await gateway.create(input);
      // As Paystack answers a reused reference (decision 19).
      if (!payment) throw new ProviderRefused('Duplicate Transaction Reference', 400);
      return { browser: { kind: 'iframe', url: `${origin ?? ''}${SANDBOX_PAGE_PATH}/${encodeURIComponent(payment.reference)}` } };
    },

    async verify(reference) {
      const payment = await gateway.find(reference);
      // A reference the sandbox does not know: nothing was paid under it (decision 19's answer for Paystack's "not found").
      if (!payment) return unknownReferencePayment(reference, false, 'Transaction reference not found');
      return verifiedOf(payment);
    },

    parseWebhook(rawBody, headers): WebhookEvent {
      assertHmacSha512Signature(rawBody, headers, SANDBOX_SIGNATURE_HEADER, secret);
      const body = readWebhookJson(rawBody);
      const parsed = webhookBody.safeParse(body);
      if (!parsed.success) throw new WebhookRejected('malformed_event');
      const { event, data } = parsed.data;
      return {
        provider: 'sandbox',
        type: event,
        reference: data.reference,
        dedupeKey: `sandbox:${event}:${data.id}:${data.status}`,
        claimedStatus: data.status === 'success' ? 'successful' : 'failed',
        receivedData: body,
      };
    },

    async refund(reference, amountMinor) {
      if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) throw new TypeError('Refund amount must be a positive integer of minor units');
      const known = await gateway.find(reference);
      if (!known) throw new ProviderRefused('Transaction reference not found', 404);
      if (known.status === 'refunded') return { status: 'processed', providerRefundId: `${known.transactionId}_refund` };
      if (known.status !== 'successful') throw new ProviderRefused('Transaction has not been paid', 400);
      if (amountMinor > (known.paidAmountMinor ?? known.amountMinor)) throw new ProviderRefused('Refund amount is more than the amount paid', 400);
      const { refunded, payment } = await gateway.refund(reference);
      if (!refunded && payment?.status !== 'refunded') throw new ProviderRefused('Transaction has not been paid', 400);
      return { status: 'processed', providerRefundId: `${known.transactionId}_refund` };
    },
  };
}
