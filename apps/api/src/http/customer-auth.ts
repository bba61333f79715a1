import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AccessTokens } from '../lib/tokens.js';
import { sendError } from './error-handler.js';

export interface AuthedCustomer {
  userId: string;
  customerId: number;
  /** The session the token was issued to (tokens.ts). */
  sessionId?: string;
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

export interface CustomerAuth {
  /** Demands a valid access token: 401 UNAUTHORIZED in the envelope for a missing, malformed, tampered, foreign or expired one. */
  requireCustomer: onRequestAsyncHookHandler;
  /** Sets `customer` when a valid token comes, and otherwise lets the request through as a guest's (a stale session never blocks what guests may do). */
  optionalCustomer: onRequestAsyncHookHandler;
}

/** Declares `request.customer` on the app (once, at its root), for the hooks of createCustomerAuth. */
export function decorateCustomer(app: FastifyInstance) {
  app.decorateRequest('customer', null);
}

/**
 * Whether a token's customer still exists, remembered for a while once seen: a token signed right may still name a
 * customer the database no longer has (a database restored or emptied, an account removed), which must be a 401, not
 * a 500 from the first write that refers to it.
 */
export function rememberedCustomers(exists: (customerId: number, userId: string) => Promise<boolean>) {
  // Ten thousand shoppers seen in ten minutes is far more than the shop serves; one past it costs a lookup. lru-cache
  // allocates its arrays for `max` up front (100,000 took about 4 MiB of every instance's memory).
  const seen = new LRUCache<string, true>({ max: 10_000, ttl: 10 * 60_000 });
  return async (claims: AuthedCustomer): Promise<boolean> => {
    const key = `${claims.customerId} ${claims.userId}`;
    if (seen.has(key)) return true;
    if (!(await exists(claims.customerId, claims.userId))) return false;
    seen.set(key, true);
    return true;
  };
}

/** The two onRequest hooks (they run before the body is read or validated) that set `request.customer`. */
export function createCustomerAuth(tokens: AccessTokens, customerExists: (claims: AuthedCustomer) => Promise<boolean>): CustomerAuth {
  /** The token's customer, when the token is valid and its customer exists. */
  const customerOf = async (request: FastifyRequest): Promise<AuthedCustomer | undefined> => {
    const token = bearerToken(request);
    const claims = token ? await tokens.verify(token) : undefined;
    return claims && (await customerExists(claims)) ? claims : undefined;
  };
  const optionalCustomer = async function (this: FastifyInstance, request: FastifyRequest) {
    request.customer = (await customerOf(request)) ?? null;
  };
  const requireCustomer = async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const claims = await customerOf(request);
    if (!claims) {
      reply.header('www-authenticate', 'Bearer');
      return sendError(reply, 'UNAUTHORIZED');
    }
    request.customer = claims;
  };
  return { requireCustomer, optionalCustomer };
}
