import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_PATHS,
  CONTACT_PER_ADDRESS,
  CONTACT_PER_ADDRESS_WINDOW_SECONDS,
  CONTACT_PER_EMAIL,
  CONTACT_SUBJECT_MAX,
} from '@shop/contract';
import { contactMessages } from '../../db/schema/index.js';
import { DEFAULT_SUPPORT_EMAIL } from '../../env.js';
import type { Mailer } from '../../lib/mailer.js';
import { expectError, freshIp, freshPerson, logIn, signUp } from '../../test-support/accounts.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const validBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ama Mensah',
  email: freshPerson().email,
  subject: 'Where is my order?',
  message: 'Hello, I ordered shea butter last week.\nCould you tell me when it arrives?\tThank you.',
  ...overrides,
});

type SendOptions = { ip?: string; token?: string; headers?: Record<string, string>; key?: string | null };

/** POST /contact/ with the public key (unless key is null) from a client address of its own (unless given). */
const send = (t: TestApp, payload: unknown, opts: SendOptions = {}) =>
  t.call('POST', CONTACT_PATHS.contact, {
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    remoteAddress: opts.ip ?? freshIp(),
    headers: {
      ...(opts.key === null ? {} : { 'x-api-key': opts.key ?? 'pk_test_key_for_the_api_suite' }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.headers ?? {}),
    },
  });

const rowsFrom = (t: TestApp, email: string) => t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
const countAll = async (t: TestApp) => (await t.database.db.select({ id: contactMessages.id }).from(contactMessages)).length;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20)); // the acknowledgement goes out in the background

describe.each(backends)('POST /contact/ on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { seed: false });
  });
  afterAll(() => t.close());

  describe('a valid message', () => {
    it('is stored, mailed to SUPPORT_EMAIL with the sender as reply-to, and answered with its id', async () => {
      const body = validBody({ name: '  Ama Mensah ', subject: ' Where is my order? ', language: 'en' });
      const ip = freshIp();
      const before = t.outbox.countFor(DEFAULT_SUPPORT_EMAIL);
      const res = await send(t, body, { ip });
      expect(res.statusCode, res.body).toBe(200);
      const json = res.json();
      expect(Object.keys(json).sort()).toEqual(['data', 'message', 'status']);
      expect(json.status).toBe(true);
      expect(json.message).toBe('Message sent');
      expect(Object.keys(json.data)).toEqual(['id']);
      expect(json.data.id).toMatch(UUID);

      const rows = await rowsFrom(t, body.email);
      expect(rows).toHaveLength(1);
      const row = rows[0]!;
      expect(row).toMatchObject({
        id: json.data.id,
        name: 'Ama Mensah',
        email: body.email,
        subject: 'Where is my order?',
        message: body.message,
        language: 'en',
        clientIp: ip,
        customerId: null,
      });
      expect(row.createdAt).toBeInstanceOf(Date);
      expect(row.mailedAt).toBeInstanceOf(Date);
      expect(row.mailedAt!.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());

      expect(t.outbox.countFor(DEFAULT_SUPPORT_EMAIL)).toBe(before + 1);
      const mail = t.outbox.messagesTo(DEFAULT_SUPPORT_EMAIL).at(-1)!;
      expect(mail.to).toBe(DEFAULT_SUPPORT_EMAIL);
      expect(mail.subject).toBe('[Contact] Where is my order?');
      expect(mail.replyTo).toBe(body.email);
      expect(mail.text).toContain(body.message);
      expect(mail.text).toContain('Name:     Ama Mensah');
      expect(mail.text).toContain(`Email:    ${body.email}`);
      expect(mail.text).toContain('Language: English (en)');
      expect(mail.text).toContain(json.data.id);
    });

    it('acknowledges the sender in their language (en, es, zh), repeating nothing they typed', async () => {
      const expected = {
        en: 'We received your message – Akwaaba Market',
        es: 'Hemos recibido tu mensaje – Akwaaba Market',
        zh: '我们已收到您的留言 – Akwaaba Market',
      } as const;
      for (const language of ['en', 'es', 'zh'] as const) {
        const body = validBody({ language, name: 'Kofi Boateng', subject: 'Visit cheap-pills.example' });
        const res = await send(t, body);
        expect(res.statusCode, res.body).toBe(200);
        await settle();
        const acks = t.outbox.messagesTo(body.email);
        expect(acks).toHaveLength(1);
        expect(acks[0]!.subject).toBe(expected[language]);
        expect(acks[0]!.text).toContain(res.json().data.id.slice(0, 8).toUpperCase());
        for (const typed of [body.name, body.subject, body.message]) expect(acks[0]!.text).not.toContain(typed);
        expect((await rowsFrom(t, body.email))[0]!.language).toBe(language);
      }
    });

    it('takes the language from Accept-Language when the body names none, English otherwise', async () => {
      const es = validBody();
      const other = validBody();
      const explicit = validBody({ language: 'zh' });
      await send(t, es, { headers: { 'accept-language': 'es-GH,es;q=0.9,en;q=0.5' } });
      await send(t, other, { headers: { 'accept-language': 'fr-FR' } });
      await send(t, explicit, { headers: { 'accept-language': 'es' } });
      expect((await rowsFrom(t, es.email))[0]!.language).toBe('es');
      expect((await rowsFrom(t, other.email))[0]!.language).toBe('en');
      expect((await rowsFrom(t, explicit.email))[0]!.language).toBe('zh');
      const support = t.outbox.messagesTo(DEFAULT_SUPPORT_EMAIL);
      expect(support.find((m) => m.replyTo === es.email)!.text).toContain('Language: Spanish (es)');
      expect(support.find((m) => m.replyTo === explicit.email)!.text).toContain('Language: Chinese (zh)');
    });

    it('keeps line breaks and tabs of the message, trims its ends, and keeps Chinese and Spanish text intact', async () => {
      const body = validBody({ name: '王芳', subject: '¿Envío a Kumasi?', message: '  第一行\r\n第二行：¿Cuánto cuesta el envío?\t₵15  \n' });
      const res = await send(t, body);
      expect(res.statusCode, res.body).toBe(200);
      const row = (await rowsFrom(t, body.email))[0]!;
      expect(row).toMatchObject({ name: '王芳', subject: '¿Envío a Kumasi?', message: '第一行\r\n第二行：¿Cuánto cuesta el envío?\t₵15' });
      expect(t.outbox.messagesTo(DEFAULT_SUPPORT_EMAIL).at(-1)!.subject).toBe('[Contact] ¿Envío a Kumasi?');
    });

    it('accepts the longest allowed texts, and ignores unknown fields', async () => {
      const body = validBody({
        name: 'N'.repeat(CONTACT_NAME_MAX),
        subject: 'S'.repeat(CONTACT_SUBJECT_MAX),
        message: 'M'.repeat(CONTACT_MESSAGE_MAX),
        customer_id: 1,
        id: 'chosen-by-the-client',
      });
      const res = await send(t, body);
      expect(res.statusCode, res.body).toBe(200);
      const row = (await rowsFrom(t, body.email))[0]!;
      expect(row.message).toHaveLength(CONTACT_MESSAGE_MAX);
      expect(row.id).toBe(res.json().data.id);
      expect(row.customerId).toBeNull();
    });

    it('needs no bearer token, records the customer of a valid one, and takes an invalid one as a guest', async () => {
      const person = await signUp(t);
      const session = await logIn(t, person);
      const signedIn = validBody({ email: person.email });
      expect((await send(t, signedIn, { token: session.access })).statusCode).toBe(200);
      expect((await rowsFrom(t, person.email))[0]!.customerId).toBe(session.customer_id);
      expect(t.outbox.messagesTo(DEFAULT_SUPPORT_EMAIL).at(-1)!.text).toContain(`Customer: customer id ${session.customer_id}`);

      const forged = validBody();
      const res = await send(t, forged, { token: `${session.access.slice(0, -4)}AAAA` });
      expect(res.statusCode, res.body).toBe(200);
      expect((await rowsFrom(t, forged.email))[0]!.customerId).toBeNull();

      const garbage = validBody();
      expect((await send(t, garbage, { headers: { authorization: 'Basic abc' } })).statusCode).toBe(200);
      expect((await rowsFrom(t, garbage.email))[0]!.customerId).toBeNull();
    });
  });

  it('is documented in the OpenAPI document: the key, an optional bearer token, the body fields', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const op = doc.paths['/customer/api/v1/contact/'].post;
    expect(op.tags).toEqual(['contact']);
    expect(op.security).toEqual([{ publicKey: [] }, { publicKey: [], bearer: [] }]);
    const schema = op.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties).sort()).toEqual(['email', 'language', 'message', 'name', 'subject']);
    expect([...schema.required].sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  describe('the public key', () => {
    it('is required: 401 without it or with a wrong one, before the body is read, and nothing is stored', async () => {
      const before = await countAll(t);
      const mails = t.outbox.all().length;
      expectError(await send(t, validBody(), { key: null }), 401, 'API_KEY_REQUIRED');
      expectError(await send(t, validBody(), { key: 'pk_wrong_key_for_the_api_suite' }), 401, 'API_KEY_REQUIRED');
      expectError(await send(t, { name: 'A' }, { key: null }), 401, 'API_KEY_REQUIRED');
      expect(await countAll(t)).toBe(before);
      expect(t.outbox.all()).toHaveLength(mails);
    });
  });

  describe('bad input', () => {
    it.each([
      ['a missing name', { name: undefined }, 'name', 'Name must be at least 2 characters'],
      ['a one-letter name', { name: 'A' }, 'name', 'Name must be at least 2 characters'],
      ['a name of spaces', { name: '     ' }, 'name', 'Name must be at least 2 characters'],
      ['a name too long', { name: 'N'.repeat(CONTACT_NAME_MAX + 1) }, 'name', 'Name is too long'],
      ['a numeric name', { name: 12345 }, 'name', 'Name must be at least 2 characters'],
      ['a null name', { name: null }, 'name', 'Name must be at least 2 characters'],
      ['a name with a NUL', { name: 'Ama\u0000Mensah' }, 'name', 'Name contains characters that are not allowed'],
      ['a name with a line break', { name: 'Ama\nMensah' }, 'name', 'Name contains characters that are not allowed'],
      ['a missing email', { email: undefined }, 'email', 'Please enter a valid email address'],
      ['an email without @', { email: 'ama.example.com' }, 'email', 'Please enter a valid email address'],
      ['an email without domain', { email: 'ama@' }, 'email', 'Please enter a valid email address'],
      [
        'an email too long',
        { email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com` },
        'email',
        'Please enter a valid email address',
      ],
      ['an email list', { email: ['ama@example.com'] }, 'email', 'Please enter a valid email address'],
      ['an email with a header injection', { email: 'ama@example.com\nBcc: all@example.com' }, 'email', 'Please enter a valid email address'],
      ['a missing subject', { subject: undefined }, 'subject', 'Subject must be at least 2 characters'],
      ['a one-letter subject', { subject: ' Q ' }, 'subject', 'Subject must be at least 2 characters'],
      ['a subject too long', { subject: 'S'.repeat(CONTACT_SUBJECT_MAX + 1) }, 'subject', 'Subject is too long'],
      ['a subject object', { subject: { text: 'Order' } }, 'subject', 'Subject must be at least 2 characters'],
      ['a subject with a line break', { subject: 'Order\r\nBcc: all@example.com' }, 'subject', 'Subject contains characters that are not allowed'],
      ['a subject with a tab', { subject: 'Order\tlate' }, 'subject', 'Subject contains characters that are not allowed'],
      ['a missing message', { message: undefined }, 'message', 'Message must be at least 10 characters'],
      ['a short message', { message: 'Too short' }, 'message', 'Message must be at least 10 characters'],
      ['a message short once trimmed', { message: '   Hi there   \n\n' }, 'message', 'Message must be at least 10 characters'],
      ['a message too long', { message: 'M'.repeat(CONTACT_MESSAGE_MAX + 1) }, 'message', 'Message is too long'],
      ['a boolean message', { message: true }, 'message', 'Message must be at least 10 characters'],
      ['a message with a NUL', { message: 'Hello there\u0000, where is my order?' }, 'message', 'Message contains characters that are not allowed'],
      ['a message with an escape', { message: 'Hello there \u001b[31m red' }, 'message', 'Message contains characters that are not allowed'],
      ['a message with DEL', { message: 'Hello there \u007f, where?' }, 'message', 'Message contains characters that are not allowed'],
      ['an unknown language', { language: 'fr' }, 'language', 'Language must be one of en, es, zh'],
      ['a language in capitals', { language: 'EN' }, 'language', 'Language must be one of en, es, zh'],
    ])('answers 400 with the exact message for %s', async (_label, change, field, message) => {
      const body: Record<string, unknown> = { ...validBody(), ...change };
      for (const [k, v] of Object.entries(change)) if (v === undefined) delete body[k];
      const before = await countAll(t);
      const res = await send(t, body);
      const error = expectError(res, 400, 'VALIDATION_FAILED', message);
      expect(error.errors).toEqual({ [field]: [message] });
      expect(await countAll(t)).toBe(before);
    });

    it('lists every field message in errors, the first one as the message', async () => {
      const res = await send(t, { name: 'A', email: 'nope', subject: '', message: 'short', language: 'de' });
      const error = expectError(res, 400, 'VALIDATION_FAILED', 'Name must be at least 2 characters');
      expect(error.errors).toEqual({
        name: ['Name must be at least 2 characters'],
        email: ['Please enter a valid email address'],
        subject: ['Subject must be at least 2 characters'],
        message: ['Message must be at least 10 characters'],
        language: ['Language must be one of en, es, zh'],
      });
    });

    it('answers an empty object with the message of every required field', async () => {
      const error = expectError(await send(t, {}), 400, 'VALIDATION_FAILED', 'Name must be at least 2 characters');
      expect(Object.keys(error.errors!).sort()).toEqual(['email', 'message', 'name', 'subject']);
    });

    it('answers 400 to a body that is not a JSON object (none, broken JSON, an array, a string, plain text)', async () => {
      const before = await countAll(t);
      const json = { 'content-type': 'application/json' };
      expectError(await send(t, undefined), 400, 'VALIDATION_FAILED', 'Invalid data provided. Please check your information.');
      expectError(await send(t, undefined, { headers: json }), 400, 'MALFORMED_REQUEST');
      expectError(
        await t.call('POST', CONTACT_PATHS.contact, { payload: '{"name": "Ama",', headers: { ...json, 'x-api-key': 'pk_test_key_for_the_api_suite' } }),
        400,
        'MALFORMED_REQUEST',
      );
      for (const payload of ['[]', '"Hello, where is my order?"', 'null', '42']) {
        const res = await t.call('POST', CONTACT_PATHS.contact, { payload, headers: { ...json, 'x-api-key': 'pk_test_key_for_the_api_suite' } });
        expectError(res, 400, 'VALIDATION_FAILED', 'Invalid data provided. Please check your information.');
      }
      const text = await t.call('POST', CONTACT_PATHS.contact, {
        payload: 'name=Ama&email=ama@example.com',
        headers: { 'content-type': 'text/plain', 'x-api-key': 'pk_test_key_for_the_api_suite' },
      });
      expect(text.statusCode).toBe(400);
      const form = await t.call('POST', CONTACT_PATHS.contact, {
        payload: 'name=Ama&email=ama@example.com',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-api-key': 'pk_test_key_for_the_api_suite' },
      });
      expectError(form, 415, 'UNSUPPORTED_MEDIA_TYPE');
      expect(await countAll(t)).toBe(before);
    });

    it('answers 413 to a body over the size limit', async () => {
      expectError(await send(t, validBody({ message: 'M'.repeat(70 * 1024) })), 413, 'PAYLOAD_TOO_LARGE');
    });
  });

  describe('rate limits', () => {
    it(`refuses the ${CONTACT_PER_ADDRESS + 1}th message from one address within 15 minutes with 429 and Retry-After`, async () => {
      const ip = freshIp();
      for (let i = 0; i < CONTACT_PER_ADDRESS; i++) expect((await send(t, validBody(), { ip })).statusCode).toBe(200);
      const refused = validBody();
      const res = await send(t, refused, { ip });
      expectError(res, 429, 'CONTACT_TOO_MANY_FROM_ADDRESS', 'You have sent several messages in a short time. Please try again later.');
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(CONTACT_PER_ADDRESS_WINDOW_SECONDS);
      expect(await rowsFrom(t, refused.email)).toHaveLength(0);
      expect(t.outbox.countFor(refused.email)).toBe(0);
      // Another address is not held back.
      expect((await send(t, validBody())).statusCode).toBe(200);
    });

    it(`refuses the ${CONTACT_PER_EMAIL + 1}th message of one email address a day, whatever the client address and case`, async () => {
      const { email } = freshPerson();
      for (let i = 0; i < CONTACT_PER_EMAIL; i++) {
        const res = await send(t, validBody({ email: i % 2 ? email.toUpperCase() : email }));
        expect(res.statusCode, res.body).toBe(200);
      }
      const res = await send(t, validBody({ email }));
      expectError(res, 429, 'CONTACT_TOO_MANY_FOR_EMAIL', 'Too many messages from this email address today. Please try again tomorrow.');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(await rowsFrom(t, email)).toHaveLength(Math.ceil(CONTACT_PER_EMAIL / 2));
    });

    it(`stores no more than ${CONTACT_PER_ADDRESS} of 200 messages sent together from one address`, async () => {
      const ip = freshIp();
      const bodies = Array.from({ length: 200 }, () => validBody());
      const answers = await Promise.all(bodies.map((body) => send(t, body, { ip })));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(CONTACT_PER_ADDRESS);
      expect(answers.filter((a) => a.statusCode === 429 && a.json().code === 'CONTACT_TOO_MANY_FROM_ADDRESS')).toHaveLength(200 - CONTACT_PER_ADDRESS);
      const stored = (await Promise.all(bodies.map((body) => rowsFrom(t, body.email)))).flat();
      expect(stored).toHaveLength(CONTACT_PER_ADDRESS);
    });

    it(`stores no more than ${CONTACT_PER_EMAIL} of 200 messages of one email address sent together from many addresses`, async () => {
      const { email } = freshPerson();
      const answers = await Promise.all(Array.from({ length: 200 }, () => send(t, validBody({ email }))));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(CONTACT_PER_EMAIL);
      expect(answers.filter((a) => a.statusCode === 429 && a.json().code === 'CONTACT_TOO_MANY_FOR_EMAIL')).toHaveLength(200 - CONTACT_PER_EMAIL);
      expect(await rowsFrom(t, email)).toHaveLength(CONTACT_PER_EMAIL);
    });

    it('does not count refused input', async () => {
      const ip = freshIp();
      for (let i = 0; i < CONTACT_PER_ADDRESS + 2; i++) expect((await send(t, { name: 'A' }, { ip })).statusCode).toBe(400);
      expect((await send(t, validBody(), { ip })).statusCode).toBe(200);
    });
  });
});

describe.each(backends)('POST /contact/ when mail fails, on %s', (backend) => {
  let t: TestApp;
  let attempts: string[];
  beforeAll(async () => {
    attempts = [];
    const failing: Mailer = {
      async send(message) {
        attempts.push(message.to);
        throw new Error('Mail not sent: connect ECONNREFUSED 127.0.0.1:2525');
      },
    };
    t = await createTestApp(backend, { seed: false, mailer: failing });
  });
  afterAll(() => t.close());

  it('still answers 200 and keeps the message with mailed_at null (nothing is lost)', async () => {
    const body = validBody();
    const res = await send(t, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: true, message: 'Message sent' });
    const rows = await rowsFrom(t, body.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(res.json().data.id);
    expect(rows[0]!.message).toBe(body.message);
    expect(rows[0]!.mailedAt).toBeNull();
    await settle();
    // The support mail was tried; no acknowledgement promises an answer support never got.
    expect(attempts).toEqual([DEFAULT_SUPPORT_EMAIL]);
  });
});
