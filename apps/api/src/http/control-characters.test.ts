import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@shop/contract';
import { freshIp, freshPerson } from '../test-support/accounts.js';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';
import { refuseControlCharacters } from './control-characters.js';
import { registerErrorHandling } from './error-handler.js';

// Control characters are refused in every text before a handler sees it: a NUL in a search was a 500 on both databases.
// Most fields refuse them with their own message (their tests say so); the app-wide rule catches what the schemas leave.

const refusal = (field: string) => ({
  status: false,
  code: 'VALIDATION_FAILED',
  message: `${field} contains characters that are not allowed.`,
  params: { fields: { [field]: ['CONTROL_CHARACTERS'] } },
  errors: { [field]: [`${field} contains characters that are not allowed.`] },
});

describe('the app-wide rule, on a route without a schema of its own', () => {
  const app = Fastify();
  const seen: unknown[] = [];
  beforeAll(async () => {
    registerErrorHandling(app);
    refuseControlCharacters(app);
    app.post('/echo/:id', (request) => {
      seen.push(request.body);
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(() => app.close());
  const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });

  it('refuses a control character in the query or the path, naming the parameter (and the place in a list)', async () => {
    expect((await post('/echo/1?q=a%00b', {})).json()).toEqual(refusal('q'));
    expect((await post('/echo/1?q=a%0Bb', {})).json()).toEqual(refusal('q'));
    expect((await post('/echo/1?tag=ok&tag=b%7F', {})).json()).toEqual(refusal('tag.1'));
    const inPath = await post('/echo/a%1Bb', {});
    expect(inPath.statusCode).toBe(400);
    expect(inPath.json()).toEqual(refusal('id'));
  });

  it('refuses them in a body’s texts and keys at any depth, but keeps tabs and line breaks, and never calls the handler', async () => {
    expect((await post('/echo/1', { note: 'a\u0000b' })).json()).toEqual(refusal('note'));
    expect((await post('/echo/1', { lines: [{ text: 'ok' }, { text: 'bell\u0007' }] })).json()).toEqual(refusal('lines.1.text'));
    expect((await post('/echo/1', { 'x\u0000y': 1 })).json()).toEqual(refusal('x\u0000y'));
    expect(seen).toEqual([]);
    const kept = await post('/echo/1?q=shea%0Abutter%09oil', { message: 'Hello,\r\nwhere is it?\tThanks.', count: 2, ok: true, none: null });
    expect(kept.statusCode).toBe(200);
    expect(seen).toEqual([{ message: 'Hello,\r\nwhere is it?\tThanks.', count: 2, ok: true, none: null }]);
  });
});

describe.each(backends)('control characters the schemas leave to the app-wide rule, on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { seed: false });
  });
  afterAll(() => t.close());

  it('refuses a password holding a NUL with a 400 naming the field, before any password is checked', async () => {
    const res = await t.call('POST', AUTH_PATHS.login, { payload: { email: freshPerson().email, password: 'Abcdef1\u0000' }, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('password'));
  });
});
