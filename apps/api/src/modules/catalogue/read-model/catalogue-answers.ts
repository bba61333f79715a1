import { LRUCache } from 'lru-cache';
import type { LanguageCode } from '@shop/contract';
import { negotiateLanguage } from '../../../http/language.js';
import type { CachedAnswer } from './cached-answer.js';
import type { CatalogueVersion } from './catalogue-version.js';

/** The cache's bound when CATALOGUE_CACHE_MB does not say: thousands of pages of 24 with their compressed forms. */
export const DEFAULT_CATALOGUE_CACHE_BYTES = 32 * 1024 * 1024;

const languagesByHeader = new Map<string, LanguageCode>();

/** The language an answer is made in, remembered per Accept-Language header (few distinct ones in practice). */
function languageOf(acceptLanguage: string | undefined): LanguageCode {
  if (!acceptLanguage) return negotiateLanguage(undefined);
  let language = languagesByHeader.get(acceptLanguage);
  if (!language) {
    language = negotiateLanguage(acceptLanguage);
    if (languagesByHeader.size > 500) languagesByHeader.clear();
    languagesByHeader.set(acceptLanguage, language);
  }
  return language;
}

/**
 * The catalogue's answers as bytes, by request: the exact path and query, and the language Accept-Language resolves
 * to (the only header the catalogue's answers depend on; the API key is one for all, and the scope is key-only, never a
 * customer's). Bounded by bytes, least recently used first out; emptied whenever the catalogue version moves.
 */
export function createCatalogueAnswers(version: CatalogueVersion, maxBytes = DEFAULT_CATALOGUE_CACHE_BYTES) {
  const cache = new LRUCache<string, CachedAnswer>({ maxSize: maxBytes, sizeCalculation: (answer, key) => answer.size + key.length });
  version.onChange(() => cache.clear());
  const keyOf = (url: string, acceptLanguage: string | undefined) => `${languageOf(acceptLanguage)} ${url}`;

  return {
    version,
    /** The cached answer to GET `url` in the caller's language, while the cache may be served. */
    lookup(url: string, acceptLanguage: string | undefined): CachedAnswer | undefined {
      return version.serving ? cache.get(keyOf(url, acceptLanguage)) : undefined;
    },
    /** Keeps an answer computed in `epoch`, unless the catalogue moved on since (or the cache may not be served). */
    store(url: string, acceptLanguage: string | undefined, epoch: number, answer: CachedAnswer): void {
      if (version.serving && version.epoch === epoch) cache.set(keyOf(url, acceptLanguage), answer);
    },
    /** How many answers and bytes are held (tests, and a look in production). */
    get stats() {
      return { answers: cache.size, bytes: cache.calculatedSize };
    },
  };
}
export type CatalogueAnswers = ReturnType<typeof createCatalogueAnswers>;
