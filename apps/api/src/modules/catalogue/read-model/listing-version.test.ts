import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockItems } from '../../../db/schema/index.js';
import { newStockItem } from '../../../test-support/cart.js';
import { seenWithin } from '../../../test-support/eventually.js';
import { backends, createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { CATALOGUE_CHANNEL, LEVELS_ONLY, STOCK_ONLY } from './catalogue-version.js';
import { readCatalogueVersion } from './catalogue-version.repo.js';

// What the triggers of drizzle/0018 and 0019 say about a write (decisions 0051, 0052): a change of stock levels alone
// that left every item in or out of stock moves the catalogue's version and notifies 'level'; one that emptied or
// refilled an item moves the stock's version too and notifies 'stock'; any other change moves all three and notifies ''.

describe.each(backends)('the listing version on %s', (backend) => {
  let t: TestApp;
  const heard: string[] = [];
  let stopListening: () => Promise<void>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const listening = await t.database.listen(CATALOGUE_CHANNEL, { notified: (payload) => heard.push(payload), connected() {}, lost() {} });
    stopListening = () => listening.close();
  });
  afterAll(async () => {
    await stopListening();
    await t.close();
  });

  /** What a write moved (the catalogue's version, the stock's, the listing's) and the notification it sent. */
  async function afterWrite(write: () => Promise<unknown>) {
    // The notifications of the test's own setup (the item it made) may still be on their way: heard before starting.
    for (let was = -1; was !== heard.length;) {
      was = heard.length;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const before = await readCatalogueVersion(t.database.db);
    const notified = heard.length;
    await write();
    await seenWithin(2000, async () => heard.length > notified);
    const after = await readCatalogueVersion(t.database.db);
    return {
      catalogue: after.catalogue !== before.catalogue,
      stock: after.stock !== before.stock,
      listing: after.listing !== before.listing,
      payload: heard.at(-1),
    };
  }

  const setQuantity = (ids: number[], quantity: number) => () => t.database.db.update(stockItems).set({ quantity }).where(inArray(stockItems.id, ids));

  it('an order taking some of an item’s stock moves the catalogue alone and says so', async () => {
    const id = await newStockItem(t, { quantity: 10 });
    const taken = () =>
      t.database.db
        .update(stockItems)
        .set({ quantity: sql`${stockItems.quantity} - 2` })
        .where(eq(stockItems.id, id));
    expect(await afterWrite(taken)).toEqual({ catalogue: true, stock: false, listing: false, payload: LEVELS_ONLY });
  });

  it('a change of stock levels that empties or refills an item moves the stock’s version too', async () => {
    const a = await newStockItem(t, { quantity: 3 });
    const b = await newStockItem(t, { quantity: 3 });
    const stockOnly = { catalogue: true, stock: true, listing: false, payload: STOCK_ONLY };
    // The last units taken; brought back; then two rows in one statement, only one of them emptied.
    expect(await afterWrite(setQuantity([a], 0))).toEqual(stockOnly);
    expect(await afterWrite(setQuantity([a], 2))).toEqual(stockOnly);
    expect(await afterWrite(setQuantity([a, b], 1))).toEqual({ catalogue: true, stock: false, listing: false, payload: LEVELS_ONLY });
    expect(await afterWrite(setQuantity([a, b], 0))).toEqual(stockOnly);
    // An item out of stock stays out: nothing in stock changed.
    expect(await afterWrite(setQuantity([a, b], 0))).toEqual({ catalogue: true, stock: false, listing: false, payload: LEVELS_ONLY });
  });

  it('a price, a listing, or a price with a stock level, moves all three', async () => {
    const a = await newStockItem(t, { quantity: 10 });
    const b = await newStockItem(t, { quantity: 10 });
    const both = { catalogue: true, stock: true, listing: true, payload: '' };
    expect(await afterWrite(() => t.database.db.update(stockItems).set({ priceMinor: 12_345 }).where(eq(stockItems.id, a)))).toEqual(both);
    expect(await afterWrite(() => t.database.db.update(stockItems).set({ listed: false }).where(eq(stockItems.id, a)))).toEqual(both);
    expect(await afterWrite(() => t.database.db.update(stockItems).set({ listed: true }).where(eq(stockItems.id, a)))).toEqual(both);
    // Two rows in one statement, one of them changed beyond its stock level.
    const mixed = () =>
      t.database.db
        .update(stockItems)
        .set({ quantity: 5, freeDelivery: sql`case when ${stockItems.id} = ${b} then not ${stockItems.freeDelivery} else ${stockItems.freeDelivery} end` })
        .where(inArray(stockItems.id, [a, b]));
    expect(await afterWrite(mixed)).toEqual(both);
  });

  it('a new stock item moves all three', async () => {
    expect(await afterWrite(() => newStockItem(t, { quantity: 1 }))).toEqual({ catalogue: true, stock: true, listing: true, payload: '' });
  });
});
