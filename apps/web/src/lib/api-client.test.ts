import { afterEach, describe, expect, it } from 'vitest';
import { apiRequest, ApiError, toQueryString } from './api-client';
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

  it("shows the server's message, or the spec's fallback for the status", async () => {
    serveApi(() => ({ status: 404, body: { status: false, message: 'Brand not found.', code: 'NOT_FOUND' } }));
    await expect(apiRequest('/brand/x/')).rejects.toMatchObject({ message: 'Brand not found.', status: 404, code: 'NOT_FOUND' });
    serveApi(() => ({ status: 429, body: { status: false } }));
    await expect(apiRequest('/stock/')).rejects.toMatchObject({ message: 'Too many requests. Please try again later.' });
    serveApi(() => ({ status: 400, body: { status: false, message: ['First problem', 'Second'] } }));
    await expect(apiRequest('/stock/')).rejects.toMatchObject({ message: 'First problem' });
  });

  it('reports a network failure and a non-JSON answer with the spec texts', async () => {
    document.head.innerHTML = '<meta name="shop-api-key" content="k" />';
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(apiRequest('/stock/')).rejects.toEqual(new ApiError('Network error. Please check your connection.'));
    globalThis.fetch = (async () => new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } })) as typeof fetch;
    await expect(apiRequest('/stock/')).rejects.toMatchObject({ message: 'Invalid response type, expected JSON' });
    globalThis.fetch = (async () => new Response('oops', { status: 502, statusText: 'Bad Gateway' })) as typeof fetch;
    await expect(apiRequest('/stock/')).rejects.toMatchObject({ message: 'Server error. Please try again later.', status: 502 });
    globalThis.fetch = (async () => new Response('?', { status: 418, statusText: "I'm a teapot" })) as typeof fetch;
    await expect(apiRequest('/stock/')).rejects.toMatchObject({ message: "Error 418: I'm a teapot" });
  });

  it('writes repeated parameters and skips empty ones', () => {
    expect(toQueryString({ page: 2, store: ['a', 'b'], search: '', brand: undefined, in_stock: true })).toBe('?page=2&store=a&store=b&in_stock=true');
  });
});
