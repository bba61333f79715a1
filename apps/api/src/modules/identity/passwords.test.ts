import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@shop/contract';
import { expectError, freshIp, freshPerson, logIn, post, requestCode, signUp } from '../../test-support/accounts.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

const settle = () => new Promise((r) => setTimeout(r, 20)); // mails after a password change go out in the background

describe.each(backends)('passwords on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { seed: false });
  });
  afterAll(() => t.close());

  /** A new account and a fresh reset code for it (past the sign-up code's 60 s wait). */
  async function accountWithResetCode() {
    const person = await signUp(t);
    t.clock.advance(61);
    const code = await requestCode(t, person.email, false);
    return { person, code };
  }

  describe('POST /user-setting/reset-password/', () => {
    it('sets the new password with a verified code, ends every session, and mails a notice', async () => {
      const { person, code } = await accountWithResetCode();
      const session = await logIn(t, person);
      expect((await post(t, AUTH_PATHS.verifyOtp, { email: person.email, otp: code })).statusCode).toBe(200);
      const res = await post(t, AUTH_PATHS.resetPassword, { email: person.email, otp: code, password: 'NewSecret9' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ status: true, message: 'Password reset successfully! You can now log in with your new password.' });

      expectError(await post(t, AUTH_PATHS.login, { email: person.email, password: person.password }), 401, 'INVALID_CREDENTIALS', 'Invalid email or password');
      await logIn(t, { email: person.email, password: 'NewSecret9' });
      expectError(await post(t, AUTH_PATHS.refresh, { refresh: session.refresh }), 401, 'SESSION_EXPIRED');
      await settle();
      expect(t.outbox.messagesTo(person.email).at(-1)!.subject).toBe('Your Akwaaba Market password was changed');
    });

    it('needs the code verified first', async () => {
      const { person, code } = await accountWithResetCode();
      expectError(
        await post(t, AUTH_PATHS.resetPassword, { email: person.email, otp: code, password: 'NewSecret9' }),
        400,
        'OTP_NOT_VERIFIED',
        'Please verify your code first.',
      );
      await logIn(t, person); // unchanged
    });

    it('uses the code up: a second reset with it fails', async () => {
      const { person, code } = await accountWithResetCode();
      await post(t, AUTH_PATHS.verifyOtp, { email: person.email, otp: code });
      expect((await post(t, AUTH_PATHS.resetPassword, { email: person.email, otp: code, password: 'NewSecret9' })).statusCode).toBe(200);
      expectError(await post(t, AUTH_PATHS.resetPassword, { email: person.email, otp: code, password: 'Other1234' }), 400, 'OTP_NOT_FOUND');
      await logIn(t, { email: person.email, password: 'NewSecret9' });
    });

    it('refuses a wrong code, a code of another address, an expired code and a sign-up code', async () => {
      const { person, code } = await accountWithResetCode();
      await post(t, AUTH_PATHS.verifyOtp, { email: person.email, otp: code });
      const wrong = code === '000000' ? '111111' : '000000';
      expectError(await post(t, AUTH_PATHS.resetPassword, { email: person.email, otp: wrong, password: 'NewSecret9' }), 400, 'OTP_INVALID');
      const other = await signUp(t);
      expectError(await post(t, AUTH_PATHS.resetPassword, { email: other.email, otp: code, password: 'NewSecret9' }), 400, 'OTP_NOT_FOUND');
      t.clock.advance(10 * 60 + 1);
      expectError(await post(t, AUTH_PATHS.resetPassword, { email: person.email, otp: code, password: 'NewSecret9' }), 400, 'OTP_EXPIRED');

      // A sign-up code (for an address without an account) never resets anything.
      const stranger = freshPerson().email;
      const signupCode = await requestCode(t, stranger, true);
      await post(t, AUTH_PATHS.verifyOtp, { email: stranger, otp: signupCode });
      expectError(await post(t, AUTH_PATHS.resetPassword, { email: stranger, otp: signupCode, password: 'NewSecret9' }), 400, 'OTP_NOT_FOUND');
    });

    it.each([
      [{ email: 'x', otp: '123456', password: 'Secret123' }, 'email', 'Please enter a valid email address'],
      [{ email: 'ama@example.com', otp: '1234', password: 'Secret123' }, 'otp', 'OTP must be 6 digits'],
      [{ email: 'ama@example.com', otp: '123456', password: 'abc' }, 'password', 'Password must be at least 6 characters'],
      [{ email: 'ama@example.com', otp: '123456' }, 'password', 'Password must be at least 6 characters'],
    ])('answers 400 with the contract message for %j', async (payload, field, message) => {
      const body = expectError(await post(t, AUTH_PATHS.resetPassword, payload), 400, 'VALIDATION_FAILED', message);
      expect(body.errors?.[field]).toContain(message);
    });
  });

  describe('POST /user-setting/change-password/', () => {
    it('changes the password with the bearer token and the current password', async () => {
      const person = await signUp(t);
      const { access } = await logIn(t, person);
      const res = await post(t, AUTH_PATHS.changePassword, { old_password: person.password, password: 'Brand9New', password1: 'Brand9New' }, { token: access });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ status: true, message: 'Your password has been changed successfully!' });
      expectError(await post(t, AUTH_PATHS.login, { email: person.email, password: person.password }), 401, 'INVALID_CREDENTIALS');
      await logIn(t, { email: person.email, password: 'Brand9New' });
      await settle();
      expect(t.outbox.messagesTo(person.email).at(-1)!.subject).toBe('Your Akwaaba Market password was changed');
    });

    it('ends every other session of the account, and keeps the one that changed it (refreshed or not)', async () => {
      const person = await signUp(t);
      const here = await logIn(t, person);
      const elsewhere = await logIn(t, person);
      // The session that changes the password has rotated its refresh token once already.
      const rotated = (await post(t, AUTH_PATHS.refresh, { refresh: here.refresh })).json().data as { access: string; refresh: string };
      const res = await post(
        t,
        AUTH_PATHS.changePassword,
        { old_password: person.password, password: 'Brand9New', password1: 'Brand9New' },
        { token: rotated.access },
      );
      expect(res.statusCode, res.body).toBe(200);
      expectError(await post(t, AUTH_PATHS.refresh, { refresh: elsewhere.refresh }), 401, 'SESSION_EXPIRED');
      expect((await post(t, AUTH_PATHS.refresh, { refresh: rotated.refresh })).statusCode).toBe(200);
    });

    it("answers 'Current password is incorrect' for a wrong current password, naming the field", async () => {
      const person = await signUp(t);
      const { access } = await logIn(t, person);
      const body = expectError(
        await post(t, AUTH_PATHS.changePassword, { old_password: 'NotMine12', password: 'Brand9New', password1: 'Brand9New' }, { token: access }),
        400,
        'VALIDATION_FAILED',
        'Current password is incorrect',
      );
      expect(body.errors).toEqual({ old_password: ['Current password is incorrect'] });
      await logIn(t, person);
    });

    it('counts wrong current passwords with failed logins: 10, then 429', async () => {
      const person = await signUp(t);
      const { access } = await logIn(t, person);
      for (let i = 0; i < 10; i++) {
        const res = await post(t, AUTH_PATHS.changePassword, { old_password: 'NotMine12', password: 'Brand9New', password1: 'Brand9New' }, { token: access });
        expect(res.statusCode).toBe(400);
      }
      expectError(
        await post(t, AUTH_PATHS.changePassword, { old_password: person.password, password: 'Brand9New', password1: 'Brand9New' }, { token: access }),
        429,
        'RATE_LIMITED',
        'Too many requests. Please try again later.',
      );
    });

    it('answers 401 without a bearer token, with a bad one, and before looking at the body', async () => {
      const payload = { old_password: 'whatever', password: 'Brand9New', password1: 'Brand9New' };
      expectError(await post(t, AUTH_PATHS.changePassword, payload), 401, 'UNAUTHORIZED', 'Authentication failed. Please check your credentials.');
      expectError(await post(t, AUTH_PATHS.changePassword, payload, { token: 'not.a.jwt' }), 401, 'UNAUTHORIZED');
      expectError(await post(t, AUTH_PATHS.changePassword, { nonsense: true }), 401, 'UNAUTHORIZED');
      const res = await post(t, AUTH_PATHS.changePassword, payload);
      expect(res.headers['www-authenticate']).toBe('Bearer');
    });

    it.each([
      [{ password: 'Brand9New', password1: 'Brand9New' }, 'old_password', 'Current password is required'],
      [{ old_password: '', password: 'Brand9New', password1: 'Brand9New' }, 'old_password', 'Current password is required'],
      [{ old_password: 'Secret123', password: 'Br9', password1: 'Br9' }, 'password', 'New password must be at least 8 characters'],
      [
        { old_password: 'Secret123', password: 'brand9new', password1: 'brand9new' },
        'password',
        'Password must contain at least one lowercase letter, one uppercase letter, and one number',
      ],
      [
        { old_password: 'Secret123', password: 'BRAND9NEW', password1: 'BRAND9NEW' },
        'password',
        'Password must contain at least one lowercase letter, one uppercase letter, and one number',
      ],
      [
        { old_password: 'Secret123', password: 'BrandNewPw', password1: 'BrandNewPw' },
        'password',
        'Password must contain at least one lowercase letter, one uppercase letter, and one number',
      ],
      [{ old_password: 'Secret123', password: 'Brand9New' }, 'password1', 'Please confirm your new password'],
      [{ old_password: 'Secret123', password: 'Brand9New', password1: '' }, 'password1', 'Please confirm your new password'],
      [{ old_password: 'Secret123', password: 'Brand9New', password1: 'Brand9Nex' }, 'password1', "New passwords don't match"],
      [{ old_password: 'Brand9New', password: 'Brand9New', password1: 'Brand9New' }, 'password', 'New password must be different from current password'],
    ])('answers 400 with the contract message for %j', async (payload, field, message) => {
      const person = await signUp(t);
      const { access } = await logIn(t, person);
      const res = await post(t, AUTH_PATHS.changePassword, payload, { token: access, ip: freshIp() });
      const body = expectError(res, 400, 'VALIDATION_FAILED');
      expect(body.errors?.[field]).toContain(message);
      if (Object.keys(body.errors ?? {}).length === 1 && body.errors![field]!.length === 1) expect(body.message).toBe(message);
    });
  });
});
