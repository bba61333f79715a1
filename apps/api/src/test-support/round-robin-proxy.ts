import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

// A balancer in front of several instances, as nginx is in deploy/nginx.conf: each request goes to the next instance in
// turn, and to the one after when an instance refuses the connection (it is stopping or gone), which is nginx's
// `proxy_next_upstream error`. It appends the client's address to X-Forwarded-For; a test stands for many shoppers by
// naming the client's address in `x-client-address` (the connection's own address otherwise).

export interface RoundRobinProxy {
  origin: string;
  close(): Promise<void>;
}

/** The header that says which instance answered (its origin). */
export const UPSTREAM_HEADER = 'x-upstream';

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    const first = next++;
    req.on('end', () => forward(Buffer.concat(chunks), 0));

    function forward(body: Buffer, tried: number) {
      const upstream = upstreams[(first + tried) % upstreams.length]!;
      const { ['x-client-address']: claimed, ...headers } = req.headers;
      const client = typeof claimed === 'string' ? claimed : req.socket.remoteAddress!;
      const forwarded = headers['x-forwarded-for'] ? `${String(headers['x-forwarded-for'])}, ${client}` : client;
      const target = new URL(upstream);
      const out = request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...headers, 'x-forwarded-for': forwarded }, agent: false },
        (answer) => {
          res.writeHead(answer.statusCode!, { ...answer.headers, [UPSTREAM_HEADER]: upstream });
          answer.pipe(res);
        },
      );
      out.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED' && tried + 1 < upstreams.length) return forward(body, tried + 1);
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(`bad gateway: ${error.code ?? error.message}`);
      });
      out.end(body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
