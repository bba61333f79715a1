import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AccessTokens } from '../lib/tokens.js';
import { sendError } from './error-handler.js';

export interface AuthedCustomer {
  userId: string;
  customerId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireCustomer (an onRequest hook): the signed-in customer of the bearer access token. */
    customer: AuthedCustomer | null;
  }
}

/** The bearer token of an Authorization header, or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer[ \t]+([A-Za-z0-9\-_.~+/]+=*)[ \t]*$/i.exec(header);
  return match?.[1] && match[1].length <= 4096 ? match[1] : undefined;
}

/**
 * Decorates requests with `customer` and returns two onRequest hooks (they run before the body is read or
 * validated): `requireCustomer` demands a valid access token, answering 401 UNAUTHORIZED in the envelope for a
 * missing, malformed, tampered, foreign or expired one; `optionalCustomer` sets `customer` when a valid token comes
 * and otherwise lets the request through as a guest's (a stale session never blocks what guests may do).
 */
export function customerAuth(
  app: FastifyInstance,
  tokens: AccessTokens,
): { requireCustomer: onRequestAsyncHookHandler; optionalCustomer: onRequestAsyncHookHandler } {
  if (!app.hasRequestDecorator('customer')) app.decorateRequest('customer', null);
  const optionalCustomer = async function (this: FastifyInstance, request: FastifyRequest) {
    const token = bearerToken(request);
    request.customer = (token ? await tokens.verify(token) : undefined) ?? null;
  };
  const requireCustomer = async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const token = bearerToken(request);
    const claims = token ? await tokens.verify(token) : undefined;
    if (!claims) {
      reply.header('www-authenticate', 'Bearer');
      return sendError(reply, 'UNAUTHORIZED');
    }
    request.customer = claims;
  };
  return { requireCustomer, optionalCustomer };
}
