import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, ENDPOINTS } from '@shop/contract';
import { ADMIN_API_BASE, ADMIN_ENDPOINTS } from '@shop/contract/admin-endpoints';
import { newShopper, type Shopper } from '../test-support/cart.js';
import { newStaff } from '../test-support/staff.js';
import { backends, createTestApp, TEST_API_KEY, type TestApp } from '../test-support/test-app.js';

// Whatever a caller sends to any call of the contract (any path parameter, query, body, token), the answer is never a
// 5xx, and every refusal is the envelope (issue 15). Property-based: fast-check makes the requests, and on a failure
// shrinks it to the smallest request that still fails and prints it.

type Name = keyof typeof ENDPOINTS;
const NAMES = Object.keys(ENDPOINTS) as Name[];

/** Texts a hostile or clumsy caller sends: any characters (control ones, NUL, lone surrogates), numbers out of range. */
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 12 }),
  fc.integer().map(String),
  fc.constantFrom('', '0', '-1', '1e309', '99999999999999999999', 'null', '[]', '%00', 'a\u0000b', '\ud800', ' '.repeat(300)),
);
/** Keys the calls know, so that the values reach their rules, and any others. */
const key = fc.oneof(
  fc.constantFrom('customer_id', 'customer', 'page', 'page_size', 'search', 'ordering', 'category', 'brand', 'store', 'stock', 'quantity', 'items'),
  fc.constantFrom('email', 'password', 'otp', 'payment_method', 'status', 'period', 'stock_id', 'stock_ids', 'label', 'reason', 'rating'),
  fc.constantFrom('q', 'payment_status', 'from', 'to', 'low', 'delta', 'decision', 'note', 'role', 'active', 'read', 'body', 'name'),
  fc.string({ maxLength: 8 }),
);
/** A path segment as a raw client sends it: percent-encoded, and a lone surrogate as the invalid UTF-8 bytes it would be. */
const segment = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};
const body = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.dictionary(key, fc.oneof(text, fc.jsonValue({ maxDepth: 2 })), { maxKeys: 6 }));

describe.each(backends)('any request to any call, on %s', (backend) => {
  let t: TestApp;
  let shopper: Shopper;
  beforeAll(async () => {
    t = await createTestApp(backend);
    shopper = await newShopper(t);
  });
  afterAll(() => t.close());

  it('never answers a 5xx, and refuses in the envelope', async () => {
    const request = fc.record({
      name: fc.constantFrom(...NAMES),
      params: fc.array(text, { minLength: 3, maxLength: 3 }),
      query: fc.dictionary(key, fc.oneof(text, fc.array(text, { maxLength: 3 })), { maxKeys: 5 }),
      body: fc.option(body, { nil: undefined }),
      auth: fc.constantFrom('none', 'shopper', 'garbage'),
      ownId: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const endpoint = ENDPOINTS[r.name];
        let i = 0;
        const path = endpoint.path.replace(/:(\w+)/g, () => segment(r.params[i++] ?? ''));
        const query = new URLSearchParams();
        for (const [k, v] of Object.entries(r.ownId ? { ...r.query, customer_id: String(shopper.customerId) } : r.query))
          for (const one of Array.isArray(v) ? v : [v]) query.append(k, one);
        const headers: Record<string, string> = { 'x-api-key': TEST_API_KEY };
        if (r.auth === 'shopper') headers.authorization = `Bearer ${shopper.token}`;
        if (r.auth === 'garbage') headers.authorization = 'Bearer e30.e30.';
        if (r.body !== undefined) headers['content-type'] = 'application/json';
        const res = await t.app.inject({
          method: endpoint.method,
          url: `${API_BASE}${path}?${query}`,
          headers,
          ...(r.body === undefined ? {} : { payload: JSON.stringify(r.body) }),
        });
        expect(res.statusCode, `${endpoint.method} ${endpoint.path}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        if (res.statusCode >= 400) {
          const answer = res.json<{ status: unknown; code: unknown; message: unknown }>();
          expect(answer.status).toBe(false);
          expect(typeof answer.code).toBe('string');
          expect(typeof answer.message).toBe('string');
        }
      }),
      { numRuns: 2000 },
    );
  }, 240_000);

  it('the back office too: never a 5xx, refusals in the envelope, whoever calls', async () => {
    const [staff, admin] = await Promise.all([newStaff(t, 'staff'), newStaff(t, 'admin')]);
    const tokens: Record<string, string | undefined> = {
      none: undefined,
      staff: staff.token,
      admin: admin.token,
      shopper: shopper.token,
      garbage: 'staff_e30',
    };
    const request = fc.record({
      name: fc.constantFrom(...(Object.keys(ADMIN_ENDPOINTS) as (keyof typeof ADMIN_ENDPOINTS)[]).filter((n) => n !== 'signOut')),
      params: fc.array(text, { minLength: 2, maxLength: 2 }),
      query: fc.dictionary(key, fc.oneof(text, fc.array(text, { maxLength: 3 })), { maxKeys: 5 }),
      body: fc.option(body, { nil: undefined }),
      auth: fc.constantFrom(...Object.keys(tokens)),
    });
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const endpoint = ADMIN_ENDPOINTS[r.name];
        let i = 0;
        const path = endpoint.path.replace(/:(\w+)/g, () => segment(r.params[i++] ?? ''));
        const query = new URLSearchParams();
        for (const [k, v] of Object.entries(r.query)) for (const one of Array.isArray(v) ? v : [v]) query.append(k, one);
        const token = tokens[r.auth];
        const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
        if (r.body !== undefined) headers['content-type'] = 'application/json';
        const res = await t.app.inject({
          method: endpoint.method,
          url: `${ADMIN_API_BASE}${path}?${query}`,
          headers,
          ...(r.body === undefined ? {} : { payload: JSON.stringify(r.body) }),
        });
        expect(res.statusCode, `${endpoint.method} ${endpoint.path}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json<{ status: unknown; code: unknown }>()).toMatchObject({ status: false, code: expect.any(String) });
      }),
      { numRuns: 800 },
    );
  }, 240_000);
});
