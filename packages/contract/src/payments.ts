import { z } from 'zod';
import { envelope, moneySchema } from './common.js';
import { ORDER_NUMBER_PATTERN } from './orders.js';

// The calls of paying online (issue 12, decision 21): the shopper's view of one payment attempt, and the providers'
// webhook. Zod here; the statuses are plain lists the storefront may import.

/** What became of one attempt: only `successful` means the order was paid by it. */
export const PAYMENT_ATTEMPT_STATUSES = ['pending', 'successful', 'failed', 'expired'] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/** The payment providers the shop can run with (PAYMENT_PROVIDER). */
export const PAYMENT_PROVIDERS = ['sandbox', 'paystack'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Our reference of one attempt (`AGH123456-2-x7k2q9`): letters, digits, '-', '.', '=', at most 100 characters. */
export const PAYMENT_REFERENCE_PATTERN = /^[A-Za-z0-9.=-]{1,100}$/;

/** GET /payment/:reference/. */
export const paymentParams = z.object({
  reference: z.string().regex(PAYMENT_REFERENCE_PATTERN, 'The reference is the one the place call answered, such as AGH123456-1-x7k2q9.'),
});

/** One payment attempt as its customer sees it. */
export const paymentAttemptSchema = z.object({
  reference: z.string(),
  status: z.enum(PAYMENT_ATTEMPT_STATUSES),
  /** The order it pays (its AGH number). */
  order_id: z.string().regex(ORDER_NUMBER_PATTERN),
  /** The amount frozen when the attempt was made. */
  amount: moneySchema,
  /** When its stock hold ends (ISO time): an attempt still pending then is given up. */
  expires_at: z.string(),
});
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;
export const paymentAttemptResponse = envelope(paymentAttemptSchema);

/**
 * POST /payment/webhook/:provider/: a provider's signed notification. The body is read as raw bytes (the signature
 * is over them), so it has no schema here; the provider's own parser checks it.
 */
export const paymentWebhookParams = z.object({ provider: z.string().max(40) });
export const paymentWebhookResponse = z.object({ status: z.literal(true), message: z.string() });
