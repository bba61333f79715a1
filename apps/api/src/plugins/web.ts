import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE } from '@shop/contract';
import { withPageMeta, type PageMetaLookup } from '../lib/page-meta.js';

const mediaRoot = fileURLToPath(new URL('../../assets/media', import.meta.url));
export const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Serves the catalogue images at /media/ and, when the storefront is built, the storefront itself:
 * fingerprinted assets cached for a year, index.html never cached and carrying the public key, so that
 * changing PUBLIC_API_KEY needs no rebuild. Answers the page fallback for the not-found handler: unknown non-API
 * GETs get index.html (client routing) when the storefront is built. A page `pageMeta` knows (a product, a category, a
 * brand) gets its title and its link-preview tags (Open Graph, Twitter) written into that index.html.
 */
export async function registerWeb(
  app: FastifyInstance,
  opts: { webDistDir?: string; publicApiKey: string; pageMeta?: PageMetaLookup },
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

  // For a storefront not served by us (the Vite dev server), which cannot have the key put into its page.
  app.get('/client-config.json', { schema: { hide: true } }, (_req, reply) =>
    reply.header('cache-control', 'no-cache').send({ publicApiKey: opts.publicApiKey }),
  );

  const dist = resolve(opts.webDistDir ?? defaultWebDist);
  const indexPath = join(dist, 'index.html');
  const indexHtml = existsSync(indexPath)
    ? readFileSync(indexPath, 'utf8').replace(
        '<meta name="shop-api-key" content="" />',
        `<meta name="shop-api-key" content="${escapeAttr(opts.publicApiKey)}" />`,
      )
    : undefined;

  const sendIndex = (reply: FastifyReply, html = indexHtml) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);

  /** index.html, with the page's title and preview tags when the page is one `pageMeta` knows. */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, path: string) {
    let html = indexHtml!;
    try {
      const meta = await opts.pageMeta?.(path);
      if (meta) html = withPageMeta(html, meta, { origin: `${request.protocol}://${request.host}`, path });
    } catch (error) {
      // The page still works without its preview: the storefront loads the data itself.
      request.log.warn({ err: error, path }, 'page metadata unavailable');
    }
    return sendIndex(reply, html);
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
      allowedPath: (path) => !path.endsWith('index.html'),
      setHeaders: (res, path) => {
        const fingerprinted = path.includes(`${join(dist, 'assets')}`);
        res.setHeader('cache-control', fingerprinted ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
    app.get('/', { schema: { hide: true } }, (_req, reply) => sendIndex(reply));
    app.get('/index.html', { schema: { hide: true } }, (_req, reply) => sendIndex(reply));
  }

  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && !path.startsWith(API_BASE) && !/\.[a-z0-9]{1,8}$/i.test(path);
    if (!indexHtml || !wantsPage) return false;
    void sendPage(request, reply, path);
    return true;
  };
}
