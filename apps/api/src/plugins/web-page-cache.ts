import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { API_BASE, COOKIE_NAMES } from '@shop/contract';
import type { CachedAnswer } from '../modules/catalogue/read-model/cached-answer.js';
import type { CatalogueVersion } from '../modules/catalogue/read-model/catalogue-version.js';
import { writeCachedAnswer } from '../modules/catalogue/read-model/serve-cached.js';
import { parseCookies } from './web-render.js';

// The storefront's rendered pages kept as bytes (docs/decisions/0037-cached-storefront-pages.md): the final HTML with
// its gzip and brotli forms and strong ETags (the read model's CachedAnswer), by everything the HTML is made from, and
// emptied whenever the catalogue's version moves, like the catalogue's answers (decision 0031).

/**
 * The cookies the server render reads (apps/web: the language in lib/i18n.ts, the currency in the preferences, the
 * consent and its choices in consent.ts), and so the only ones that may tell two pages apart. A render that reads any
 * other cookie is not kept (web.ts watches what it reads), so a page is never served to a shopper whose cookies would
 * have made it different.
 */
export const PAGE_COOKIES: readonly string[] = [COOKIE_NAMES.language, COOKIE_NAMES.currency, COOKIE_NAMES.consent, COOKIE_NAMES.preferences];

/** The bound when PAGE_CACHE_MB does not say: a few hundred pages with their compressed forms (about 50 KB each). */
export const DEFAULT_PAGE_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * The HTML is nobody's own, but it depends on the language, currency and consent cookies: a shared cache must keep it
 * apart by them (Vary), and every copy is checked again on each visit (a 304 from memory when unchanged).
 */
export const PAGE_CACHE_CONTROL = 'no-cache';

/**
 * What a page's HTML is made from besides the catalogue: its path and query, the origin its link previews name
 * (`https://shop.example`, as Fastify reads it from the request), and the values of PAGE_COOKIES.
 */
export function pageKey(url: string, origin: string, cookieHeader: string | undefined): string {
  const cookies = parseCookies(cookieHeader);
  return JSON.stringify([origin, url, ...PAGE_COOKIES.map((name) => cookies[name] ?? null)]);
}

/**
 * The rendered pages, bounded by bytes (least recently asked first out) and emptied whenever the catalogue version
 * moves; a page is kept only if it was made in the epoch it is stored in, and only while the version is being heard.
 */
export function createPageCache(version: CatalogueVersion, maxBytes = DEFAULT_PAGE_CACHE_BYTES) {
  const cache = maxBytes > 0 ? new LRUCache<string, CachedAnswer>({ maxSize: maxBytes, sizeCalculation: (page, key) => page.size + key.length }) : undefined;
  version.onChange(() => cache?.clear());
  return {
    version,
    /** False when PAGE_CACHE_MB is 0: every page is rendered. */
    enabled: cache !== undefined,
    lookup(key: string): CachedAnswer | undefined {
      return version.serving ? cache?.get(key) : undefined;
    },
    /** Keeps a page made in `epoch`, unless the catalogue moved on since (or the version is not being heard). */
    store(key: string, epoch: number, page: CachedAnswer): void {
      if (version.serving && version.epoch === epoch) cache?.set(key, page);
    },
    /** How many pages and bytes are held (tests, and a look in production). */
    get stats() {
      return { pages: cache?.size ?? 0, bytes: cache?.calculatedSize ?? 0 };
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;

/**
 * The origin Fastify's `request.protocol` and `request.host` make of a raw request (lib/request.js), for `trustProxy`
 * false or true: with true, X-Forwarded-Proto and -Host (their last value, the nearest proxy's) when sent. For a list of
 * trusted addresses (which needs the peer checked as Fastify checks it) undefined: the page then goes on to Fastify,
 * which looks it up itself.
 */
export function rawOrigin(req: IncomingMessage, trustProxy: boolean | string[] | undefined): string | undefined {
  if (Array.isArray(trustProxy)) return undefined;
  const forwarded = (name: string) => {
    const value = trustProxy ? req.headers[name] : undefined;
    return typeof value === 'string' && value ? value.slice(value.lastIndexOf(',') + 1).trim() : undefined;
  };
  const protocol = forwarded('x-forwarded-proto') ?? ((req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http');
  return `${protocol}://${forwarded('x-forwarded-host') ?? req.headers.host ?? ''}`;
}

/**
 * The pages' early path, beside the catalogue's (serve-cached.ts): a GET of a page that is cached is answered from the
 * node server before Fastify routes it, with the very headers and bytes web.ts gave when it made the page. Anything
 * else returns false and goes through Fastify, which renders (and keeps) the page.
 */
export function createPageEarlyPath(pages: PageCache, trustProxy: boolean | string[] | undefined, log: () => FastifyBaseLogger | undefined) {
  return function serveCachedPage(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || !pages.enabled || !pages.version.serving || req.url!.startsWith(API_BASE)) return false;
    const origin = rawOrigin(req, trustProxy);
    const page = origin === undefined ? undefined : pages.lookup(pageKey(req.url!, origin, req.headers.cookie));
    if (!page) return false;
    writeCachedAnswer(req, res, page, log(), 'request completed (cached page)');
    return true;
  };
}
