import { describe, expect, it } from 'vitest';
import { seenWithin } from '../../../test-support/eventually.js';
import type { CatalogueChange } from './catalogue-version.js';
import { createKeptSearches } from './kept-searches.js';

/** A catalogue version as the read model watches it, moved by hand. */
function versionAtHand() {
  const listeners: Array<(change: CatalogueChange) => void> = [];
  return {
    serving: true,
    stockEpoch: 0,
    listingEpoch: 0,
    onChange: (listener: (change: CatalogueChange) => void) => void listeners.push(listener),
    /** Any change but one of stock levels alone. */
    move() {
      this.stockEpoch++;
      this.listingEpoch++;
      for (const listener of listeners) listener('all');
    },
    /** An order taking an item's last unit, a cancel bringing one back, a stock adjustment emptying an item. */
    moveStock() {
      this.stockEpoch++;
      for (const listener of listeners) listener('stock');
    },
    /** An order taking one unit of many: which items are in stock stays as it was. */
    moveLevels() {
      for (const listener of listeners) listener('level');
    },
  };
}

/** A count that does not depend on stock levels, and one that does (in stock only). */
const LISTING = { onStock: false };
const ON_STOCK = { onStock: true };

/** A count that says how often it ran, answering `n` after `waitMs`. */
function counter(n: number, waitMs = 0) {
  const count = Object.assign(
    async () => {
      count.runs++;
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      return n;
    },
    { runs: 0 },
  );
  return count;
}

describe('kept searches (their counts here)', () => {
  it('count a search once while the catalogue stays as it is, each search apart', async () => {
    const kept = createKeptSearches<number>(versionAtHand());
    const shea = counter(11_572);
    const soap = counter(7_491);
    expect(await kept.read('shea', shea, LISTING)).toBe(11_572);
    expect(await kept.read('shea', shea, LISTING)).toBe(11_572);
    expect(await kept.read('soap', soap, LISTING)).toBe(7_491);
    expect([shea.runs, soap.runs]).toEqual([1, 1]);
  });

  it('count afresh once the catalogue moved', async () => {
    const version = versionAtHand();
    const kept = createKeptSearches<number>(version);
    await kept.read('shea', counter(5), LISTING);
    version.move();
    const after = counter(6);
    expect(await kept.read('shea', after, LISTING)).toBe(6);
    expect(after.runs).toBe(1);
  });

  it('do not keep a count made while the catalogue moved', async () => {
    const version = versionAtHand();
    const kept = createKeptSearches<number>(version);
    const slow = counter(5, 20);
    const counting = kept.read('shea', slow, LISTING);
    version.move(); // a write committed while the count read the rows
    expect(await counting).toBe(5);
    const next = counter(6);
    expect(await kept.read('shea', next, LISTING)).toBe(6);
    expect(next.runs).toBe(1);
  });

  it('keep a count that does not depend on stock levels across a change of stock levels, not one that does', async () => {
    const version = versionAtHand();
    const kept = createKeptSearches<number>(version);
    await kept.read('shea', counter(5), LISTING);
    await kept.read('shea in stock', counter(4), ON_STOCK);
    version.moveStock();
    const shea = counter(5);
    const inStock = counter(3);
    expect(await kept.read('shea', shea, LISTING)).toBe(5);
    expect(await kept.read('shea in stock', inStock, ON_STOCK)).toBe(3);
    expect([shea.runs, inStock.runs]).toEqual([0, 1]);
  });

  it('drop every count that depends on stock levels on such a change, however they lie among the others', async () => {
    const version = versionAtHand();
    const kept = createKeptSearches<number>(version);
    const keys = Array.from({ length: 10 }, (_, i) => `search ${i}`);
    for (const [i, key] of keys.entries()) await kept.read(key, counter(i), i % 3 === 0 ? LISTING : ON_STOCK);
    version.moveStock();
    const again = keys.map((key, i) => ({ key, onStock: i % 3 !== 0, count: counter(i) }));
    for (const { key, onStock, count } of again) await kept.read(key, count, { onStock });
    expect(again.map(({ count }) => count.runs)).toEqual(keys.map((_, i) => (i % 3 === 0 ? 0 : 1)));
  });

  it('keep every count across a change of stock levels that emptied or refilled no item, in stock only too', async () => {
    const version = versionAtHand();
    const kept = createKeptSearches<number>(version);
    await kept.read('shea', counter(5), LISTING);
    await kept.read('shea in stock', counter(4), ON_STOCK);
    const counting = kept.read('soap in stock', counter(2, 20), ON_STOCK);
    version.moveLevels(); // an order committed while this count read the rows: it counts the same items in stock
    await counting;
    const again = [counter(5), counter(4), counter(2)];
    expect(await kept.read('shea', again[0]!, LISTING)).toBe(5);
    expect(await kept.read('shea in stock', again[1]!, ON_STOCK)).toBe(4);
    expect(await kept.read('soap in stock', again[2]!, ON_STOCK)).toBe(2);
    expect(again.map((c) => c.runs)).toEqual([0, 0, 0]);
  });

  it('do not keep a count made while stock levels moved, if it depends on them', async () => {
    const version = versionAtHand();
    const kept = createKeptSearches<number>(version);
    const counting = [kept.read('shea', counter(5, 20), LISTING), kept.read('shea in stock', counter(4, 20), ON_STOCK)];
    version.moveStock(); // an order committed while the counts read the rows
    await Promise.all(counting);
    const shea = counter(5);
    const inStock = counter(3);
    await kept.read('shea', shea, LISTING);
    await kept.read('shea in stock', inStock, ON_STOCK);
    expect([shea.runs, inStock.runs]).toEqual([0, 1]);
  });

  it('run one count for 200 requests of the same search at once', async () => {
    const kept = createKeptSearches<number>(versionAtHand());
    const shea = counter(11_572, 10);
    const answers = await Promise.all(Array.from({ length: 200 }, () => kept.read('shea', shea, LISTING)));
    expect(new Set(answers)).toEqual(new Set([11_572]));
    expect(shea.runs).toBe(1);
  });

  it('keep nothing while the version is not watched, or when told to keep none', async () => {
    const version = { ...versionAtHand(), serving: false };
    const unwatched = createKeptSearches<number>(version);
    const none = createKeptSearches<number>(versionAtHand(), 0);
    const a = counter(1);
    const b = counter(2);
    for (let i = 0; i < 3; i++) {
      await unwatched.read('shea', a, LISTING);
      await none.read('shea', b, LISTING);
    }
    expect([a.runs, b.runs]).toEqual([3, 3]);
    expect([unwatched.size, none.size]).toEqual([0, 0]);
  });

  it('keep at most as many searches as told, the least recently asked leaving first', async () => {
    const kept = createKeptSearches<number>(versionAtHand(), 2);
    await kept.read('a', counter(1), LISTING);
    await kept.read('b', counter(2), LISTING);
    await kept.read('a', counter(1), LISTING); // 'b' is now the least recently asked
    await kept.read('c', counter(3), LISTING);
    expect(kept.size).toBe(2);
    const a = counter(1);
    const b = counter(2);
    await kept.read('a', a, LISTING);
    await kept.read('b', b, LISTING);
    expect([a.runs, b.runs]).toEqual([0, 1]);
  });
});

describe('kept searches after a change', () => {
  /** A read that notes when it ran, answering `answer()` (read when it starts) after `waitMs`. */
  function noted(name: string, log: string[], answer: () => number, waitMs = 0) {
    return async () => {
      log.push(name);
      const value = answer();
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      return value;
    };
  }
  const settled = (kept: { refilling: number }) => seenWithin(2_000, async () => kept.refilling === 0);
  /** A refill after 20 ms without a change, rather than a second. */
  const QUICK = { refillAfterMs: 20 };

  it('are read again without being asked, the most recently asked first, and then served as kept', async () => {
    const version = versionAtHand();
    const kept = createKeptSearches<number>(version, 100, QUICK);
    const log: string[] = [];
    for (const name of ['a', 'b', 'c'])
      await kept.read(
        name,
        noted(name, log, () => version.listingEpoch),
        LISTING,
      );
    await kept.read(
      'a',
      noted('a', log, () => -1),
      LISTING,
    ); // asked again: now the most recent
    version.move();
    expect(kept.size).toBe(0);
    await settled(kept);
    expect(log).toEqual(['a', 'b', 'c', 'a', 'c', 'b']);
    // Served from what the refill read, in the new epoch, reading nothing more.
    const again = counter(99);
    expect(await kept.read('b', again, LISTING)).toBe(1);
    expect(again.runs).toBe(0);
  });

  it('read again only as many as told, only those a change of stock dropped, and none after a change of levels alone', async () => {
    const version = versionAtHand();
    const kept = createKeptSearches<number>(version, 100, { ...QUICK, refillMax: 2 });
    const log: string[] = [];
    for (const name of ['a', 'b', 'c', 'd'])
      await kept.read(
        name,
        noted(name, log, () => 0),
        name === 'a' || name === 'c' ? ON_STOCK : LISTING,
      );
    log.length = 0;
    version.moveLevels();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(log).toEqual([]);
    version.moveStock();
    await settled(kept);
    expect(log).toEqual(['c', 'a']);
    log.length = 0;
    version.move();
    await settled(kept);
    expect(log).toEqual(['a', 'c']); // the bound of 2: the two asked (here, read again) most recently
  });

  it('wait for the catalogue to stay unchanged before reading again, and stop at the next change', async () => {
    const version = versionAtHand();
    const kept = createKeptSearches<number>(version, 100, { refillAfterMs: 60 });
    const log: string[] = [];
    for (const name of ['a', 'b', 'c'])
      await kept.read(
        name,
        noted(name, log, () => version.listingEpoch, 30),
        LISTING,
      );
    log.length = 0;
    // A burst of changes 20 ms apart: nothing is read during it.
    for (let i = 0; i < 5; i++) {
      version.move();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(log).toEqual([]);
    // Quiet: the refill starts, and a change while it reads stops it until the catalogue is quiet again.
    await seenWithin(1_000, async () => log.length === 1);
    version.move();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(log).toHaveLength(1);
    await settled(kept);
    expect(log).toEqual(['c', 'c', 'b', 'a']);
    expect(kept.size).toBe(3);
  });

  it('start over when the catalogue changes during a refill, and keep only what was read after the last change', async () => {
    const version = versionAtHand();
    const kept = createKeptSearches<number>(version, 100, QUICK);
    const log: string[] = [];
    for (const name of ['a', 'b'])
      await kept.read(
        name,
        noted(name, log, () => version.listingEpoch, 30),
        LISTING,
      );
    version.move();
    await seenWithin(1_000, async () => log.length === 3); // the refill is reading one of them
    version.move();
    await settled(kept);
    const again = [counter(-1), counter(-1)];
    expect([await kept.read('a', again[0]!, LISTING), await kept.read('b', again[1]!, LISTING)]).toEqual([2, 2]);
    expect(again.map((c) => c.runs)).toEqual([0, 0]);
  });
});
