import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { COOKIE_NAMES, DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@shop/contract/constants';
import { readCookie } from './cookies';

/** Loaded at start: what the layout and the home page need. Other namespaces load with their page. */
const STARTUP_NAMESPACES = ['common', 'layout', 'consent', 'catalog'];

const isLanguage = (v: string | undefined): v is LanguageCode => !!v && (LANGUAGES as readonly string[]).includes(v);

/** The stored choice (when functional cookies were allowed), else English as the spec says. */
export function initialLanguage(): LanguageCode {
  const stored = readCookie(COOKIE_NAMES.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

// Each language's files load on demand, so a first visit downloads only its own language.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

export function initI18n(lng: LanguageCode = initialLanguage()) {
  void i18n
    .use(
      resourcesToBackend((language: string, namespace: string) => {
        const load = loaders[`../locales/${language}/${namespace}.json`];
        if (!load) return Promise.reject(new Error(`no translations for ${language}/${namespace}`));
        return load();
      }),
    )
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: STARTUP_NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  document.documentElement.lang = lng;
  i18n.on('languageChanged', (l) => {
    document.documentElement.lang = l;
  });
  return i18n;
}
