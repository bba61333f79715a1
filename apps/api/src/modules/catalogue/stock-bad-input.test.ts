import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, ERRORS, type ErrorCode } from '@shop/contract';
import { products } from '../../db/seed/catalogue.js';
import { backends, createTestApp, TEST_API_KEY, type TestApp } from '../../test-support/test-app.js';

const TOTAL = products.reduce((n, p) => n + p.stocks.length, 0);

/**
 * The error envelope a caller can rely on: a 4xx (never 5xx) whose status matches the code's, status false,
 * a non-empty message, a known code, and nothing else but an optional `errors` map of field messages.
 */
function expectErrorEnvelope(res: LightMyRequestResponse, statuses: number[], codes?: ErrorCode[]) {
  expect(statuses, `got ${res.statusCode}: ${res.body.slice(0, 300)}`).toContain(res.statusCode);
  expect(res.headers['content-type']).toContain('application/json');
  const body = res.json();
  expect(
    Object.keys(body)
      .filter((k) => k !== 'errors' && k !== 'params')
      .sort(),
  ).toEqual(['code', 'message', 'status']);
  expect(body.status).toBe(false);
  expect(typeof body.message).toBe('string');
  expect(body.message.trim()).not.toBe('');
  expect(Object.keys(ERRORS)).toContain(body.code);
  expect(ERRORS[body.code as ErrorCode].status).toBe(res.statusCode);
  if (codes) expect(codes).toContain(body.code);
  if (body.errors !== undefined) {
    for (const messages of Object.values(body.errors)) expect((messages as string[]).length).toBeGreaterThan(0);
  }
  return body;
}

describe.each(backends)('bad input to the catalogue on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const twentyOneStores = Array.from({ length: 21 }, (_, i) => `store-${i + 1}`);

  it.each([
    ['page=abc', 'page'],
    ['page=-1', 'page'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    ['page=99999999999', 'page'],
    ['page=', 'page'],
    ['page=1&page=2', 'page'],
    ['page_size=0', 'page_size'],
    ['page_size=1000000', 'page_size'],
    ['page_size=abc', 'page_size'],
    ['page_size=101', 'page_size'],
    ['page_size=8&page_size=16', 'page_size'],
    ['in_stock=maybe', 'in_stock'],
    ['in_stock=TRUE%20', 'in_stock'],
    ['free_delivery=yes', 'free_delivery'],
    ['featured=yes', 'featured'],
    ['featured=true&featured=false', 'featured'],
    ['ordering=price;drop%20table%20stock_items', 'ordering'],
    ['ordering=price&ordering=name', 'ordering'],
    ['category=%3Cscript%3E', 'category'],
    ['category=shea%20skin', 'category'],
    ['category=Shea-Skin-Care', 'category'],
    ["category=shea'--", 'category'],
    ['category=%00', 'category'],
    ['category=sh%C3%A9a', 'category'],
    ['category=a&category=b', 'category'],
    ['brand=..%2F..%2Fetc', 'brand'],
    ['brand=-1', 'brand'],
    [`store=${twentyOneStores.join(',')}`, 'store'],
    [twentyOneStores.map((s) => `store=${s}`).join('&'), 'store'],
    ['store=ok,%3Cbad%3E', 'store'],
    [`search=${'a'.repeat(101)}`, 'search'],
    ['search=a&search=b', 'search'],
    ['search=sh%00ea', 'search'],
    ['search=%00', 'search'],
  ])('GET /stock/?%s answers 400 VALIDATION_FAILED naming %s', async (query, field) => {
    const body = expectErrorEnvelope(await t.api('GET', `/stock/?${query}`), [400], ['VALIDATION_FAILED']);
    const fields = Object.keys(body.errors ?? {});
    expect(
      fields.some((f) => f === field || f.startsWith(`${field}.`)),
      fields.join(),
    ).toBe(true);
    expect(body.message).toContain(field);
  });

  it.each(['category=2147483648', 'brand=99999999999', 'store=2147483648', 'store=makola-accra,99999999999'])(
    'GET /stock/?%s (an id beyond the integer range) answers 200 or a 4xx envelope, never 5xx',
    async (query) => {
      const res = await t.api('GET', `/stock/?${query}`);
      if (res.statusCode === 200) expect(res.json()).toMatchObject({ status: true, count: 0 });
      else expectErrorEnvelope(res, [400, 404]);
    },
  );

  it('answers 401 API_KEY_REQUIRED without the key, with a wrong key and with an empty key', async () => {
    const url = `${API_BASE}/stock/`;
    expectErrorEnvelope(await t.app.inject({ method: 'GET', url }), [401], ['API_KEY_REQUIRED']);
    for (const key of ['wrong', `${TEST_API_KEY}x`, TEST_API_KEY.slice(0, -1), '']) {
      expectErrorEnvelope(await t.app.inject({ method: 'GET', url, headers: { 'x-api-key': key } }), [401], ['API_KEY_REQUIRED']);
    }
    expectErrorEnvelope(await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${TEST_API_KEY}` } }), [401], ['API_KEY_REQUIRED']);
  });

  it.each([
    ['an unknown route under the API', 'GET', '/no-such-thing/', [404], ['ROUTE_NOT_FOUND']],
    ['an unknown nested route', 'GET', '/stock/1/nothing/', [404], ['ROUTE_NOT_FOUND']],
    ['malformed percent-encoding in the path', 'GET', '/stock/%E0%A4%A/', [400], ['MALFORMED_URL', 'VALIDATION_FAILED']],
    ['a lone % in the path', 'GET', '/brand/%/', [400], ['MALFORMED_URL', 'VALIDATION_FAILED']],
    ['a stock id that is not a number', 'GET', '/stock/abc/', [400], ['VALIDATION_FAILED']],
    ['a stock id of 0', 'GET', '/stock/0/', [400], ['VALIDATION_FAILED']],
    ['a negative stock id', 'GET', '/stock/-5/', [400], ['VALIDATION_FAILED']],
    ['a stock id beyond the integer range', 'GET', '/stock/2147483648/', [400], ['VALIDATION_FAILED']],
    ['a stock id with 11 digits', 'GET', '/stock/99999999999/', [400], ['VALIDATION_FAILED']],
    ['the variants of a stock id that is not a number', 'GET', '/stock/abc/variants/', [400], ['VALIDATION_FAILED']],
    ['a stock id that does not exist', 'GET', '/stock/999999/', [404], ['PRODUCT_NOT_FOUND']],
    ['the variants of a stock id that does not exist', 'GET', '/stock/999999/variants/', [404], ['PRODUCT_NOT_FOUND']],
    ['suggestions without a search', 'GET', '/stock/suggestions/', [400], ['VALIDATION_FAILED']],
    ['suggestions for a NUL byte', 'GET', '/stock/suggestions/?search=%00%00', [400], ['VALIDATION_FAILED']],
    ['POST to the suggestions', 'POST', '/stock/suggestions/', [404, 405], ['ROUTE_NOT_FOUND', 'METHOD_NOT_ALLOWED']],
    ['POST to the stock list', 'POST', '/stock/', [404, 405], ['ROUTE_NOT_FOUND', 'METHOD_NOT_ALLOWED']],
    ['DELETE of a stock item', 'DELETE', '/stock/1/', [404, 405], ['ROUTE_NOT_FOUND', 'METHOD_NOT_ALLOWED']],
    ['PUT to a brand', 'PUT', '/brand/1/', [404, 405], ['ROUTE_NOT_FOUND', 'METHOD_NOT_ALLOWED']],
  ] as const)('%s (%s %s) answers %j in the envelope', async (_label, method, path, statuses, codes) => {
    expectErrorEnvelope(await t.api(method, path), [...statuses], [...codes]);
  });

  it.each([
    ['not JSON', '{"stock": 1,'],
    ['plain words', 'hello'],
    ['an empty object cut short', '{'],
  ])('a POST whose JSON body is %s answers a 4xx envelope', async (_label, payload) => {
    const options: Omit<InjectOptions, 'method' | 'url'> = { payload, headers: { 'content-type': 'application/json' } };
    for (const path of ['/stock/', '/brand/']) {
      expectErrorEnvelope(await t.api('POST', path, options), [400, 404, 405, 415]);
    }
  });

  it('a body over the size limit answers a 4xx envelope', async () => {
    const payload = JSON.stringify({ filler: 'x'.repeat(100 * 1024) });
    expectErrorEnvelope(await t.api('POST', '/stock/', { payload, headers: { 'content-type': 'application/json' } }), [404, 405, 413]);
  });

  it('leaves the catalogue as it was after all the bad input', async () => {
    const res = await t.api('GET', '/stock/?page_size=1');
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(TOTAL);
  });
});
