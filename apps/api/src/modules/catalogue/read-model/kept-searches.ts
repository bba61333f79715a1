import { LRUCache } from 'lru-cache';
import type { CatalogueVersion } from './catalogue-version.js';

/** How many searches an instance keeps the reads of, each kind apart, when the app's options do not say. */
export const DEFAULT_KEPT_SEARCHES = 2_000;

interface Kept<T> {
  value: T;
  /** Whether the read depends on which items are in stock (in stock only, featured): dropped when one runs out or comes back too. */
  onStock: boolean;
}

/**
 * What searches read, kept until the catalogue changes: their counts (decision 0049) and the products their
 * suggestions offer (decision 0051). A search is the one listing filter stock_counts cannot count (decision 0038), and
 * a common word's thousands of matches are all read to count them or to find the products they belong to; kept here,
 * the shopper's next page, another order of the same results, the same search in another language or the next
 * shopper typing the same letters read nothing. Kept like the read model's answers: only while the version is
 * watched, only a read made in the current epoch, and dropped when it moves; a search read at once by several
 * requests is read once. A read that does not depend on stock levels belongs to the listing epoch, which an order
 * does not move (decision 0051): on a busy shop it lives from one catalogue edit to the next, not from order to order.
 * A read that depends on which items are in stock belongs to the stock epoch, which an order moves only when it takes
 * an item's last unit (or a cancel brings one back: decision 0052).
 */
export function createKeptSearches<T>(version: Pick<CatalogueVersion, 'serving' | 'stockEpoch' | 'listingEpoch' | 'onChange'>, max = DEFAULT_KEPT_SEARCHES) {
  const kept = max > 0 ? new LRUCache<string, Kept<T>>({ max }) : undefined;
  /** Reads on their way, by epoch and key, so that a burst of the same search reads once. */
  const reading = new Map<string, Promise<T>>();
  version.onChange((change) => {
    if (change === 'level') return;
    if (change === 'all') return kept?.clear();
    // Listed first, then deleted: the cache is not changed while it is walked.
    const onStock = [...(kept?.entries() ?? [])].flatMap(([key, read]) => (read.onStock ? [key] : []));
    for (const key of onStock) kept!.delete(key);
  });
  const epochOf = (onStock: boolean) => (onStock ? version.stockEpoch : version.listingEpoch);

  return {
    /**
     * What is kept for `key`, else `read()`'s answer, kept when the catalogue has not moved while it read. `onStock`:
     * whether the answer depends on stock levels.
     */
    async read(key: string, read: () => Promise<T>, { onStock }: { onStock: boolean }): Promise<T> {
      if (!kept || !version.serving) return read();
      const known = kept.get(key);
      if (known !== undefined) return known.value;
      const epoch = epochOf(onStock);
      const inFlight = `${onStock ? 's' : 'l'}${epoch} ${key}`;
      let pending = reading.get(inFlight);
      if (!pending) {
        pending = read().finally(() => reading.delete(inFlight));
        reading.set(inFlight, pending);
      }
      const value = await pending;
      if (version.serving && epochOf(onStock) === epoch) kept.set(key, { value, onStock });
      return value;
    },
    get size() {
      return kept?.size ?? 0;
    },
  };
}
export type KeptSearches<T> = ReturnType<typeof createKeptSearches<T>>;
