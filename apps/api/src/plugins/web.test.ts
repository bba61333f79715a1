import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type Database } from '../db/client.js';

const PRECOMPRESSED_SOURCE = `export const home = ${JSON.stringify('home page '.repeat(400))};`;

// A built storefront in miniature: index.html with the key placeholder and one fingerprinted asset.
function fakeWebBuild() {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<html><head><meta name="shop-api-key" content="" /></head><body>shop</body></html>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  // A file the build compressed beforehand (compress-plugin.ts): its brotli only, so a gzip reader is served on the fly.
  writeFileSync(join(dist, 'assets', 'home-def456.js'), PRECOMPRESSED_SOURCE);
  writeFileSync(join(dist, 'assets', 'home-def456.js.br'), brotliCompressSync(PRECOMPRESSED_SOURCE));
  writeFileSync(join(dist, 'placeholder.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'admin.html'), '<html><head><meta name="robots" content="noindex" /></head><body>back office</body></html>');
  return dist;
}

describe('serving the storefront', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
    app = await buildApp({ database, publicApiKey: 'pk_key_written_into_the_page', webDistDir: fakeWebBuild() });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('serves index.html with the public key filled in and never cached', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="shop-api-key" content="pk_key_written_into_the_page" />');
    expect(res.headers['cache-control']).toBe('no-cache');
    const direct = await app.inject({ method: 'GET', url: '/index.html' });
    expect(direct.body).toContain('pk_key_written_into_the_page');
  });

  it('answers client-side routes with the page (history fallback), not with a 404', async () => {
    for (const url of ['/shop?search=shea', '/product/12', '/brand/akosua-shea', '/no/such/page']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('shop');
    }
  });

  it("answers the back office's page for /admin and every page under it, never its API, never cached, never indexed", async () => {
    for (const url of ['/admin', '/admin/', '/admin/orders?status=Pending', '/admin/orders/AGH123456']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('back office');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['x-robots-tag'], url).toBe('noindex');
    }
    const api = await app.inject({ method: 'GET', url: '/admin/api/v1/no-such-call/', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    // The file itself only goes out through that route; the storefront's pages stay the storefront's.
    expect((await app.inject({ method: 'GET', url: '/admin.html' })).body).not.toContain('back office');
    expect((await app.inject({ method: 'GET', url: '/administration', headers: { accept: 'text/html' } })).body).toContain('shop');
  });

  it('caches fingerprinted assets for a year and compresses them', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's own brotli file as it is, and compresses on the fly for a reader without brotli", async () => {
    const brotli = await app.inject({ method: 'GET', url: '/assets/home-def456.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload).toEqual(brotliCompressSync(PRECOMPRESSED_SOURCE));
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await app.inject({ method: 'GET', url: '/assets/home-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(PRECOMPRESSED_SOURCE);
    const plain = await app.inject({ method: 'GET', url: '/assets/home-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PRECOMPRESSED_SOURCE);
  });

  it('serves the placeholder image and catalogue media, and 404s a missing file in the envelope', async () => {
    expect((await app.inject({ method: 'GET', url: '/placeholder.svg' })).statusCode).toBe(200);
    const media = await app.inject({ method: 'GET', url: '/media/categories/spices-seasonings.svg' });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toContain('image/svg+xml');
    const missing = await app.inject({ method: 'GET', url: '/assets/nope.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: false, code: 'ROUTE_NOT_FOUND' });
  });

  it('gives the public key to a storefront served elsewhere (the dev server)', async () => {
    const res = await app.inject({ method: 'GET', url: '/client-config.json' });
    expect(res.json()).toEqual({ publicApiKey: 'pk_key_written_into_the_page' });
  });
});
