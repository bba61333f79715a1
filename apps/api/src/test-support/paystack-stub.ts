import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A loopback stand-in for Paystack's API (https://api.paystack.co), for the adapter's tests: the real service is not
// reachable from here. It answers as Paystack is documented to (research/payments.md §2.1): the Bearer secret on every
// call (401 'Invalid key' otherwise), amounts in minor units, { status, message, data } envelopes. Where Paystack's
// exact wording is unverified (duplicate reference, not found), the stub uses the wording third-party code quotes.

export interface StubTransaction {
  id: number;
  status: string;
  amount: number;
  currency: string;
  domain: 'test' | 'live';
  channel: string | null;
  gateway_response: string | null;
  paid_at: string | null;
}

export interface RecordedRequest {
  method: string;
  /** As received, e.g. '/transaction/verify/AGH123456-1' (still URL-encoded). */
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The parsed JSON body, or the raw text when it was not JSON, or undefined when empty. */
  body: unknown;
}

/** How the stub misbehaves until reset(): answer late, or answer exactly this instead of the real thing. */
export type StubMisbehaviour = { kind: 'slow'; delayMs: number } | { kind: 'answer'; status: number; body: string; headers?: Record<string, string> };

export interface PaystackStub {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Sets (or changes) what verify answers for `reference`; fields not given keep their value or a default. */
  setTransaction(reference: string, fields: Partial<Omit<StubTransaction, 'id'>>): StubTransaction;
  transaction(reference: string): StubTransaction | undefined;
  /** The status the next refunds answer ('pending' unless set). */
  refundStatus: string;
  misbehave(how: StubMisbehaviour): void;
  /** Forgets requests, transactions and misbehaviour. */
  reset(): void;
  close(): Promise<void>;
}

export async function startPaystackStub(secretKey: string): Promise<PaystackStub> {
  const transactions = new Map<string, StubTransaction>();
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let misbehaviour: StubMisbehaviour | null = null;
  let nextId = 4_099_260_000;
  let nextRefundId = 3_018_000;
  const domain = secretKey.startsWith('sk_live_') ? 'live' : 'test';

  const setTransaction = (reference: string, fields: Partial<Omit<StubTransaction, 'id'>>) => {
    const current = transactions.get(reference) ?? {
      id: nextId++,
      // A transaction initialised but not completed reads 'abandoned' [unverified].
      status: 'abandoned',
      amount: 0,
      currency: 'GHS',
      domain,
      channel: null,
      gateway_response: 'The transaction was not completed',
      paid_at: null,
    };
    const next = { ...current, ...fields };
    transactions.set(reference, next);
    return next;
  };

  function route(method: string, path: string, body: unknown): [number, object] {
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    if (method === 'POST' && path === '/transaction/initialize') {
      const { email, amount, reference, currency } = fields;
      if (typeof email !== 'string' || !email.includes('@')) return [400, { status: false, message: 'Invalid Email Address Passed' }];
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return [400, { status: false, message: 'Invalid Amount Sent' }];
      if (typeof reference !== 'string' || !/^[A-Za-z0-9.=-]+$/.test(reference)) return [400, { status: false, message: 'Invalid transaction reference' }];
      if (transactions.has(reference)) return [400, { status: false, message: 'Duplicate Transaction Reference' }];
      setTransaction(reference, { amount, currency: typeof currency === 'string' ? currency : 'NGN' });
      const accessCode = `ac_${reference.replace(/[^A-Za-z0-9]/g, '').slice(-12)}${transactions.size}`;
      return [
        200,
        {
          status: true,
          message: 'Authorization URL created',
          data: { authorization_url: `https://checkout.paystack.com/${accessCode}`, access_code: accessCode, reference },
        },
      ];
    }
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    if (method === 'GET' && verify) {
      const reference = decodeURIComponent(verify[1]!);
      const transaction = transactions.get(reference);
      if (!transaction) return [400, { status: false, message: 'Transaction reference not found' }];
      return [200, { status: true, message: 'Verification successful', data: { ...transaction, reference, fees: null, metadata: null } }];
    }
    if (method === 'POST' && path === '/refund') {
      const { transaction: reference, amount } = fields;
      const transaction = typeof reference === 'string' ? transactions.get(reference) : undefined;
      if (!transaction) return [404, { status: false, message: 'Transaction not found' }];
      if (typeof amount === 'number' && amount > transaction.amount) {
        return [400, { status: false, message: 'Refund amount cannot be greater than transaction amount' }];
      }
      return [
        200,
        {
          status: true,
          message: 'Refund has been queued for processing',
          data: {
            id: nextRefundId++,
            status: stub.refundStatus,
            amount: amount ?? transaction.amount,
            currency: transaction.currency,
            transaction: { id: transaction.id, reference },
          },
        },
      ];
    }
    return [404, { status: false, message: 'Route not found' }];
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown = text === '' ? undefined : text;
    try {
      body = JSON.parse(text);
    } catch {
      // kept as text
    }
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    requests.push({ method, path, authorization: req.headers.authorization, contentType: req.headers['content-type'], body });

    const how = misbehaviour;
    if (how?.kind === 'slow') {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, how.delayMs);
        timers.add(timer);
      });
      if (res.destroyed) return;
    }
    if (how?.kind === 'answer') {
      res.writeHead(how.status, { 'content-type': 'application/json', ...how.headers }).end(how.body);
      return;
    }
    const [status, answer] = req.headers.authorization === `Bearer ${secretKey}` ? route(method, path, body) : [401, { status: false, message: 'Invalid key' }];
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const stub: PaystackStub = {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    setTransaction,
    transaction: (reference) => transactions.get(reference),
    refundStatus: 'pending',
    misbehave(how) {
      misbehaviour = how;
    },
    reset() {
      transactions.clear();
      requests.length = 0;
      misbehaviour = null;
      stub.refundStatus = 'pending';
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
  return stub;
}
