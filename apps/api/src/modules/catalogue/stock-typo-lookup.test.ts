import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createStockRepo, type StockRepo } from './stock.repo.js';
import { createStockService } from './stock.service.js';

// A word that may be a typo and that the catalogue's words in hand lack is looked up alongside the search, so that a
// search that finds nothing is corrected without waiting for another round trip; words the catalogue holds are not
// looked up at all when the search finds something (decision 63). A search that counts nothing does not wait for its page.

describe.each(backends)('typo lookups alongside the search on %s', (backend) => {
  let t: TestApp;
  let events: string[] = [];

  /** The real repository, telling when each count and typo lookup starts and ends. */
  function toldRepo(): StockRepo {
    const repo = createStockRepo(t.database.db);
    const told =
      <A extends unknown[], R>(name: string, call: (...args: A) => Promise<R>) =>
      async (...args: A) => {
        events.push(`${name} asked`);
        try {
          return await call(...args);
        } finally {
          events.push(`${name} answered`);
        }
      };
    return { ...repo, count: told('count', repo.count), anyMatches: told('lookup', repo.anyMatches) };
  }

  const list = (service: ReturnType<typeof createStockService>, search: string) =>
    service.list({ page: 1, page_size: 100, search } as Parameters<typeof service.list>[0], 'en');

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it("looks 'buter' up while the search runs once the catalogue's words are in hand, and finds what 'shea butter' finds", async () => {
    const service = createStockService(toldRepo());
    const butter = await list(service, 'shea butter');
    expect(butter.count).toBeGreaterThan(0);

    // The first typo reads the catalogue's words: its lookup waits for the search to find nothing.
    events = [];
    const first = await list(service, 'shea buter');
    expect(first.count).toBe(butter.count);
    expect(events.slice(0, 3)).toEqual(['count asked', 'count answered', 'lookup asked']);

    // From then on the lookup is asked before the search answers.
    events = [];
    const next = await list(service, 'shea buter');
    expect(next.items.map((i) => i.id)).toEqual(butter.items.map((i) => i.id));
    expect(events.indexOf('lookup asked')).toBeLessThan(events.indexOf('count answered'));
  });

  it('looks up no word the catalogue holds when the search finds something', async () => {
    const service = createStockService(toldRepo());
    await list(service, 'shea buter');
    events = [];
    expect((await list(service, 'shea butter')).count).toBeGreaterThan(0);
    expect(events).toEqual(['count asked', 'count answered']);
  });

  it('answers a search that counts nothing without waiting for its page, and corrects it', async () => {
    const repo = createStockRepo(t.database.db);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    // The page of 'shea buter' is held back until the answer came, or 2 s passed.
    const held: StockRepo = {
      ...repo,
      findPage: async (filter, ...rest) => {
        if (filter.search?.some((word) => word.squashed.includes('buter'))) await gate;
        return repo.findPage(filter, ...rest);
      },
    };
    let openedByTimer = false;
    const timer = setTimeout(() => {
      openedByTimer = true;
      open();
    }, 2_000);
    const answer = await list(createStockService(held), 'shea buter');
    clearTimeout(timer);
    open();
    expect(openedByTimer).toBe(false);
    expect(answer.items.map((i) => i.id)).toEqual((await list(createStockService(repo), 'shea butter')).items.map((i) => i.id));
  });
});
