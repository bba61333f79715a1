import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { seedCatalogueIfEmpty } from '../db/seed/seed-catalogue.js';
import { parseCookies } from './web-render.js';

// The pages rendered by the web build's server bundle (decision 34), put into index.html by the web plugin. The
// bundle here is a stand-in with the real one's interface (apps/web/src/entry-server.tsx, tested in the web suite): it
// asks the API in process for the brands and echoes what it was given.

const KEY = 'pk_key_for_the_render_suite';

const STAND_IN_BUNDLE = `
export async function render({ url, cookies, fetchApi, publicKey }) {
  if (url === '/explode') throw new Error('render failed');
  if (url === '/stall') return new Promise(() => {});
  const res = await fetchApi('/customer/api/v1/brand/', { headers: { 'x-api-key': publicKey } });
  const brands = (await res.json()).data;
  const missing = url.startsWith('/product/999');
  return {
    status: missing ? 404 : 200,
    title: missing ? 'Page Not Found' : 'Our <Brands>',
    lang: cookies.preferred_language === 'zh' ? 'zh-Hans' : 'en',
    markup: '<main><h1>' + brands.length + ' brands at ' + url + '</h1></main>',
    state: JSON.stringify({ language: cookies.preferred_language ?? 'en' }),
    sources: url.startsWith('/product/') ? ['src/app/routes/product.tsx', 'src/app/layout/banner.tsx'] : [],
  };
}`;

function fakeWebBuild() {
  const web = mkdtempSync(join(tmpdir(), 'web-'));
  const dist = join(web, 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(web, 'dist-server'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta name="description" content="The shop." /><meta name="shop-api-key" content="" /><title>Akwaaba Market</title><script>document.documentElement.dataset.early = "1";</script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-1.js' },
      'src/app/routes/product.tsx': { file: 'assets/product-1.js', imports: ['_shared.js', '_gallery.js'] },
      '_gallery.js': { file: 'assets/gallery-1.js' },
      'src/app/layout/banner.tsx': { file: 'assets/banner-1.js', imports: ['_gallery.js'] },
    }),
  );
  writeFileSync(join(web, 'dist-server', 'entry-server.js'), STAND_IN_BUNDLE);
  return dist;
}

describe('pages rendered on the server', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let brandCount: number;
  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
    await seedCatalogueIfEmpty(database.db);
    app = await buildApp({ database, publicApiKey: KEY, webDistDir: fakeWebBuild(), serverRenderDeadlineMs: 300 });
    brandCount = (await app.inject({ method: 'GET', url: '/customer/api/v1/brand/', headers: { 'x-api-key': KEY } })).json<{ data: unknown[] }>().data.length;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("lets a page run index.html's own inline script, allowed by its hash, and no other inline code (decision 59)", async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const code = /<script>([\s\S]*?)<\/script>/.exec(res.body)?.[1];
    expect(code).toBe('document.documentElement.dataset.early = "1";');
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${createHash('sha256').update(code!).digest('base64')}'`);
  });

  it("puts the page's markup into #root, its state beside it, its title and language, never cached by a shared cache", async () => {
    const res = await app.inject({ method: 'GET', url: '/brands?x=1', headers: { cookie: 'other=1; preferred_language=zh' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('cookie');
    // The API answered the bundle in process, with the key.
    expect(res.body).toContain(`<div id="root"><main><h1>${brandCount} brands at /brands?x=1</h1></main></div>`);
    expect(res.body).toContain('<script type="application/json" id="server-state">{"language":"zh"}</script>');
    expect(res.body).toContain('<html lang="zh-Hans">');
    expect(res.body).toContain('<title>Our &lt;Brands&gt; | Akwaaba Market</title>');
    expect(res.body).toContain(`<meta name="shop-api-key" content="${KEY}" />`);
    expect(res.body).not.toContain('modulepreload');
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain(`${brandCount} brands at /</h1>`);
  });

  it("names the page's own chunks (not the entry's) for the storefront to fetch once painted, and answers the page's status", async () => {
    const found = await app.inject({ method: 'GET', url: '/product/1' });
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain(
      '<template id="page-code"><link rel="modulepreload" crossorigin href="/assets/product-1.js" /><link rel="modulepreload" crossorigin href="/assets/gallery-1.js" /><link rel="modulepreload" crossorigin href="/assets/banner-1.js" /></template>',
    );
    expect(found.body).not.toContain('shared-1.js');
    // The product's own title (page meta, from the catalogue) is kept over the render's.
    expect(found.body).toMatch(/<title>[^<]*Shea[^<]* \| Akwaaba Market<\/title>/);

    const missing = await app.inject({ method: 'GET', url: '/product/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Page Not Found | Akwaaba Market</title>');
  });

  it('sends the plain index.html, for the browser to draw, when the render fails', async () => {
    const res = await app.inject({ method: 'GET', url: '/explode' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('server-state');
  });

  it('sends the plain index.html when the render misses its deadline, and keeps serving pages after', async () => {
    const started = performance.now();
    const stalled = await app.inject({ method: 'GET', url: '/stall' });
    const tookMs = performance.now() - started;
    expect(stalled.statusCode).toBe(200);
    expect(stalled.body).toContain('<div id="root"></div>');
    expect(stalled.body).toContain(`<meta name="shop-api-key" content="${KEY}" />`);
    expect(tookMs).toBeGreaterThanOrEqual(290);
    expect(tookMs).toBeLessThan(2000);
    expect((await app.inject({ method: 'GET', url: '/brands' })).body).toContain(`${brandCount} brands at /brands</h1>`);
  });
});

describe('parseCookies', () => {
  it('reads every cookie of the header, percent-decoded, the first of a repeated name, a malformed value as sent', () => {
    expect(parseCookies('a=1; cookie_preferences=%7B%22functional%22%3Atrue%7D;b=%E0%A4%A;a=2; =x; flag')).toEqual({
      a: '1',
      cookie_preferences: '{"functional":true}',
      b: '%E0%A4%A',
    });
    expect(parseCookies(undefined)).toEqual({});
  });
});
