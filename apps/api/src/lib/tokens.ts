import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS } from '@shop/contract';

// Access tokens: short-lived HS256 JWTs (issuer and audience checked, algorithm fixed).
// Refresh tokens: 32 random bytes, base64url; the database keeps only their sha256.

export const TOKEN_ISSUER = 'akwaaba-market';
export const TOKEN_AUDIENCE = 'akwaaba-storefront';
const ALGORITHM = 'HS256';

export type Clock = () => Date;

export interface AccessClaims {
  userId: string;
  customerId: number;
  /** The session (its current refresh token's id) the token was issued to: a password change ends the others. */
  sessionId?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createAccessTokens(options: { secret: string; clock: Clock; ttlSeconds?: number }) {
  const key = new TextEncoder().encode(options.secret);
  const ttl = options.ttlSeconds ?? ACCESS_TOKEN_SECONDS;
  return {
    ttlSeconds: ttl,
    async sign(claims: AccessClaims): Promise<string> {
      const now = Math.floor(options.clock().getTime() / 1000);
      return new SignJWT({ customer_id: claims.customerId, ...(claims.sessionId ? { sid: claims.sessionId } : {}) })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setSubject(claims.userId)
        .setJti(randomUUID())
        .setIssuedAt(now)
        .setExpirationTime(now + ttl)
        .sign(key);
    },
    /** The token's claims, or undefined for anything not signed by us, expired, or for someone else. */
    async verify(token: string): Promise<AccessClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          currentDate: options.clock(),
          requiredClaims: ['sub', 'exp', 'iat', 'jti'],
        });
        const customerId = payload.customer_id;
        if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) return undefined;
        if (typeof customerId !== 'number' || !Number.isSafeInteger(customerId) || customerId < 1) return undefined;
        const sessionId = typeof payload.sid === 'string' && UUID.test(payload.sid) ? payload.sid : undefined;
        return { userId: payload.sub, customerId, ...(sessionId ? { sessionId } : {}) };
      } catch {
        return undefined;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new refresh token, its hash for storage and its expiry. */
export function newRefreshToken(now: Date): { token: string; hash: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token), expiresAt: new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000) };
}
