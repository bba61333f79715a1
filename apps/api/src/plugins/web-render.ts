import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { RenderedPage, RenderRequest } from '@shop/contract';

// The storefront's pages rendered here, in the API's process (decision 34): the web build's server bundle
// (apps/web/dist-server/entry-server.js, from apps/web/src/entry-server.tsx) renders a page's HTML from the API's own
// answers, fetched in process; this file loads it and puts its output into index.html.

export type { RenderedPage };

/**
 * A render's page and what it was made from besides its URL: the names of the cookies it read and the statuses of the
 * API's answers it used. The page cache keeps only a page made from the cookies of its key and from answers the read
 * model would keep (web.ts).
 */
export interface RenderOutcome {
  page: RenderedPage;
  cookiesRead: ReadonlySet<string>;
  apiStatuses: ReadonlySet<number>;
}

export type PageRenderer = (url: string, cookieHeader: string | undefined) => Promise<RenderOutcome>;

/**
 * The request's cookies as the render sees them, noting each name it reads; any other way in (listing them, `in`)
 * counts as reading all of them, which no page key holds.
 */
function watchedCookies(cookies: Record<string, string>, read: Set<string>): Record<string, string> {
  return new Proxy(cookies, {
    get(target, name) {
      if (typeof name === 'string') read.add(name);
      return Reflect.get(target, name) as unknown;
    },
    has(target, name) {
      read.add('*');
      return Reflect.has(target, name);
    },
    ownKeys(target) {
      read.add('*');
      return Reflect.ownKeys(target);
    },
    getOwnPropertyDescriptor(target, name) {
      read.add('*');
      return Reflect.getOwnPropertyDescriptor(target, name);
    },
  });
}

/** The cookies of a request's Cookie header, by name (a value that is not valid percent-encoding is kept as sent). */
export function parseCookies(header: string | undefined): Record<string, string> {
  // No prototype: a cookie named __proto__ or constructor is a name like any other.
  const cookies = Object.create(null) as Record<string, string>;
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    const name = part.slice(0, Math.max(at, 0)).trim();
    if (!name) continue;
    const raw = part.slice(at + 1).trim();
    try {
      cookies[name] ??= decodeURIComponent(raw);
    } catch {
      cookies[name] ??= raw;
    }
  }
  return cookies;
}

/**
 * The page renderer of the built server bundle, or undefined when there is none (a storefront built without it, the
 * tests' miniature build): the pages are then index.html, drawn by the browser.
 */
export async function loadPageRenderer(app: FastifyInstance, entryPath: string, publicKey: string): Promise<PageRenderer | undefined> {
  if (!existsSync(entryPath)) return undefined;
  const bundle = (await import(pathToFileURL(entryPath).href)) as { render(request: RenderRequest): Promise<RenderedPage> };

  // The API answers through its own routes, hooks and caches, as the browser would get them, without a socket.
  const fetchApi = async (input: Parameters<typeof fetch>[0], init: Parameters<typeof fetch>[1], statuses: Set<number>) => {
    const res = await app
      .inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url,
        headers: init?.headers as Record<string, string> | undefined,
      })
      .catch((error: unknown) => {
        statuses.add(0); // no answer at all
        throw error;
      });
    statuses.add(res.statusCode);
    return new Response(res.rawPayload, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
  };
  return async (url, cookieHeader) => {
    const cookiesRead = new Set<string>();
    const apiStatuses = new Set<number>();
    const page = await bundle.render({
      url,
      cookies: watchedCookies(parseCookies(cookieHeader), cookiesRead),
      fetchApi: (input, init) => fetchApi(input, init, apiStatuses),
      publicKey,
    });
    return { page, cookiesRead, apiStatuses };
  };
}

/**
 * The `<link rel="modulepreload">` tags of a page's code: its chunk and the chunks it imports that the entry does not,
 * from the build's manifest, so that the browser fetches them beside the app's code instead of after it (web.ts puts them
 * in an inert template that the storefront's entry moves into the head once the page is painted, decision 35).
 */
export function modulePreloads(distDir: string): (sources: string[]) => string {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; imports?: string[] }>;
  const reach = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) reach(imported, into);
    return into;
  };
  const entry = reach('index.html', new Set());
  const tags = new Map<string, string>();
  return (sources) => {
    const key = sources.join(' ');
    let markup = tags.get(key);
    if (markup === undefined) {
      const files = new Set<string>();
      for (const source of sources) reach(source, files);
      markup = [...files]
        .filter((file) => !entry.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
        .join('');
      tags.set(key, markup);
    }
    return markup;
  };
}
