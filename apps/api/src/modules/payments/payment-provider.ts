// A payment provider: it takes a payment for one attempt of ours, tells us what became of it, and speaks to us
// through signed webhooks. Implementations: provider-paystack.ts and ../payment-sandbox/provider-sandbox.ts; provider-factory.ts picks
// one from PAYMENT_PROVIDER, as mailer-factory.ts does for mail (docs/decisions/0019-payment-provider-interface.md).
//
// Nothing here marks anything paid. A provider reports its own word (VerifiedPayment); our code compares it with
// the attempt it froze (status, amount in minor units, currency, reference, mode) before it pays an order. A
// webhook is only a hint: our code calls verify() for its reference before acting on it.

export type PaymentChannel = 'mobile_money' | 'card' | 'bank_transfer';
export type MobileNetwork = 'mtn' | 'telecel' | 'airteltigo';

/** Our reference of one attempt: what Paystack allows (letters, digits, '-', '.', '='), at most 100 characters. */
export const PAYMENT_REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;

export interface CreatePaymentInput {
  /** Ours, unique per attempt (a retry is a new attempt with a new reference). */
  reference: string;
  /** Integer pesewas, frozen by our server; never from the browser. */
  amountMinor: number;
  currency: 'GHS';
  channel: PaymentChannel;
  customer: { email: string; phone?: string; firstName?: string; lastName?: string };
  /** The network and number the shopper chose, for a provider that asks for them before its page opens. */
  mobileMoney?: { network: MobileNetwork; phone: string };
  /** Where the provider's page sends the browser back to (a page that asks our server, never one that trusts). */
  callbackUrl: string;
  metadata: { orderNumber: string };
}

/** What the storefront needs to show the provider's page; never a secret. */
export type BrowserPayment = { kind: 'iframe'; url: string } | { kind: 'paystack-inline'; accessCode: string; publicKey: string };

export interface CreatedPayment {
  browser: BrowserPayment;
  /** When the provider gives the page up, where it says so. */
  expiresAt?: Date;
}

/**
 * 'abandoned' is not final everywhere: a Paystack transaction is 'abandoned' until the shopper completes it, and may
 * still succeed later. Only 'successful' (after our comparison) pays; only the end of our hold gives an attempt up.
 */
export type PaymentStatus = 'pending' | 'successful' | 'failed' | 'abandoned' | 'reversed';

/** The provider's own word on one reference, to be compared with the frozen attempt. */
export interface VerifiedPayment {
  reference: string;
  status: PaymentStatus;
  /** Integer minor units, as the provider reports them. */
  amountMinor: number;
  currency: string;
  providerTransactionId: string | null;
  /** The provider's channel name ('mobile_money', 'card', ...), when it says. */
  channel: string | null;
  paidAt: Date | null;
  /** The payment was made in live mode (real money), not in the provider's test mode. */
  live: boolean;
  /** The provider's human-readable outcome ('Approved', 'Declined', ...), for the log and support. */
  gatewayResponse: string | null;
}

/** A signed notification from the provider: a hint to verify its reference, never proof of payment by itself. */
export interface WebhookEvent {
  provider: PaymentProvider['name'];
  /** The provider's event type, e.g. 'charge.success', 'refund.processed'. */
  type: string;
  /** Our attempt's reference, when the event names one. */
  reference: string | null;
  /** The same for every delivery of the same news (event type, transaction id or reference, status): store it unique. */
  dedupeKey: string;
  /** The payment status the event claims for `reference`; null for events that are not about a charge's status. */
  claimedStatus: PaymentStatus | null;
  /** The parsed body, for the audit log. */
  receivedData: unknown;
}

export interface RefundResult {
  status: 'processed' | 'pending' | 'failed';
  providerRefundId: string | null;
}

/** Request headers as Node gives them (names in lower case). */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface PaymentProvider {
  readonly name: 'sandbox' | 'paystack';
  /** What the storefront's CSP must allow and where postMessage may come from, as origins ('https://host'). */
  readonly origins: { readonly frame: readonly string[]; readonly script: readonly string[]; readonly connect: readonly string[] };
  /** Creates the provider's payment for one attempt. Throws ProviderUnavailable (outcome unknown) or ProviderRefused. */
  create(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Asks the provider what became of `reference`. Throws ProviderUnavailable or ProviderRefused. */
  verify(reference: string): Promise<VerifiedPayment>;
  /** Checks the signature over the exact bytes received, then parses. Throws WebhookRejected (answer 401). */
  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): WebhookEvent;
  /** Refunds `amountMinor` of the payment of `reference`. Throws ProviderUnavailable or ProviderRefused. */
  refund(reference: string, amountMinor: number): Promise<RefundResult>;
}

/** 'not_configured': the shop runs without a payment provider (no PAYMENT_PROVIDER set up for this app). */
export type UnavailableReason = 'network' | 'timeout' | 'server_error' | 'rate_limited' | 'malformed_answer' | 'not_configured';

/**
 * The provider could not be asked or did not answer sensibly: try again later (our API answers 503 with
 * Retry-After). After a create, the outcome is unknown: verify the reference before making another attempt.
 */
export class ProviderUnavailable extends Error {
  override readonly name = 'ProviderUnavailable';
  constructor(
    readonly reason: UnavailableReason,
    message: string,
    /** The provider's Retry-After, in seconds, when it sent one. */
    readonly retryAfterSeconds?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The provider said no (a 4xx), e.g. a duplicate reference or an amount it does not take; `reason` is its message. */
export class ProviderRefused extends Error {
  override readonly name = 'ProviderRefused';
  constructor(
    readonly reason: string,
    readonly httpStatus: number,
  ) {
    super(`Payment provider refused (${httpStatus}): ${reason}`);
  }
}

export type WebhookRejectedReason = 'missing_signature' | 'malformed_signature' | 'wrong_signature' | 'not_json' | 'malformed_event';

/** A webhook we do not believe or cannot read: answer 401 and change nothing. */
export class WebhookRejected extends Error {
  override readonly name = 'WebhookRejected';
  constructor(readonly reason: WebhookRejectedReason) {
    super(`Webhook rejected: ${reason.replaceAll('_', ' ')}`);
  }
}

/**
 * A provider's answer for a reference it does not know (decision 19): nothing was paid under it, so abandoned with
 * amount 0 (it can never match an attempt), in `live` mode or not, with the provider's own words.
 */
export function unknownReferencePayment(reference: string, live: boolean, gatewayResponse: string): VerifiedPayment {
  return {
    reference,
    status: 'abandoned',
    amountMinor: 0,
    currency: 'GHS',
    providerTransactionId: null,
    channel: null,
    paidAt: null,
    live,
    gatewayResponse,
  };
}

/** Checks what our own code passes to create(): a wrong value here is our bug, refused before any provider call. */
export function assertCreateInput(input: CreatePaymentInput): void {
  if (!PAYMENT_REFERENCE.test(input.reference)) throw new TypeError('Payment reference must be 1-100 of [A-Za-z0-9.=-]');
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) throw new TypeError('Payment amount must be a positive integer of minor units');
  if (input.currency !== 'GHS') throw new TypeError('Payment currency must be GHS');
}

const SECRET_KEYS = /\b[sr]k_(?:test|live)_[A-Za-z0-9]+/g;
// Nine or more digits, with the spaces, hyphens and '+' a phone number is written with: a Ghanaian number is 10
// digits (0551234987) or 12 with the country code. An order number (AGH + 6) or an amount is shorter.
const PHONE_NUMBERS = /\+?\d(?:[ -]?\d){8,}/g;

/** A provider's or a library's text with secret keys (and `secrets`, e.g. ours) and phone numbers blotted out. */
export function redact(text: string, secrets: readonly string[] = []): string {
  let out = text;
  for (const secret of secrets) if (secret) out = out.split(secret).join('[redacted]');
  return out.replace(SECRET_KEYS, '[redacted]').replace(PHONE_NUMBERS, '[phone]');
}
