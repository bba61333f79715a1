import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, loginResponse } from '@shop/contract';
import { customers, users } from '../../db/schema/index.js';
import { expectError, freshIp, freshPerson, logIn, post, signUp } from '../../test-support/accounts.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

describe.each(backends)('sessions on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { seed: false });
  });
  afterAll(() => t.close());

  describe('POST /login/', () => {
    it("answers exactly the spec's login shape", async () => {
      const person = await signUp(t);
      const res = await post(t, AUTH_PATHS.login, { email: person.email, password: person.password });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(loginResponse.strict().safeParse(body).success).toBe(true);
      expect(body.status).toBe(true);
      expect(body.message).toBe('Login successful!');
      expect(Object.keys(body.data).sort()).toEqual(['access', 'customer_id', 'refresh', 'user', 'user_preference']);
      expect(Object.keys(body.data.user).sort()).toEqual(['account_type', 'email', 'id', 'phone_number', 'profile']);
      const [user] = await t.database.db.select().from(users).where(eq(users.email, person.email));
      const [customer] = await t.database.db.select().from(customers).where(eq(customers.userId, user!.id));
      expect(body.data).toMatchObject({
        user: {
          id: user!.id,
          email: person.email,
          phone_number: '+233244123456',
          account_type: 'Customer',
          profile: {
            first_name: 'Ama',
            last_name: 'Mensah',
            'Other names': 'Serwaa',
            user_name: person.user_name,
            picture: null,
            gender: 'Female',
            date_of_birth: null,
          },
        },
        customer_id: customer!.id,
        user_preference: { email_notification: true, push_notification: false, sms_notification: false },
      });
      expect(Object.keys(body.data.user.profile).sort()).toEqual(
        ['Other names', 'date_of_birth', 'first_name', 'gender', 'last_name', 'picture', 'user_name'].sort(),
      );
      expect(body.data.access.split('.')).toHaveLength(3);
      expect(body.data.refresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('takes the email in any letter case', async () => {
      const person = await signUp(t);
      await logIn(t, { email: person.email.toUpperCase(), password: person.password });
    });

    it('answers an unknown email and a wrong password the same', async () => {
      const person = await signUp(t);
      const wrong = await post(t, AUTH_PATHS.login, { email: person.email, password: 'Wrong12345' });
      const unknown = await post(t, AUTH_PATHS.login, { email: freshPerson().email, password: 'Wrong12345' });
      expectError(wrong, 401, 'INVALID_CREDENTIALS', 'Invalid email or password');
      expect(unknown.statusCode).toBe(wrong.statusCode);
      expect(unknown.json()).toEqual(wrong.json());
    });

    it.each([
      [{ email: 'nope', password: 'Secret123' }, 'email', 'Please enter a valid email address'],
      [{ password: 'Secret123' }, 'email', 'Please enter a valid email address'],
      [{ email: 'ama@example.com', password: 'abc' }, 'password', 'Password must be at least 6 characters'],
      [{ email: 'ama@example.com' }, 'password', 'Password must be at least 6 characters'],
      [{ email: 'ama@example.com', password: 123456 }, 'password', 'Password must be at least 6 characters'],
    ])('answers 400 with the contract message for %j', async (payload, field, message) => {
      const body = expectError(await post(t, AUTH_PATHS.login, payload), 400, 'VALIDATION_FAILED', message);
      expect(body.errors?.[field]).toContain(message);
    });

    it('refuses an account after 10 failures in 15 minutes, even with the right password, from any address', async () => {
      const person = await signUp(t);
      for (let i = 0; i < 10; i++) {
        expectError(await post(t, AUTH_PATHS.login, { email: person.email, password: `Wrong${i}xyz` }), 401, 'INVALID_CREDENTIALS');
      }
      const res = await post(t, AUTH_PATHS.login, { email: person.email, password: person.password });
      expectError(res, 429, 'RATE_LIMITED', 'Too many requests. Please try again later.');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('counts unknown addresses like real ones (no hint that an account exists)', async () => {
      const email = freshPerson().email;
      for (let i = 0; i < 10; i++) expectError(await post(t, AUTH_PATHS.login, { email, password: 'Wrong12345' }), 401, 'INVALID_CREDENTIALS');
      expectError(await post(t, AUTH_PATHS.login, { email, password: 'Wrong12345' }), 429, 'RATE_LIMITED');
    });

    it("forgets an account's failures after a successful login", async () => {
      const person = await signUp(t);
      for (let i = 0; i < 9; i++) await post(t, AUTH_PATHS.login, { email: person.email, password: 'Wrong12345' });
      await logIn(t, person);
      for (let i = 0; i < 9; i++) {
        expectError(await post(t, AUTH_PATHS.login, { email: person.email, password: 'Wrong12345' }), 401, 'INVALID_CREDENTIALS');
      }
      await logIn(t, person);
    });

    it('refuses a client address after 30 failures in a minute, whichever accounts it tried', async () => {
      const ip = freshIp();
      const person = await signUp(t);
      for (let i = 0; i < 30; i++) {
        expectError(await post(t, AUTH_PATHS.login, { email: freshPerson().email, password: 'Wrong12345' }, { ip }), 401, 'INVALID_CREDENTIALS');
      }
      expectError(await post(t, AUTH_PATHS.login, { email: person.email, password: person.password }, { ip }), 429, 'RATE_LIMITED');
      // Another address is not affected.
      await logIn(t, person);
    });
  });

  describe('POST /token/refresh/', () => {
    it('rotates: a new pair comes back, the old refresh token stops working', async () => {
      const person = await signUp(t);
      const session = await logIn(t, person);
      const res = await post(t, AUTH_PATHS.refresh, { refresh: session.refresh });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ status: true, message: 'Token refreshed' });
      expect(Object.keys(body.data).sort()).toEqual(['access', 'refresh']);
      expect(body.data.refresh).not.toBe(session.refresh);
      expect(body.data.access).not.toBe(session.access);
      // The new access token works.
      const me = await post(t, AUTH_PATHS.customerAuthenticate, {}, { token: body.data.access });
      expect(me.json().data.id).toBe(session.customer_id);
      // And the new refresh token rotates again.
      expect((await post(t, AUTH_PATHS.refresh, { refresh: body.data.refresh })).statusCode).toBe(200);
    });

    it('treats a replayed (already rotated) refresh token as theft: every session of the user ends', async () => {
      const person = await signUp(t);
      const phone = await logIn(t, person);
      const laptop = await logIn(t, person);
      const rotated = (await post(t, AUTH_PATHS.refresh, { refresh: phone.refresh })).json().data;
      expectError(await post(t, AUTH_PATHS.refresh, { refresh: phone.refresh }), 401, 'SESSION_EXPIRED', 'Your session has expired. Please log in again.');
      expectError(await post(t, AUTH_PATHS.refresh, { refresh: rotated.refresh }), 401, 'SESSION_EXPIRED');
      expectError(await post(t, AUTH_PATHS.refresh, { refresh: laptop.refresh }), 401, 'SESSION_EXPIRED');
      // Logging in again starts afresh.
      const again = await logIn(t, person);
      expect((await post(t, AUTH_PATHS.refresh, { refresh: again.refresh })).statusCode).toBe(200);
    });

    it('lets only one of two simultaneous refreshes with the same token win', async () => {
      const session = await logIn(t, await signUp(t));
      const answers = await Promise.all([post(t, AUTH_PATHS.refresh, { refresh: session.refresh }), post(t, AUTH_PATHS.refresh, { refresh: session.refresh })]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    });

    it('expires a refresh token after 7 days', async () => {
      const session = await logIn(t, await signUp(t));
      t.clock.advance(7 * 24 * 3600 - 60);
      const fresh = await post(t, AUTH_PATHS.refresh, { refresh: session.refresh });
      expect(fresh.statusCode).toBe(200);
      t.clock.advance(7 * 24 * 3600 + 1);
      expectError(await post(t, AUTH_PATHS.refresh, { refresh: fresh.json().data.refresh }), 401, 'SESSION_EXPIRED');
    });

    it('answers 401 for an unknown token and 400 for none', async () => {
      expectError(await post(t, AUTH_PATHS.refresh, { refresh: 'A'.repeat(43) }), 401, 'SESSION_EXPIRED');
      expectError(await post(t, AUTH_PATHS.refresh, {}), 400, 'VALIDATION_FAILED', 'A refresh token is required');
      expectError(await post(t, AUTH_PATHS.refresh, { refresh: '' }), 400, 'VALIDATION_FAILED', 'A refresh token is required');
      expectError(await post(t, AUTH_PATHS.refresh, { refresh: 'x'.repeat(513) }), 400, 'VALIDATION_FAILED', 'The refresh token is not valid');
    });
  });

  describe('POST /logout/', () => {
    it('revokes the refresh token at once; other sessions go on', async () => {
      const person = await signUp(t);
      const phone = await logIn(t, person);
      const laptop = await logIn(t, person);
      const res = await post(t, AUTH_PATHS.logout, { refresh: phone.refresh }, { token: phone.access });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ status: true, message: 'Logged out successfully' });
      expectError(await post(t, AUTH_PATHS.refresh, { refresh: phone.refresh }), 401, 'SESSION_EXPIRED');
      // Not taken for theft: the other session still refreshes.
      expect((await post(t, AUTH_PATHS.refresh, { refresh: laptop.refresh })).statusCode).toBe(200);
    });

    it('is idempotent and works with an expired access token', async () => {
      const session = await logIn(t, await signUp(t));
      t.clock.advance(16 * 60);
      expect((await post(t, AUTH_PATHS.logout, { refresh: session.refresh }, { token: session.access })).statusCode).toBe(200);
      expect((await post(t, AUTH_PATHS.logout, { refresh: session.refresh })).statusCode).toBe(200);
      expect((await post(t, AUTH_PATHS.logout, { refresh: 'never-issued' })).statusCode).toBe(200);
      expectError(await post(t, AUTH_PATHS.logout, {}), 400, 'VALIDATION_FAILED', 'A refresh token is required');
    });
  });

  describe('POST /customer/authenticate/', () => {
    it("answers the token's own customer id and code, the same every time", async () => {
      const session = await logIn(t, await signUp(t));
      const first = await post(t, AUTH_PATHS.customerAuthenticate, { customer_uuid: session.user.id, first_name: 'Ama' }, { token: session.access });
      expect(first.statusCode, first.body).toBe(200);
      const body = first.json();
      expect(body).toMatchObject({ status: true, message: 'Customer authenticated', data: { id: session.customer_id } });
      expect(Object.keys(body.data).sort()).toEqual(['customer_code', 'id']);
      expect(body.data.customer_code).toMatch(/^AGC\d{6}$/);
      const again = await post(t, AUTH_PATHS.customerAuthenticate, undefined, { token: session.access });
      expect(again.json()).toEqual(body);
      const withNulls = await post(t, AUTH_PATHS.customerAuthenticate, { customer_code: null, phone_number: null }, { token: session.access });
      expect(withNulls.json()).toEqual(body);
      // Sending someone else's details changes nothing.
      const other = await post(t, AUTH_PATHS.customerAuthenticate, { customer_code: 'AGC000001', email: 'x@y.z' }, { token: session.access });
      expect(other.json()).toEqual(body);
    });

    it('answers 401 without a bearer token', async () => {
      expectError(await post(t, AUTH_PATHS.customerAuthenticate, {}), 401, 'UNAUTHORIZED', 'Authentication failed. Please check your credentials.');
      expectError(await post(t, AUTH_PATHS.customerAuthenticate, {}, { headers: { authorization: 'Basic YTpi' } }), 401, 'UNAUTHORIZED');
      expectError(await post(t, AUTH_PATHS.customerAuthenticate, {}, { headers: { authorization: 'Bearer' } }), 401, 'UNAUTHORIZED');
    });

    it('accepts the access token for 15 minutes and not after', async () => {
      const session = await logIn(t, await signUp(t));
      t.clock.advance(14 * 60 + 50);
      expect((await post(t, AUTH_PATHS.customerAuthenticate, {}, { token: session.access })).statusCode).toBe(200);
      t.clock.advance(11);
      expectError(await post(t, AUTH_PATHS.customerAuthenticate, {}, { token: session.access }), 401, 'UNAUTHORIZED');
    });
  });
});
