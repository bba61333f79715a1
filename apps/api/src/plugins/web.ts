import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE, COOKIE_NAMES } from '@shop/contract';
import { ADMIN_API_BASE } from '@shop/contract/admin-endpoints';
import { UPLOADS_PATH } from '../lib/images.js';
import { UPLOAD_CACHE_CONTROL, type MediaStore } from '../lib/media-store.js';
import { SHOP_NAME, withPageMeta, type PageMetaLookup } from '../lib/page-meta.js';
import { cachedAnswer, notModified, variantFor, type CachedAnswer } from '../modules/catalogue/read-model/cached-answer.js';
import { PAGE_CACHE_CONTROL, PAGE_COOKIES, pageKey, type PageCache } from './web-page-cache.js';
import { loadPageRenderer, modulePreloads, type RenderedPage, type RenderOutcome } from './web-render.js';

/** The names lib/images.ts gives: the hash, the width, WebP. */
const UPLOAD_NAME = /^[0-9a-f]{24}-\d{3,4}\.webp$/;

const mediaRoot = fileURLToPath(new URL('../../assets/media', import.meta.url));
const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** The storefront's build: `webDistDir` when given, else the web app's dist beside this one. */
export const webDistOf = (webDistDir?: string) => resolve(webDistDir ?? defaultWebDist);

/** The web build's server bundle, beside its dist/ (decision 34). */
const serverEntryOf = (dist: string) => join(dist, '..', 'dist-server', 'entry-server.js');

/** How long a page waits for its server render and its preview tags before it goes out without them. */
export const DEFAULT_RENDER_DEADLINE_MS = 2_000;

/** What `work` gives within `ms`, or undefined (after `onLate`) when it takes longer; the work itself goes on unawaited. */
function withinDeadline<T>(work: Promise<T>, ms: number, onLate: () => void): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      onLate();
      resolve(undefined);
    }, ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The statuses a page is kept with (a product that does not exist is a 404 of the catalogue's), and those of the API
 * answers it may be made from: the ones the read model keeps (decision 0031).
 */
const KEPT_STATUSES = new Set([200, 404]);
const KEY_COOKIES = new Set(PAGE_COOKIES);

/**
 * The session's cookies, which the storefront reads to choose whether a page is the shopper's own, rendered from their
 * session (the cart, decision 44). Such a page, or its shell, is rendered for every request: it is not kept, and not
 * worth a warning.
 */
const SESSION_COOKIES = new Set<string>([COOKIE_NAMES.accessToken, COOKIE_NAMES.refreshToken, COOKIE_NAMES.userSession, COOKIE_NAMES.customerId]);

/** The cookies a render read that are not in the page key: its HTML could differ for shoppers the key does not tell apart. */
const cookiesOutsideKey = (outcome: RenderOutcome) => [...outcome.cookiesRead].filter((name) => !KEY_COOKIES.has(name));

/** A shopper's own page (their cart): neither a shared cache nor the browser's may keep it. */
const OWN_PAGE_CACHE_CONTROL = 'private, no-store';

/**
 * A rendered page may be kept (decision 0037) when it is a page (not a redirect) of a kept status, made from the cookies
 * of its key alone and from API answers the read model keeps (no refusal, no failure).
 */
const keepable = (outcome: RenderOutcome) =>
  KEPT_STATUSES.has(outcome.page.status) &&
  !outcome.page.redirect &&
  cookiesOutsideKey(outcome).length === 0 &&
  [...outcome.apiStatuses].every((status) => KEPT_STATUSES.has(status));

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeHtml = (s: string) => escapeAttr(s).replace(/>/g, '&gt;');

/**
 * Serves the catalogue images at /media/ and, when the storefront is built, the storefront itself:
 * fingerprinted assets cached for a year, index.html never cached and carrying the public key, so that
 * changing PUBLIC_API_KEY needs no rebuild. Answers the page fallback for the not-found handler: unknown non-API
 * GETs get index.html (client routing) when the storefront is built. A page `pageMeta` knows (a product, a category, a
 * brand) gets its title and its link-preview tags (Open Graph, Twitter) written into that index.html. When the build has
 * its server bundle (and `serverRender` is not false), the page's HTML is rendered here into index.html's #root, with
 * its status (404 for an unknown product, category or brand), and the browser takes it over (decision 34).
 */
export async function registerWeb(
  app: FastifyInstance,
  opts: {
    webDistDir?: string;
    publicApiKey: string;
    pageMeta?: PageMetaLookup;
    serverRender?: boolean;
    renderDeadlineMs?: number;
    /** The rendered pages kept until the catalogue changes (decision 0037); every page is rendered without it. */
    pages?: PageCache;
    /** Uploaded pictures (lib/images.ts), served at /uploads/: named by their content's hash, so cached for ever. */
    media?: MediaStore;
  },
): Promise<(request: FastifyRequest, reply: FastifyReply) => boolean> {
  await app.register(fastifyStatic, {
    root: mediaRoot,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    cacheControl: false, // ours, from setHeaders
    setHeaders: (res) => {
      res.setHeader('cache-control', 'public, max-age=86400');
    },
  });

  if (opts.media?.kind === 'folder') {
    mkdirSync(opts.media.dir, { recursive: true });
    await app.register(fastifyStatic, {
      root: opts.media.dir,
      prefix: UPLOADS_PATH,
      decorateReply: false,
      index: false,
      // Half-written files start with a dot (lib/media-store.ts).
      allowedPath: (path) => !/(^|\/)\./.test(path),
      cacheControl: false,
      setHeaders: (res) => {
        res.setHeader('cache-control', UPLOAD_CACHE_CONTROL);
      },
    });
  } else if (opts.media?.kind === 'bucket') {
    const bucket = opts.media;
    // The bucket's bytes passed on (it stays private; a CDN in front caches them for a year).
    app.get(`${UPLOADS_PATH}:file`, { schema: { hide: true } }, async (request, reply) => {
      const { file } = request.params as { file: string };
      if (!UPLOAD_NAME.test(file)) return reply.code(404).type('text/plain').send('Not found');
      const res = await bucket.get(file).catch(() => undefined);
      if (!res?.ok || !res.body) {
        await res?.body?.cancel();
        // A private bucket answers 403 for a key it does not have.
        const missing = res?.status === 404 || res?.status === 403;
        return reply
          .code(missing ? 404 : 503)
          .type('text/plain')
          .send(missing ? 'Not found' : 'Unavailable');
      }
      reply.header('cache-control', UPLOAD_CACHE_CONTROL).type(res.headers.get('content-type') ?? 'image/webp');
      const length = res.headers.get('content-length');
      if (length) reply.header('content-length', length);
      return reply.send(Readable.fromWeb(res.body as WebReadableStream));
    });
  }

  // For a storefront not served by us (the Vite dev server), which cannot have the key put into its page.
  app.get('/client-config.json', { schema: { hide: true } }, (_req, reply) =>
    reply.header('cache-control', 'no-cache').send({ publicApiKey: opts.publicApiKey }),
  );

  const dist = webDistOf(opts.webDistDir);
  const indexPath = join(dist, 'index.html');
  const indexHtml = existsSync(indexPath)
    ? readFileSync(indexPath, 'utf8').replace(
        '<meta name="shop-api-key" content="" />',
        `<meta name="shop-api-key" content="${escapeAttr(opts.publicApiKey)}" />`,
      )
    : undefined;

  // The back office's page (issue 16): its own entry and bundle, drawn in the browser, for /admin and every path under it.
  const adminPath = join(dist, 'admin.html');
  const adminHtml = existsSync(adminPath) ? readFileSync(adminPath, 'utf8') : undefined;
  const isAdminPage = (path: string) => (path === '/admin' || path.startsWith('/admin/')) && !path.startsWith(ADMIN_API_BASE);

  // The HTML depends on the shopper's language and currency cookies, so a shared cache must keep it apart by them; it is
  // checked again on every visit, as before.
  const pageHeaders = (reply: FastifyReply) => reply.type('text/html; charset=utf-8').header('cache-control', PAGE_CACHE_CONTROL).header('vary', 'cookie');
  const sendIndex = (reply: FastifyReply, html = indexHtml) => pageHeaders(reply).send(html);

  const renderPage = indexHtml && opts.serverRender !== false ? await loadPageRenderer(app, serverEntryOf(dist), opts.publicApiKey) : undefined;
  const preloadsOf = modulePreloads(dist);

  /** index.html with the rendered page in #root, its state beside it, its language, title and code's preloads. */
  function withRenderedPage(html: string, page: RenderedPage, titled: boolean): string {
    const withTitle =
      !titled && page.title ? html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(`${page.title} | ${SHOP_NAME}`)}</title>`) : html;
    return withTitle
      .replace(/<html lang="[^"]*">/, () => `<html lang="${escapeAttr(page.lang)}">`)
      .replace(
        '<div id="root"></div>',
        // The page's code is named in an inert template: the storefront fetches it once the page is painted (decision 35).
        () =>
          `<div id="root">${page.markup}</div><script type="application/json" id="server-state">${page.state}</script><template id="page-code">${preloadsOf(page.sources)}</template>`,
      );
  }

  const deadlineMs = opts.renderDeadlineMs ?? DEFAULT_RENDER_DEADLINE_MS;

  /** A kept page, as the early path writes it (web-page-cache.ts): its ETag, a 304 when it is the one the client has. */
  function sendKept(request: FastifyRequest, reply: FastifyReply, page: CachedAnswer) {
    const [encoding, variant] = variantFor(page, request.headers['accept-encoding']);
    reply.code(page.status).headers(page.headers).header('etag', variant.etag);
    if (notModified(page, request.headers['if-none-match'])) return reply.removeHeader('content-type').code(304).send();
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(variant.body);
  }

  /**
   * index.html, with the page's title and preview tags when the page is one `pageMeta` knows, and its HTML when rendered.
   * Neither may hold the page back: one that fails or misses the deadline (a database gone silent, a render that never
   * settles) is left out, and the browser draws the page itself from its own calls. A GET's rendered page whole and on
   * time is kept (`opts.pages`) unless it was made in an older catalogue epoch than the present one.
   */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, path: string, url = request.url) {
    const origin = `${request.protocol}://${request.host}`;
    const pages = request.method === 'GET' && opts.pages?.enabled ? opts.pages : undefined;
    const key = pages && pageKey(request.url, origin, request.headers.cookie);
    const kept = key && pages.lookup(key);
    if (kept) return sendKept(request, reply, kept);
    const epoch = pages?.version.epoch;

    let html = indexHtml!;
    // A part that failed or was late is left out of the page, which then is not kept.
    let whole = true;
    const late = (what: string) => () => {
      whole = false;
      request.log.warn({ url: request.url, deadlineMs }, `${what} missed its deadline`);
    };
    const [meta, rendered] = await Promise.all([
      opts.pageMeta &&
        withinDeadline(
          opts.pageMeta(path).catch((error: unknown) => {
            whole = false;
            request.log.warn({ err: error, path }, 'page metadata unavailable');
            return undefined;
          }),
          deadlineMs,
          late('page metadata'),
        ),
      renderPage &&
        withinDeadline(
          renderPage(url, request.headers.cookie).catch((error: unknown) => {
            request.log.error({ err: error, url: request.url }, 'page rendering failed');
            return undefined;
          }),
          deadlineMs,
          late('page rendering'),
        ),
    ]);
    const page = rendered?.page;
    if (page?.redirect) return reply.redirect(page.redirect, page.status);
    if (meta) html = withPageMeta(html, meta, { origin, path });
    if (!page) return sendIndex(reply, html);
    html = withRenderedPage(html, page, meta !== undefined);
    reply.code(page.status);
    if (page.own) return reply.type('text/html; charset=utf-8').header('cache-control', OWN_PAGE_CACHE_CONTROL).send(html);
    if (!key || !whole || !keepable(rendered)) {
      const outside = cookiesOutsideKey(rendered).filter((name) => !SESSION_COOKIES.has(name));
      // The storefront reads a cookie the key does not know: its pages are rendered every time until PAGE_COOKIES has it.
      if (key && outside.length > 0) request.log.warn({ url: request.url, cookies: outside }, 'rendered page not kept: it read cookies outside the page key');
      return sendIndex(reply, html);
    }
    pageHeaders(reply);
    const answer = cachedAnswer(page.status, reply.getHeaders(), Buffer.from(html), PAGE_CACHE_CONTROL);
    pages.store(key, epoch!, answer);
    return sendKept(request, reply, answer);
  }

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      index: false,
      // The build writes each text file's brotli and gzip beside it (apps/web/scripts/compress-plugin.ts).
      preCompressed: true,
      cacheControl: false, // ours, from setHeaders
      // index.html only ever goes out through sendIndex, with the key filled in.
      allowedPath: (path) => !path.endsWith('index.html') && !path.endsWith('admin.html'),
      setHeaders: (res, path) => {
        const fingerprinted = path.includes(`${join(dist, 'assets')}`);
        res.setHeader('cache-control', fingerprinted ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
    app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, '/'));
    app.get('/index.html', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, '/', '/'));
  }

  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && !path.startsWith(API_BASE) && !path.startsWith(ADMIN_API_BASE) && !/\.[a-z0-9]{1,8}$/i.test(path);
    if (adminHtml && wantsPage && isAdminPage(path)) {
      // Never kept by a shared cache, never indexed; its code is fingerprinted and cached like the storefront's.
      void reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('x-robots-tag', 'noindex').send(adminHtml);
      return true;
    }
    if (!indexHtml || !wantsPage) return false;
    void sendPage(request, reply, path);
    return true;
  };
}
