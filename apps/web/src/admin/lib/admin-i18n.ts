import type { LanguageCode } from '@shop/contract/constants';
import { fetchTexts, i18n, initialLanguage, showLanguage } from '@/lib/i18n';
import { ERRORS_NAMESPACE } from '@/lib/use-error-text';

// The back office's translations: its own namespace, and the storefront's "errors" (the API's catalogue of failures,
// which the back office's calls answer with too). Nothing of the storefront's pages is loaded.

export const ADMIN_NAMESPACE = 'admin';

/** The staff member's language: the one they chose in the shop (its cookie), else English. */
export function initAdminI18n(language: LanguageCode = initialLanguage()) {
  i18n.init({ language, load: fetchTexts });
  void i18n.loadNamespaces([ADMIN_NAMESPACE, ERRORS_NAMESPACE]);
  showLanguage(language);
}

/** What the page says while its texts load (they are not there yet to say it). */
export const LOADING_LABELS: Record<LanguageCode, string> = { en: 'Loading', es: 'Cargando', zh: '正在加载' };
