import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../../http/error-handler.js';
import { loopbackOnly } from '../../http/loopback-only.js';
import type { AppModule } from '../app-module.js';

/** Whether the request carries `Authorization: Bearer <token>` with exactly this token (compared in constant time). */
function hasToken(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * GET /metrics in Prometheus's text format. With METRICS_TOKEN, for a scraper that sends it as a bearer token; without
 * it, for callers on this machine only (others are told there is no such path), so that a shop started plainly does not
 * show its traffic to the world.
 */
export const metricsModule: AppModule = {
  name: 'metrics',
  async register(app, deps) {
    const { metricsToken } = deps;
    const onlyScrapers = metricsToken
      ? async (request: FastifyRequest, reply: FastifyReply) => {
          if (!hasToken(request, metricsToken)) await sendError(reply.header('www-authenticate', 'Bearer'), 'UNAUTHORIZED');
        }
      : loopbackOnly;
    app.get('/metrics', { schema: { hide: true }, logLevel: 'warn', preHandler: onlyScrapers }, async (_request, reply) =>
      reply.type(deps.metrics.registry.contentType).send(await deps.metrics.registry.metrics()),
    );
  },
};
