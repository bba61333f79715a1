import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockItems } from '../db/schema/index.js';
import { addToCart, expectCart, newShopper, newStockItem } from '../test-support/cart.js';
import { ACCRA_MALL, expectUpdated, patchCheckout, pickupAt } from '../test-support/checkout.js';
import { seenWithin } from '../test-support/eventually.js';
import { getPage, listening, type RawAnswer } from '../test-support/http-client.js';
import { expectOrder, placeOrder } from '../test-support/orders.js';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';

// The storefront's rendered pages kept until the catalogue changes (decision 0037), on a listening server (a kept page
// is written before Fastify routes the request, which app.inject never reaches). The server bundle is a stand-in with
// the real one's interface (apps/web/src/entry-server.tsx): it numbers its renders in the markup, so a page that comes
// back with the same number was not rendered again; it shows a product's price and stock from the API in process,
// and the four cookies the real render reads; at /mine, a shopper's own page from their access token.

const STAND_IN_BUNDLE = `
let renders = 0;
export async function render({ url, cookies, fetchApi, publicKey }) {
  const number = ++renders;
  if (url === '/explode') throw new Error('render failed');
  if (url.startsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 400));
  if (url === '/moved') return { status: 301, redirect: '/brands', lang: '', markup: '', state: '', sources: [] };
  // A shopper's own page (the cart, decision 44): rendered from their session when the request has one, else its shell.
  if (url === '/mine' && cookies.access_token)
    return { status: 200, own: true, lang: 'en', markup: '<main data-render="' + number + '"><h1>the cart of ' + cookies.access_token + '</h1></main>', state: '{}', sources: [] };
  const api = (path, key = publicKey) => fetchApi('/customer/api/v1' + path, { headers: { 'x-api-key': key } });
  let status = 200;
  let text;
  const product = /^\\/product\\/(\\d+)/.exec(url);
  if (product) {
    const res = await api('/stock/' + product[1] + '/');
    status = res.status === 404 ? 404 : 200;
    const item = res.ok ? (await res.json()).data : undefined;
    text = item ? 'price ' + item.selling_price.amount + ', ' + item.quantity + ' in stock' : 'no such product';
  } else if (url === '/refused') {
    text = 'the API said ' + (await api('/brand/', 'pk_not_the_key')).status;
  } else {
    text = (await (await api('/brand/')).json()).data.length + ' brands';
  }
  if (url === '/with-cart') text += ', cart ' + cookies.cart_id;
  const chosen = [cookies.preferred_language, cookies.preferred_currency, cookies.cookie_consent, cookies.cookie_preferences].join('|');
  return {
    status,
    title: 'Page ' + number,
    lang: cookies.preferred_language === 'es' ? 'es' : 'en',
    markup: '<main data-render="' + number + '"><h1>' + text + '</h1><p>' + chosen + '</p>' + '<p>Akwaaba!</p>'.repeat(100) + '</main>',
    state: '{}',
    sources: [],
  };
}`;

function fakeWebBuild() {
  const web = mkdtempSync(join(tmpdir(), 'web-'));
  const dist = join(web, 'dist');
  mkdirSync(dist);
  mkdirSync(join(web, 'dist-server'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta name="shop-api-key" content="" /><title>Akwaaba Market</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(web, 'dist-server', 'entry-server.js'), STAND_IN_BUNDLE);
  return dist;
}

/** The render that made a page (the stand-in's count), or undefined for a page that was not rendered here. */
const renderOf = (res: RawAnswer) => /data-render="(\d+)"/.exec(res.body.toString())?.[1];

/** The headers of an answer but those of one request (its id, the time). */
function sameForEveryRequest(res: RawAnswer) {
  const { 'x-request-id': id, date: _date, ...rest } = res.headers;
  expect(id).toMatch(/^[\w-]{8,}$/);
  return rest;
}

/** Changes a stock item without the catalogue's triggers firing: no version moves, so a kept page stays as it was. */
async function updateUnheard(t: TestApp, id: number, set: { priceMinor?: number; quantity?: number }) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(stockItems).set(set).where(eq(stockItems.id, id));
  });
}

describe.each(backends)('rendered pages kept until the catalogue changes, on %s', (backend) => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp(backend, { webDistDir: fakeWebBuild(), serverRenderDeadlineMs: 200 });
    origin = await listening(t.app);
    // Nothing is kept until the instance listens for changes and has read the version (on PostgreSQL, just after start).
    await seenWithin(5000, async () => renderOf(await getPage(origin, '/ready')) === renderOf(await getPage(origin, '/ready')));
  });
  afterAll(() => t.close());

  it('serves a second request from the kept page, with the very headers and bytes the render gave', async () => {
    const made = await getPage(origin, '/brands?page=2', { 'accept-encoding': 'gzip' });
    expect(made.status).toBe(200);
    expect(made.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(made.headers['cache-control']).toBe('no-cache');
    expect(made.headers.vary).toBe('cookie, Accept-Encoding');
    expect(made.headers['content-security-policy']).toContain("default-src 'self'");
    const kept = await getPage(origin, '/brands?page=2', { 'accept-encoding': 'gzip' });
    expect(renderOf(gunzip(kept))).toBe(renderOf(gunzip(made)));
    expect(kept.body.equals(made.body)).toBe(true);
    expect(sameForEveryRequest(kept)).toEqual(sameForEveryRequest(made));
    // Another query is another page.
    expect(renderOf(await getPage(origin, '/brands?page=3'))).not.toBe(renderOf(gunzip(made)));
  });

  it('keeps one page per language, currency and consent cookie, and no more for any other cookie', async () => {
    const path = '/categories';
    const plain = await getPage(origin, path);
    const es = await getPage(origin, path, { cookie: 'preferred_language=es' });
    const usd = await getPage(origin, path, { cookie: 'preferred_currency=USD' });
    const consented = await getPage(origin, path, { cookie: 'cookie_consent=true' });
    const choices = await getPage(origin, path, { cookie: 'cookie_consent=true; cookie_preferences=%7B%22functional%22%3Atrue%7D' });
    const pages = [plain, es, usd, consented, choices];
    expect(new Set(pages.map(renderOf)).size).toBe(5);
    expect(es.body.toString()).toContain('<html lang="es">');
    expect(es.body.toString()).toContain('<p>es|||</p>');
    expect(choices.body.toString()).toContain('<p>||true|{"functional":true}</p>');

    // Other cookies (a session, a cart, anything) do not make another page; the order of the cookies does not matter.
    const withOthers = await getPage(origin, path, { cookie: 'access_token=a.b.c; cart_id=7; preferred_language=es; _ga=GA1.1' });
    expect(renderOf(withOthers)).toBe(renderOf(es));
    expect(renderOf(await getPage(origin, path, { cookie: 'cookie_preferences=%7B%22functional%22%3Atrue%7D; cookie_consent=true' }))).toBe(renderOf(choices));
    expect(renderOf(await getPage(origin, path, { cookie: 'user_session=x' }))).toBe(renderOf(plain));
  });

  it('answers a 304 with no body to If-None-Match, and brotli or gzip by Accept-Encoding, each the same page', async () => {
    const path = '/shop?sort=new';
    const plain = await getPage(origin, path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const br = await getPage(origin, path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gzip = await getPage(origin, path, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(new Set([etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);

    const notModified = await getPage(origin, path, { 'accept-encoding': 'br', 'if-none-match': gzip.headers.etag as string });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(br.headers.etag);
    expect(notModified.headers['content-type']).toBeUndefined();
    expect(notModified.headers['cache-control']).toBe('no-cache');
    // Another language's page is another page: its tag is not this one's.
    expect((await getPage(origin, path, { 'if-none-match': etag, cookie: 'preferred_language=zh' })).status).toBe(200);
  });

  it('shows a price changed in SQL once its notification arrives, and stock taken through the API on the very next request', async () => {
    const id = await newStockItem(t, { quantity: 10, priceMinor: 2500 });
    const page = () => getPage(origin, `/product/${id}`);
    expect((await page()).body.toString()).toContain('price 25.00, 10 in stock');

    // Unannounced (no trigger fires), the change is not seen: the page is the kept one. The new item's own notification
    // may still be on its way (PostgreSQL) and empty the cache between two reads, so this is asked until it holds.
    let first!: RawAnswer;
    let kept!: RawAnswer;
    let unheardPrice = 2400;
    await seenWithin(2000, async () => {
      first = await page();
      await updateUnheard(t, id, { priceMinor: unheardPrice-- });
      kept = await page();
      return renderOf(kept) === renderOf(first);
    });
    const shown = /price (\d+\.\d\d), 10 in stock/.exec(first.body.toString())![1]!;
    expect(Math.round(Number(shown) * 100)).toBeGreaterThan(unheardPrice + 1);
    expect(kept.body.toString()).toContain(`price ${shown}`);
    // The link preview (from the catalogue, beside the render) is part of the kept page.
    expect(kept.body.toString()).toContain(`<meta property="product:price:amount" content="${shown}" />`);

    // Announced, it is seen as soon as its notification arrives (on PostgreSQL it comes on another connection).
    await t.database.db.update(stockItems).set({ priceMinor: 2600 }).where(eq(stockItems.id, id));
    await seenWithin(2000, async () => (await page()).body.toString().includes('price 26.00, 10 in stock'));
    expect((await page()).body.toString()).toContain('<meta property="product:price:amount" content="26.00" />');

    // An order placed through this instance takes stock: the next request, without waiting, shows what is left.
    expect(renderOf(await page())).toBe(renderOf(await page()));
    const s = await newShopper(t);
    expectCart(await addToCart(t, s, id, 3), 'Added to cart');
    expectUpdated(await patchCheckout(t, s, pickupAt(ACCRA_MALL)));
    expectOrder(await placeOrder(t, s));
    expect((await page()).body.toString()).toContain('price 26.00, 7 in stock');
  });

  it('keeps the page of a product that does not exist as the 404 it is, until the catalogue changes', async () => {
    const missing = await getPage(origin, '/product/987654321');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain('no such product');
    const again = await getPage(origin, '/product/987654321');
    expect(again.status).toBe(404);
    expect(renderOf(again)).toBe(renderOf(missing));
  });

  it('never keeps a redirect, a failed or late render, a page made from a refused API answer or from another cookie', async () => {
    const moved = await getPage(origin, '/moved');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/brands');
    expect(moved.headers.etag).toBeUndefined();

    // A failed render goes out as the plain index.html; the next request renders again (and fails again).
    const failed = await getPage(origin, '/explode');
    expect(failed.status).toBe(200);
    expect(failed.body.toString()).toContain('<div id="root"></div>');
    expect(failed.headers.etag).toBeUndefined();
    expect((await getPage(origin, '/explode')).body.toString()).toContain('<div id="root"></div>');

    // A render that finishes after its deadline is not kept when it does: the next request is not served from it.
    const late = await getPage(origin, '/slow');
    expect(late.body.toString()).toContain('<div id="root"></div>');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await getPage(origin, '/slow')).body.toString()).toContain('<div id="root"></div>');

    for (const path of ['/refused', '/with-cart']) {
      const first = await getPage(origin, path, { cookie: 'cart_id=7' });
      expect(first.status).toBe(200);
      expect(first.headers.etag).toBeUndefined();
      expect(renderOf(await getPage(origin, path, { cookie: 'cart_id=7' }))).not.toBe(renderOf(first));
    }
  });

  it("never keeps a shopper's own page, nor its shell, and tells every cache not to keep the shopper's own", async () => {
    const ama = await getPage(origin, '/mine', { cookie: 'access_token=ama.token.1; preferred_language=es' });
    expect(ama.status).toBe(200);
    expect(ama.body.toString()).toContain('the cart of ama.token.1');
    expect(ama.headers['cache-control']).toBe('private, no-store');
    expect(ama.headers.etag).toBeUndefined();
    expect(ama.headers['content-type']).toBe('text/html; charset=utf-8');
    // Rendered for each request: nobody else is ever sent it, not even a visitor with the same preferences.
    const again = await getPage(origin, '/mine', { cookie: 'access_token=ama.token.1; preferred_language=es' });
    expect(renderOf(again)).not.toBe(renderOf(ama));
    const visitor = await getPage(origin, '/mine', { cookie: 'preferred_language=es' });
    expect(visitor.body.toString()).not.toContain('the cart of');
    expect(visitor.headers['cache-control']).toBe('no-cache');
    // The shell read the session's cookie to choose: it is not kept either, so a shopper who signs in gets their own.
    const kofi = await getPage(origin, '/mine', { cookie: 'access_token=kofi.token.2; preferred_language=es' });
    expect(kofi.body.toString()).toContain('the cart of kofi.token.2');
  });
});

/** The page of a gzip answer, decoded (its render number is inside). */
const gunzip = (res: RawAnswer): RawAnswer => ({ ...res, body: gunzipSync(res.body) });

// 0 keeps nothing; 1,000 bytes is less than any page with its compressed copies.
describe.each([0, 1_000])('pages with a bound of %i bytes', (pageCacheBytes) => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', { webDistDir: fakeWebBuild(), pageCacheBytes });
    origin = await listening(t.app);
  });
  afterAll(() => t.close());

  it('renders every request of a page that does not fit, and still serves it whole', async () => {
    const first = await getPage(origin, '/brands');
    expect(first.status).toBe(200);
    expect(first.body.length).toBeGreaterThan(1_000);
    expect(first.body.toString()).toMatch(/<h1>\d+ brands<\/h1>/);
    expect(renderOf(await getPage(origin, '/brands'))).not.toBe(renderOf(first));
  });
});
