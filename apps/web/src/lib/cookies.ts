import Cookies from 'js-cookie';
import { PREFERENCE_COOKIE_DAYS } from '@shop/contract/constants';

/** Preference and consent cookies: a year, whole site, strict same-site, secure when served over HTTPS. */
export function setPreferenceCookie(name: string, value: string) {
  Cookies.set(name, value, {
    expires: PREFERENCE_COOKIE_DAYS,
    path: '/',
    sameSite: 'strict',
    secure: window.location.protocol === 'https:',
  });
}

/** Where cookies are read: the page's own, or on the server those of the request it renders (entry-server.tsx). */
let cookieSource: (name: string) => string | undefined = (name) => pageCookies()[name];

// The page's cookies, parsed again only when they change: the session is read by every component that asks for it,
// on every render (use-session.ts), and parsing them all each time was a good part of drawing a signed-in page.
let parsed: { text: string; cookies: Record<string, string> } = { text: '', cookies: {} };
function pageCookies(): Record<string, string> {
  const text = document.cookie;
  if (text !== parsed.text) parsed = { text, cookies: Cookies.get() };
  return parsed.cookies;
}
export const readCookiesFrom = (source: (name: string) => string | undefined) => {
  cookieSource = source;
};

export const readCookie = (name: string): string | undefined => cookieSource(name);
export const removeCookie = (name: string) => Cookies.remove(name, { path: '/' });
