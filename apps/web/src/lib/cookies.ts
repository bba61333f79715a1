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

export const readCookie = (name: string): string | undefined => Cookies.get(name);
export const removeCookie = (name: string) => Cookies.remove(name, { path: '/' });
