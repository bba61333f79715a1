import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listening } from '../test-support/http-client.js';
import { createTestApp, TEST_API_KEY, type TestApp } from '../test-support/test-app.js';

// What the HTTP parser refuses before any route runs is still answered in the envelope, and a request that never
// finishes arriving is cut off in time (issue 15: slow bodies held connections for minutes; two answers were not the envelope).

/** Writes `parts` to the server (waiting `gapMs` between them) and reads until it closes: status line, body, how long. */
function rawExchange(origin: string, parts: string[], gapMs = 0): Promise<{ status: number; body: string; tookMs: number }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(Number(port), hostname);
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('error', () => {});
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      if (!status) reject(new Error(`no answer: ${JSON.stringify(received.slice(0, 200))}`));
      else resolve({ status, body, tookMs: performance.now() - started });
    });
    const send = async () => {
      for (const part of parts) {
        if (socket.destroyed) return;
        socket.write(part);
        if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
      }
    };
    socket.on('connect', () => void send());
  });
}

describe('answers of the HTTP server itself', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', { seed: false, requestTimeoutMs: 600 });
    origin = await listening(t.app);
  });
  afterAll(() => t.close());

  it('cuts off a body that trickles in, with 408 REQUEST_TIMEOUT in the envelope, soon after the limit', async () => {
    const head = `POST /customer/api/v1/contact/ HTTP/1.1\r\nHost: shop\r\nX-API-Key: ${TEST_API_KEY}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n`;
    const res = await rawExchange(origin, [head, ...Array.from({ length: 50 }, () => ' ')], 100);
    expect(res.status).toBe(408);
    expect(JSON.parse(res.body)).toEqual({ status: false, code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive. Please try again.' });
    expect(res.tookMs).toBeLessThan(600 + 1000);
  });

  it('answers headers over the limit with 431 HEADERS_TOO_LARGE in the envelope', async () => {
    const res = await rawExchange(origin, [`GET /healthz HTTP/1.1\r\nHost: shop\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`]);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ status: false, code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' });
  });

  it('answers bytes that are not HTTP with 400 MALFORMED_REQUEST in the envelope', async () => {
    const res = await rawExchange(origin, ['HELLO THERE\r\n\r\n']);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ status: false, code: 'MALFORMED_REQUEST' });
  });

  it('answers a 1 MB chunked body (over the 64 KB limit) with 413 PAYLOAD_TOO_LARGE in the envelope', async () => {
    const chunk = 'x'.repeat(64 * 1024);
    const parts = [
      `POST /customer/api/v1/contact/ HTTP/1.1\r\nHost: shop\r\nX-API-Key: ${TEST_API_KEY}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`,
      ...Array.from({ length: 16 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`),
      '0\r\n\r\n',
    ];
    const res = await rawExchange(origin, parts);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body.replace(/^[0-9a-f]+\r\n/, '').replace(/\r\n0\r\n$/, ''))).toMatchObject({ status: false, code: 'PAYLOAD_TOO_LARGE' });
  });
});
