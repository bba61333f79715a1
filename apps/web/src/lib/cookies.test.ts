import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { readCookie, removeCookie, setPreferenceCookie } from './cookies';

// The session's token code writes with js-cookie directly, and visitors have cookies stored before: both must agree.
const values = ['es', 'true', JSON.stringify({ essential: true, functional: false, analytics: true, marketing: false }), 'a b;c,d=e%f"g\\h', '₵ GHS 中文'];

describe('cookies', () => {
  it.each(values)('reads what js-cookie wrote: %s', (value) => {
    Cookies.set('cookie_preferences', value, { path: '/' });
    expect(readCookie('cookie_preferences')).toBe(value);
  });

  it.each(values)('writes what js-cookie reads: %s', (value) => {
    setPreferenceCookie('cookie_preferences', value);
    expect(Cookies.get('cookie_preferences')).toBe(value);
    expect(readCookie('cookie_preferences')).toBe(value);
  });

  it('writes the same text as js-cookie', () => {
    const value = JSON.stringify({ essential: true, functional: true });
    setPreferenceCookie('cookie_preferences', value);
    const ours = document.cookie;
    Cookies.set('cookie_preferences', value);
    expect(document.cookie).toBe(ours);
  });

  it('tells a name from one that only starts like it, and a missing cookie from an empty one', () => {
    setPreferenceCookie('preferred_currency_old', 'EUR');
    expect(readCookie('preferred_currency')).toBeUndefined();
    setPreferenceCookie('preferred_currency', '');
    expect(readCookie('preferred_currency')).toBe('');
  });

  it('removes a cookie', () => {
    setPreferenceCookie('preferred_language', 'zh');
    removeCookie('preferred_language');
    expect(readCookie('preferred_language')).toBeUndefined();
    expect(Cookies.get('preferred_language')).toBeUndefined();
  });
});
