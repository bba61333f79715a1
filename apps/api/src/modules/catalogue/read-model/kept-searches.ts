import { LRUCache } from 'lru-cache';
import type { CatalogueVersion } from './catalogue-version.js';

/** How many searches an instance keeps the reads of, each kind apart, when the app's options do not say. */
export const DEFAULT_KEPT_SEARCHES = 2_000;

/**
 * How many of the searches a change drops are read again without waiting for a shopper to ask (the most recently
 * asked first): what a busy shop's shoppers search for most is kept again within moments of an edit, while a long tail
 * of rare searches costs the database nothing until asked (decision 0053).
 */
export const REFILLED_AFTER_A_CHANGE = 20;

/**
 * How long the catalogue must stay unchanged before a refill starts, and a refill stops at the next change: a burst of
 * writes (an import, an editor at work) is followed by one refill, never by one per write competing with shoppers.
 */
export const REFILL_AFTER_MS = 1_000;

interface Read<T> {
  read: () => Promise<T>;
  /** Whether the read depends on which items are in stock (in stock only, featured): dropped when one runs out or comes back too. */
  onStock: boolean;
}

interface Kept<T> extends Read<T> {
  value: T;
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
 * an item's last unit (or a cancel brings one back: decision 0052). The searches asked most recently among those a
 * change dropped are read again in the background, one at a time (decision 0053).
 */
export function createKeptSearches<T>(
  version: Pick<CatalogueVersion, 'serving' | 'stockEpoch' | 'listingEpoch' | 'onChange'>,
  max = DEFAULT_KEPT_SEARCHES,
  { refillMax = REFILLED_AFTER_A_CHANGE, refillAfterMs = REFILL_AFTER_MS } = {},
) {
  const kept = max > 0 ? new LRUCache<string, Kept<T>>({ max }) : undefined;
  /** Reads on their way, by epoch and key, so that a burst of the same search reads once. */
  const reading = new Map<string, Promise<T>>();
  /** The searches to read again, the most recently asked first, each with its read. */
  const toRefill = new Map<string, Read<T>>();
  let refillTimer: NodeJS.Timeout | undefined;
  let refilling = false;
  /** Moves on every change that dropped something, so that a refill under way sees it and stops. */
  let changes = 0;
  /** The search being read again now: a change meanwhile makes its read useless, so it is listed again. */
  let current: [string, Read<T>] | undefined;

  version.onChange((change) => {
    if (change === 'level' || !kept) return;
    // Listed first (the most recently asked first), then deleted: the cache is not changed while it is walked.
    const dropped = [...kept.entries()].filter(([, entry]) => change === 'all' || entry.onStock);
    for (const [key] of dropped) kept.delete(key);
    // Those of this change go first; what an earlier change left to refill follows, up to the bound.
    const earlier = [...(current ? [current] : []), ...toRefill];
    toRefill.clear();
    for (const [key, { read, onStock }] of [...dropped, ...earlier]) {
      if (toRefill.size >= refillMax) break;
      toRefill.set(key, { read, onStock });
    }
    changes++;
    if (toRefill.size) refillLater();
  });
  /** Starts the refill once the catalogue stayed unchanged for `refillAfterMs` (the clock restarting at each change). */
  function refillLater() {
    clearTimeout(refillTimer);
    refillTimer = setTimeout(() => {
      refillTimer = undefined;
      void refill();
    }, refillAfterMs);
    refillTimer.unref();
  }
  const epochOf = (onStock: boolean) => (onStock ? version.stockEpoch : version.listingEpoch);

  /** Reads the dropped searches again, one at a time, until none is left or the catalogue changes again. */
  async function refill() {
    if (refilling) return;
    refilling = true;
    const changesAtStart = changes;
    try {
      for (let next = toRefill.entries().next(); !next.done && version.serving && changes === changesAtStart; next = toRefill.entries().next()) {
        const [key, entry] = next.value;
        toRefill.delete(key);
        current = [key, entry];
        const started = performance.now();
        // A failed read is tried again by the next shopper who asks, as any read is.
        await keptSearches.read(key, entry.read, entry).catch(() => undefined);
        // As long a pause as the read took: a refill takes at most half of one connection's time, and shoppers' own
        // requests meanwhile share the database with it rather than queue behind it.
        await new Promise((resolve) => setTimeout(resolve, performance.now() - started).unref());
      }
    } finally {
      current = undefined;
      refilling = false;
      // A change came while a read was under way, and its quiet second ended before the read did: start again now.
      if (changes !== changesAtStart && !refillTimer && toRefill.size) void refill();
    }
  }

  const keptSearches = {
    /**
     * What is kept for `key`, else `read()`'s answer, kept when the catalogue has not moved while it read. `onStock`:
     * whether the answer depends on which items are in stock.
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
      if (version.serving && epochOf(onStock) === epoch) kept.set(key, { value, read, onStock });
      return value;
    },
    get size() {
      return kept?.size ?? 0;
    },
    /** How many dropped searches wait to be read again (a refill under way included). */
    get refilling() {
      return toRefill.size + (refilling ? 1 : 0);
    },
  };
  return keptSearches;
}
export type KeptSearches<T> = ReturnType<typeof createKeptSearches<T>>;
