import type { LanguageCode } from '@shop/contract';
import type { Translations } from '../db/schema/catalogue.js';

/**
 * A row's text in `language`: its translation of `column` when it has a non-empty one, else the row's own column,
 * which is English. `localized(row.name, row.translations, 'es', 'name')` is "Talla" for a Size with a Spanish name.
 */
export function localized(english: string, translations: Translations | null | undefined, language: LanguageCode, column: string): string {
  if (language === 'en') return english;
  return translations?.[language]?.[column] || english;
}
