import { z } from 'zod';
import { envelope, moneySchema } from './common.js';
import { fieldCode as m } from './field-messages.js';
import { MOBILE_NETWORKS, ONLINE_PAYMENT_METHODS, ORDER_NUMBER_PATTERN, PAYMENT_METHODS } from './orders.js';
import { toGhanaLocalPhone } from './checkout.js';

// The calls of paying online (issue 12, decision 21): how the shopper chooses to pay, the shopper's view of one payment
// attempt, and the providers' webhook. Zod here; the statuses are plain lists the storefront may import.

/** What became of one attempt: only `successful` means the order was paid by it (money due back is `failed`). */
export const PAYMENT_ATTEMPT_STATUSES = ['pending', 'successful', 'failed', 'expired'] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/**
 * What happens to money taken by an attempt that did not pay its order, or that the shop gives back: `asked` while one
 * caller is asking the provider for it (claimed in a transaction, so two staff members never refund it twice).
 */
export const PAYMENT_REFUND_STATES = ['due', 'asked', 'processed', 'failed'] as const;
export type PaymentRefundState = (typeof PAYMENT_REFUND_STATES)[number];

/** The payment providers the shop can run with (PAYMENT_PROVIDER). */
export const PAYMENT_PROVIDERS = ['sandbox', 'paystack'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Our reference of one attempt (`AGH123456-2-x7k2q9`): letters, digits, '-', '.', '=', at most 100 characters. */
export const PAYMENT_REFERENCE_PATTERN = /^[A-Za-z0-9.=-]{1,100}$/;

/** A Ghana mobile number as the shop keeps it: 0 and nine digits (+233 or 233 in front becomes 0). */
export const mobileMoneyNumber = z
  .string({ message: m('MOBILE_MONEY_NUMBER_INVALID') })
  .trim()
  .transform((phone) => toGhanaLocalPhone(phone))
  .pipe(z.string().regex(/^0\d{9}$/, m('MOBILE_MONEY_NUMBER_INVALID')));

/** The wallet a mobile-money payment is asked of: its network and number. */
export const mobileMoneyWallet = z.object({
  network: z.enum(MOBILE_NETWORKS, { message: m('MOBILE_NETWORK_REQUIRED') }),
  phone: mobileMoneyNumber,
});
export type MobileMoneyWallet = z.infer<typeof mobileMoneyWallet>;

const needsWallet = (body: { payment_method: string; mobile_money?: unknown }, ctx: z.RefinementCtx) => {
  if (body.payment_method === 'mobile_money' && !body.mobile_money) {
    ctx.addIssue({ code: 'custom', path: ['mobile_money', 'network'], message: m('MOBILE_NETWORK_REQUIRED') });
  }
};

/**
 * POST /checkout/place/: how the order is paid. Mobile money names the wallet (`mobile_money`); the amount is never
 * sent: the server computes and freezes it.
 */
export const placeOrderBody = z
  .object({ payment_method: z.enum(PAYMENT_METHODS, { message: m('PAYMENT_METHOD_INVALID') }), mobile_money: mobileMoneyWallet.optional() })
  .superRefine(needsWallet);
export type PlaceOrderBody = z.input<typeof placeOrderBody>;

/** POST /order/:order_id/payments/: another try at paying an order still awaiting payment, online only. */
export const payAgainBody = z
  .object({ payment_method: z.enum(ONLINE_PAYMENT_METHODS, { message: m('PAYMENT_METHOD_INVALID') }), mobile_money: mobileMoneyWallet.optional() })
  .superRefine(needsWallet);
export type PayAgainBody = z.input<typeof payAgainBody>;

/** GET /payment/:reference/. */
export const paymentParams = z.object({
  reference: z.string().regex(PAYMENT_REFERENCE_PATTERN, 'The reference is the one the place call answered, such as AGH123456-1-x7k2q9.'),
});

/**
 * What the storefront needs to show the provider's page: our own hosted page in a frame (the sandbox), or Paystack's
 * inline popup resumed with its access code. Never a secret.
 */
export const paymentBrowserSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('iframe'), url: z.string() }),
  z.object({ kind: z.literal('paystack-inline'), access_code: z.string(), public_key: z.string() }),
]);
export type PaymentBrowser = z.infer<typeof paymentBrowserSchema>;

/** One payment attempt as its customer sees it. */
export const paymentAttemptSchema = z.object({
  reference: z.string(),
  status: z.enum(PAYMENT_ATTEMPT_STATUSES),
  method: z.enum(ONLINE_PAYMENT_METHODS),
  /** The order it pays (its AGH number). */
  order_id: z.string().regex(ORDER_NUMBER_PATTERN),
  /** The amount frozen when the attempt was made. */
  amount: moneySchema,
  /** When its stock hold ends (ISO time): an attempt still pending then is given up. */
  expires_at: z.string(),
  /** How to open the provider's page while the attempt is pending; null once it ended. */
  browser: paymentBrowserSchema.nullable(),
  /**
   * Money the provider took for this attempt that did not pay the order (paid after the order was cancelled or paid by
   * another attempt, after its stock was gone, or not the amount asked): `due` to be given back, `processed` when it
   * was. Such an attempt answers `failed`. Null otherwise.
   */
  refund: z.enum(PAYMENT_REFUND_STATES).nullable(),
});
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;
export const paymentAttemptResponse = envelope(paymentAttemptSchema);

/**
 * POST /payment/webhook/:provider/: a provider's signed notification. The body is read as raw bytes (the signature
 * is over them), so it has no schema here; the provider's own parser checks it.
 */
export const paymentWebhookParams = z.object({ provider: z.string().max(40) });
export const paymentWebhookResponse = z.object({ status: z.literal(true), message: z.string() });
