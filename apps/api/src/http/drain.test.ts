import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listening } from '../test-support/http-client.js';
import { createTestApp, TEST_API_KEY } from '../test-support/test-app.js';

// Closing the app (what SIGTERM does in server.ts) finishes the requests under way, tells their clients not to send
// more on the connection, and does not wait out the keep-alive timeout (72 s) of their connections.

const BODY = JSON.stringify({ items: [] });
const HEAD = `POST /customer/api/v1/cart/quote/ HTTP/1.1\r\nHost: shop\r\nX-API-Key: ${TEST_API_KEY}\r\nContent-Type: application/json\r\nContent-Length: ${BODY.length}\r\n\r\n`;

/** A client connection that collects everything the server sends and knows when the server closed it. */
function client(origin: string) {
  const { hostname, port } = new URL(origin);
  const socket: Socket = connect(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('utf8')));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const connected = new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  /** The answers received so far: status and headers of each. */
  const answers = () =>
    received
      .split(/(?=HTTP\/1\.1 )/)
      .filter(Boolean)
      .map((answer) => ({ status: Number(answer.slice(9, 12)), head: answer.slice(0, answer.indexOf('\r\n\r\n')).toLowerCase() }));
  return { socket, connected, closed, answers };
}

const until = async (what: () => boolean) => {
  while (!what()) await new Promise((resolve) => setTimeout(resolve, 5));
};

/** A listening app and a client connection that has had one answer: kept alive, as a browser or a balancer holds one. */
async function appWithKeptConnection() {
  const t = await createTestApp('pglite', { seed: false });
  const c = client(await listening(t.app));
  await c.connected;
  c.socket.write(HEAD + BODY);
  await until(() => c.answers().length === 1);
  return { t, c };
}

describe('closing the server while requests are under way', () => {
  it('answers a request whose body was still arriving, with Connection: close, and closes as soon as it is answered', async () => {
    const { t, c } = await appWithKeptConnection();
    expect(c.answers()[0]!.head).toContain('connection: keep-alive');

    // The second request has arrived in part when the server is told to stop.
    c.socket.write(HEAD + BODY.slice(0, 5));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    const closing = t.app.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    c.socket.write(BODY.slice(5));
    await closing;
    const tookMs = performance.now() - started;

    await c.closed;
    const [, second] = c.answers();
    expect(second?.status).toBe(200);
    expect(second?.head).toContain('connection: close');
    // Closed once the answer went: far sooner than the keep-alive timeout the connection would otherwise have held.
    expect(tookMs).toBeLessThan(5_000);
    await t.close();
  });

  it('does not wait for a connection idle between requests', async () => {
    const { t, c } = await appWithKeptConnection();
    const started = performance.now();
    await t.app.close();
    expect(performance.now() - started).toBeLessThan(5_000);
    await c.closed;
    await t.close();
  });
});
