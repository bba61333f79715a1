import { LRUCache } from 'lru-cache';
import type { CatalogueVersion } from './catalogue-version.js';

/** How many searches' counts are kept when the app's options do not say: a few hundred KB at most. */
export const DEFAULT_KEPT_SEARCH_COUNTS = 2_000;

interface Kept {
  n: number;
  /** Whether the count depends on stock levels (in stock only): dropped by any change, not only the listing's. */
  onStock: boolean;
}

/**
 * The counts of searches, kept until the catalogue changes (decision 0049). A search is the one listing filter
 * stock_counts cannot count (decision 0038), and counting a common word's thousands of matches reads them all; kept
 * here, the shopper's next page, another order of the same results, or the same search in another language count
 * nothing. Kept like the read model's answers: only while the version is watched, only a count computed in the
 * current epoch, and dropped when it moves; searches counted at once by several requests count once. A count that
 * does not depend on stock levels belongs to the listing epoch, which an order does not move (decision 0051): on a
 * busy shop it lives from one catalogue edit to the next, not from one order to the next.
 */
export function createKeptCounts(version: Pick<CatalogueVersion, 'serving' | 'epoch' | 'listingEpoch' | 'onChange'>, max = DEFAULT_KEPT_SEARCH_COUNTS) {
  const kept = max > 0 ? new LRUCache<string, Kept>({ max }) : undefined;
  /** Counts on their way, by epoch and key, so that a burst of the same search runs its count once. */
  const counting = new Map<string, Promise<number>>();
  version.onChange((change) => {
    if (change === 'all') return kept?.clear();
    for (const [key, { onStock }] of kept?.entries() ?? []) if (onStock) kept!.delete(key);
  });
  const epochOf = (onStock: boolean) => (onStock ? version.epoch : version.listingEpoch);

  return {
    /**
     * The count kept for `key`, else `count()`'s, kept when the catalogue has not moved while it counted. `onStock`:
     * whether the count depends on stock levels.
     */
    async count(key: string, count: () => Promise<number>, { onStock }: { onStock: boolean }): Promise<number> {
      if (!kept || !version.serving) return count();
      const known = kept.get(key);
      if (known !== undefined) return known.n;
      const epoch = epochOf(onStock);
      const inFlight = `${onStock ? 's' : 'l'}${epoch} ${key}`;
      let pending = counting.get(inFlight);
      if (!pending) {
        pending = count().finally(() => counting.delete(inFlight));
        counting.set(inFlight, pending);
      }
      const n = await pending;
      if (version.serving && epochOf(onStock) === epoch) kept.set(key, { n, onStock });
      return n;
    },
    get size() {
      return kept?.size ?? 0;
    },
  };
}
export type KeptCounts = ReturnType<typeof createKeptCounts>;
