import { COOKIE_NAMES } from '@shop/contract/constants';
import { readCookie, removeCookie, setPreferenceCookie } from '@/lib/cookies';

/** The four cookie categories of the banner; essential is always on. */
export interface CookieConsent {
  essential: true;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
}

export const ESSENTIAL_ONLY: CookieConsent = { essential: true, functional: false, analytics: false, marketing: false };
export const ACCEPT_ALL: CookieConsent = { essential: true, functional: true, analytics: true, marketing: true };

/** The stored choice, or null when the visitor has not chosen yet (the banner shows). */
export function readConsent(): CookieConsent | null {
  if (readCookie(COOKIE_NAMES.consent) !== 'true') return null;
  try {
    const stored = JSON.parse(readCookie(COOKIE_NAMES.preferences) ?? '{}') as Partial<CookieConsent>;
    return {
      essential: true,
      functional: stored.functional === true,
      analytics: stored.analytics === true,
      marketing: stored.marketing === true,
    };
  } catch {
    return null;
  }
}

export function writeConsent(consent: CookieConsent) {
  setPreferenceCookie(COOKIE_NAMES.consent, 'true');
  setPreferenceCookie(COOKIE_NAMES.preferences, JSON.stringify({ ...consent, essential: true }));
  // Without functional consent we remember neither the language nor the currency (decision 14).
  if (!consent.functional) for (const name of REMEMBERED_PREFERENCES) removeCookie(name);
}

/** The shopper's choices kept across visits, both functional cookies (decision 14). */
export const REMEMBERED_PREFERENCES = [COOKIE_NAMES.language, COOKIE_NAMES.currency] as const;
export type RememberedPreference = (typeof REMEMBERED_PREFERENCES)[number];

/** Keeps a choice of language or currency for the next visits, only when functional cookies are allowed. */
export function rememberPreference(name: RememberedPreference, value: string) {
  if (readConsent()?.functional) setPreferenceCookie(name, value);
}
