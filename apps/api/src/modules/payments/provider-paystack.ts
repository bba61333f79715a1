import { z } from 'zod';
import {
  assertCreateInput,
  ProviderRefused,
  ProviderUnavailable,
  redact,
  WebhookRejected,
  type PaymentChannel,
  type PaymentProvider,
  type PaymentStatus,
  type RefundResult,
  unknownReferencePayment,
  type WebhookEvent,
  type WebhookHeaders,
} from './payment-provider.js';
import { assertHmacSha512Signature, readWebhookJson } from './webhook-signature.js';

// Paystack (https://paystack.com): the transaction is initialised here on the server in pesewas with our reference;
// the storefront resumes it in Paystack's inline popup with the access code; we verify by reference. Facts and their
// confidence: ../shared/research/payments.md §2.1; our choices: docs/decisions/0019-payment-provider-interface.md.
// The secret key lives only in this closure: it is never a property of the provider, in a message or in a log.

export interface PaystackOptions {
  /** sk_test_… or sk_live_…: the Bearer key of every call and the HMAC key of webhooks. */
  secretKey: string;
  /** pk_test_… or pk_live_…: handed to the storefront for the inline popup. */
  publicKey: string;
  /** Tests point this at a loopback stub. */
  baseUrl?: string;
  /** Per call, reading the answer included. */
  timeoutMs?: number;
}

/**
 * What the storefront's CSP must allow for the inline popup (v2 script), and where its messages come from.
 * script: js.paystack.co serves inline.js [verified: the documented script URL]. connect: api.paystack.co is the API
 * host [verified]; that the popup's script calls it from our page is [unverified]. frame: the popup's frame is served
 * from checkout.paystack.com [unverified: the authorization_url host; check the live popup before going live].
 */
export const PAYSTACK_ORIGINS = Object.freeze({
  frame: Object.freeze(['https://checkout.paystack.com']),
  script: Object.freeze(['https://js.paystack.co']),
  connect: Object.freeze(['https://api.paystack.co']),
}) satisfies PaymentProvider['origins'];

/** Paystack's channel names [verified: the initialize schema]; 'bank' is paying from a bank account, 'bank_transfer' a transfer to an account it shows. */
export const PAYSTACK_CHANNELS: Record<PaymentChannel, readonly string[]> = {
  mobile_money: ['mobile_money'],
  card: ['card'],
  bank_transfer: ['bank_transfer', 'bank'],
};

/**
 * Paystack's transaction status in our words. success, failed, abandoned and reversed are [verified]; the in-flight
 * ones (ongoing, pending, processing, queued) are [unverified], and anything we do not know is pending: it never
 * pays and never gives up.
 */
export function paystackStatus(status: string): PaymentStatus {
  switch (status) {
    case 'success':
      return 'successful';
    case 'failed':
    case 'abandoned':
    case 'reversed':
      return status;
    default:
      return 'pending';
  }
}

const id = z.union([z.number(), z.string()]).nullish();

const errorAnswer = z.object({ status: z.literal(false), message: z.string() });

const initializeAnswer = z.object({
  status: z.literal(true),
  data: z.object({ access_code: z.string().min(1), reference: z.string(), authorization_url: z.string().optional() }),
});

const verifyAnswer = z.object({
  status: z.literal(true),
  data: z.object({
    id,
    domain: z.string(),
    status: z.string(),
    reference: z.string(),
    amount: z.number().int().nonnegative(),
    currency: z.string(),
    channel: z.string().nullish(),
    gateway_response: z.string().nullish(),
    paid_at: z.string().nullish(),
    paidAt: z.string().nullish(),
  }),
});

const refundAnswer = z.object({ status: z.literal(true), data: z.object({ id, status: z.string() }) });

const webhookBody = z.object({
  event: z.string().min(1),
  data: z
    .object({
      id,
      reference: z.string().nullish(),
      // Refund events name the charge as transaction_reference [unverified].
      transaction_reference: z.string().nullish(),
      status: z.string().nullish(),
    })
    .optional(),
});

/** Paystack's answer to "Transaction reference not found" [secondary: its wording and 400 in third-party code]. */
const NOT_FOUND = /not found/i;

type Answer = { ok: true; body: unknown } | { ok: false; httpStatus: number; message: string | null };

const modeOf = (key: string) => /^[sp]k_(test|live)_/.exec(key)?.[1];

export function createPaystackProvider({ secretKey, publicKey, baseUrl = 'https://api.paystack.co', timeoutMs = 10_000 }: PaystackOptions): PaymentProvider {
  if (!secretKey || !publicKey) throw new Error('Paystack needs PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY');
  const secretMode = modeOf(secretKey);
  const publicMode = modeOf(publicKey);
  if (secretMode && publicMode && secretMode !== publicMode)
    throw new Error('PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY are of different modes (test and live)');
  const apiBase = baseUrl.replace(/\/+$/, '');
  const clean = (text: string) => redact(text, [secretKey]).slice(0, 300);

  async function call(method: 'GET' | 'POST', path: string, body?: object): Promise<Answer> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${apiBase}${path}`, {
        method,
        headers: { authorization: `Bearer ${secretKey}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
        // A redirect would carry the key elsewhere; Paystack's API does not redirect.
        redirect: 'error',
      });
      text = await response.text();
    } catch (err) {
      if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
        throw new ProviderUnavailable('timeout', `Paystack did not answer within ${timeoutMs} ms`);
      }
      const code = (err as { cause?: { code?: unknown } }).cause?.code;
      const what = typeof code === 'string' ? code : err instanceof Error ? err.message : String(err);
      throw new ProviderUnavailable('network', `Paystack could not be reached: ${clean(what)}`);
    }
    const json = parseJson(text);
    if (response.status === 429 || response.status >= 500) {
      const retryAfter = Number(response.headers.get('retry-after'));
      throw new ProviderUnavailable(
        response.status === 429 ? 'rate_limited' : 'server_error',
        `Paystack answered ${response.status}`,
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      );
    }
    if (response.status >= 400) {
      const refusal = errorAnswer.safeParse(json);
      return { ok: false, httpStatus: response.status, message: refusal.success ? clean(refusal.data.message) : null };
    }
    if (response.status < 200 || response.status > 299) throw malformed(`status ${response.status}`);
    return { ok: true, body: json };
  }

  const refused = (answer: Extract<Answer, { ok: false }>) => new ProviderRefused(answer.message ?? `HTTP ${answer.httpStatus}`, answer.httpStatus);

  function read<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw malformed(`${what} answer of an unexpected shape`);
    return parsed.data;
  }

  return {
    name: 'paystack',
    origins: PAYSTACK_ORIGINS,

    async create(input) {
      assertCreateInput(input);
      const answer = await call('POST', '/transaction/initialize', {
        email: input.customer.email,
        amount: input.amountMinor,
        currency: input.currency,
        reference: input.reference,
        callback_url: input.callbackUrl,
        channels: PAYSTACK_CHANNELS[input.channel],
        metadata: { order_number: input.metadata.orderNumber },
      });
      if (!answer.ok) throw refused(answer);
      const { data } = read(initializeAnswer, answer.body, 'initialize');
      if (data.reference !== input.reference) throw malformed('initialize answered another reference');
      return { browser: { kind: 'paystack-inline', accessCode: data.access_code, publicKey } };
    },

    async verify(reference) {
      const answer = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      if (!answer.ok) {
        // A reference Paystack does not know was never opened: nothing can have been paid under it. Reported as
        // abandoned (not final: our hold decides when to give up), amount 0, so it can never match an attempt.
        if ((answer.httpStatus === 400 || answer.httpStatus === 404) && answer.message && NOT_FOUND.test(answer.message)) {
          return unknownReferencePayment(reference, secretMode === 'live', answer.message);
        }
        throw refused(answer);
      }
      const { data } = read(verifyAnswer, answer.body, 'verify');
      return {
        reference: data.reference,
        status: paystackStatus(data.status),
        amountMinor: data.amount,
        currency: data.currency,
        providerTransactionId: data.id == null ? null : String(data.id),
        channel: data.channel ?? null,
        paidAt: toDate(data.paid_at ?? data.paidAt),
        live: data.domain === 'live',
        gatewayResponse: data.gateway_response ?? null,
      };
    },

    parseWebhook(rawBody: Buffer, headers: WebhookHeaders): WebhookEvent {
      assertHmacSha512Signature(rawBody, headers, 'x-paystack-signature', secretKey);
      const body = readWebhookJson(rawBody);
      const parsed = webhookBody.safeParse(body);
      if (!parsed.success) throw new WebhookRejected('malformed_event');
      const { event, data } = parsed.data;
      const reference = data?.reference ?? data?.transaction_reference ?? null;
      const status = data?.status ?? null;
      // Paystack's events carry no id of their own: the same news is the same type, transaction and status.
      const isCharge = event.startsWith('charge.') && !event.startsWith('charge.dispute.');
      return {
        provider: 'paystack',
        type: event,
        reference,
        dedupeKey: `paystack:${event}:${data?.id ?? reference ?? ''}:${status ?? ''}`,
        claimedStatus: isCharge && status ? paystackStatus(status) : null,
        receivedData: body,
      };
    },

    async refund(reference, amountMinor): Promise<RefundResult> {
      if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) throw new TypeError('Refund amount must be a positive integer of minor units');
      const answer = await call('POST', '/refund', { transaction: reference, amount: amountMinor });
      if (!answer.ok) throw refused(answer);
      const { data } = read(refundAnswer, answer.body, 'refund');
      return {
        status: data.status === 'processed' ? 'processed' : data.status === 'failed' ? 'failed' : 'pending',
        providerRefundId: data.id == null ? null : String(data.id),
      };
    },
  };
}

function malformed(what: string) {
  return new ProviderUnavailable('malformed_answer', `Paystack: ${what}`);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
