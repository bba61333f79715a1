import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WISHLIST_MAX_ITEMS } from '@shop/contract';
import { newShopper } from '../../test-support/cart.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { addToWishlist, fillWishlist, manyStockItems, mergeWishlist, wishlistInDb } from '../../test-support/wishlist.js';

// Real concurrency needs PostgreSQL (the app's pool); on PGlite the calls queue, which the cap must survive too.

function statusCounts(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
}

describe.each(backends)('the wishlist cap under simultaneous calls on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it(`${WISHLIST_MAX_ITEMS} simultaneous adds of different items into an empty list all land, and never one more`, async () => {
    const s = await newShopper(t);
    const ids = await manyStockItems(t, WISHLIST_MAX_ITEMS + 20);
    const responses = await Promise.all(ids.map((id) => addToWishlist(t, s, id)));
    expect(statusCounts(responses)).toEqual({ 200: WISHLIST_MAX_ITEMS, 422: 20 });
    for (const r of responses.filter((x) => x.statusCode === 422)) expect(r.json().code).toBe('WISHLIST_FULL');
    expect(await wishlistInDb(t, s.customerId)).toHaveLength(WISHLIST_MAX_ITEMS);
  }, 60_000);

  it(`${WISHLIST_MAX_ITEMS} simultaneous adds into a list with room for 10 accept exactly 10`, async () => {
    const s = await newShopper(t);
    const ids = await manyStockItems(t, 2 * WISHLIST_MAX_ITEMS - 10);
    await fillWishlist(t, s.customerId, ids.slice(0, WISHLIST_MAX_ITEMS - 10));
    const racing = ids.slice(WISHLIST_MAX_ITEMS - 10);
    const responses = await Promise.all(racing.map((id) => addToWishlist(t, s, id)));
    expect(statusCounts(responses)).toEqual({ 200: 10, 422: WISHLIST_MAX_ITEMS - 10 });
    expect(await wishlistInDb(t, s.customerId)).toHaveLength(WISHLIST_MAX_ITEMS);
  }, 60_000);

  it('simultaneous merges and adds never pass the cap', async () => {
    const s = await newShopper(t);
    const ids = await manyStockItems(t, WISHLIST_MAX_ITEMS + 100);
    await fillWishlist(t, s.customerId, ids.slice(0, WISHLIST_MAX_ITEMS - 50));
    const rest = ids.slice(WISHLIST_MAX_ITEMS - 50);
    const merges = [0, 1, 2, 3].map((k) => mergeWishlist(t, s, rest.slice(k * 30, k * 30 + 30)));
    const adds = rest.slice(120).map((id) => addToWishlist(t, s, id));
    const responses = await Promise.all([...merges, ...adds]);
    for (const r of responses) expect([200, 422]).toContain(r.statusCode);
    expect(await wishlistInDb(t, s.customerId)).toHaveLength(WISHLIST_MAX_ITEMS);
  }, 60_000);
});
