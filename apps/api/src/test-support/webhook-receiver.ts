import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// A loopback HTTP server on port 0 that stands for the shop's webhook route: it keeps every delivery's exact bytes and
// headers, and answers 200, or the statuses a test queued first (say, a 500 to see the sender retry).

export interface Delivery {
  headers: IncomingHttpHeaders;
  body: Buffer;
  json: { event: string; data: { reference: string } & Record<string, unknown> };
}

export interface WebhookReceiver {
  url: string;
  deliveries: Delivery[];
  /** The next `count` deliveries are answered `status` (each still recorded). */
  answerNext(status: number, count?: number): void;
  /** The deliveries for `reference`, once there are `count` of them (they arrive after the call that caused them). */
  waitFor(reference: string, count?: number, timeoutMs?: number): Promise<Delivery[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const deliveries: Delivery[] = [];
  const queued: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      deliveries.push({ headers: request.headers, body, json: JSON.parse(body.toString('utf8')) as Delivery['json'] });
      response.statusCode = queued.shift() ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const of = (reference: string) => deliveries.filter((d) => d.json.data.reference === reference);
  return {
    url: `http://127.0.0.1:${port}/customer/api/v1/payment/webhook/sandbox/`,
    deliveries,
    answerNext(status, count = 1) {
      for (let i = 0; i < count; i++) queued.push(status);
    },
    async waitFor(reference, count = 1, timeoutMs = 5_000) {
      for (let waited = 0; waited < timeoutMs; waited += 10) {
        if (of(reference).length >= count) return of(reference);
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error(`${of(reference).length} of ${count} webhooks for ${reference} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
