import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_KEY_HEADER } from '@shop/contract';
import { sendError } from './error-handler.js';

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Every call in the encapsulating scope needs the storefront's public key in X-API-Key. */
export function requireApiKey(app: FastifyInstance, publicApiKey: string) {
  app.addHook('onRequest', async (request, reply) => {
    const given = request.headers[API_KEY_HEADER];
    if (typeof given !== 'string' || !sameKey(given, publicApiKey)) return sendError(reply, 'API_KEY_REQUIRED');
  });
}
