import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DevOutbox } from '../lib/mailer-outbox.js';

const query = z.object({ to: z.string().trim().min(3, 'to must be an email address').max(254, 'to must be an email address') });

/**
 * GET /dev/outbox?to=<email>: the mails the development outbox kept for an address, newest last, so that a
 * developer (and the end-to-end journeys) can read one-time codes. Registered only without SMTP and never in
 * production (app.ts decides).
 */
export async function registerDevOutbox(app: FastifyInstance, outbox: DevOutbox) {
  app.get('/dev/outbox', { schema: { hide: true, querystring: query } }, async (request, reply) => {
    const { to } = request.query as z.infer<typeof query>;
    reply.header('cache-control', 'no-store');
    return { status: true, message: 'Messages retrieved', data: outbox.messagesTo(to) };
  });
}
