import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_PATHS } from '@shop/contract';
import { stockItems } from '../../../db/schema/index.js';
import { addToCart, expectCart, newShopper, newStockItem } from '../../../test-support/cart.js';
import { ACCRA_MALL, expectUpdated, patchCheckout, pickupAt } from '../../../test-support/checkout.js';
import { seenWithin } from '../../../test-support/eventually.js';
import { getJson, getRaw, listening, type RawAnswer } from '../../../test-support/http-client.js';
import { expectOrder, placeOrder } from '../../../test-support/orders.js';
import { backends, createTestApp, type TestApp } from '../../../test-support/test-app.js';

type Item = { data: { quantity: number; selling_price: { amount: string } } };

/** Changes a stock item without the catalogue's triggers firing: no version moves, so a cached answer stays as it was. */
async function updateUnheard(t: TestApp, id: number, set: Partial<typeof stockItems.$inferInsert>) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(stockItems).set(set).where(eq(stockItems.id, id));
  });
}

/** The headers of an answer but those of one request (its id, the time). */
const sameForEveryRequest = (res: RawAnswer) => {
  const { 'x-request-id': id, date: _date, ...rest } = res.headers;
  expect(id).toMatch(/^[\w-]{8,}$/);
  return rest;
};

describe.each(backends)('the catalogue read model on %s', (backend) => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    // The dearest item of the catalogue can still be paid on delivery (the order test buys three).
    // The version is read anyway only every 10 minutes here: a read that drops what is kept (as it may) would make
    // the tests that prove something is kept across a change fail for a reason of their own.
    t = await createTestApp(backend, { payOnDeliveryMaxMinor: 100_000_000, catalogueCheckEveryMs: 600_000 });
    origin = await listening(t.app);
  });
  afterAll(() => t.close());

  it('answers with a strong ETag and a Cache-Control that revalidates; If-None-Match gets a 304 with no body', async () => {
    const first = await getRaw(origin, '/stock/?page_size=24');
    expect(first.status).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await getRaw(origin, '/stock/?page_size=24', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-type']).toBeUndefined();
    expect((await getRaw(origin, '/stock/?page_size=24', { 'if-none-match': '"something-else"' })).status).toBe(200);
  });

  it('serves a cached answer with the very bytes and headers the route gave', async () => {
    const id = await newStockItem(t, { quantity: 5, priceMinor: 1234 });
    // The new item's own notification may still be on its way (PostgreSQL) and would empty the cache between the two
    // reads, so this is asked again until it holds; it never holds unless an answer is kept.
    let made!: RawAnswer;
    let kept!: RawAnswer;
    let unheardPrice = 1000;
    await seenWithin(2000, async () => {
      made = await getRaw(origin, `/stock/${id}/`, { 'accept-encoding': 'gzip' });
      await updateUnheard(t, id, { priceMinor: unheardPrice++ });
      kept = await getRaw(origin, `/stock/${id}/`, { 'accept-encoding': 'gzip' });
      const notModified = await getRaw(origin, `/stock/${id}/`, { 'if-none-match': made.headers.etag as string });
      // The change no trigger announced is not seen: the second answer came from the cache, and is the first one.
      return kept.body.equals(made.body) && notModified.status === 304;
    });
    expect(sameForEveryRequest(kept)).toEqual(sameForEveryRequest(made));
    // Announced, the change is seen as soon as its notification arrives (on PostgreSQL it comes on another connection).
    await t.database.db.update(stockItems).set({ priceMinor: 999 }).where(eq(stockItems.id, id));
    await seenWithin(2000, async () => (await getJson<Item>(origin, `/stock/${id}/`)).data.selling_price.amount === '9.99');
  });

  it('keeps one answer per language, says which (Content-Language) and that it varies (Vary)', async () => {
    const es = await getRaw(origin, '/product-category/', { 'accept-language': 'es' });
    expect(es.headers['content-language']).toBe('es');
    expect(es.headers.vary).toBe('Accept-Language, Accept-Encoding');
    const zh = await getRaw(origin, '/product-category/', { 'accept-language': 'zh-CN' });
    expect(zh.headers['content-language']).toBe('zh');
    expect(zh.body.equals(es.body)).toBe(false);
    const en = await getRaw(origin, '/product-category/');
    expect(en.headers['content-language']).toBe('en');
    expect((await getRaw(origin, '/product-category/', { 'accept-language': 'es-MX,es;q=0.9' })).body.equals(es.body)).toBe(true);
    expect((await getRaw(origin, '/product-category/', { 'accept-language': 'fr' })).body.equals(en.body)).toBe(true);
    expect(es.headers.etag).not.toBe(en.headers.etag);
    // Answers of no language vary by encoding only.
    expect((await getRaw(origin, '/store/')).headers.vary).toBe('Accept-Encoding');
  });

  it('compresses answers above 1 KB by Accept-Encoding (brotli first), each decoding to the same bytes', async () => {
    const plain = await getRaw(origin, '/stock/?page_size=24');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (let round = 0; round < 2; round++) {
      const br = await getRaw(origin, '/stock/?page_size=24', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      expect(Number(br.headers['content-length'])).toBe(br.body.length);
      const gzip = await getRaw(origin, '/stock/?page_size=24', { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
      expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
      // Revalidating with any of its encodings' tags is the same content.
      expect((await getRaw(origin, '/stock/?page_size=24', { 'accept-encoding': 'br', 'if-none-match': gzip.headers.etag as string })).status).toBe(304);
    }
    const small = await getRaw(origin, '/stock/999999999/', { 'accept-encoding': 'br' });
    expect(small.status).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('shows a price changed in SQL once its notification arrives, and stock taken by an order on the very next request', async () => {
    // Dearer than anything seeded, so it leads the page sorted by price.
    const id = await newStockItem(t, { quantity: 10, priceMinor: 9_000_000 });
    const page = `/stock/?ordering=-price&page_size=24`;
    const listed = async () =>
      (await getJson<{ data: { id: number; quantity: number; selling_price: { amount: string } }[] }>(origin, page)).data.find((i) => i.id === id);
    expect((await getJson<Item>(origin, `/stock/${id}/`)).data.quantity).toBe(10);
    expect((await listed())?.selling_price.amount).toBe('90000.00');

    // A change made in SQL, outside this instance: seen when the notification arrives, within milliseconds.
    await t.database.db.update(stockItems).set({ priceMinor: 9_100_000 }).where(eq(stockItems.id, id));
    await seenWithin(2000, async () => (await getJson<Item>(origin, `/stock/${id}/`)).data.selling_price.amount === '91000.00');
    expect((await listed())?.selling_price.amount).toBe('91000.00');

    const s = await newShopper(t);
    expectCart(await addToCart(t, s, id, 3), 'Added to cart');
    expectUpdated(await patchCheckout(t, s, pickupAt(ACCRA_MALL)));
    expectOrder(await placeOrder(t, s));
    expect((await getJson<Item>(origin, `/stock/${id}/`)).data.quantity).toBe(7);
    expect((await listed())?.quantity).toBe(7);

    await t.database.db.update(stockItems).set({ quantity: 0 }).where(eq(stockItems.id, id));
    await seenWithin(2000, async () => (await getJson<Item>(origin, `/stock/${id}/`)).data.quantity === 0);
  });

  it('keeps a search’s count for its every page and order until the catalogue changes, then counts afresh', async () => {
    type Page = { count: number; data: { id: number }[] };
    const search = (query: string) => getJson<Page>(origin, `/stock/?search=shea&page_size=2&${query}`);
    await t.catalogueHeard();
    const first = await search('page=1');
    expect(first.count).toBeGreaterThan(4);
    const [gone] = first.data;

    // Unannounced, an item leaves the listing: the pages read afresh no longer show it, but the count kept stands.
    await updateUnheard(t, gone!.id, { listed: false });
    const second = await search('page=2');
    expect(second.count).toBe(first.count);
    expect((await search('page=1&ordering=-price')).count).toBe(first.count);
    // Put back as unheard, so stock_counts (which its trigger keeps) still agrees with the rows.
    await updateUnheard(t, gone!.id, { listed: true });

    // Any announced change counts it again, on the very next page asked for.
    await t.database.db.update(stockItems).set({ listed: false }).where(eq(stockItems.id, gone!.id));
    await seenWithin(2000, async () => (await search('page=3')).count === first.count - 1);
    expect((await search('page=1&ordering=price')).count).toBe(first.count - 1);
    await t.database.db.update(stockItems).set({ listed: true }).where(eq(stockItems.id, gone!.id));
    await seenWithin(2000, async () => (await search('page=1&ordering=name')).count === first.count);
  });

  it('keeps a search’s count across a change of stock levels alone, and an in-stock search’s while no item runs out', async () => {
    type Page = { count: number; data: { id: number }[] };
    const search = (query: string) => getJson<Page>(origin, `/stock/?search=shea&page_size=2&${query}`);
    const other = await newStockItem(t, { quantity: 10 });
    // Not among the search's items, so that its stock levels change no count by themselves.
    await t.database.db.update(stockItems).set({ searchText: 'an item of another kind', nameKey: 'an item of another kind' }).where(eq(stockItems.id, other));
    // Its writes heard, so that no late notification empties the cache below.
    await t.catalogueHeard();
    const quantityOf = async () => (await getJson<Item>(origin, `/stock/${other}/`)).data.quantity;
    const setQuantity = (quantity: number) => t.database.db.update(stockItems).set({ quantity }).where(eq(stockItems.id, other));
    // Its answer cached, so that seeing a new level below means the change was heard.
    expect(await quantityOf()).toBe(10);
    const inStock = await search('in_stock=true&page=1');
    const all = await search('page=1');
    const [gone] = inStock.data;

    // Unannounced, an item in stock leaves the listing; then, announced, an order takes one unit of ten.
    await updateUnheard(t, gone!.id, { listed: false });
    await setQuantity(9);
    await seenWithin(2000, async () => (await quantityOf()) === 9);
    // No item ran out or came back: both searches keep their counts.
    expect((await search('page=2')).count).toBe(all.count);
    expect((await search('in_stock=true&page=2')).count).toBe(inStock.count);

    // An order takes the last units: the search that asks for stock counts afresh (and sees the item that left), the other keeps its count.
    await setQuantity(0);
    await seenWithin(2000, async () => (await quantityOf()) === 0);
    expect((await search('page=3')).count).toBe(all.count);
    expect((await search('in_stock=true&page=3')).count).toBe(inStock.count - 1);

    // Put back unheard (so stock_counts, which its trigger keeps, still agrees with the rows), then a change the app
    // cannot name is announced (catalogueHeard's marker): everything kept is dropped, and the counts agree again.
    await updateUnheard(t, gone!.id, { listed: true });
    await t.catalogueHeard();
    expect((await search('in_stock=true&page=4')).count).toBe(inStock.count);
    expect((await search('page=4')).count).toBe(all.count);
  });

  it('reads a search that a change dropped again before anyone asks, and serves what it read', async () => {
    type Page = { count: number; data: { id: number }[] };
    const search = (query: string) => getJson<Page>(origin, `/stock/?search=shea&page_size=2&${query}`);
    const waiting = async () => {
      const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
      return Number(/^catalogue_kept_searches_refilling (\d+)/m.exec(text)?.[1]);
    };
    await t.catalogueHeard();
    const first = await search('page=1');
    const [gone, next] = first.data;

    // Announced, an item leaves the listing: the kept count is dropped, and read again with nobody asking.
    await t.database.db.update(stockItems).set({ listed: false }).where(eq(stockItems.id, gone!.id));
    await t.catalogueHeard();
    await seenWithin(5000, async () => (await waiting()) === 0);
    // Unannounced, a second item leaves: a count made now would miss it too; the count read before does not.
    await updateUnheard(t, next!.id, { listed: false });
    expect((await search('page=2')).count).toBe(first.count - 1);

    await updateUnheard(t, next!.id, { listed: true });
    await t.database.db.update(stockItems).set({ listed: true }).where(eq(stockItems.id, gone!.id));
    await seenWithin(2000, async () => (await search('page=1')).count === first.count);
  });

  it('keeps the products a search suggests across a change of stock levels, and offers each one’s item in stock', async () => {
    type Suggestion = { id: number };
    const suggest = async () => (await getJson<{ data: Suggestion[] }>(origin, '/stock/suggestions/?search=zebrawood')).data.map((s) => s.id);
    // Two items of one product, the only ones holding the word: the first is offered while it is in stock.
    const first = await newStockItem(t, { quantity: 3 });
    const second = await newStockItem(t, { quantity: 3 });
    await t.database.db
      .update(stockItems)
      .set({ searchText: sql`${stockItems.searchText} || ' zebrawood'` })
      .where(inArray(stockItems.id, [first, second]));
    // Every change so far heard, so that what is suggested now is kept until the changes below.
    await t.catalogueHeard();
    expect(await suggest()).toEqual([first]);

    // Unannounced, an item of another product takes the word and a name that would put it first.
    const [other] = await t.database.db
      .select()
      .from(stockItems)
      .where(sql`${stockItems.productId} <> (select product_id from stock_items where id = ${first})`)
      .limit(1);
    await updateUnheard(t, other!.id, { searchText: `${other!.searchText} zebrawood`, nameKey: 'a zebrawood' });

    // An order takes the first item's last units: the item in stock is offered, from the products kept.
    await t.database.db.update(stockItems).set({ quantity: 0 }).where(eq(stockItems.id, first));
    await seenWithin(2000, async () => (await suggest()).join() === String(second));

    // A change to the listing finds the products afresh.
    await t.database.db.update(stockItems).set({ priceMinor: 2600 }).where(eq(stockItems.id, second));
    await seenWithin(2000, async () => (await suggest()).join() === [other!.id, second].join());

    await updateUnheard(t, other!.id, { searchText: other!.searchText, nameKey: other!.nameKey });
    await t.database.db.update(stockItems).set({ priceMinor: 2500 }).where(eq(stockItems.id, second));
  });

  it('never caches a customer’s answers, nor a refusal of the key', async () => {
    const s = await newShopper(t);
    const cart = `${CART_PATHS.cart}?customer_id=${s.customerId}`;
    const auth = { authorization: `Bearer ${s.token}` };
    const before = await getRaw(origin, cart, auth);
    expect(before.status).toBe(200);
    expect(before.headers.etag).toBeUndefined();
    expect(before.headers['cache-control']).toBeUndefined();
    const id = await newStockItem(t, { quantity: 4 });
    expectCart(await addToCart(t, s, id, 1), 'Added to cart');
    const after = await getRaw(origin, cart, auth);
    expect(after.headers.etag).toBeUndefined();
    expect(after.body.toString()).toContain(`"id":${id}`);
    expect(before.body.toString()).not.toContain(`"id":${id}`);

    await getRaw(origin, '/brand/');
    expect((await getRaw(origin, '/brand/', { 'x-api-key': 'pk_not_the_key_of_this_shop' })).status).toBe(401);
    expect((await getRaw(origin, '/brand/', { 'x-api-key': '' })).status).toBe(401);
  });
});

// Two instances (and a listener that drops) need a server the instances share: PostgreSQL.
describe.each(backends.filter((b) => b === 'postgres'))('the catalogue read model across instances on %s', (backend) => {
  let a: TestApp;
  let b: TestApp;
  let originB: string;
  beforeAll(async () => {
    a = await createTestApp(backend);
    b = await createTestApp(backend, { onDatabaseOf: a });
    originB = await listening(b.app);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('shows instance B a price and a stock level changed through instance A within milliseconds', async () => {
    const id = await newStockItem(a, { quantity: 10, priceMinor: 1500 });
    const item = () => getJson<Item>(originB, `/stock/${id}/`);
    expect((await item()).data).toMatchObject({ quantity: 10, selling_price: { amount: '15.00' } });
    expect((await item()).data.quantity).toBe(10); // cached on B now

    await a.database.db.update(stockItems).set({ priceMinor: 1600 }).where(eq(stockItems.id, id));
    const priceMs = await seenWithin(2000, async () => (await item()).data.selling_price.amount === '16.00');

    const s = await newShopper(a);
    expectCart(await addToCart(a, s, id, 2), 'Added to cart');
    expectUpdated(await patchCheckout(a, s, pickupAt(ACCRA_MALL)));
    expectOrder(await placeOrder(a, s));
    const stockMs = await seenWithin(2000, async () => (await item()).data.quantity === 8);
    expect(priceMs).toBeLessThan(2000);
    expect(stockMs).toBeLessThan(2000);
  });

  it('serves nothing cached while its listener is lost, and listens again', async () => {
    const id = await newStockItem(b, { quantity: 3, priceMinor: 700 });
    const item = () => getJson<Item>(originB, `/stock/${id}/`);
    expect((await item()).data.selling_price.amount).toBe('7.00');
    await b.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`);
    // Unannounced (no trigger fires): only an instance that does not serve what it cached can see it.
    await updateUnheard(b, id, { priceMinor: 800 });
    expect((await item()).data.selling_price.amount).toBe('8.00');
    // Listening again, B is told of the next change.
    const listeners = async () =>
      Number(
        (
          (await b.database.db.execute(
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n,
      );
    await seenWithin(2000, async () => (await listeners()) === 2);
    expect((await item()).data.selling_price.amount).toBe('8.00');
    await a.database.db.update(stockItems).set({ priceMinor: 900 }).where(eq(stockItems.id, id));
    await seenWithin(2000, async () => (await item()).data.selling_price.amount === '9.00');
  });
});
