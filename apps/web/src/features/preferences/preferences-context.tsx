import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Money } from '@shop/contract';
import { COOKIE_NAMES, CURRENCIES, DEFAULT_CURRENCY, type CurrencyCode, type LanguageCode } from '@shop/contract/constants';
import { parseAmount } from '@shop/contract/money';
import { readCookie, setPreferenceCookie } from '@/lib/cookies';
import { formatDisplayPrice } from '@/lib/format-price';
import { readConsent, rememberPreference, writeConsent, type CookieConsent } from './consent';

interface Preferences {
  currency: CurrencyCode;
  setCurrency(currency: CurrencyCode): void;
  language: LanguageCode;
  setLanguage(language: LanguageCode): void;
  consent: CookieConsent | null;
  saveConsent(consent: CookieConsent): void;
  /** A cedi price from the API, shown in the chosen display currency and the shopper's language: "₵4,800.00", "$3.74". */
  formatPrice(price: Money | number): string;
}

const PreferencesContext = createContext<Preferences | null>(null);

const isCurrency = (v: string | undefined): v is CurrencyCode => !!v && (CURRENCIES as readonly string[]).includes(v);

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [currency, setCurrencyState] = useState<CurrencyCode>(() => {
    const stored = readCookie(COOKIE_NAMES.currency);
    return isCurrency(stored) ? stored : DEFAULT_CURRENCY;
  });
  const [consent, setConsent] = useState<CookieConsent | null>(readConsent);

  const setCurrency = useCallback((next: CurrencyCode) => {
    setCurrencyState(next);
    rememberPreference(COOKIE_NAMES.currency, next);
  }, []);

  const setLanguage = useCallback(
    (next: LanguageCode) => {
      void i18n.changeLanguage(next);
      rememberPreference(COOKIE_NAMES.language, next);
    },
    [i18n],
  );

  // Language and currency are treated alike (decision 14): both apply at once for this visit, and are remembered for
  // the next ones only with functional consent; allowing it keeps the choices made so far, refusing it forgets both.
  const saveConsent = useCallback(
    (next: CookieConsent) => {
      writeConsent(next);
      setConsent(next);
      if (next.functional) {
        setPreferenceCookie(COOKIE_NAMES.language, i18n.language);
        setPreferenceCookie(COOKIE_NAMES.currency, currency);
      }
    },
    [i18n, currency],
  );

  const formatPrice = useCallback(
    (price: Money | number) => formatDisplayPrice(typeof price === 'number' ? price : parseAmount(price.amount), currency, i18n.language),
    [currency, i18n.language],
  );

  const value = useMemo<Preferences>(
    () => ({ currency, setCurrency, language: i18n.language as LanguageCode, setLanguage, consent, saveConsent, formatPrice }),
    [currency, setCurrency, i18n.language, setLanguage, consent, saveConsent, formatPrice],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences needs a PreferencesProvider');
  return value;
}
