import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { ListenHandlers } from '../db/listener.js';
import { cachedAnswer } from '../modules/catalogue/read-model/cached-answer.js';
import { watchCatalogueVersion } from '../modules/catalogue/read-model/catalogue-version.js';
import { createPageCache, pageKey, rawOrigin } from './web-page-cache.js';

// The kept pages' rules with the database's side played by hand (as catalogue-version.test.ts does): the key, the
// bound, and the epoch a page was made in.

async function listeningVersion() {
  let handlers: ListenHandlers | undefined;
  let version = 1;
  const watched = watchCatalogueVersion({
    read: async () => ({ catalogue: String(version), listing: String(version), stock: String(version) }),
    listen: async (_channel, h) => {
      handlers = h;
      return { close: async () => {} };
    },
  });
  await watched.start();
  handlers!.connected();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { watched, handlers: handlers!, moveVersion: () => void version++ };
}

const page = (text: string) => cachedAnswer(200, { 'content-type': 'text/html; charset=utf-8', vary: 'cookie' }, Buffer.from(text), 'no-cache');

describe('the page key', () => {
  it('holds the origin, the path and query, and the language, currency and consent cookies, and nothing else', () => {
    const key = (url: string, cookie?: string, origin = 'https://shop.example') => pageKey(url, origin, cookie);
    expect(key('/shop', 'preferred_language=es; cart_id=3; access_token=a.b')).toBe(key('/shop', 'preferred_language=es'));
    expect(key('/shop', 'b=1; preferred_currency=USD; a=2')).toBe(key('/shop', 'preferred_currency=USD'));
    const distinct = [
      key('/shop'),
      key('/shop?page=2'),
      key('/shop', undefined, 'http://shop.example'),
      key('/shop', undefined, 'https://other.example'),
      key('/shop', 'preferred_language=es'),
      key('/shop', 'preferred_currency=USD'),
      key('/shop', 'cookie_consent=true'),
      key('/shop', 'cookie_consent=true; cookie_preferences=%7B%7D'),
      // A value is not confused with another cookie's (the key is a list, not a joined string).
      key('/shop', 'preferred_language=es|USD'),
      key('/shop', 'preferred_language=es; preferred_currency=USD'),
    ];
    expect(new Set(distinct).size).toBe(distinct.length);
    // The values as the render reads them: percent-decoded.
    expect(key('/shop', 'cookie_preferences=%7B%7D')).toBe(key('/shop', 'cookie_preferences={}'));
  });

  it('reads the origin of a raw request as Fastify does: the Host, or with trustProxy the nearest proxy’s X-Forwarded-*', () => {
    const req = (headers: Record<string, string>, encrypted = false) => ({ headers, socket: { encrypted } }) as unknown as IncomingMessage;
    const forwarded = { host: 'internal:3000', 'x-forwarded-host': 'evil.example, shop.example', 'x-forwarded-proto': 'http, https' };
    expect(rawOrigin(req(forwarded), undefined)).toBe('http://internal:3000');
    expect(rawOrigin(req({ host: 'shop.example' }, true), false)).toBe('https://shop.example');
    expect(rawOrigin(req(forwarded), true)).toBe('https://shop.example');
    expect(rawOrigin(req({ host: 'shop.example' }), true)).toBe('http://shop.example');
    // Trusting some addresses only needs the peer checked: Fastify does that, then looks the page up itself.
    expect(rawOrigin(req(forwarded), ['10.0.0.1'])).toBeUndefined();
  });
});

describe('the kept pages', () => {
  it('holds no more bytes than its bound, the least recently asked leaving first', async () => {
    const { watched } = await listeningVersion();
    const pages = createPageCache(watched, 20_000);
    for (let i = 0; i < 40; i++) pages.store(`/p/${i}`, watched.epoch, page(`<p>${i}</p>${'<i>x</i>'.repeat(200)}`));
    expect(pages.stats.bytes).toBeLessThanOrEqual(20_000);
    expect(pages.stats.pages).toBeGreaterThan(1);
    expect(pages.lookup('/p/39')).toBeDefined();
    expect(pages.lookup('/p/0')).toBeUndefined();
    await watched.stop();
  });

  it('never keeps a page made in an older epoch, and empties itself when the version moves', async () => {
    const { watched, handlers, moveVersion } = await listeningVersion();
    const pages = createPageCache(watched, 1_000_000);
    const before = watched.epoch;
    pages.store('/a', before, page('a'));
    handlers.notified('level'); // stock levels alone, no item emptied: a page shows the levels too
    expect(pages.lookup('/a')).toBeUndefined();
    // Rendered before the change was heard, finished after: not kept.
    pages.store('/b', before, page('b'));
    expect(pages.lookup('/b')).toBeUndefined();
    pages.store('/b', watched.epoch, page('b'));
    expect(pages.lookup('/b')).toBeDefined();
    // This instance's own write: the version read after it empties the pages too.
    moveVersion();
    await watched.check();
    expect(pages.lookup('/b')).toBeUndefined();
    // Nothing is served or kept while the listener is lost.
    pages.store('/c', watched.epoch, page('c'));
    handlers.lost();
    expect(pages.lookup('/c')).toBeUndefined();
    pages.store('/c', watched.epoch, page('c'));
    expect(pages.stats.pages).toBe(0);
    await watched.stop();
  });
});
