import { PREFERENCE_COOKIE_DAYS } from '@shop/contract/constants';

// The first visit reads cookies and writes the preference ones, so these few lines replace js-cookie in the entry
// (decision 0003). They read and write exactly as js-cookie does, so the session code that still uses it
// (tokens.ts, loaded later) and cookies stored before stay compatible. Our cookie names are plain ASCII.

/** A cookie's value, or undefined: the first cookie of that name, percent-decoded (js-cookie's reading). */
export function readCookie(name: string): string | undefined {
  for (const cookie of document.cookie ? document.cookie.split('; ') : []) {
    const [found = '', ...rest] = cookie.split('=');
    try {
      if (decodeURIComponent(found) !== name) continue;
      let value = rest.join('=');
      if (value.startsWith('"')) value = value.slice(1, -1);
      return value.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
    } catch {
      // A malformed cookie is skipped.
    }
  }
  return undefined;
}

function writeCookie(name: string, value: string, expires: Date, extra = '') {
  // js-cookie's encoding: percent-encode, but keep the characters a cookie value may hold as they are.
  const encoded = encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);
  document.cookie = `${name}=${encoded}; path=/; expires=${expires.toUTCString()}${extra}`;
}

/** Preference and consent cookies: a year, whole site, strict same-site, secure when served over HTTPS. */
export function setPreferenceCookie(name: string, value: string) {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  writeCookie(name, value, new Date(Date.now() + PREFERENCE_COOKIE_DAYS * 864e5), `; sameSite=strict${secure}`);
}

export const removeCookie = (name: string) => writeCookie(name, '', new Date(Date.now() - 864e5));
