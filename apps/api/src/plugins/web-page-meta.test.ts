import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, type Brand, type Category, type StockItem } from '@shop/contract';
import { buildApp } from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { stockItems } from '../db/schema/index.js';
import { seedCatalogueIfEmpty } from '../db/seed/seed-catalogue.js';
import { createCatalogueEditor } from '../modules/catalogue/catalogue-editor.service.js';

// A shared link of a product, category or brand page shows a preview: the server writes the page's title and its
// Open Graph and Twitter tags into the index.html it sends, and the web app manifest is served beside it.

const KEY = 'pk_key_for_the_page_meta_suite';
/** The storefront's public folder, copied into the build as it is. */
const webPublic = fileURLToPath(new URL('../../../web/public/', import.meta.url));

function fakeWebBuild() {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<html><head><meta name="description" content="The shop." /><meta name="shop-api-key" content="" /><title>Akwaaba Market</title></head><body>shop</body></html>',
  );
  writeFileSync(join(dist, 'manifest.webmanifest'), readFileSync(join(webPublic, 'manifest.webmanifest')));
  return dist;
}

/** The content of the `<meta property|name=...>` tag, as a browser or a link scraper reads it (entities decoded). */
const decode = (text: string | undefined) =>
  text
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
function metaOf(html: string, key: string): string | undefined {
  return decode(new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`).exec(html)?.[1]);
}
/** The page's title as a browser shows it. */
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1]);

describe('link previews of the storefront pages', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const api = async <T>(path: string) =>
    ((await app.inject({ method: 'GET', url: `${API_BASE}${path}`, headers: { 'x-api-key': KEY } })).json() as { data: T }).data;
  const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html', host: 'shop.example' } });

  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
    await seedCatalogueIfEmpty(database.db);
    app = await buildApp({ database, publicApiKey: KEY, webDistDir: fakeWebBuild() });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('a product page carries its title, description, absolute image, price and a large-image card', async () => {
    const item = await api<StockItem>('/stock/1/');
    expect(item.discount_percentage).toBe(0);
    const res = await page('/product/1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(titleOf(html)).toBe(`${item.product.name} | Akwaaba Market`);
    expect(metaOf(html, 'og:type')).toBe('product');
    expect(metaOf(html, 'og:title')).toBe(item.product.name);
    const description = metaOf(html, 'og:description')!;
    expect(description.length).toBeGreaterThan(10);
    expect(item.product.description.replace(/\s+/g, ' ')).toContain(description.replace(/…$/, ''));
    expect(metaOf(html, 'description')).toBe(description);
    expect(metaOf(html, 'twitter:description')).toBe(description);
    expect(metaOf(html, 'og:image')).toBe(`http://shop.example${item.product.image}`);
    expect(metaOf(html, 'og:url')).toBe('http://shop.example/product/1');
    expect(metaOf(html, 'product:price:amount')).toBe(item.selling_price.amount);
    expect(metaOf(html, 'product:price:currency')).toBe('GHS');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'twitter:image')).toBe(metaOf(html, 'og:image'));
    // The rest of the page is untouched: the key is still written in.
    expect(html).toContain(`<meta name="shop-api-key" content="${KEY}" />`);
  });

  it('a discounted product shows the price the shopper pays', async () => {
    const list = await api<StockItem[]>('/stock/?page_size=100');
    const discounted = list.find((i) => i.discount_percentage > 0)!;
    expect(discounted).toBeDefined();
    const html = (await page(`/product/${discounted.id}/`)).body;
    // The price the shopper pays: the one the catalogue answers for the card, the product page and the cart.
    expect(metaOf(html, 'product:price:amount')).toBe(discounted.discounted_price.amount);
    expect(discounted.discounted_price.amount).not.toBe(discounted.selling_price.amount);
  });

  it('escapes markup in a product name and description', async () => {
    const [row] = await database.db.select({ productId: stockItems.productId }).from(stockItems).where(eq(stockItems.id, 2));
    await createCatalogueEditor(database.db).updateProduct(row!.productId, {
      name: 'Shea "Gold" <script>alert(1)</script> & Co',
      description: `Rich '"/><img src=x onerror=alert(1)>`,
    });
    const html = (await page('/product/2')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('<title>Shea &quot;Gold&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co | Akwaaba Market</title>');
    expect(metaOf(html, 'og:title')).toBe('Shea "Gold" <script>alert(1)</script> & Co');
    expect(metaOf(html, 'og:description')).toBe(`Rich '"/><img src=x onerror=alert(1)>`);
  });

  it('a category and a brand page carry their name and description', async () => {
    const [category] = await api<Category[]>('/product-category/');
    const categoryHtml = (await page(`/category/${category!.slug}`)).body;
    expect(titleOf(categoryHtml)).toBe(`${category!.name} | Akwaaba Market`);
    expect(metaOf(categoryHtml, 'og:title')).toBe(category!.name);
    expect(metaOf(categoryHtml, 'og:image')).toBe(`http://shop.example${category!.image}`);
    expect(metaOf(categoryHtml, 'product:price:amount')).toBeUndefined();

    const [brand] = await api<Brand[]>('/brand/');
    const brandHtml = (await page(`/brand/${brand!.slug}`)).body;
    expect(metaOf(brandHtml, 'og:title')).toBe(brand!.name);
    expect(metaOf(brandHtml, 'og:image')).toBe('http://shop.example/icon.svg');
    expect(metaOf(brandHtml, 'twitter:card')).toBe('summary_large_image');
  });

  it('an unknown product, category or brand, and any other page, get the plain index', async () => {
    for (const url of ['/product/999999', '/product/abc', '/category/no-such-category', '/brand/no-such-brand', '/shop', '/product/1/extra']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(titleOf(res.body), url).toBe('Akwaaba Market');
      expect(res.body, url).not.toContain('og:');
    }
  });

  it('serves the web app manifest as application/manifest+json', async () => {
    const res = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    const manifest = res.json() as { icons: { src: string; type: string }[] };
    expect(manifest).toMatchObject({ name: 'Akwaaba Market', short_name: 'Akwaaba', start_url: '/', display: 'standalone', theme_color: '#b45309' });
    expect(manifest.icons.length).toBeGreaterThan(0);
    for (const icon of manifest.icons) expect(existsSync(join(webPublic, icon.src)), icon.src).toBe(true);
  });
});
