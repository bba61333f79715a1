import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { openDatabase, type Database } from '../client.js';
import { products, stores } from '../schema/index.js';
import { products as seedProducts, stores as seedStores } from './catalogue.js';
import { seedCatalogueIfEmpty } from './seed-catalogue.js';

// Two instances started together on an empty PostgreSQL database both find it empty; the catalogue must be seeded once,
// and neither may fail to start (issue 15: they raced).
describe.runIf(process.env.TEST_DATABASE_URL)('seeding an empty database from several instances at once', () => {
  let t: TestApp;
  let others: Database[];
  beforeAll(async () => {
    t = await createTestApp('postgres', { seed: false });
    others = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: t.databaseUrl! })));
  });
  afterAll(async () => {
    await Promise.all(others.map((d) => d.close()));
    await t.close();
  });

  it('seeds once: one instance seeds, the others find it done, and every row is there once', async () => {
    const seeded = await Promise.all([t.database, ...others].map((d) => seedCatalogueIfEmpty(d.db)));
    expect(seeded.filter(Boolean)).toHaveLength(1);
    expect((await t.database.db.select({ n: count() }).from(stores))[0]!.n).toBe(seedStores.length);
    expect((await t.database.db.select({ n: count() }).from(products))[0]!.n).toBe(seedProducts.length);
  });
});
