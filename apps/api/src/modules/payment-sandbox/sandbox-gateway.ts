import { randomBytes } from 'node:crypto';
import type { Clock } from '../../lib/tokens.js';
import type { CreatePaymentInput, MobileNetwork } from '../payments/payment-provider.js';
import { signHmacSha512 } from '../payments/webhook-signature.js';
import { createSandboxPaymentsRepo, type SandboxPaid, type SandboxPaymentRow } from './sandbox-payments.repo.js';
import { BANK_TRANSFER_OUTCOME, normaliseNumber, outcomeOf, testNumbersHint, type SandboxOutcome } from './sandbox-test-numbers.js';
import type { Executor } from '../../db/transaction.js';

// The sandbox's side of a payment, as a remote provider would run it: it records the payment the shop created, takes
// the payer's choice from the hosted page, decides the outcome by the test numbers, approves the slow mobile-money
// payment when its moment comes, and tells the shop of every final outcome with a signed webhook. Used by the hosted
// page's module and by the provider (provider-sandbox.ts); both read and write sandbox_payments only, so any instance
// can answer for any payment.

export type SandboxLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export interface SandboxGatewayOptions {
  db: Executor;
  /** Signs the webhooks (PAYMENT_SANDBOX_SECRET). */
  secret: string;
  clock: Clock;
  /** Where the signed webhooks go: the shop's POST /payment/webhook/sandbox/. */
  webhookUrl: string;
  fetch?: typeof fetch;
  log?: SandboxLog;
  /** The pauses before each retry of a webhook the shop did not take (a network error or a non-2xx answer). */
  webhookRetryDelaysMs?: readonly number[];
  /** Per delivery attempt. */
  webhookTimeoutMs?: number;
}

/** 2 s, 10 s, 1 min, 5 min: five tries over about six minutes, then the failure is logged and the shop must verify. */
export const WEBHOOK_RETRY_DELAYS_MS = [2_000, 10_000, 60_000, 300_000] as const;

export type PayChoice =
  { method: 'mobile_money'; network: MobileNetwork; number: string } | { method: 'card'; cardNumber: string } | { method: 'bank_transfer' };

export type PayResult =
  | { kind: 'paid'; payment: SandboxPaymentRow }
  | { kind: 'not_found' }
  /** Already paid, pending or refunded: a second payment changes nothing. */
  | { kind: 'already'; payment: SandboxPaymentRow }
  /** Not a test number: nothing recorded, the payer may try again. */
  | { kind: 'unknown_number'; message: string };

/** The webhook the sandbox sends: Paystack's shape, so the shop's route reads both alike. */
export interface SandboxWebhookBody {
  event: 'charge.success' | 'charge.failed';
  data: {
    reference: string;
    id: string;
    status: 'success' | 'failed';
    amount: number;
    currency: string;
    channel: string | null;
    paid_at: string | null;
  };
}

const quiet: SandboxLog = { info: () => {}, warn: () => {}, error: () => {} };

export function createSandboxGateway(options: SandboxGatewayOptions) {
  const { db, secret, clock, webhookUrl, log = quiet, webhookRetryDelaysMs = WEBHOOK_RETRY_DELAYS_MS, webhookTimeoutMs = 5_000 } = options;
  const send = options.fetch ?? fetch;
  const repo = createSandboxPaymentsRepo(db);
  const timers = new Set<NodeJS.Timeout>();
  const deliveries = new Set<Promise<void>>();
  let stopped = false;

  function later(ms: number, run: () => Promise<void>): void {
    if (stopped) return;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        track(run());
      },
      Math.max(0, ms),
    ).unref();
    timers.add(timer);
  }

  function track(work: Promise<void>): void {
    const tracked = work.catch((err: unknown) => log.warn({ err }, 'sandbox payment: background work failed'));
    deliveries.add(tracked);
    void tracked.finally(() => deliveries.delete(tracked));
  }

  /** POSTs the exact signed bytes; retried with back-off; never changes the sandbox's own state. */
  async function deliver(body: Buffer, signature: string, reference: string, attempt: number): Promise<void> {
    let failure: string;
    try {
      const response = await send(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
        body,
        signal: AbortSignal.timeout(webhookTimeoutMs),
        redirect: 'error',
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) {
        log.info({ reference, attempt: attempt + 1 }, 'sandbox webhook delivered');
        return;
      }
      failure = `HTTP ${response.status}`;
    } catch (err) {
      failure = err instanceof Error ? err.message : String(err);
    }
    const pause = webhookRetryDelaysMs[attempt];
    if (pause === undefined || stopped) {
      log.error({ reference, attempts: attempt + 1, err: failure }, 'sandbox webhook given up; the shop must verify the payment');
      return;
    }
    log.warn({ reference, attempt: attempt + 1, err: failure, retryInMs: pause }, 'sandbox webhook not taken; will retry');
    later(pause, () => deliver(body, signature, reference, attempt + 1));
  }

  /** Tells the shop of a final outcome (successful or failed), in the background. */
  function notify(payment: SandboxPaymentRow): void {
    if (payment.status !== 'successful' && payment.status !== 'failed') return;
    const body = Buffer.from(JSON.stringify(webhookBodyOf(payment)), 'utf8');
    track(deliver(body, signHmacSha512(body, secret), payment.reference, 0));
  }

  /** Approves what is due (all, or one reference) and tells the shop of each: the one who approved a row sends its webhook. */
  async function approveDue(reference?: string): Promise<SandboxPaymentRow[]> {
    const approved = await repo.approveDue(clock(), reference);
    for (const payment of approved) {
      log.info({ reference: payment.reference }, 'sandbox payment approved on the phone');
      notify(payment);
    }
    return approved;
  }

  function schedule(payment: SandboxPaymentRow): void {
    if (payment.status !== 'pending' || !payment.resolveAt) return;
    const ref = payment.reference;
    later(payment.resolveAt.getTime() - clock().getTime(), async () => {
      await approveDue(ref);
    });
  }

  return {
    /** Records the shop's payment (status created); undefined when the reference is taken. */
    async create(input: CreatePaymentInput): Promise<SandboxPaymentRow | undefined> {
      return repo.insert(
        {
          reference: input.reference,
          transactionId: `sbx_${randomBytes(12).toString('hex')}`,
          amountMinor: input.amountMinor,
          currency: input.currency,
          channel: input.channel,
          email: input.customer.email,
          orderNumber: input.metadata.orderNumber,
          callbackUrl: input.callbackUrl,
        },
        clock(),
      );
    },

    /** The payment as it stands, a due pending one approved first; undefined when unknown. */
    async find(reference: string): Promise<SandboxPaymentRow | undefined> {
      const [approved] = await approveDue(reference);
      return approved ?? repo.find(reference);
    },

    /** The payer's choice on the page, decided by the test numbers. */
    async pay(reference: string, choice: PayChoice): Promise<PayResult> {
      const existing = await repo.find(reference);
      if (!existing) return { kind: 'not_found' };
      if (existing.status !== 'created') return { kind: 'already', payment: existing };
      const outcome =
        choice.method === 'mobile_money'
          ? outcomeOf('mobile_money', choice.number)
          : choice.method === 'card'
            ? outcomeOf('card', choice.cardNumber)
            : BANK_TRANSFER_OUTCOME;
      if (!outcome) return { kind: 'unknown_number', message: testNumbersHint(choice.method === 'card' ? 'card' : 'mobile_money') };
      const now = clock();
      const paid = await repo.pay(reference, paidColumns(existing, choice, outcome, now), now);
      // Someone else paid it between the read and the update.
      if (!paid) return { kind: 'already', payment: (await repo.find(reference)) ?? existing };
      log.info({ reference, status: paid.status, channel: choice.method }, 'sandbox payment made on the page');
      notify(paid);
      schedule(paid);
      return { kind: 'paid', payment: paid };
    },

    approveDue,

    /** Marks a successful payment refunded; undefined when unknown, the row as it is when it was not successful. */
    async refund(reference: string): Promise<{ refunded: boolean; payment: SandboxPaymentRow | undefined }> {
      const refunded = await repo.refund(reference, clock());
      if (refunded) return { refunded: true, payment: refunded };
      return { refunded: false, payment: await repo.find(reference) };
    },

    /** Cancels the timers (retries, pending approvals) and waits for the deliveries under way. */
    async stop(): Promise<void> {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...deliveries]);
    },
  };
}
export type SandboxGateway = ReturnType<typeof createSandboxGateway>;

function paidColumns(payment: SandboxPaymentRow, choice: PayChoice, outcome: SandboxOutcome, now: Date): SandboxPaid {
  const base = {
    paidWith: choice.method,
    network: choice.method === 'mobile_money' ? choice.network : null,
    payerNumber: choice.method === 'mobile_money' ? normaliseNumber('mobile_money', choice.number) : null,
    cardLast4: choice.method === 'card' ? normaliseNumber('card', choice.cardNumber).slice(-4) : null,
  };
  switch (outcome.kind) {
    case 'approve':
      return { ...base, status: 'successful', paidAmountMinor: payment.amountMinor + outcome.amountOffsetMinor, resolveAt: null, resolvedAt: now };
    case 'decline':
      return { ...base, status: 'failed', paidAmountMinor: null, resolveAt: null, resolvedAt: now };
    case 'pending_then_approve':
      return {
        ...base,
        status: 'pending',
        paidAmountMinor: payment.amountMinor,
        resolveAt: new Date(now.getTime() + outcome.afterSeconds * 1000),
        resolvedAt: null,
      };
  }
}

export function webhookBodyOf(payment: SandboxPaymentRow): SandboxWebhookBody {
  const success = payment.status === 'successful';
  return {
    event: success ? 'charge.success' : 'charge.failed',
    data: {
      reference: payment.reference,
      id: payment.transactionId,
      status: success ? 'success' : 'failed',
      amount: payment.paidAmountMinor ?? payment.amountMinor,
      currency: payment.currency,
      channel: payment.paidWith,
      paid_at: success && payment.resolvedAt ? payment.resolvedAt.toISOString() : null,
    },
  };
}
