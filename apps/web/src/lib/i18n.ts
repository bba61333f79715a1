import i18n, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COOKIE_NAMES, DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@shop/contract/constants';
import { readCookie } from './cookies';

/**
 * Loaded at start: what the layout and the home page need. Other namespaces load with their page; 'consent'
 * loads with the cookie banner, which only a visitor who has not chosen yet sees.
 */
export const STARTUP_NAMESPACES = ['common', 'layout', 'catalog'];

const isLanguage = (v: string | undefined): v is LanguageCode => !!v && (LANGUAGES as readonly string[]).includes(v);

/** The stored choice (when functional cookies were allowed), else English as the spec says. */
export function initialLanguage(): LanguageCode {
  const stored = readCookie(COOKIE_NAMES.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

// Each language's files load on demand, so a first visit downloads only its own language.
/**
 * Where the build put the translations as JSON files (`assets/locales-<hash>/<language>/<namespace>.json`, named by a
 * hash of their content: see scripts/locales-plugin.ts); the tests answer the same paths from the source files.
 */
const LOCALES_URL: string = import.meta.env.VITE_LOCALES_URL ?? '/assets/locales/';

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    // Only the names of our files: a namespace is never a path.
    if (!/^[a-z]{2}$/.test(language) || !/^[a-z-]+$/.test(namespace)) return callback(new Error(`no translations for ${language}/${namespace}`), false);
    fetch(`${LOCALES_URL}${language}/${namespace}.json`).then(
      async (response) => {
        // A namespace without a file stays untranslated (its keys show); a failure of the network is tried again.
        if (!response.ok) return callback(new Error(`translations ${language}/${namespace}: HTTP ${response.status}`), response.status >= 500);
        callback(null, (await response.json()) as Record<string, unknown>);
      },
      (error: Error) => callback(error, true),
    );
  },
};

/**
 * The page's `lang` for a language code: BCP 47 with the script for Chinese ('zh-Hans', simplified characters), so
 * screen readers, fonts and hyphenation pick the right one. i18next keeps the short codes ('en', 'es', 'zh').
 */
export const htmlLang = (language: string): string => (language === 'zh' ? 'zh-Hans' : language);

/**
 * `translations`: the texts the server put into its page (its language's namespaces the page uses), so that the first
 * render finds them without a fetch, as the server had them; the rest still load on demand.
 */
export function initI18n(lng: LanguageCode = initialLanguage(), translations?: ResourceLanguage) {
  void i18n
    .use(backend)
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
  if (translations) i18n.hydrate({ [lng]: translations }, lng);
  document.documentElement.lang = htmlLang(lng);
  i18n.on('languageChanged', (l) => {
    document.documentElement.lang = htmlLang(l);
  });
  return i18n;
}
