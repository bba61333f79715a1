import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { serveApi } from '@/test/render';
import './session-store';
import { fakeJwt, storeSession } from '@/test/session';

// The api-client's bearer calls with the session's tokens: the access token rides along, a 401 renews it once
// through /token/refresh/ (the refresh token rotates) and the call is retried; a refused refresh ends the session.

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

const ok = (data: unknown = {}) => ({ body: { status: true, message: 'OK', data } });
const unauthorized = { status: 401, body: { status: false, message: 'Authentication failed. Please check your credentials.', code: 'UNAUTHORIZED' } };

/** Serves /me/ (accepting only `valid`) and /token/refresh/ (answering `renew`); records what was sent. */
function serve(valid: string, renew: () => { status?: number; body: unknown }) {
  const sent: { path: string; auth: string | null; body?: unknown }[] = [];
  serveApi((url, init) => {
    const path = url.pathname.replace('/customer/api/v1', '');
    const auth = new Headers(init?.headers).get('authorization');
    sent.push({ path, auth, ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) });
    if (path === '/token/refresh/') return renew();
    return auth === `Bearer ${valid}` ? ok({ me: 'Ama' }) : unauthorized;
  });
  return sent;
}

describe('bearer calls', () => {
  it('send the access token', async () => {
    const access = fakeJwt();
    storeSession({}, { access, refresh: 'r1' });
    const sent = serve(access, () => unauthorized);
    await expect(apiRequest('/me/', { auth: true })).resolves.toMatchObject({ data: { me: 'Ama' } });
    expect(sent.map((s) => [s.path, s.auth])).toEqual([['/me/', `Bearer ${access}`]]);
  });

  it('renew a refused access token once, store the new pair and retry', async () => {
    const stale = fakeJwt(900, 'stale');
    const fresh = fakeJwt(900, 'fresh');
    storeSession({}, { access: stale, refresh: 'r1' });
    const sent = serve(fresh, () => ok({ access: fresh, refresh: 'r2' }));

    await expect(apiRequest('/me/', { auth: true })).resolves.toMatchObject({ data: { me: 'Ama' } });
    expect(sent).toEqual([
      { path: '/me/', auth: `Bearer ${stale}` },
      { path: '/token/refresh/', auth: null, body: { refresh: 'r1' } },
      { path: '/me/', auth: `Bearer ${fresh}` },
    ]);
    expect(Cookies.get('access_token')).toBe(fresh);
    expect(Cookies.get('refresh_token')).toBe('r2');
    expect(Cookies.get('user_session')).toBeDefined();
  });

  it('retry only once: a second 401 is the answer', async () => {
    const fresh = fakeJwt(900, 'fresh');
    storeSession({}, { access: fakeJwt(900, 'stale'), refresh: 'r1' });
    const sent = serve('nothing is accepted', () => ok({ access: fresh, refresh: 'r2' }));
    await expect(apiRequest('/me/', { auth: true })).rejects.toMatchObject({ status: 401, message: 'Authentication failed. Please check your credentials.' });
    expect(sent.map((s) => s.path)).toEqual(['/me/', '/token/refresh/', '/me/']);
  });

  it('end the session when the refresh is refused, and answer the 401', async () => {
    storeSession({}, { access: fakeJwt(), refresh: 'revoked' });
    const sent = serve('nothing is accepted', () => unauthorized);
    await expect(apiRequest('/me/', { auth: true })).rejects.toMatchObject({ status: 401 });
    expect(sent.map((s) => s.path)).toEqual(['/me/', '/token/refresh/']);
    for (const name of ['access_token', 'refresh_token', 'customer_id', 'user_session']) expect(Cookies.get(name)).toBeUndefined();
  });

  it('keep the session when the refresh cannot reach the server', async () => {
    storeSession({}, { access: fakeJwt(), refresh: 'r1' });
    document.head.innerHTML = '<meta name="shop-api-key" content="k" />';
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      if (String(input).endsWith('/token/refresh/')) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(unauthorized.body), { status: 401, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    await expect(apiRequest('/me/', { auth: true })).rejects.toMatchObject({ status: 401 });
    expect(Cookies.get('refresh_token')).toBe('r1');
    expect(Cookies.get('user_session')).toBeDefined();
  });

  it('renew ahead of time when the access token expires within a minute', async () => {
    const fresh = fakeJwt(900, 'fresh');
    storeSession({}, { access: fakeJwt(30, 'ending'), refresh: 'r1' });
    const sent = serve(fresh, () => ok({ access: fresh, refresh: 'r2' }));
    await expect(apiRequest('/me/', { auth: true })).resolves.toMatchObject({ data: { me: 'Ama' } });
    expect(sent.map((s) => [s.path, s.auth])).toEqual([
      ['/token/refresh/', null],
      ['/me/', `Bearer ${fresh}`],
    ]);
  });

  it('share one refresh between calls refused at the same time', async () => {
    const fresh = fakeJwt(900, 'fresh');
    storeSession({}, { access: fakeJwt(900, 'stale'), refresh: 'r1' });
    const sent = serve(fresh, () => ok({ access: fresh, refresh: 'r2' }));
    await Promise.all([apiRequest('/me/', { auth: true }), apiRequest('/me/', { auth: true }), apiRequest('/me/', { auth: true })]);
    expect(sent.filter((s) => s.path === '/token/refresh/')).toHaveLength(1);
  });

  it('without a session, answer the 401 without calling the server twice', async () => {
    const sent = serve('x', () => ok({ access: 'x', refresh: 'y' }));
    await expect(apiRequest('/me/', { auth: true })).rejects.toMatchObject({ status: 401 });
    expect(sent.map((s) => [s.path, s.auth])).toEqual([['/me/', null]]);
  });
});
