import { describe, expect, it } from 'vitest';
import { createKeptCounts } from './kept-counts.js';

/** A catalogue version as the read model watches it, moved by hand. */
function versionAtHand() {
  const listeners: Array<() => void> = [];
  return {
    serving: true,
    epoch: 0,
    onChange: (listener: () => void) => listeners.push(listener),
    move() {
      this.epoch++;
      for (const listener of listeners) listener();
    },
  };
}

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

describe('kept search counts', () => {
  it('count a search once while the catalogue stays as it is, each search apart', async () => {
    const kept = createKeptCounts(versionAtHand());
    const shea = counter(11_572);
    const soap = counter(7_491);
    expect(await kept.count('shea', shea)).toBe(11_572);
    expect(await kept.count('shea', shea)).toBe(11_572);
    expect(await kept.count('soap', soap)).toBe(7_491);
    expect([shea.runs, soap.runs]).toEqual([1, 1]);
  });

  it('count afresh once the catalogue moved', async () => {
    const version = versionAtHand();
    const kept = createKeptCounts(version);
    await kept.count('shea', counter(5));
    version.move();
    const after = counter(6);
    expect(await kept.count('shea', after)).toBe(6);
    expect(after.runs).toBe(1);
  });

  it('do not keep a count made while the catalogue moved', async () => {
    const version = versionAtHand();
    const kept = createKeptCounts(version);
    const slow = counter(5, 20);
    const counting = kept.count('shea', slow);
    version.move(); // a write committed while the count read the rows
    expect(await counting).toBe(5);
    const next = counter(6);
    expect(await kept.count('shea', next)).toBe(6);
    expect(next.runs).toBe(1);
  });

  it('run one count for 200 requests of the same search at once', async () => {
    const kept = createKeptCounts(versionAtHand());
    const shea = counter(11_572, 10);
    const answers = await Promise.all(Array.from({ length: 200 }, () => kept.count('shea', shea)));
    expect(new Set(answers)).toEqual(new Set([11_572]));
    expect(shea.runs).toBe(1);
  });

  it('keep nothing while the version is not watched, or when told to keep none', async () => {
    const version = { ...versionAtHand(), serving: false };
    const unwatched = createKeptCounts(version);
    const none = createKeptCounts(versionAtHand(), 0);
    const a = counter(1);
    const b = counter(2);
    for (let i = 0; i < 3; i++) {
      await unwatched.count('shea', a);
      await none.count('shea', b);
    }
    expect([a.runs, b.runs]).toEqual([3, 3]);
    expect([unwatched.size, none.size]).toEqual([0, 0]);
  });

  it('keep at most as many searches as told, the least recently asked leaving first', async () => {
    const kept = createKeptCounts(versionAtHand(), 2);
    await kept.count('a', counter(1));
    await kept.count('b', counter(2));
    await kept.count('a', counter(1)); // 'b' is now the least recently asked
    await kept.count('c', counter(3));
    expect(kept.size).toBe(2);
    const a = counter(1);
    const b = counter(2);
    await kept.count('a', a);
    await kept.count('b', b);
    expect([a.runs, b.runs]).toEqual([0, 1]);
  });
});
