import { request } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@shop/contract';
import { TEST_API_KEY } from './test-app.js';

// Calls to an app listening on a real port: the catalogue's cached answers are written by the node server before
// Fastify (app.inject never reaches them), and their bodies are read as sent (compressed or not).

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Listens on a free loopback port; answers the origin. */
export async function listening(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** GET `path` (relative to /customer/api/v1) with the public key unless `headers` says otherwise; the body as received. */
export function getRaw(origin: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return get(`${origin}${API_BASE}${path}`, { 'x-api-key': TEST_API_KEY, ...headers });
}

/** GET a page of the storefront (a path of the site, outside the API), with `headers` alone; the body as received. */
export function getPage(origin: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return get(`${origin}${path}`, headers);
}

function get(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** GET `path` and parse its JSON body (sent uncompressed: no Accept-Encoding). */
export async function getJson<T = { data: unknown }>(origin: string, path: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await getRaw(origin, path, headers);
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${res.body.toString()}`);
  return JSON.parse(res.body.toString()) as T;
}
