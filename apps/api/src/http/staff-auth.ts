import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_TOKEN_PREFIX, type StaffRole } from '@shop/contract/admin-endpoints';
import { bearerToken } from './customer-auth.js';
import { sendError } from './error-handler.js';

// Staff sessions (issue 16, decision 46): an opaque token, `staff_` and 32 random bytes, of which the database keeps
// only the sha256. Looked up on every call, so signing out, a deactivation or a role change takes effect at once; the
// back office's traffic is a few people, so the read costs nothing that matters. A customer's JWT never matches a
// session, and a staff token is no JWT: neither kind of caller opens the other's routes.

export interface AuthedStaff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the back office's onRequest hook: the signed-in staff member of the bearer session token. */
    staff: AuthedStaff | null;
  }
}

export const hashStaffToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new session token and the hash the database keeps of it. */
export function newStaffToken(): { token: string; hash: string } {
  const token = STAFF_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  return { token, hash: hashStaffToken(token) };
}

/** Finds the live session of a token's hash and its active member. */
export type StaffOfSession = (tokenHash: string) => Promise<AuthedStaff | undefined>;

export function decorateStaff(app: FastifyInstance) {
  app.decorateRequest('staff', null);
}

/**
 * The onRequest hook of the back office's scopes: 401 without a live session of an active member, 403 when the call is
 * an admin's and the member is not one.
 */
export function requireStaff(staffOf: StaffOfSession, adminOnly: boolean) {
  return async function (request: FastifyRequest, reply: FastifyReply) {
    const token = bearerToken(request);
    const member = token?.startsWith(STAFF_TOKEN_PREFIX) ? await staffOf(hashStaffToken(token)) : undefined;
    if (!member) {
      reply.header('www-authenticate', 'Bearer');
      return sendError(reply, 'UNAUTHORIZED');
    }
    if (adminOnly && member.role !== 'admin') return sendError(reply, 'FORBIDDEN');
    request.staff = member;
  };
}
