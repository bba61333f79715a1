import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cachedAnswer, notModified, variantFor } from './cached-answer.js';
import type { CatalogueAnswers } from './catalogue-answers.js';

/**
 * What may be kept: a success, and "no such item" (it depends on the catalogue alone, and a later insert moves the
 * version). Refusals of the key, of bad input and anything failing go through every time (decision 0031).
 */
const CACHEABLE = new Set([200, 404]);

/**
 * In the catalogue's scope (key access only, never a customer's): each GET answer is turned into its cached form, kept
 * when the catalogue did not change while it was made, and answered as the early path answers it (ETag, 304, encoding).
 */
export function cacheCatalogueAnswers(scope: FastifyInstance, answers: CatalogueAnswers) {
  // The epoch a GET started in: an answer computed from older data must not be stored after the change was heard.
  const epochs = new WeakMap<FastifyRequest, number>();
  scope.addHook('onRequest', async (request) => {
    if (request.method === 'GET') epochs.set(request, answers.version.epoch);
  });
  scope.addHook('onSend', async (request, reply, payload) => {
    const epoch = epochs.get(request);
    if (epoch === undefined || !CACHEABLE.has(reply.statusCode) || typeof payload !== 'string') return payload;
    const answer = cachedAnswer(reply.statusCode, reply.getHeaders(), Buffer.from(payload));
    answers.store(request.url, request.headers['accept-language'], epoch, answer);
    for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
    const [encoding, variant] = variantFor(answer, request.headers['accept-encoding']);
    reply.header('etag', variant.etag);
    if (notModified(answer, request.headers['if-none-match'])) {
      reply.removeHeader('content-type');
      reply.code(304);
      return null;
    }
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return variant.body;
  });
}
