import { LRUCache } from 'lru-cache';
import type { CatalogueVersion } from './catalogue-version.js';

/** How many searches' counts are kept when the app's options do not say: a few hundred KB at most. */
export const DEFAULT_KEPT_SEARCH_COUNTS = 2_000;

/**
 * The counts of searches, kept until the catalogue changes (decision 0049). A search is the one listing filter
 * stock_counts cannot count (decision 0038), and counting a common word's thousands of matches reads them all; kept
 * here, the shopper's next page, another order of the same results, or the same search in another language count
 * nothing. Kept like the read model's answers: only while the version is watched, only a count computed in the
 * current epoch, and all of them dropped when it moves; searches counted at once by several requests count once.
 */
export function createKeptCounts(version: Pick<CatalogueVersion, 'serving' | 'epoch' | 'onChange'>, max = DEFAULT_KEPT_SEARCH_COUNTS) {
  const kept = max > 0 ? new LRUCache<string, number>({ max }) : undefined;
  /** Counts on their way, by epoch and key, so that a burst of the same search runs its count once. */
  const counting = new Map<string, Promise<number>>();
  version.onChange(() => kept?.clear());

  return {
    /** The count kept for `key`, else `count()`'s, kept when the catalogue has not moved while it counted. */
    async count(key: string, count: () => Promise<number>): Promise<number> {
      if (!kept || !version.serving) return count();
      const known = kept.get(key);
      if (known !== undefined) return known;
      const epoch = version.epoch;
      const inFlight = `${epoch} ${key}`;
      let pending = counting.get(inFlight);
      if (!pending) {
        pending = count().finally(() => counting.delete(inFlight));
        counting.set(inFlight, pending);
      }
      const n = await pending;
      if (version.serving && version.epoch === epoch) kept.set(key, n);
      return n;
    },
    get size() {
      return kept?.size ?? 0;
    },
  };
}
export type KeptCounts = ReturnType<typeof createKeptCounts>;
