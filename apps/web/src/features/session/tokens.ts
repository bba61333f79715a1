import Cookies from 'js-cookie';
import { COOKIE_NAMES, SESSION_COOKIE_DAYS } from '@shop/contract/constants';
import { ApiError } from '@/lib/api-client';
import { expiresSoon, notify, readValue, store } from './session-state';
import { parseStoredSession } from './session-user';
import { refreshTokens } from './api/refresh-tokens';

const { userSession, accessToken, refreshToken, customerId } = COOKIE_NAMES;

/**
 * Writes session values: cookies for 7 days (or until the browser closes when `remember` is false), whole
 * site, SameSite=Strict, Secure over HTTPS; in memory instead when `persist` is false (no essential consent).
 */
export function writeValues(values: Record<string, string>, remember: boolean, persist = !store.memory) {
  store.memory = persist ? null : (store.memory ?? new Map());
  for (const [name, value] of Object.entries(values)) {
    if (store.memory) store.memory.set(name, value);
    else
      Cookies.set(name, value, {
        ...(remember ? { expires: SESSION_COOKIE_DAYS } : {}),
        path: '/',
        sameSite: 'strict',
        secure: window.location.protocol === 'https:',
      });
  }
}

/** Forgets the session, whatever the server thinks of it. */
export function clearSession() {
  store.memory = null;
  for (const name of [userSession, accessToken, refreshToken, customerId]) Cookies.remove(name, { path: '/' });
  notify();
}

let renewing: Promise<string | undefined> | undefined;

/**
 * A new access token from the refresh token (which rotates). Concurrent callers share one call, and a token
 * renewed meanwhile (by another call or tab) is used as it is. When the server refuses, the session ends; a
 * network failure leaves it in place.
 */
export function refreshAccess(rejected?: string): Promise<string | undefined> {
  const current = readValue(accessToken);
  if (current && current !== rejected && !expiresSoon(current)) return Promise.resolve(current);
  renewing ??= (async () => {
    const refresh = readValue(refreshToken);
    try {
      if (!refresh) throw new ApiError('', 401);
      const data = await refreshTokens(refresh);
      writeValues({ [accessToken]: data.access, [refreshToken]: data.refresh }, parseStoredSession(readValue(userSession))?.remember ?? true);
      return data.access;
    } catch (err) {
      if (!(err instanceof ApiError) || err.status) clearSession();
      return undefined;
    }
  })().finally(() => {
    renewing = undefined;
  });
  return renewing;
}

/** The access token for a bearer call, renewed first when it is about to expire. */
export async function accessTokenForCall(): Promise<string | undefined> {
  const token = readValue(accessToken);
  return token && expiresSoon(token) && readValue(refreshToken) ? refreshAccess(token) : token;
}
