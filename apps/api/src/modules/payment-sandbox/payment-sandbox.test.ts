import { randomBytes } from 'node:crypto';
import { Script } from 'node:vm';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, rejection } from '../../test-support/payment-errors.js';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { sandboxPayments } from '../../db/schema/index.js';
import { backends, createTestApp, TEST_API_KEY, type TestApp } from '../../test-support/test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test-support/webhook-receiver.js';
import { ProviderRefused, type CreatePaymentInput, type PaymentProvider } from '../payments/payment-provider.js';
import { signHmacSha512 } from '../payments/webhook-signature.js';
import { createSandboxProvider } from './provider-sandbox.js';
import { createSandboxGateway } from './sandbox-gateway.js';
import { SANDBOX_TEST_NUMBERS } from './sandbox-test-numbers.js';

// The sandbox payment provider end to end on its own: the shop's create and verify, the hosted page and its API as a
// payer uses them, every test number, the slow mobile-money approval with a moved clock, and the signed webhooks as a
// loopback receiver (standing for the shop's webhook route) gets them.

const SECRET = 'sandbox_test_secret_0123456789abcdef';
const RETRIES = [20, 40] as const;

let sequence = 0;
function input(over: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  const orderNumber = `AGH${String(100_000 + ++sequence)}`;
  return {
    reference: `${orderNumber}-1-${randomBytes(4).toString('hex')}`,
    amountMinor: 1250,
    currency: 'GHS',
    channel: 'mobile_money',
    customer: { email: 'ama@example.com', phone: '0241234567' },
    mobileMoney: { network: 'mtn', phone: '0551234987' },
    callbackUrl: 'http://shop.test/payment/return',
    metadata: { orderNumber },
    ...over,
  };
}

/** The visible text of every label on the page (a label's own text, its control's markup left out). */
function labelsOf(html: string): string[] {
  return [...html.matchAll(/<label\b[^>]*>([\s\S]*?)<\/label>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').trim());
}

describe.each(backends)('the sandbox payment provider on %s', (backend) => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let provider: PaymentProvider;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await createTestApp(backend, { seed: false, paymentSandbox: { secret: SECRET, webhookUrl: receiver.url, webhookRetryDelaysMs: RETRIES } });
    provider = createSandboxProvider({ db: t.database.db, secret: SECRET, clock: t.clock.now, webhookUrl: receiver.url, webhookRetryDelaysMs: RETRIES });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const rowOf = async (reference: string) => (await t.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, reference)))[0];
  const page = (reference: string) => t.app.inject({ method: 'GET', url: `/payment-sandbox/pay/${reference}` });
  const status = (reference: string) => t.app.inject({ method: 'GET', url: `/payment-sandbox/api/${reference}` });
  const pay = (reference: string, payload: object) => t.app.inject({ method: 'POST', url: `/payment-sandbox/api/${reference}/pay`, payload });

  async function created(over: Partial<CreatePaymentInput> = {}) {
    const payment = input(over);
    const answer = await provider.create(payment);
    return { ...payment, answer };
  }

  describe('create', () => {
    it('stores the payment (created, a sbx_ transaction id) and answers the page in a same-origin iframe', async () => {
      const p = await created();
      expect(p.answer).toEqual({ browser: { kind: 'iframe', url: `/payment-sandbox/pay/${p.reference}` } });
      expect(provider.origins).toEqual({ frame: ["'self'"], script: [], connect: [] });
      expect(await rowOf(p.reference)).toMatchObject({
        status: 'created',
        amountMinor: 1250,
        currency: 'GHS',
        channel: 'mobile_money',
        email: 'ama@example.com',
        orderNumber: p.metadata.orderNumber,
        callbackUrl: 'http://shop.test/payment/return',
        paidWith: null,
        paidAmountMinor: null,
      });
      expect((await rowOf(p.reference))!.transactionId).toMatch(/^sbx_[0-9a-f]{24}$/);
    });

    it('answers an absolute address and that origin when the API has a public origin of its own', async () => {
      const remote = createSandboxProvider({
        db: t.database.db,
        secret: SECRET,
        clock: t.clock.now,
        webhookUrl: receiver.url,
        publicOrigin: 'https://pay.example/',
      });
      const p = input();
      expect(await remote.create(p)).toEqual({ browser: { kind: 'iframe', url: `https://pay.example/payment-sandbox/pay/${p.reference}` } });
      expect(remote.origins.frame).toEqual(['https://pay.example']);
    });

    it('refuses a reference it already has, as Paystack does, and our own bugs before storing anything', async () => {
      const p = await created();
      const err = await failure(provider.create({ ...p, amountMinor: 999 }), ProviderRefused);
      expect(err).toMatchObject({ httpStatus: 400, reason: 'Duplicate Transaction Reference' });
      expect((await rowOf(p.reference))!.amountMinor).toBe(1250);
      await failure(provider.create(input({ amountMinor: 12.5 })), TypeError);
      await failure(provider.create(input({ reference: 'has space' })), TypeError);
    });
  });

  describe('the hosted page', () => {
    it('shows the amount, the order, the test banner and labelled controls, with a CSP that lets the shop frame it', async () => {
      const p = await created();
      const res = await page(p.reference);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = res.body;
      expect(html).toMatch(/<html lang="en">/);
      expect(html).toContain('Akwaaba Market');
      expect(html).toContain('Test payment — no money moves');
      expect(html).toContain('GHS 12.50');
      expect(html).toContain(p.metadata.orderNumber);
      expect(html).toMatch(/<button type="submit"[^>]*>Pay ₵12\.50<\/button>/);
      expect(html).toMatch(/<fieldset[^>]*>\s*<legend>Pay with<\/legend>/);
      expect(labelsOf(html)).toEqual(['Mobile money', 'Card', 'Bank transfer', 'Network', 'Mobile money number', 'Card number']);
      // Every label with a `for` names a control that exists.
      for (const [, id] of html.matchAll(/<label for="([^"]+)">/g)) expect(html).toMatch(new RegExp(`<(input|select)[^>]* id="${id}"`));
      expect([...html.matchAll(/<option value="\w+">([^<]+)<\/option>/g)].map((m) => m[1])).toEqual(['MTN', 'Telecel', 'AirtelTigo']);
      // The channel the shop asked for is chosen; the test numbers are listed.
      expect(html).toMatch(/value="mobile_money" checked/);
      for (const n of SANDBOX_TEST_NUMBERS) expect(html).toContain(n.number);
      // No inline code: one script file and one style sheet, from our own origin.
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(html).not.toMatch(/\sstyle=|\son[a-z]+=/);
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('serves its script and style sheet, and opens on the channel the shop asked for', async () => {
      const script = await t.app.inject({ method: 'GET', url: '/payment-sandbox/assets/sandbox.js' });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(script.body).toContain("type: 'sandbox:payment'");
      expect(() => new Script(script.body)).not.toThrow();
      const css = await t.app.inject({ method: 'GET', url: '/payment-sandbox/assets/sandbox.css' });
      expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
      const card = await created({ channel: 'card', amountMinor: 123_450 });
      const html = (await page(card.reference)).body;
      expect(html).toMatch(/value="card" checked/);
      expect(html).toContain('Pay ₵1,234.50');
      expect(html).toContain('GHS 1,234.50');
      expect(html).toContain('data-parent-origin="http://shop.test"');
    });

    it('answers 404 for a reference it does not know, on the page and its API; verify calls it abandoned', async () => {
      const unknown = 'AGH999999-1-nothere';
      const res = await page(unknown);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Payment not found');
      expect((await status(unknown)).statusCode).toBe(404);
      expect((await pay(unknown, { method: 'bank_transfer' })).statusCode).toBe(404);
      expect((await page('not%20a%20reference')).statusCode).toBe(404);
      // Nothing paid under it, so it can never match an attempt (decision 19).
      expect(await provider.verify(unknown)).toMatchObject({
        reference: unknown,
        status: 'abandoned',
        amountMinor: 0,
        providerTransactionId: null,
        live: false,
      });
    });
  });

  describe('paying by the test numbers', () => {
    const cases = [
      ...SANDBOX_TEST_NUMBERS.map((n) => ({
        name: `${n.channel} ${n.number} ${n.effect}`,
        body: n.channel === 'card' ? { method: 'card', card_number: n.number } : { method: 'mobile_money', network: 'mtn', number: n.number },
        outcome: n.outcome,
      })),
      { name: 'a bank transfer approves', body: { method: 'bank_transfer' }, outcome: { kind: 'approve', amountOffsetMinor: 0 } as const },
    ];

    it.each(cases)('$name', async ({ body, outcome }) => {
      const p = await created();
      const res = await pay(p.reference, body);
      expect(res.statusCode).toBe(200);
      const answer = res.json<{ data: { status: string; message: string } }>().data;
      const verified = await provider.verify(p.reference);
      const row = (await rowOf(p.reference))!;
      expect(row.paidWith).toBe(body.method);
      expect(verified).toMatchObject({ reference: p.reference, currency: 'GHS', providerTransactionId: row.transactionId, live: false });
      switch (outcome.kind) {
        case 'approve':
          expect(answer.status).toBe('successful');
          expect(verified).toMatchObject({
            status: 'successful',
            amountMinor: 1250 + outcome.amountOffsetMinor,
            channel: body.method,
            gatewayResponse: 'Approved',
          });
          expect(verified.paidAt).toBeInstanceOf(Date);
          expect((await receiver.waitFor(p.reference))[0]!.json).toMatchObject({ event: 'charge.success', data: { amount: 1250 + outcome.amountOffsetMinor } });
          break;
        case 'decline':
          expect(answer.status).toBe('failed');
          expect(verified).toMatchObject({ status: 'failed', amountMinor: 1250, paidAt: null, gatewayResponse: 'Declined' });
          expect((await receiver.waitFor(p.reference))[0]!.json).toMatchObject({ event: 'charge.failed', data: { status: 'failed', paid_at: null } });
          break;
        case 'pending_then_approve':
          expect(answer).toMatchObject({ status: 'pending', message: 'Approve the prompt on your phone.' });
          expect(verified).toMatchObject({ status: 'pending', amountMinor: 1250, paidAt: null });
          break;
      }
      if (body.method === 'card') expect(row.cardLast4).toBe((body as { card_number: string }).card_number.slice(-4));
      if (body.method === 'mobile_money') expect(row).toMatchObject({ network: 'mtn', payerNumber: (body as { number: string }).number });
    });

    it('reads a number written with spaces or +233', async () => {
      const p = await created();
      expect((await pay(p.reference, { method: 'mobile_money', network: 'telecel', number: '+233 55 123 4987' })).json()).toMatchObject({
        data: { status: 'successful' },
      });
      const card = await created({ channel: 'card' });
      expect((await pay(card.reference, { method: 'card', card_number: '4084-0840-8408-4081' })).json()).toMatchObject({ data: { status: 'successful' } });
    });

    it('declines any other number with the numbers to use, and records nothing (the payer may try again)', async () => {
      const p = await created();
      const res = await pay(p.reference, { method: 'mobile_money', network: 'mtn', number: '0241234567' });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ message: string }>().message).toMatch(/test mobile money number: 0551234987 approves at once; 0551234999 declines/);
      const card = await pay(p.reference, { method: 'card', card_number: '4111 1111 1111 1111' });
      expect(card.json<{ message: string }>().message).toContain('4084 0840 8408 4081 approves at once');
      expect(await rowOf(p.reference)).toMatchObject({ status: 'created', paidWith: null });
      expect((await pay(p.reference, { method: 'mobile_money', network: 'mtn', number: '0551234987' })).statusCode).toBe(200);
    });

    it('refuses a body without what the method needs', async () => {
      const p = await created();
      expect((await pay(p.reference, { method: 'mobile_money', number: '0551234987' })).json()).toEqual({ status: false, message: 'Choose the network' });
      expect((await pay(p.reference, { method: 'card' })).statusCode).toBe(400);
      expect((await pay(p.reference, { method: 'cash' })).statusCode).toBe(400);
      expect((await rowOf(p.reference))!.status).toBe('created');
    });

    it('refuses to pay a paid reference again (409) and changes nothing', async () => {
      const p = await created();
      await pay(p.reference, { method: 'mobile_money', network: 'mtn', number: '0551234987' });
      await receiver.waitFor(p.reference);
      const before = await rowOf(p.reference);
      const again = await pay(p.reference, { method: 'mobile_money', network: 'mtn', number: '0551234999' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ status: false, data: { status: 'successful' } });
      expect(await rowOf(p.reference)).toEqual(before);
      await new Promise((r) => setTimeout(r, 100));
      expect(receiver.deliveries.filter((d) => d.json.data.reference === p.reference)).toHaveLength(1);
    });
  });

  describe('the mobile-money number that waits 20 s', () => {
    it('stays pending until its moment, then verify approves it and the webhook goes once', async () => {
      const p = await created();
      const before = t.clock.now().getTime();
      expect((await pay(p.reference, { method: 'mobile_money', network: 'mtn', number: '0551234988' })).json()).toMatchObject({ data: { status: 'pending' } });
      const resolveAt = (await rowOf(p.reference))!.resolveAt!.getTime();
      expect(resolveAt - before).toBeGreaterThanOrEqual(20_000);
      expect(resolveAt - before).toBeLessThan(22_000);
      t.clock.advance(15);
      expect((await provider.verify(p.reference)).status).toBe('pending');
      expect((await status(p.reference)).json()).toMatchObject({ data: { status: 'pending' } });
      // A second payment while it waits is refused too.
      expect((await pay(p.reference, { method: 'bank_transfer' })).statusCode).toBe(409);
      t.clock.advance(6);
      const verified = await provider.verify(p.reference);
      expect(verified).toMatchObject({ status: 'successful', amountMinor: 1250 });
      expect(verified.paidAt!.getTime()).toBeGreaterThanOrEqual(resolveAt);
      const [delivery] = await receiver.waitFor(p.reference);
      expect(delivery!.json).toMatchObject({ event: 'charge.success', data: { reference: p.reference, status: 'success' } });
      await provider.verify(p.reference);
      await new Promise((r) => setTimeout(r, 100));
      expect(receiver.deliveries.filter((d) => d.json.data.reference === p.reference)).toHaveLength(1);
    });

    it('is approved by the sweep (what any instance runs every 10 s) once due, and only once', async () => {
      const p = await created();
      await pay(p.reference, { method: 'mobile_money', network: 'mtn', number: '0551234988' });
      const sweeper = createSandboxGateway({ db: t.database.db, secret: SECRET, clock: t.clock.now, webhookUrl: receiver.url });
      expect((await sweeper.approveDue()).map((r) => r.reference)).not.toContain(p.reference);
      t.clock.advance(21);
      expect((await sweeper.approveDue()).map((r) => r.reference)).toContain(p.reference);
      expect((await sweeper.approveDue()).map((r) => r.reference)).not.toContain(p.reference);
      expect((await receiver.waitFor(p.reference))[0]!.json).toMatchObject({ event: 'charge.success' });
      await sweeper.stop();
    });

    it('is approved by the page polling its status once due', async () => {
      const p = await created();
      await pay(p.reference, { method: 'mobile_money', network: 'airteltigo', number: '0551234988' });
      t.clock.advance(21);
      expect((await status(p.reference)).json()).toMatchObject({
        status: true,
        data: { reference: p.reference, status: 'successful', amount_minor: 1250, currency: 'GHS', order_number: p.metadata.orderNumber },
      });
      await receiver.waitFor(p.reference);
    });
  });

  describe('the signed webhook', () => {
    it('carries the exact bytes it signed; parseWebhook accepts them, and a one-byte change breaks the signature', async () => {
      const p = await created();
      await pay(p.reference, { method: 'mobile_money', network: 'mtn', number: '0551234987' });
      const [delivery] = await receiver.waitFor(p.reference);
      const { body, headers } = delivery!;
      expect(headers['content-type']).toBe('application/json');
      expect(headers['x-sandbox-signature']).toMatch(/^[0-9a-f]{128}$/);
      const row = (await rowOf(p.reference))!;
      const event = provider.parseWebhook(body, headers);
      expect(event).toEqual({
        provider: 'sandbox',
        type: 'charge.success',
        reference: p.reference,
        dedupeKey: `sandbox:charge.success:${row.transactionId}:success`,
        claimedStatus: 'successful',
        receivedData: {
          event: 'charge.success',
          data: {
            reference: p.reference,
            id: row.transactionId,
            status: 'success',
            amount: 1250,
            currency: 'GHS',
            channel: 'mobile_money',
            paid_at: row.resolvedAt!.toISOString(),
          },
        },
      });
      const changed = Buffer.from(body);
      const at = changed.indexOf('1250');
      changed[at] = '9'.charCodeAt(0);
      expect(rejection(() => provider.parseWebhook(changed, headers)).reason).toBe('wrong_signature');
      expect(rejection(() => provider.parseWebhook(body, {})).reason).toBe('missing_signature');
      expect(rejection(() => provider.parseWebhook(body, { 'x-sandbox-signature': 'abc' })).reason).toBe('malformed_signature');
      const other = createSandboxProvider({ db: t.database.db, secret: 'another_secret_0123456789', clock: t.clock.now, webhookUrl: receiver.url });
      expect(rejection(() => other.parseWebhook(body, headers)).reason).toBe('wrong_signature');
    });

    it('is retried with back-off when the shop answers 500, the same bytes each time, and never changes the payment', async () => {
      const p = await created();
      receiver.answerNext(500);
      await pay(p.reference, { method: 'card', card_number: '4084 0840 8408 4002' });
      const [first, second] = await receiver.waitFor(p.reference, 2);
      expect(second!.body.equals(first!.body)).toBe(true);
      expect(second!.headers['x-sandbox-signature']).toBe(first!.headers['x-sandbox-signature']);
      expect(provider.parseWebhook(second!.body, second!.headers)).toMatchObject({ type: 'charge.failed', claimedStatus: 'failed' });
      expect((await rowOf(p.reference))!.status).toBe('failed');
    });

    it('gives up after the last retry, leaving the payment as it was', async () => {
      const p = await created();
      receiver.answerNext(503, RETRIES.length + 1);
      await pay(p.reference, { method: 'bank_transfer' });
      await receiver.waitFor(p.reference, RETRIES.length + 1);
      await new Promise((r) => setTimeout(r, 150));
      expect(receiver.deliveries.filter((d) => d.json.data.reference === p.reference)).toHaveLength(RETRIES.length + 1);
      expect(await provider.verify(p.reference)).toMatchObject({ status: 'successful', amountMinor: 1250 });
    });
  });

  describe('refund', () => {
    it('marks a paid payment refunded (verify says reversed), again processed, and refuses what was not paid', async () => {
      const p = await created();
      await pay(p.reference, { method: 'mobile_money', network: 'mtn', number: '0551234987' });
      const row = (await rowOf(p.reference))!;
      await failure(provider.refund(p.reference, 1251), ProviderRefused);
      expect(await provider.refund(p.reference, 1250)).toEqual({ status: 'processed', providerRefundId: `${row.transactionId}_refund` });
      expect(await provider.verify(p.reference)).toMatchObject({ status: 'reversed', amountMinor: 1250, gatewayResponse: 'Refunded' });
      expect((await status(p.reference)).json()).toMatchObject({ data: { status: 'refunded' } });
      expect((await provider.refund(p.reference, 1250)).status).toBe('processed');
      const unpaid = await created();
      expect(await failure(provider.refund(unpaid.reference, 1250), ProviderRefused)).toMatchObject({ httpStatus: 400 });
      expect(await failure(provider.refund('AGH000000-1-none', 1250), ProviderRefused)).toMatchObject({ httpStatus: 404 });
      await failure(provider.refund(p.reference, 0), TypeError);
    });
  });
});

describe('the sandbox webhook shape', () => {
  const provider = createSandboxProvider({ db: {} as never, secret: SECRET, clock: () => new Date(), webhookUrl: 'http://127.0.0.1:9/' });
  const signed = (text: string) => {
    const body = Buffer.from(text);
    return { body, headers: { 'x-sandbox-signature': createHmacHex(body) } };
  };

  it('rejects a signed body that is not JSON or not a sandbox charge event', () => {
    const notJson = signed('{nope');
    expect(rejection(() => provider.parseWebhook(notJson.body, notJson.headers)).reason).toBe('not_json');
    const other = signed(JSON.stringify({ event: 'refund.processed', data: { reference: 'x' } }));
    expect(rejection(() => provider.parseWebhook(other.body, other.headers)).reason).toBe('malformed_event');
  });
});

describe('the sandbox in production', () => {
  it('is never registered, even when configured', async () => {
    const database = await openDatabase({});
    await database.migrate();
    const app = await buildApp({
      database,
      publicApiKey: TEST_API_KEY,
      webDistDir: '/nonexistent',
      nodeEnv: 'production',
      jwtSecret: 'a-production-secret-of-at-least-32-characters',
      paymentSandbox: { secret: SECRET, webhookUrl: 'http://127.0.0.1:9/' },
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/payment-sandbox/pay/AGH123456-1-abc' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
      expect((await app.inject({ method: 'GET', url: '/payment-sandbox/assets/sandbox.js' })).statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

function createHmacHex(body: Buffer): string {
  return signHmacSha512(body, SECRET);
}
