import { DATABASE_RETRY_AFTER_SECONDS } from '../../http/database-unavailable.js';
import { sendError } from '../../http/error-handler.js';
import type { AppModule } from '../app-module.js';

/** GET /healthz answers 200 only while the database answers, so a load balancer takes a broken instance out. */
export const healthModule: AppModule = {
  name: 'health',
  async register(app, deps) {
    app.get('/healthz', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
      try {
        await deps.ping();
        return { status: true, message: 'ok' };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return sendError(reply, 'DATABASE_UNAVAILABLE', { retry_after: DATABASE_RETRY_AFTER_SECONDS });
      }
    });
  },
};
