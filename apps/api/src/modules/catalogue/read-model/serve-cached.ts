import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { API_KEY_HEADER } from '@shop/contract';
import { notModified, variantFor, type CachedAnswer } from './cached-answer.js';
import type { CatalogueAnswers } from './catalogue-answers.js';

/** The answer's own headers as the flat lists node writes fastest (with the body, and for a 304), made once per answer. */
const flatHeaders = new WeakMap<CachedAnswer, { full: string[]; notModified: string[] }>();
function flat(answer: CachedAnswer, forNotModified: boolean): string[] {
  let lists = flatHeaders.get(answer);
  if (!lists) {
    const entries = Object.entries(answer.headers);
    // A 304 carries no body, so no content type (as the route's path answers it).
    lists = { full: entries.flat(), notModified: entries.filter(([name]) => name !== 'content-type').flat() };
    flatHeaders.set(answer, lists);
  }
  return forNotModified ? lists.notModified : lists.full;
}

/** Fastify logs each request at info: so does the early path, at the same levels. */
const LOGGED_LEVELS = new Set(['trace', 'debug', 'info']);

/**
 * Writes a cached answer as an early path does, straight to node's response: its own headers, the caller's request id
 * (or a new one, as Fastify's requestIdHeader), the ETag and encoding Accept-Encoding chooses, or a 304 with no body
 * when If-None-Match names it; then logs the request at info as Fastify would. The storefront's cached pages are
 * written by it too (plugins/web-page-cache.ts).
 */
export function writeCachedAnswer(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer, logger: FastifyBaseLogger | undefined, message: string) {
  const logged = logger !== undefined && LOGGED_LEVELS.has(logger.level);
  const started = logged ? performance.now() : 0;
  const given = req.headers['x-request-id'];
  // As Fastify's requestIdHeader: the caller's id when it sends one.
  const requestId = typeof given === 'string' && given ? given : randomUUID();
  const [encoding, variant] = variantFor(answer, req.headers['accept-encoding']);
  if (notModified(answer, req.headers['if-none-match'])) {
    res.writeHead(304, flat(answer, true).concat('x-request-id', requestId, 'etag', variant.etag));
    res.end();
  } else {
    const perRequest = ['x-request-id', requestId, 'etag', variant.etag, 'content-length', variant.length];
    if (encoding !== 'identity') perRequest.push('content-encoding', encoding);
    res.writeHead(answer.status, flat(answer, false).concat(perRequest));
    res.end(variant.body);
  }
  if (logged) {
    logger.info(
      { reqId: requestId, req: { method: req.method, url: req.url }, res: { statusCode: res.statusCode }, responseTime: performance.now() - started },
      message,
    );
  }
}

/**
 * The early path (decision 0031): a GET whose answer is cached, with the storefront's key, is answered straight from
 * the node server, before Fastify routes it, with the very headers and bytes the route's path gave (answer-hooks.ts).
 * Anything else, a wrong or missing key included, returns false and goes through Fastify as ever.
 */
export function createEarlyPath(answers: CatalogueAnswers, publicApiKey: string, log: () => FastifyBaseLogger | undefined) {
  // The same constant-time comparison as the scope's key check (http/api-key.ts), the expected key's bytes made once.
  const expected = Buffer.from(publicApiKey);
  const rightKey = (given: unknown) =>
    typeof given === 'string' && Buffer.byteLength(given) === expected.length && timingSafeEqual(Buffer.from(given), expected);

  return function serveCached(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || !answers.version.serving) return false;
    const answer = answers.lookup(req.url!, req.headers['accept-language']);
    if (!answer) return false;
    if (!rightKey(req.headers[API_KEY_HEADER])) return false;

    writeCachedAnswer(req, res, answer, log(), 'request completed (cached catalogue answer)');
    return true;
  };
}
