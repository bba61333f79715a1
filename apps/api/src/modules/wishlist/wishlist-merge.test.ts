import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WISHLIST_MAX_ITEMS } from '@shop/contract';
import { newShopper, newStockItem } from '../../test-support/cart.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { addToWishlist, expectMerged, expectWishlist, fillWishlist, manyStockItems, mergeWishlist, wishlistInDb } from '../../test-support/wishlist.js';

const MISSING_STOCK = 2_000_000_000;

describe.each(backends)("POST /wishlist/merge/ (a guest's hearts at login) on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it("joins the guest's hearts to the list, the last hearted first", async () => {
    const s = await newShopper(t);
    const [had, a, b] = [await newStockItem(t, { quantity: 2 }), await newStockItem(t, { quantity: 2 }), await newStockItem(t, { quantity: 0 })];
    expectWishlist(await addToWishlist(t, s, had), 'Item added to wishlist');
    const merged = expectMerged(await mergeWishlist(t, s, [a, b]));
    expect(merged.items.map((i) => i.id)).toEqual([b, a, had]);
    expect(merged).toMatchObject({ unknown: [], over_limit: [] });
  });

  it('counts the same id once, keeps items already on the list, and names the unknown ids', async () => {
    const s = await newShopper(t);
    const [had, a] = [await newStockItem(t, { quantity: 2 }), await newStockItem(t, { quantity: 2 })];
    expectWishlist(await addToWishlist(t, s, had), 'Item added to wishlist');
    const merged = expectMerged(await mergeWishlist(t, s, [a, MISSING_STOCK, had, a, MISSING_STOCK]));
    expect(merged.items.map((i) => i.id).sort((x, y) => x - y)).toEqual([had, a].sort((x, y) => x - y));
    expect(merged.unknown).toEqual([MISSING_STOCK]);
    expect(merged.over_limit).toEqual([]);
    expect(await wishlistInDb(t, s.customerId)).toEqual([had, a].sort((x, y) => x - y));
  });

  it('an empty merge answers the list as it is; the same merge twice changes nothing', async () => {
    const s = await newShopper(t);
    const a = await newStockItem(t, { quantity: 2 });
    expect(expectMerged(await mergeWishlist(t, s, [])).items).toEqual([]);
    const once = expectMerged(await mergeWishlist(t, s, [a]));
    const twice = expectMerged(await mergeWishlist(t, s, [a]));
    expect(twice).toEqual(once);
  });

  it(`respects the cap of ${WISHLIST_MAX_ITEMS}: the guest's earliest hearts fill the room, the rest are named in over_limit`, async () => {
    const s = await newShopper(t);
    const ids = await manyStockItems(t, WISHLIST_MAX_ITEMS + 3);
    await fillWishlist(t, s.customerId, ids.slice(0, WISHLIST_MAX_ITEMS - 2));
    const guest = ids.slice(WISHLIST_MAX_ITEMS - 2);
    // One the customer has already takes no room.
    const merged = expectMerged(await mergeWishlist(t, s, [ids[0]!, ...guest]));
    expect(merged.items).toHaveLength(WISHLIST_MAX_ITEMS);
    expect(merged.over_limit).toEqual(guest.slice(2));
    expect(merged.items.slice(0, 2).map((i) => i.id)).toEqual([guest[1], guest[0]]);
    expect(await wishlistInDb(t, s.customerId)).toHaveLength(WISHLIST_MAX_ITEMS);
  });
});
