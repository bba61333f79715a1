import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, rejection } from '../../test-support/payment-errors.js';
import { startPaystackStub, type PaystackStub } from '../../test-support/paystack-stub.js';
import { ProviderRefused, ProviderUnavailable, redact, unknownReferencePayment, type CreatePaymentInput, type PaymentProvider } from './payment-provider.js';
import { createPaystackProvider, PAYSTACK_ORIGINS } from './provider-paystack.js';

// Test keys made up for this file: no real key is ever committed.
const SECRET = 'sk_test_4f1c2a9e8b7d6c5a4f3e2d1c0b9a8f7e6d5c4b3a';
const PUBLIC = 'pk_test_9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d';

const fixture = (name: string) => readFileSync(new URL(`../../test-support/fixtures/paystack/${name}.json`, import.meta.url));
const sign = (body: Buffer, secret = SECRET) => createHmac('sha512', secret).update(body).digest('hex');

const input = (over: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  reference: 'AGH123456-1-k3f9q2',
  amountMinor: 24750,
  currency: 'GHS',
  channel: 'mobile_money',
  customer: { email: 'ama@example.com', phone: '0551234987', firstName: 'Ama', lastName: 'Mensah' },
  mobileMoney: { network: 'mtn', phone: '0551234987' },
  callbackUrl: 'https://akwaaba.market/payment/return',
  metadata: { orderNumber: 'AGH123456' },
  ...over,
});

describe('Paystack webhooks: the signature over the raw bytes', () => {
  const provider = createPaystackProvider({ secretKey: SECRET, publicKey: PUBLIC, baseUrl: 'http://127.0.0.1:9' });
  const body = fixture('charge-success');

  it('accepts a correctly signed charge.success and reads its reference, status and dedupe key', () => {
    const event = provider.parseWebhook(body, { 'x-paystack-signature': sign(body), 'content-type': 'application/json' });
    expect(event).toMatchObject({
      provider: 'paystack',
      type: 'charge.success',
      reference: 'AGH123456-1-k3f9q2',
      claimedStatus: 'successful',
      dedupeKey: 'paystack:charge.success:4099260516:success',
    });
    expect(event.receivedData).toEqual(JSON.parse(body.toString('utf8')));
  });

  it('accepts a card charge and other events, which say what they are by their type', () => {
    const card = fixture('charge-success-card');
    expect(provider.parseWebhook(card, { 'x-paystack-signature': sign(card) })).toMatchObject({ reference: 'AGH654321-2-p8w1m4', claimedStatus: 'successful' });

    const refund = fixture('refund-processed');
    expect(provider.parseWebhook(refund, { 'x-paystack-signature': sign(refund) })).toMatchObject({
      type: 'refund.processed',
      reference: 'AGH123456-1-k3f9q2',
      claimedStatus: null,
      dedupeKey: 'paystack:refund.processed:AGH123456-1-k3f9q2:processed',
    });

    const transfer = fixture('transfer-success');
    expect(provider.parseWebhook(transfer, { 'x-paystack-signature': sign(transfer) })).toMatchObject({ type: 'transfer.success', claimedStatus: null });
  });

  it('accepts the signature in upper-case hex and under a header name in any case', () => {
    expect(provider.parseWebhook(body, { 'x-paystack-signature': sign(body).toUpperCase() }).type).toBe('charge.success');
    expect(provider.parseWebhook(body, { 'X-Paystack-Signature': sign(body) }).type).toBe('charge.success');
  });

  it('rejects a body with one byte changed', () => {
    const signature = sign(body);
    const tampered = Buffer.from(body);
    const at = tampered.indexOf('24750');
    tampered[at] = '9'.charCodeAt(0); // 94750 pesewas
    expect(rejection(() => provider.parseWebhook(tampered, { 'x-paystack-signature': signature })).reason).toBe('wrong_signature');
  });

  it('rejects a body signed with another secret', () => {
    expect(rejection(() => provider.parseWebhook(body, { 'x-paystack-signature': sign(body, 'sk_test_someone_else') })).reason).toBe('wrong_signature');
  });

  it('rejects a signature computed over the re-serialised JSON instead of the bytes received', () => {
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(body.toString('utf8'))));
    expect(rejection(() => provider.parseWebhook(body, { 'x-paystack-signature': sign(reserialised) })).reason).toBe('wrong_signature');
  });

  it.each([
    ['missing', {}, 'missing_signature'],
    ['empty', { 'x-paystack-signature': '' }, 'missing_signature'],
    ['not hex', { 'x-paystack-signature': 'z'.repeat(128) }, 'malformed_signature'],
    ['truncated', { 'x-paystack-signature': sign(body).slice(0, 127) }, 'malformed_signature'],
    ['one byte short', { 'x-paystack-signature': sign(body).slice(0, 126) }, 'malformed_signature'],
    ['too long', { 'x-paystack-signature': `${sign(body)}00` }, 'malformed_signature'],
    ['a SHA-256 length', { 'x-paystack-signature': sign(body).slice(0, 64) }, 'malformed_signature'],
    ['sent twice', { 'x-paystack-signature': [sign(body), sign(body)] }, 'malformed_signature'],
    ['with a prefix', { 'x-paystack-signature': `sha512=${sign(body)}` }, 'malformed_signature'],
  ])('rejects a signature header that is %s, without throwing anything else', (_what, headers, reason) => {
    expect(rejection(() => provider.parseWebhook(body, headers)).reason).toBe(reason);
  });

  it('rejects a correctly signed body that is not JSON, or not an event', () => {
    const notJson = Buffer.from('event=charge.success&reference=AGH123456-1-k3f9q2');
    expect(rejection(() => provider.parseWebhook(notJson, { 'x-paystack-signature': sign(notJson) })).reason).toBe('not_json');
    const noEvent = Buffer.from('{"data":{"reference":"AGH123456-1-k3f9q2","status":"success"}}');
    expect(rejection(() => provider.parseWebhook(noEvent, { 'x-paystack-signature': sign(noEvent) })).reason).toBe('malformed_event');
  });

  it('gives a redelivery the same dedupe key, and another status or event another one', () => {
    const first = provider.parseWebhook(body, { 'x-paystack-signature': sign(body) });
    const again = provider.parseWebhook(Buffer.from(body), { 'x-paystack-signature': sign(body) });
    expect(again.dedupeKey).toBe(first.dedupeKey);

    const event = JSON.parse(body.toString('utf8')) as { event: string; data: { status: string } };
    event.data.status = 'reversed';
    const reversed = Buffer.from(JSON.stringify(event));
    const later = provider.parseWebhook(reversed, { 'x-paystack-signature': sign(reversed) });
    expect(later.claimedStatus).toBe('reversed');
    expect(later.dedupeKey).not.toBe(first.dedupeKey);

    event.event = 'charge.dispute.create';
    const dispute = Buffer.from(JSON.stringify(event));
    const disputed = provider.parseWebhook(dispute, { 'x-paystack-signature': sign(dispute) });
    expect(disputed.claimedStatus).toBeNull();
    expect(new Set([first.dedupeKey, later.dedupeKey, disputed.dedupeKey]).size).toBe(3);
  });
});

describe('Paystack API calls against a loopback stub', () => {
  let stub: PaystackStub;
  let provider: PaymentProvider;

  beforeAll(async () => {
    stub = await startPaystackStub(SECRET);
    provider = createPaystackProvider({ secretKey: SECRET, publicKey: PUBLIC, baseUrl: stub.baseUrl, timeoutMs: 2_000 });
  });
  afterAll(() => stub.close());
  beforeEach(() => stub.reset());

  describe('create', () => {
    it('initialises the transaction in integer pesewas with our reference and the Bearer secret, and answers the inline popup', async () => {
      const created = await provider.create(input());
      expect(created.browser).toEqual({ kind: 'paystack-inline', accessCode: expect.stringMatching(/^ac_/) as unknown, publicKey: PUBLIC });
      expect(created.expiresAt).toBeUndefined();
      expect(JSON.stringify(created)).not.toContain(SECRET);

      expect(stub.requests).toHaveLength(1);
      const request = stub.requests[0]!;
      expect(request).toMatchObject({ method: 'POST', path: '/transaction/initialize', authorization: `Bearer ${SECRET}`, contentType: 'application/json' });
      expect(request.body).toEqual({
        email: 'ama@example.com',
        amount: 24750,
        currency: 'GHS',
        reference: 'AGH123456-1-k3f9q2',
        callback_url: 'https://akwaaba.market/payment/return',
        channels: ['mobile_money'],
        metadata: { order_number: 'AGH123456' },
      });
      // The phone number stays with us: Paystack's own page asks for it.
      expect(JSON.stringify(request.body)).not.toContain('0551234987');
      expect(stub.transaction('AGH123456-1-k3f9q2')).toMatchObject({ amount: 24750, currency: 'GHS' });
    });

    it.each([
      ['mobile_money', ['mobile_money']],
      ['card', ['card']],
      ['bank_transfer', ['bank_transfer', 'bank']],
    ] as const)('offers Paystack the channels of %s', async (channel, channels) => {
      await provider.create(
        input({ channel, reference: `AGH123456-${channel.replaceAll('_', '')}`, ...(channel === 'mobile_money' ? {} : { mobileMoney: undefined }) }),
      );
      expect((stub.requests[0]!.body as { channels: string[] }).channels).toEqual(channels);
    });

    it('is refused a reference Paystack has seen before', async () => {
      await provider.create(input());
      const err = await failure(provider.create(input()), ProviderRefused);
      expect(err.reason).toBe('Duplicate Transaction Reference');
      expect(err.httpStatus).toBe(400);
    });

    it('is refused with a wrong secret key, which no message repeats', async () => {
      const wrongKey = 'sk_test_0000000000000000000000000000000000000000';
      const wrong = createPaystackProvider({ secretKey: wrongKey, publicKey: PUBLIC, baseUrl: stub.baseUrl });
      const err = await failure(wrong.create(input()), ProviderRefused);
      expect(err).toMatchObject({ reason: 'Invalid key', httpStatus: 401 });
      expect(`${err.message} ${inspect(err)}`).not.toContain(wrongKey);
    });

    it('blots out keys and phone numbers in what Paystack says', async () => {
      stub.misbehave({
        kind: 'answer',
        status: 400,
        body: JSON.stringify({ status: false, message: `Key ${SECRET} cannot charge 0551234987 or +233 55 123 4987` }),
      });
      const err = await failure(provider.create(input()), ProviderRefused);
      expect(err.reason).toBe('Key [redacted] cannot charge [phone] or [phone]');
      expect(err.message).not.toContain(SECRET);
    });

    it.each([
      [500, 'server_error', undefined],
      [502, 'server_error', undefined],
      [429, 'rate_limited', 30],
    ])('is unavailable when Paystack answers %i', async (status, reason, retryAfter) => {
      stub.misbehave({ kind: 'answer', status, body: '{"status":false,"message":"Try again"}', headers: { 'retry-after': '30' } });
      const err = await failure(provider.create(input()), ProviderUnavailable);
      expect(err.reason).toBe(reason);
      if (retryAfter) expect(err.retryAfterSeconds).toBe(retryAfter);
    });

    it('is unavailable when Paystack does not answer in time', async () => {
      const impatient = createPaystackProvider({ secretKey: SECRET, publicKey: PUBLIC, baseUrl: stub.baseUrl, timeoutMs: 150 });
      stub.misbehave({ kind: 'slow', delayMs: 2_000 });
      const started = Date.now();
      const err = await failure(impatient.create(input()), ProviderUnavailable);
      expect(err.reason).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(1_500);
    });

    it('is unavailable when nothing listens', async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const { port } = closed.address() as AddressInfo;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      const nowhere = createPaystackProvider({ secretKey: SECRET, publicKey: PUBLIC, baseUrl: `http://127.0.0.1:${port}` });
      const err = await failure(nowhere.create(input()), ProviderUnavailable);
      expect(err.reason).toBe('network');
      expect(err.message).toContain('ECONNREFUSED');
    });

    it.each([
      ['not JSON', '<html><body>Bad gateway</body></html>'],
      ['JSON of another shape', '{"status":true,"data":{"authorization_url":"https://checkout.paystack.com/x"}}'],
      ['another reference', '{"status":true,"data":{"access_code":"ac_x","reference":"AGH999999-1"}}'],
      ['status false with 200', '{"status":false,"message":"Hmm"}'],
    ])('treats an answer that is %s as unavailable (malformed), never as a payment', async (_what, body) => {
      stub.misbehave({ kind: 'answer', status: 200, body });
      expect((await failure(provider.create(input()), ProviderUnavailable)).reason).toBe('malformed_answer');
    });

    it.each([
      ['a reference with a space', { reference: 'AGH123456 1' }],
      ['a reference over 100 characters', { reference: 'A'.repeat(101) }],
      ['cedis instead of pesewas', { amountMinor: 247.5 }],
      ['no amount', { amountMinor: 0 }],
      ['another currency', { currency: 'USD' as 'GHS' }],
    ])('refuses %s before calling Paystack', async (_what, over) => {
      await expect(provider.create(input(over))).rejects.toThrow(TypeError);
      expect(stub.requests).toHaveLength(0);
    });
  });

  describe('verify', () => {
    it.each([
      ['success', 'successful'],
      ['failed', 'failed'],
      ['abandoned', 'abandoned'],
      ['reversed', 'reversed'],
      ['ongoing', 'pending'],
      ['pending', 'pending'],
      ['processing', 'pending'],
      ['queued', 'pending'],
      ['something_new', 'pending'],
    ])('maps Paystack status %s to %s', async (paystack, ours) => {
      stub.setTransaction('AGH123456-1', { status: paystack, amount: 24750 });
      expect((await provider.verify('AGH123456-1')).status).toBe(ours);
    });

    it("answers Paystack's word: amount, currency, ids, channel, time and mode", async () => {
      const { id } = stub.setTransaction('AGH123456-1', {
        status: 'success',
        amount: 24750,
        currency: 'GHS',
        domain: 'test',
        channel: 'mobile_money',
        gateway_response: 'Approved',
        paid_at: '2026-03-02T10:15:42.000Z',
      });
      expect(await provider.verify('AGH123456-1')).toEqual({
        reference: 'AGH123456-1',
        status: 'successful',
        amountMinor: 24750,
        currency: 'GHS',
        providerTransactionId: String(id),
        channel: 'mobile_money',
        paidAt: new Date('2026-03-02T10:15:42.000Z'),
        live: false,
        gatewayResponse: 'Approved',
      });
      expect(stub.requests[0]).toMatchObject({ method: 'GET', path: '/transaction/verify/AGH123456-1', authorization: `Bearer ${SECRET}` });

      stub.setTransaction('AGH123456-1', { domain: 'live', currency: 'USD', amount: 1 });
      expect(await provider.verify('AGH123456-1')).toMatchObject({ live: true, currency: 'USD', amountMinor: 1 });
    });

    it('sends the reference URL-encoded', async () => {
      stub.setTransaction('AGH1.2=3', { status: 'success' });
      expect((await provider.verify('AGH1.2=3')).reference).toBe('AGH1.2=3');
      expect(stub.requests[0]!.path).toBe('/transaction/verify/AGH1.2%3D3');
      await provider.verify('../../refund').catch(() => undefined);
      expect(stub.requests[1]!.path).toBe('/transaction/verify/..%2F..%2Frefund');
    });

    it('answers a reference Paystack does not know as abandoned with nothing paid', async () => {
      // Abandoned with amount 0 and no transaction: nothing paid, so it can never match an attempt.
      expect(await provider.verify('AGH000000-9')).toEqual(unknownReferencePayment('AGH000000-9', false, 'Transaction reference not found'));
      stub.misbehave({ kind: 'answer', status: 404, body: '{"status":false,"message":"Transaction reference not found."}' });
      expect((await provider.verify('AGH000000-9')).status).toBe('abandoned');
    });

    it('is refused other 4xx answers, and a 404 that is not Paystack speaking (never read as not found)', async () => {
      stub.misbehave({ kind: 'answer', status: 400, body: '{"status":false,"message":"Invalid reference"}' });
      expect((await failure(provider.verify('AGH000000-9'), ProviderRefused)).reason).toBe('Invalid reference');
      stub.misbehave({ kind: 'answer', status: 404, body: '<html>Not found</html>' });
      expect((await failure(provider.verify('AGH000000-9'), ProviderRefused)).reason).toBe('HTTP 404');
    });

    it.each([
      ['a fractional amount', { amount: 247.5 }],
      ['an amount in a string', { amount: '24750' }],
      ['no status', { status: undefined }],
    ])('treats an answer with %s as malformed', async (_what, over) => {
      const data = { id: 1, domain: 'test', status: 'success', reference: 'AGH123456-1', amount: 24750, currency: 'GHS', ...over };
      stub.misbehave({ kind: 'answer', status: 200, body: JSON.stringify({ status: true, data }) });
      expect((await failure(provider.verify('AGH123456-1'), ProviderUnavailable)).reason).toBe('malformed_answer');
    });

    it('is unavailable when Paystack fails', async () => {
      stub.misbehave({ kind: 'answer', status: 503, body: '' });
      expect((await failure(provider.verify('AGH123456-1'), ProviderUnavailable)).reason).toBe('server_error');
    });
  });

  describe('refund', () => {
    it.each([
      ['processed', 'processed'],
      ['pending', 'pending'],
      ['processing', 'pending'],
      ['failed', 'failed'],
    ])('maps refund status %s to %s', async (paystack, ours) => {
      stub.setTransaction('AGH123456-1', { status: 'success', amount: 24750 });
      stub.refundStatus = paystack;
      const refund = await provider.refund('AGH123456-1', 10000);
      expect(refund).toEqual({ status: ours, providerRefundId: expect.stringMatching(/^\d+$/) as unknown });
      expect(stub.requests[0]).toMatchObject({
        method: 'POST',
        path: '/refund',
        authorization: `Bearer ${SECRET}`,
        body: { transaction: 'AGH123456-1', amount: 10000 },
      });
    });

    it('is refused for an unknown transaction or too much, and refuses a fractional amount itself', async () => {
      expect((await failure(provider.refund('AGH000000-9', 100), ProviderRefused)).httpStatus).toBe(404);
      stub.setTransaction('AGH123456-1', { status: 'success', amount: 24750 });
      expect((await failure(provider.refund('AGH123456-1', 24751), ProviderRefused)).httpStatus).toBe(400);
      await expect(provider.refund('AGH123456-1', 1.5)).rejects.toThrow(TypeError);
      expect(stub.requests).toHaveLength(2);
    });
  });
});

describe('the Paystack provider object', () => {
  it('shows its name and origins and never its secret, however it is printed', () => {
    const provider = createPaystackProvider({ secretKey: SECRET, publicKey: PUBLIC });
    expect(JSON.parse(JSON.stringify(provider))).toEqual({ name: 'paystack', origins: PAYSTACK_ORIGINS });
    expect(inspect(provider, { depth: 5, showHidden: true })).not.toContain(SECRET);
    expect(provider.origins).toEqual({ frame: ['https://checkout.paystack.com'], script: ['https://js.paystack.co'], connect: ['https://api.paystack.co'] });
  });

  it('refuses keys missing or of different modes, naming neither', () => {
    expect(() => createPaystackProvider({ secretKey: '', publicKey: PUBLIC })).toThrow(/PAYSTACK_SECRET_KEY/);
    const live = 'sk_live_1234567890abcdef';
    expect(() => createPaystackProvider({ secretKey: live, publicKey: PUBLIC })).toThrow(/different modes/);
    try {
      createPaystackProvider({ secretKey: live, publicKey: PUBLIC });
    } catch (err) {
      expect(String(err)).not.toContain(live);
    }
  });
});

describe('redact', () => {
  it('blots out secret keys, given secrets and phone numbers, and keeps order numbers and amounts', () => {
    expect(redact('sk_live_abc123 rk_test_x9 pk_test_public', ['hunter2'])).toBe('[redacted] [redacted] pk_test_public');
    expect(redact('hunter2 in the message', ['hunter2'])).toBe('[redacted] in the message');
    expect(redact('call 055 123 4987 or 233551234987 about AGH123456 (GHS 24750)')).toBe('call [phone] or [phone] about AGH123456 (GHS 24750)');
  });
});
