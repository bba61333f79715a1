import { i18n } from '@/lib/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { apiRequest, callApi, fillPath, registerBearer, toQueryString } from './api-client';
import { serveApi } from '@/test/render';

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

describe('api-client', () => {
  it('sends the public key from the page and answers the body', async () => {
    let key: string | null = null;
    serveApi((_url, init) => {
      key = new Headers(init?.headers).get('x-api-key');
      return { body: { status: true, message: 'ok', data: [1] } };
    });
    await expect(apiRequest('/brand/')).resolves.toEqual({ status: true, message: 'ok', data: [1] });
    expect(key).toBe('pk_test_component_key');
  });

  it("asks for the shopper's language (Accept-Language), following a change of language", async () => {
    const languages: (string | null)[] = [];
    serveApi((_url, init) => {
      languages.push(new Headers(init?.headers).get('accept-language'));
      return { body: { status: true, message: 'ok', data: [] } };
    });
    await callApi('categories');
    await i18n.changeLanguage('es');
    try {
      await callApi('stockItem', { params: { id: '1' } });
      await i18n.changeLanguage('zh');
      await callApi('cartQuote', { body: { items: [] } });
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(languages).toEqual(['en', 'es', 'zh']);
  });

  it("carries the server's code, params and message, or the spec's fallback for the status with its code", async () => {
    serveApi(() => ({ status: 404, body: { status: false, message: 'Brand not found.', code: 'BRAND_NOT_FOUND' } }));
    await expect(apiRequest('/brand/x/')).rejects.toMatchObject({ message: 'Brand not found.', status: 404, code: 'BRAND_NOT_FOUND' });
    serveApi(() => ({
      status: 429,
      body: { status: false, code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.', params: { retry_after: 30 } },
    }));
    await expect(apiRequest('/stock/')).rejects.toMatchObject({ code: 'RATE_LIMITED', params: { retry_after: 30 } });
    serveApi(() => ({ status: 429, body: { status: false } }));
    await expect(apiRequest('/stock/')).rejects.toMatchObject({ message: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' });
    serveApi(() => ({ status: 400, body: { status: false, message: ['First problem', 'Second'] } }));
    await expect(apiRequest('/stock/')).rejects.toMatchObject({ message: 'First problem' });
  });

  it('reports a network failure and a non-JSON answer with client codes and the spec texts', async () => {
    document.head.innerHTML = '<meta name="shop-api-key" content="k" />';
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(apiRequest('/stock/')).rejects.toMatchObject({
      message: 'Network error. Please check your connection.',
      code: 'NETWORK_ERROR',
      status: undefined,
    });
    globalThis.fetch = (async () => new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } })) as typeof fetch;
    await expect(apiRequest('/stock/')).rejects.toMatchObject({ message: 'Invalid response type, expected JSON', code: 'NON_JSON_ANSWER' });
    globalThis.fetch = (async () => new Response('oops', { status: 502, statusText: 'Bad Gateway' })) as typeof fetch;
    await expect(apiRequest('/stock/')).rejects.toMatchObject({ message: 'Server error. Please try again later.', status: 502, code: 'INTERNAL' });
    globalThis.fetch = (async () => new Response('?', { status: 418, statusText: "I'm a teapot" })) as typeof fetch;
    await expect(apiRequest('/stock/')).rejects.toMatchObject({
      message: "Error 418: I'm a teapot",
      code: 'HTTP_ERROR',
      params: { status: 418, statusText: "I'm a teapot" },
    });
  });

  it('calls by name: method and path from ENDPOINTS, path parameters encoded, the query written', async () => {
    const calls: { method: string | undefined; url: string; auth: string | null }[] = [];
    serveApi((url, init) => {
      calls.push({ method: init?.method, url: `${url.pathname}${url.search}`, auth: new Headers(init?.headers).get('authorization') });
      return { body: { status: true, message: 'ok', data: [] } };
    });
    await callApi('brand', { params: { id: 'kente & co' } });
    await callApi('stockList', { query: { page: 2, store: ['a', 'b'] } });
    expect(calls).toEqual([
      { method: 'GET', url: '/customer/api/v1/brand/kente%20%26%20co/', auth: null },
      { method: 'GET', url: '/customer/api/v1/stock/?page=2&store=a&store=b', auth: null },
    ]);
    expect(() => fillPath('/stock/:id/variants/', {})).toThrow('Missing path parameter "id"');
  });

  it('sends the bearer token where the call takes one (required or optional), and retries once after a refresh', async () => {
    let token = 'old';
    registerBearer({ token: async () => token, refresh: async () => (token = 'new') });
    const seen: { path: string; auth: string | null }[] = [];
    serveApi((url, init) => {
      const auth = new Headers(init?.headers).get('authorization');
      seen.push({ path: url.pathname.replace('/customer/api/v1', ''), auth });
      if (auth === 'Bearer old' || auth === 'Bearer stale')
        return { status: 401, body: { status: false, code: 'SESSION_EXPIRED', message: 'Your session has expired. Please log in again.' } };
      return { body: { status: true, message: 'ok', data: { id: 'x' } } };
    });
    await callApi('contact', { body: { name: 'Ama', email: 'ama@example.com', subject: 'Hi', message: 'Hello there, shop!', language: 'en' } });
    await callApi('brands');
    await callApi('logout', { body: { refresh: 'r' }, bearer: 'given' });
    await callApi('logout', { body: { refresh: 'r' }, bearer: null });
    // A token that cannot be renewed (the session ended) is dropped where it is optional: the message goes as a guest's.
    registerBearer({ token: async () => 'stale', refresh: async () => undefined });
    await callApi('contact', { body: { name: 'Ama', email: 'ama@example.com', subject: 'Hi', message: 'Hello there, shop!', language: 'en' } });
    expect(seen.slice(-2)).toEqual([
      { path: '/contact/', auth: 'Bearer stale' },
      { path: '/contact/', auth: null },
    ]);
    expect(seen.slice(0, -2)).toEqual([
      { path: '/contact/', auth: 'Bearer old' },
      { path: '/contact/', auth: 'Bearer new' },
      { path: '/brand/', auth: null },
      { path: '/logout/', auth: 'Bearer given' },
      { path: '/logout/', auth: null },
    ]);
  });

  it('writes repeated parameters and skips empty ones', () => {
    expect(toQueryString({ page: 2, store: ['a', 'b'], search: '', brand: undefined, in_stock: true })).toBe('?page=2&store=a&store=b&in_stock=true');
  });
});
