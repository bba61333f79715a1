import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@shop/contract';
import { buildApp } from '../../app.js';
import { otpCodes } from '../../db/schema/index.js';
import { createDevOutbox } from '../../lib/mailer-outbox.js';
import { expectError, freshIp, freshPerson, post, requestCode, signUp } from '../../test-support/accounts.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

describe.each(backends)('one-time codes on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { seed: false });
  });
  afterAll(() => t.close());

  describe('POST /user-setting/request-otp/', () => {
    it('sends a 6-digit code for a new address, without the public key, and answers success', async () => {
      const { email } = freshPerson();
      const res = await post(t, AUTH_PATHS.requestOtp, { email, is_sign_up: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ status: true, message: 'OTP sent successfully!' });
      expect(t.outbox.countFor(email)).toBe(1);
      const mail = t.outbox.messagesTo(email)[0]!;
      expect(mail.subject).toBe('Your Akwaaba Market verification code');
      expect(t.outbox.lastCodeFor(email)).toMatch(/^\d{6}$/);
    });

    it('normalises the address (case, spaces) and stores no code in clear', async () => {
      const { email } = freshPerson();
      const res = await post(t, AUTH_PATHS.requestOtp, { email: `  ${email.toUpperCase()} `, is_sign_up: true });
      expect(res.statusCode).toBe(200);
      const code = t.outbox.lastCodeFor(email)!;
      const hashes = await t.database.db.select({ code_hash: otpCodes.codeHash }).from(otpCodes).where(eq(otpCodes.email, email));
      expect(hashes).toHaveLength(1);
      expect(hashes[0]!.code_hash).not.toContain(code);
      expect(hashes[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('writes the mail in the language of Accept-Language (es, zh), English otherwise', async () => {
      const es = freshPerson().email;
      const zh = freshPerson().email;
      const other = freshPerson().email;
      await post(t, AUTH_PATHS.requestOtp, { email: es, is_sign_up: true }, { headers: { 'accept-language': 'es-ES,es;q=0.9' } });
      await post(t, AUTH_PATHS.requestOtp, { email: zh, is_sign_up: true }, { headers: { 'accept-language': 'zh-CN' } });
      await post(t, AUTH_PATHS.requestOtp, { email: other, is_sign_up: true }, { headers: { 'accept-language': 'fr' } });
      expect(t.outbox.messagesTo(es)[0]!.subject).toBe('Tu código de verificación de Akwaaba Market');
      expect(t.outbox.messagesTo(zh)[0]!.subject).toBe('您的 Akwaaba Market 验证码');
      expect(t.outbox.messagesTo(other)[0]!.subject).toBe('Your Akwaaba Market verification code');
    });

    it('answers sign-up for an address that already has an account as for a new one, and mails its owner so', async () => {
      const person = await signUp(t);
      t.clock.advance(61);
      const before = t.outbox.countFor(person.email);
      const taken = await post(t, AUTH_PATHS.requestOtp, { email: person.email.toUpperCase(), is_sign_up: true });
      const stranger = freshPerson().email;
      const fresh = await post(t, AUTH_PATHS.requestOtp, { email: stranger, is_sign_up: true });
      expect(taken.statusCode).toBe(200);
      expect(taken.json()).toEqual(fresh.json());
      const mails = t.outbox.messagesTo(person.email);
      expect(mails).toHaveLength(before + 1);
      expect(mails.at(-1)).toMatchObject({ subject: 'You already have an Akwaaba Market account' });
      expect(mails.at(-1)!.text).not.toMatch(/\d{6}/);
      // Its limits are the same as a new address's too: a second ask within the minute waits.
      expectError(await post(t, AUTH_PATHS.requestOtp, { email: person.email, is_sign_up: true }), 429, 'OTP_RESEND_TOO_SOON');
      // And guessing a code for it answers as for any address with a live code.
      expectError(await post(t, AUTH_PATHS.verifyOtp, { email: person.email, otp: '123456' }), 400, 'OTP_INVALID');
      expectError(await post(t, AUTH_PATHS.verifyOtp, { email: stranger, otp: '123456' }), 400, 'OTP_INVALID');
    });

    it('sends a reset code to a known address and answers an unknown one the same, sending nothing', async () => {
      const person = await signUp(t);
      t.clock.advance(61);
      const known = await post(t, AUTH_PATHS.requestOtp, { email: person.email, is_sign_up: false });
      const stranger = freshPerson().email;
      const unknown = await post(t, AUTH_PATHS.requestOtp, { email: stranger, is_sign_up: false });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      await new Promise((r) => setTimeout(r, 20)); // reset mails go out in the background
      expect(t.outbox.messagesTo(person.email).at(-1)!.subject).toBe('Reset your Akwaaba Market password');
      expect(t.outbox.countFor(stranger)).toBe(0);
      // Waits behave alike too: a second request within 60 s is refused for both.
      expectError(await post(t, AUTH_PATHS.requestOtp, { email: person.email, is_sign_up: false }), 429, 'OTP_RESEND_TOO_SOON');
      expectError(await post(t, AUTH_PATHS.requestOtp, { email: stranger, is_sign_up: false }), 429, 'OTP_RESEND_TOO_SOON');
    });

    it('makes the client wait 60 s between codes, telling the seconds left, with Retry-After', async () => {
      const { email } = freshPerson();
      await requestCode(t, email, true);
      const first = expectError(
        await post(t, AUTH_PATHS.requestOtp, { email, is_sign_up: true }),
        429,
        'OTP_RESEND_TOO_SOON',
        'Please wait 60 seconds before requesting a new code.',
      );
      expect(first).toBeDefined();
      t.clock.advance(45);
      const later = await post(t, AUTH_PATHS.requestOtp, { email, is_sign_up: true });
      expectError(later, 429, 'OTP_RESEND_TOO_SOON', 'Please wait 15 seconds before requesting a new code.', { retry_after: 15 });
      expect(later.headers['retry-after']).toBe('15');
      t.clock.advance(14.5);
      expectError(
        await post(t, AUTH_PATHS.requestOtp, { email, is_sign_up: true }),
        429,
        'OTP_RESEND_TOO_SOON',
        'Please wait 1 second before requesting a new code.',
      );
      t.clock.advance(1);
      expect((await post(t, AUTH_PATHS.requestOtp, { email, is_sign_up: true })).statusCode).toBe(200);
      expect(t.outbox.countFor(email)).toBe(2);
    });

    it('sends at most 3 codes per address in 15 minutes, whatever the client address', async () => {
      const { email } = freshPerson();
      for (let i = 0; i < 3; i++) {
        expect((await post(t, AUTH_PATHS.requestOtp, { email, is_sign_up: true })).statusCode).toBe(200);
        t.clock.advance(61);
      }
      const res = await post(t, AUTH_PATHS.requestOtp, { email, is_sign_up: true });
      const body = expectError(res, 429, 'OTP_TOO_MANY_CODES');
      expect(body.message).toMatch(/^Too many codes requested for this email\. Please try again in \d+ minutes?\.$/);
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      // The figures come as params too, so a client can word them in its reader's language.
      expect(body.params).toEqual({ retry_after: retryAfter, minutes: Math.ceil(retryAfter / 60) });
      expect(body.message).toContain(`in ${Math.ceil(retryAfter / 60)} minute`);
      expect(t.outbox.countFor(email)).toBe(3);
    });

    it('limits the codes one client address may ask for, across addresses', async () => {
      const ip = freshIp();
      for (let i = 0; i < 30; i++) {
        expect((await post(t, AUTH_PATHS.requestOtp, { email: freshPerson().email, is_sign_up: true }, { ip })).statusCode).toBe(200);
      }
      const email = freshPerson().email;
      expectError(await post(t, AUTH_PATHS.requestOtp, { email, is_sign_up: true }, { ip }), 429, 'RATE_LIMITED', 'Too many requests. Please try again later.');
      expect(t.outbox.countFor(email)).toBe(0);
    });

    it.each([
      [{ email: 'not-an-email', is_sign_up: true }, 'Please enter a valid email address', 'email'],
      [{ email: '', is_sign_up: true }, 'Please enter a valid email address', 'email'],
      [{ email: 42, is_sign_up: true }, 'Please enter a valid email address', 'email'],
      [{ is_sign_up: true }, 'Please enter a valid email address', 'email'],
      [{ email: `${'a'.repeat(250)}@example.com`, is_sign_up: true }, 'Please enter a valid email address', 'email'],
      [{ email: 'ama@example.com' }, 'is_sign_up must be true or false', 'is_sign_up'],
      [{ email: 'ama@example.com', is_sign_up: 'yes' }, 'is_sign_up must be true or false', 'is_sign_up'],
    ])('answers 400 with the contract message for %j', async (payload, message, field) => {
      const body = expectError(await post(t, AUTH_PATHS.requestOtp, payload), 400, 'VALIDATION_FAILED', message);
      expect(body.errors?.[field]).toContain(message);
    });
  });

  describe('POST /user-setting/verify-otp/', () => {
    it('verifies the right code, and again (verifying does not use it up)', async () => {
      const { email } = freshPerson();
      const code = await requestCode(t, email, true);
      const res = await post(t, AUTH_PATHS.verifyOtp, { email, otp: code });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ status: true, message: 'OTP verified successfully!' });
      expect((await post(t, AUTH_PATHS.verifyOtp, { email, otp: code })).statusCode).toBe(200);
    });

    it('refuses a wrong code, and kills the code at the fifth wrong try (then even the right one fails)', async () => {
      const { email } = freshPerson();
      const code = await requestCode(t, email, true);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 1; i <= 4; i++) {
        expectError(await post(t, AUTH_PATHS.verifyOtp, { email, otp: wrong }), 400, 'OTP_INVALID', 'Invalid OTP. Please check the code and try again.');
      }
      expectError(await post(t, AUTH_PATHS.verifyOtp, { email, otp: wrong }), 400, 'OTP_TOO_MANY_TRIES', 'Too many wrong attempts. Please request a new code.');
      expectError(await post(t, AUTH_PATHS.verifyOtp, { email, otp: code }), 400, 'OTP_TOO_MANY_TRIES');
      // A new code starts afresh.
      t.clock.advance(61);
      const next = await requestCode(t, email, true);
      expect((await post(t, AUTH_PATHS.verifyOtp, { email, otp: next })).statusCode).toBe(200);
    });

    it('lets four wrong tries pass and still accepts the right code', async () => {
      const { email } = freshPerson();
      const code = await requestCode(t, email, true);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i++) await post(t, AUTH_PATHS.verifyOtp, { email, otp: wrong });
      expect((await post(t, AUTH_PATHS.verifyOtp, { email, otp: code })).statusCode).toBe(200);
    });

    it('expires a code after 10 minutes', async () => {
      const { email } = freshPerson();
      const code = await requestCode(t, email, true);
      t.clock.advance(9 * 60 + 50);
      expect((await post(t, AUTH_PATHS.verifyOtp, { email, otp: code })).statusCode).toBe(200);
      t.clock.advance(11);
      expectError(await post(t, AUTH_PATHS.verifyOtp, { email, otp: code }), 400, 'OTP_EXPIRED', 'This code has expired. Please request a new one.');
    });

    it('accepts only the newest code once a new one was sent', async () => {
      const { email } = freshPerson();
      const first = await requestCode(t, email, true);
      t.clock.advance(61);
      let second = await requestCode(t, email, true);
      while (second === first) {
        t.clock.advance(61);
        second = await requestCode(t, email, true);
      }
      expectError(await post(t, AUTH_PATHS.verifyOtp, { email, otp: first }), 400, 'OTP_INVALID');
      expect((await post(t, AUTH_PATHS.verifyOtp, { email, otp: second })).statusCode).toBe(200);
    });

    it('answers an address that never asked for a code with 400', async () => {
      expectError(
        await post(t, AUTH_PATHS.verifyOtp, { email: freshPerson().email, otp: '123456' }),
        400,
        'OTP_NOT_FOUND',
        'No valid code for this email. Please request a new one.',
      );
    });

    it.each([
      [{ email: 'ama@example.com', otp: '12345' }, 'OTP must be 6 digits', 'otp'],
      [{ email: 'ama@example.com', otp: '1234567' }, 'OTP must be 6 digits', 'otp'],
      [{ email: 'ama@example.com', otp: '12a456' }, 'OTP must contain only numbers', 'otp'],
      [{ email: 'ama@example.com', otp: 123456 }, 'OTP must be 6 digits', 'otp'],
      [{ email: 'ama@example.com' }, 'OTP must be 6 digits', 'otp'],
      [{ email: 'nope', otp: '123456' }, 'Please enter a valid email address', 'email'],
    ])('answers 400 with the contract message for %j', async (payload, message, field) => {
      const body = expectError(await post(t, AUTH_PATHS.verifyOtp, payload), 400, 'VALIDATION_FAILED', message);
      expect(body.errors?.[field]).toContain(message);
    });
  });

  describe('GET /dev/outbox', () => {
    it('lists the mails of an address outside production', async () => {
      const { email } = freshPerson();
      const code = await requestCode(t, email, true);
      const res = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}` });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.status).toBe(true);
      expect(body.data).toHaveLength(1);
      expect(body.data[0]).toMatchObject({ to: email, subject: 'Your Akwaaba Market verification code' });
      expect(body.data[0].text).toContain(code);
    });

    it('answers 400 without ?to=', async () => {
      expectError(await t.app.inject({ method: 'GET', url: '/dev/outbox' }), 400, 'VALIDATION_FAILED');
    });

    it('does not exist in production, nor when mail goes out over SMTP', async () => {
      const outbox = createDevOutbox();
      const production = await buildApp({
        database: t.database,
        publicApiKey: 'pk_production_key_0123',
        webDistDir: '/nonexistent',
        mailer: outbox,
        devOutbox: outbox,
        nodeEnv: 'production',
      });
      const smtp = await buildApp({
        database: t.database,
        publicApiKey: 'pk_production_key_0123',
        webDistDir: '/nonexistent',
        mailer: { send: async () => {} },
        nodeEnv: 'development',
      });
      try {
        for (const app of [production, smtp]) {
          const res = await app.inject({ method: 'GET', url: '/dev/outbox?to=ama@example.com' });
          expectError(res, 404, 'ROUTE_NOT_FOUND');
        }
      } finally {
        await production.close();
        await smtp.close();
      }
    });
  });
});
