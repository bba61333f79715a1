import { COOKIE_NAMES } from '@shop/contract/constants';
import { registerBearer } from '@/lib/api-client';
import { expiresSoon, readValue } from './session-state';
import { parseStoredSession, type SessionUser } from './session-user';

// The session lives in four cookies (spec part 1 sections 4 and 9): access_token, refresh_token, customer_id and
// user_session. This module is in the first-visit bundle, so it only reads them; writing, refreshing and
// clearing load with their first use (tokens.ts). Where the values are kept, and who hears of a change, is
// session-state.ts, shared with tokens.ts.

let cached: { json: string; user: SessionUser | null } = { json: '', user: null };
/** The signed-in user: a readable user_session with a token beside it, repaired when names are missing. */
export function getSessionUser(): SessionUser | null {
  const { userSession, accessToken, refreshToken } = COOKIE_NAMES;
  const json = readValue(accessToken) || readValue(refreshToken) ? (readValue(userSession) ?? '') : '';
  if (json !== cached.json) cached = { json, user: parseStoredSession(json)?.user ?? null };
  return cached.user;
}

/**
 * Whom the server's HTML was rendered for. Pages are rendered signed out (their HTML is nobody's own), except a
 * shopper's own page rendered from their session (the cart, decision 44): the server says so while rendering it, and
 * the browser while taking that HTML over, so that the first render in both is the signed-in page.
 */
let renderedFor: () => SessionUser | null = () => null;
export const renderedSessionUser = (): SessionUser | null => renderedFor();
export const setRenderedSession = (source: () => SessionUser | null) => {
  renderedFor = source;
};

/**
 * Whether the server can render this request's page signed in: a session with a customer and an access token good for
 * another minute (the server never renews one: the browser does, and keeps the new cookies).
 */
export function sessionUsableOnServer(): boolean {
  const token = readValue(COOKIE_NAMES.accessToken);
  return Boolean(token && !expiresSoon(token) && getSessionUser()?.customer_id);
}

/** The location (history key + path) a deliberate sign-out leaves: its guard must not send the visitor to /login. */
export const leaving: { location?: string } = {};

// Bearer calls come from pages loaded later; the token code loads with the first of them that needs a renewal. A token
// good for a minute more is used as it is, so the first call of a page (the cart, the checkout) waits for no code.
const tokens = () => import('./tokens');
registerBearer({
  token: async () => {
    const token = readValue(COOKIE_NAMES.accessToken);
    return token && !expiresSoon(token) ? token : (await tokens()).accessTokenForCall();
  },
  refresh: async (rejected) => (await tokens()).refreshAccess(rejected),
});
