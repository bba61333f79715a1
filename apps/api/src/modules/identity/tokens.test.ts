import { base64url, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, CART_PATHS, type LoginData } from '@shop/contract';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../lib/tokens.js';
import { expectError, logIn, post, signUp } from '../../test-support/accounts.js';
import { backends, createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test-support/test-app.js';

const enc = (value: object) => base64url.encode(JSON.stringify(value));
const dec = (part: string) => JSON.parse(new TextDecoder().decode(base64url.decode(part))) as Record<string, unknown>;

describe.each(backends)('access tokens on %s', (backend) => {
  let t: TestApp;
  let session: LoginData;
  const secret = new TextEncoder().encode(TEST_JWT_SECRET); // the test app's own secret
  const authenticate = (token: string) => post(t, AUTH_PATHS.customerAuthenticate, {}, { token });

  /** A token as we would sign it, with `change` applied to the claims and header. */
  async function forge(change: { claims?: Record<string, unknown>; alg?: string; key?: Uint8Array; iss?: string; aud?: string; exp?: number }) {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    return new SignJWT({ customer_id: session.customer_id, ...change.claims })
      .setProtectedHeader({ alg: change.alg ?? 'HS256' })
      .setIssuer(change.iss ?? TOKEN_ISSUER)
      .setAudience(change.aud ?? TOKEN_AUDIENCE)
      .setSubject(session.user.id)
      .setJti('forged')
      .setIssuedAt(now)
      .setExpirationTime(change.exp ?? now + 600)
      .sign(change.key ?? secret);
  }

  beforeAll(async () => {
    t = await createTestApp(backend, { seed: false });
    session = await logIn(t, await signUp(t));
  });
  afterAll(() => t.close());

  it('carries HS256, our issuer and audience, the user as subject, the customer id, a jti and 15 minutes of life', () => {
    const [header, payload] = session.access.split('.');
    expect(dec(header!)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = dec(payload!);
    expect(claims).toMatchObject({ iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, sub: session.user.id, customer_id: session.customer_id });
    expect(typeof claims.jti).toBe('string');
    expect((claims.exp as number) - (claims.iat as number)).toBe(15 * 60);
  });

  it('accepts a token signed as we sign them (the forging helper is right)', async () => {
    expect((await authenticate(await forge({}))).statusCode).toBe(200);
  });

  it('refuses a token whose payload was changed (signature kept)', async () => {
    const [header, payload, signature] = session.access.split('.');
    const claims = dec(payload!);
    for (const changed of [
      { ...claims, customer_id: 999 },
      { ...claims, exp: (claims.exp as number) + 3600 },
      { ...claims, sub: '00000000-0000-4000-8000-000000000000' },
    ]) {
      expectError(await authenticate(`${header}.${enc(changed)}.${signature}`), 401, 'UNAUTHORIZED');
    }
  });

  it('refuses a wrong signature, another key, alg none and another HMAC algorithm', async () => {
    const [header, payload, signature] = session.access.split('.');
    const flipped = signature!.slice(0, -2) + (signature!.endsWith('AA') ? 'BB' : 'AA');
    expectError(await authenticate(`${header}.${payload}.${flipped}`), 401, 'UNAUTHORIZED');
    expectError(await authenticate(`${header}.${payload}.`), 401, 'UNAUTHORIZED');
    expectError(await authenticate(await forge({ key: new TextEncoder().encode('another_secret_of_at_least_32_characters!') })), 401, 'UNAUTHORIZED');
    expectError(await authenticate(`${enc({ alg: 'none', typ: 'JWT' })}.${payload}.`), 401, 'UNAUTHORIZED');
    expectError(await authenticate(`${enc({ alg: 'none' })}.${payload}`), 401, 'UNAUTHORIZED');
    expectError(await authenticate(await forge({ alg: 'HS512' })), 401, 'UNAUTHORIZED');
  });

  it('refuses another issuer or audience', async () => {
    expectError(await authenticate(await forge({ iss: 'someone-else' })), 401, 'UNAUTHORIZED');
    expectError(await authenticate(await forge({ aud: 'another-app' })), 401, 'UNAUTHORIZED');
  });

  it('refuses an expired token and one without a proper subject or customer id', async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    expectError(await authenticate(await forge({ exp: now - 1 })), 401, 'UNAUTHORIZED');
    expectError(await authenticate(await forge({ claims: { customer_id: 'AGC1' } })), 401, 'UNAUTHORIZED');
    expectError(await authenticate(await forge({ claims: { customer_id: undefined } })), 401, 'UNAUTHORIZED');
    const noSubject = await new SignJWT({ customer_id: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setJti('x')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(secret);
    expectError(await authenticate(noSubject), 401, 'UNAUTHORIZED');
  });

  it('refuses a valid token of an account that no longer exists', async () => {
    const ghost = await new SignJWT({ customer_id: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject('00000000-0000-4000-8000-000000000000')
      .setJti('x')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(secret);
    expectError(await authenticate(ghost), 401, 'UNAUTHORIZED');
  });

  it('answers 401 to a signed token of a customer the database does not have, on a write too (it was a 500 on cart add)', async () => {
    const ghost = await forge({ claims: { customer_id: 987_654 } });
    expectError(await authenticate(ghost), 401, 'UNAUTHORIZED');
    const add = await t.api('POST', `${CART_PATHS.cart}?customer_id=987654`, {
      payload: { stock_id: 1, quantity: 1 },
      headers: { authorization: `Bearer ${ghost}` },
    });
    expectError(add, 401, 'UNAUTHORIZED');
    // A token signed for this user naming another user's customer is no one's either.
    const other = await logIn(t, await signUp(t));
    expectError(await authenticate(await forge({ claims: { customer_id: other.customer_id } })), 401, 'UNAUTHORIZED');
  });

  it('refuses garbage of every kind without a 5xx', async () => {
    for (const token of ['a', 'a.b.c', '...', 'x'.repeat(5000), `${'eyJ'.repeat(100)}.e30.`, 'ÿÿÿ']) {
      const res = await post(t, AUTH_PATHS.customerAuthenticate, {}, { headers: { authorization: `Bearer ${token}` } });
      expectError(res, 401, 'UNAUTHORIZED');
    }
  });
});
