import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { createBackgroundJob } from '../../lib/background-job.js';
import { FRAMEABLE_PAGE_SECURITY } from '../../plugins/security.js';
import type { AppModule } from '../app-module.js';
import { PAYMENT_REFERENCE } from '../payments/payment-provider.js';
import type { Executor } from '../../db/transaction.js';
import type { Clock } from '../../lib/tokens.js';
import { createSandboxGateway, type PayChoice, type SandboxGateway, type SandboxGatewayOptions, type SandboxLog } from './sandbox-gateway.js';
import { PAGE_SCRIPT, PAGE_STYLE, renderNotFoundPage, renderPayPage, STATUS_MESSAGES } from './sandbox-page.js';
import type { SandboxPaymentRow } from './sandbox-payments.repo.js';

// The sandbox's hosted payment page and its small API, standing for a remote provider's: no key and no bearer (the
// reference, random and unguessable, is the capability, as a provider's checkout URL is). Registered by app.ts only
// when the sandbox is the payment provider and never in production (docs/decisions/0022-the-sandbox-payment-provider.md):
//   GET  /payment-sandbox/pay/:reference        the page (HTML), for the shop's 600 px frame
//   GET  /payment-sandbox/api/:reference        its status (the page polls it while pending)
//   POST /payment-sandbox/api/:reference/pay    the payer's choice: { method, network?, number?, card_number? }
//   GET  /payment-sandbox/assets/sandbox.{js,css}

export interface PaymentSandboxConfig {
  /** Signs the webhooks (PAYMENT_SANDBOX_SECRET). */
  secret: string;
  /** The shop's webhook route the sandbox tells of each outcome. */
  webhookUrl: string;
  /** The pauses before each retry of an undelivered webhook (tests shorten them). */
  webhookRetryDelaysMs?: readonly number[];
  /** How often due pending payments are approved when no timer or poll did it (a restart, another instance). */
  sweepIntervalMs?: number;
  fetch?: typeof fetch;
}

const params = z.object({ reference: z.string() });

const payBody = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('mobile_money'),
    network: z.enum(['mtn', 'telecel', 'airteltigo'], { message: 'Choose the network' }),
    number: z.string().trim().min(1, 'Enter the mobile money number').max(20),
  }),
  z.object({ method: z.literal('card'), card_number: z.string().trim().min(1, 'Enter the card number').max(30) }),
  z.object({ method: z.literal('bank_transfer') }),
]);

const choiceOf = (body: z.infer<typeof payBody>): PayChoice =>
  body.method === 'mobile_money'
    ? { method: 'mobile_money', network: body.network, number: body.number }
    : body.method === 'card'
      ? { method: 'card', cardNumber: body.card_number }
      : { method: 'bank_transfer' };

/** What the page (and a test) reads of a payment: never the payer's number or the shop's callback. */
function answerOf(payment: SandboxPaymentRow, message?: string) {
  return {
    reference: payment.reference,
    status: payment.status,
    amount_minor: payment.amountMinor,
    currency: payment.currency,
    order_number: payment.orderNumber,
    resolve_at: payment.resolveAt?.toISOString() ?? null,
    message: message ?? STATUS_MESSAGES[payment.status as keyof typeof STATUS_MESSAGES] ?? null,
  };
}

const refusal = (reply: FastifyReply, code: number, message: string, data?: unknown) =>
  reply
    .code(code)
    .header('cache-control', 'no-store')
    .send({ status: false, message, ...(data === undefined ? {} : { data }) });

const knownReference = (reference: string) => PAYMENT_REFERENCE.test(reference);

export const SWEEP_INTERVAL_MS = 10_000;

/**
 * The sandbox's gateway options from its configuration: the page's module and the shop's provider (provider-factory.ts)
 * both build theirs with this, so they sign with the same secret, send to the same webhook URL and go by the same clock.
 */
export function sandboxGatewayOptions(config: PaymentSandboxConfig, deps: { db: Executor; clock: Clock; log?: SandboxLog }): SandboxGatewayOptions {
  return {
    db: deps.db,
    clock: deps.clock,
    ...(deps.log ? { log: deps.log } : {}),
    secret: config.secret,
    webhookUrl: config.webhookUrl,
    ...(config.fetch ? { fetch: config.fetch } : {}),
    ...(config.webhookRetryDelaysMs ? { webhookRetryDelaysMs: config.webhookRetryDelaysMs } : {}),
  };
}

/** `shared`: the gateway the app's sandbox provider uses too (app.ts makes one for both); stopped here at close. */
export function paymentSandboxModule(config: PaymentSandboxConfig, shared?: SandboxGateway): AppModule {
  return {
    name: 'payment-sandbox',
    async register(app, { db, clock, log }) {
      const gateway: SandboxGateway = shared ?? createSandboxGateway(sandboxGatewayOptions(config, { db, clock, log }));
      const sweeper = createBackgroundJob({
        run: () => gateway.approveDue(),
        intervalMs: config.sweepIntervalMs ?? SWEEP_INTERVAL_MS,
        log,
        failure: 'sandbox sweep failed; the next one tries again',
      });
      app.addHook('onReady', async () => sweeper.start());
      app.addHook('onClose', async () => {
        await sweeper.stop();
        await gateway.stop();
      });

      await app.register(
        async (scope) => {
          const page = { schema: { hide: true }, helmet: FRAMEABLE_PAGE_SECURITY };

          scope.get('/pay/:reference', page, async (request, reply) => {
            const { reference } = params.parse(request.params);
            const payment = knownReference(reference) ? await gateway.find(reference) : undefined;
            reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
            if (!payment) return reply.code(404).send(renderNotFoundPage());
            return reply.send(renderPayPage(payment));
          });

          scope.get('/assets/sandbox.js', page, async (_request, reply) =>
            reply.header('cache-control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(PAGE_SCRIPT),
          );
          scope.get('/assets/sandbox.css', page, async (_request, reply) =>
            reply.header('cache-control', 'public, max-age=300').type('text/css; charset=utf-8').send(PAGE_STYLE),
          );

          scope.get('/api/:reference', { schema: { hide: true } }, async (request, reply) => {
            const { reference } = params.parse(request.params);
            const payment = knownReference(reference) ? await gateway.find(reference) : undefined;
            if (!payment) return refusal(reply, 404, 'Transaction reference not found');
            return reply.header('cache-control', 'no-store').send({ status: true, message: 'Payment found', data: answerOf(payment) });
          });

          scope.post('/api/:reference/pay', { schema: { hide: true } }, async (request, reply) => {
            const { reference } = params.parse(request.params);
            if (!knownReference(reference)) return refusal(reply, 404, 'Transaction reference not found');
            const body = payBody.safeParse(request.body);
            if (!body.success) return refusal(reply, 400, body.error.issues[0]?.message ?? 'Choose how to pay');
            const result = await gateway.pay(reference, choiceOf(body.data));
            switch (result.kind) {
              case 'not_found':
                return refusal(reply, 404, 'Transaction reference not found');
              case 'already':
                return refusal(reply, 409, 'This payment was already made.', answerOf(result.payment));
              case 'unknown_number':
                return refusal(reply, 422, result.message);
              case 'paid':
                return reply.header('cache-control', 'no-store').send({ status: true, message: 'Payment made', data: answerOf(result.payment) });
            }
          });
        },
        { prefix: '/payment-sandbox' },
      );
    },
  };
}
