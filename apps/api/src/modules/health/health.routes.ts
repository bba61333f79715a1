import type { FastifyPluginAsync } from 'fastify';
import { sendError } from '../../plugins/error-handler.js';

/** Answers 200 only while the database answers, so a load balancer takes a broken instance out. */
export const healthRoutes: FastifyPluginAsync<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.get('/healthz', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    try {
      await ping();
      return { status: true, message: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return sendError(reply, 'UNAVAILABLE', 'The database is not reachable.');
    }
  });
};
