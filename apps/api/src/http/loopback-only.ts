import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-handler.js';

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A preHandler for the development helpers (/dev/...): they answer only a caller on this machine. The socket's own
 * address is read, never a forwarded header, so a proxy in front cannot be used to reach them; others are told there
 * is no such path, as if the route did not exist.
 */
export async function loopbackOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!LOOPBACK_ADDRESSES.has(request.raw.socket.remoteAddress ?? '')) await sendError(reply, 'ROUTE_NOT_FOUND');
}
