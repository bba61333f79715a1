import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, ENDPOINTS, FIELD_MESSAGES, type Access } from '@shop/contract';
import { createAccessTokens } from '../lib/tokens.js';
import { cartCall, newShopper } from '../test-support/cart.js';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';
import { createCustomerAuth } from './customer-auth.js';
import { registerErrorHandling } from './error-handler.js';
import { apiScope } from './router.js';

// Every call is registered from the contract's one description (ENDPOINTS + ENDPOINT_SCHEMAS) in a scope of its access.

describe('the router', () => {
  const deps = {
    publicApiKey: 'pk_router_test_key_0001',
    auth: createCustomerAuth(createAccessTokens({ secret: 'x'.repeat(32), clock: () => new Date() }), async () => true),
  };

  it('refuses at start a call registered in a scope of another access', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await expect(apiScope(app, 'key', deps, (router) => router.route('cartAdd', { tags: [], summary: 'x' }, async () => ({}) as never))).rejects.toThrow(
      "cartAdd is a 'key+bearer' call, registered in a 'key' scope",
    );
  });

  it('registers a call at its path and method, validating with its schemas', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    await apiScope(app, 'key', deps, (router) =>
      router.route('brand', { tags: [], summary: 'x' }, async (request) => ({
        status: true as const,
        message: 'ok',
        data: { id: 1, name: `named ${request.params.id}`, slug: 's', description: '', featured: false },
      })),
    );
    const headers = { 'x-api-key': deps.publicApiKey };
    const ok = await app.inject({ method: 'GET', url: `${API_BASE}/brand/kente/`, headers });
    expect(ok.json()).toMatchObject({ data: { name: 'named kente' } });
    expect((await app.inject({ method: 'GET', url: `${API_BASE}/brand/kente/` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `${API_BASE}/brand/Not_A_Slug/`, headers })).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe.each(backends)('the registered app on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { seed: false });
  });
  afterAll(() => t.close());

  it('answers every call of ENDPOINTS at its method and path, and documents who may call it', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const expected: Record<Access, number> = { public: 0, key: 1, bearer: 1, 'key+bearer': 1, 'key+optional-bearer': 2 };
    for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
      const path = `${API_BASE}${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = doc.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, name).toBeDefined();
      expect(operation!.security, name).toHaveLength(expected[endpoint.access]);
    }
  });

  it('answers a refused field with its message code in params.fields and its English text in errors', async () => {
    const res = await t.call('POST', '/login/', { payload: { email: 'not-an-email', password: '12' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: false,
      code: 'VALIDATION_FAILED',
      message: FIELD_MESSAGES.EMAIL_INVALID,
      params: { fields: { email: ['EMAIL_INVALID'], password: ['PASSWORD_MIN'] } },
      errors: { email: [FIELD_MESSAGES.EMAIL_INVALID], password: [FIELD_MESSAGES.PASSWORD_MIN] },
    });
  });

  it('words a message about a named field with that field, and a body that is not an object generically', async () => {
    const shopper = await newShopper(t);
    const res = await cartCall(t, 'POST', '/cart/', { token: shopper.token, payload: { stock: 'seven', quantity: 1, customer: shopper.customerId } });
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'stock must be a number.', params: { fields: { stock: ['ID_NOT_NUMBER'] } } });
    const whole = await t.call('POST', '/login/', { payload: '"just a string"', headers: { 'content-type': 'application/json' } });
    expect(whole.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid data provided. Please check your information.' });
  });

  it('answers a catalogue query rule in its own words, under the generic field code', async () => {
    const res = await t.api('GET', '/stock/?page=abc');
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'page must be a whole number.', params: { fields: { page: ['INVALID'] } } });
  });
});
