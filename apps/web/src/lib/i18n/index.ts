import { COOKIE_NAMES, DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@shop/contract/constants';
import { readCookie } from '../cookies';
import { i18n } from './instance';
import type { LanguageTexts, LoadTexts, Texts } from './translator';

export { i18n } from './instance';
export { Trans, TranslatorProvider, useTranslation } from './react';
export { createTranslator, type LanguageTexts, type TFunction, type TOptions, type Texts, type Translator } from './translator';

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

/** Loads a namespace's file of the build (the back office's start-up uses it too: admin/lib/admin-i18n.ts). */
export const fetchTexts: LoadTexts = async (language, namespace) => {
  // Only the names of our files: a namespace is never a path.
  if (!/^[a-z]{2}$/.test(language) || !/^[a-z-]+$/.test(namespace)) return undefined;
  const response = await fetch(`${LOCALES_URL}${language}/${namespace}.json`);
  // A namespace without a file stays untranslated (its keys show); a failure of the network or the server is tried again.
  if (response.status >= 500) throw new Error(`translations ${language}/${namespace}: HTTP ${response.status}`);
  return response.ok ? ((await response.json()) as Texts) : undefined;
};

/**
 * The page's `lang` for a language code: BCP 47 with the script for Chinese ('zh-Hans', simplified characters), so
 * screen readers, fonts and hyphenation pick the right one. The translator keeps the short codes ('en', 'es', 'zh').
 */
export const htmlLang = (language: string): string => (language === 'zh' ? 'zh-Hans' : language);

/**
 * Puts the language on `<html lang>` when it is another: Chromium restyles the whole page on every write, even of the
 * value it holds (1.8 ms for the shop page's 387 elements on a 2-core machine, four times that on a phone), and the
 * server's page already says its language.
 */
export function showLanguage(language: string) {
  const lang = htmlLang(language);
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
}

let followsLanguage = false;

/**
 * `translations`: the texts the server put into its page (its language's namespaces the page uses), so that the first
 * render finds them without a fetch, as the server had them; the rest still load on demand. Every language has every
 * key (locales.test.ts), so no other language is loaded to fall back on.
 */
export function initI18n(language: LanguageCode = initialLanguage(), translations?: LanguageTexts) {
  i18n.init({ language, load: fetchTexts, resources: translations ? { [language]: translations } : {} });
  void i18n.loadNamespaces(STARTUP_NAMESPACES);
  showLanguage(language);
  if (!followsLanguage) {
    followsLanguage = true;
    i18n.onLanguageChanged(showLanguage);
  }
  return i18n;
}
