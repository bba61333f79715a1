import { z } from 'zod';
import { loopbackOnly } from '../../http/loopback-only.js';
import type { AppModule } from '../app-module.js';

const query = z.object({ to: z.string().trim().min(3, 'to must be an email address').max(254, 'to must be an email address') });

/**
 * GET /dev/outbox?to=<email>: the mails the development outbox kept for an address, newest last, so that a
 * developer (and the end-to-end journeys) can read one-time codes. Registered only when mail goes to the
 * development outbox and never in production (app.ts decides, by giving it an outbox or not).
 */
export const devOutboxModule: AppModule = {
  name: 'dev-outbox',
  async register(app, { devOutbox }) {
    if (!devOutbox) return;
    app.get('/dev/outbox', { schema: { hide: true, querystring: query }, preHandler: loopbackOnly }, async (request, reply) => {
      const { to } = request.query as z.infer<typeof query>;
      reply.header('cache-control', 'no-store');
      return { status: true, message: 'Messages retrieved', data: devOutbox.messagesTo(to) };
    });
  },
};
