import { DEFAULT_LANGUAGE } from '@shop/contract/constants';
import { createTranslator } from './translator';

/**
 * The browser's translator: the one the hooks use when no TranslatorProvider names another (the server gives each page
 * render its own), and the one code outside components asks (toasts, error texts, the API's Accept-Language).
 * initI18n (start.tsx) sets its language and how it loads texts.
 */
export const i18n = createTranslator({ language: DEFAULT_LANGUAGE });
