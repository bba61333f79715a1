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
let cookieSource: (name: string) => string | undefined = (name) => Cookies.get(name);
export const readCookiesFrom = (source: (name: string) => string | undefined) => {
  cookieSource = source;
};

export const readCookie = (name: string): string | undefined => cookieSource(name);
export const removeCookie = (name: string) => Cookies.remove(name, { path: '/' });
