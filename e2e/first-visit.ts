import { gzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';
import { API_BASE } from '@shop/contract';

// What a browser downloads when it opens a page of the shop with nothing cached, until the network is idle: each
// file with its size as served (the body on the wire, after the server's compression, and its headers), as the
// browser uses it, and gzipped -9 (comparable whatever the server does). Shared by e2e/tests/first-visit.spec.ts
// and `npm run bench:first-visit`.

export type DownloadKind = 'document' | 'script' | 'stylesheet' | 'translations' | 'api' | 'image' | 'font' | 'other';

export interface Download {
  /** The path of a file of the shop's own origin ('/assets/index-….js'), or the whole URL of anything else. */
  path: string;
  kind: DownloadKind;
  status: number;
  /** Content-Encoding as served: 'br', 'gzip' or '' (none). */
  encoding: string;
  /** The body's bytes on the wire (compressed when the server compressed it). */
  servedBytes: number;
  headerBytes: number;
  /** The body as the browser uses it (decompressed). */
  rawBytes: number;
  gzipBytes: number;
  /** Whether it came from the page's own origin. */
  sameOrigin: boolean;
}

function kindOf(request: Request, path: string): DownloadKind {
  if (path.startsWith(API_BASE)) return 'api';
  if (path.endsWith('.json') && path.includes('/locales-')) return 'translations';
  const type = request.resourceType();
  if (type === 'document' || type === 'script' || type === 'stylesheet' || type === 'image' || type === 'font') return type;
  // The favicon is fetched as 'other'.
  return /\.(svg|png|jpe?g|webp|avif|ico)$/.test(path) ? 'image' : 'other';
}

async function describe(request: Request, origin: string): Promise<Download> {
  const url = new URL(request.url());
  const sameOrigin = url.origin === origin;
  const path = sameOrigin ? url.pathname + url.search : url.href;
  const response = await request.response();
  const sizes = await request.sizes();
  const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
  return {
    path,
    kind: kindOf(request, url.pathname),
    status: response?.status() ?? 0,
    encoding: (await response?.headerValue('content-encoding')) ?? '',
    servedBytes: sizes.responseBodySize,
    headerBytes: sizes.responseHeadersSize,
    rawBytes: body.length,
    gzipBytes: body.length ? gzipSync(body, { level: 9 }).length : 0,
    sameOrigin,
  };
}

/**
 * How long the network must stay quiet, once the page shows, for the visit to be over. Network quiet alone is not
 * enough: on a loaded machine the browser spent over 2 s running the entry before it asked for the page's chunk, and
 * Playwright's 'networkidle' (500 ms) came before the product cards' hearts and the idle-time prefetch.
 */
const QUIET_MS = 2_000;

/** The page shows: its one <h1> and the footer (loaded after the first paint) are there. */
async function pageShows(page: Page) {
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
  await page.getByRole('contentinfo').waitFor({ timeout: 30_000 });
}

/**
 * Opens `url` (absolute) in `page` (give it a fresh context: nothing cached, no cookies), waits until it shows (its <h1>
 * and footer, and whatever `shows` waits for) and then until no request has been in flight for 2 s, and answers every
 * request it made, in the order they finished; a failed request has status 0.
 */
export async function recordFirstVisit(page: Page, url: string, shows?: (page: Page) => Promise<void>): Promise<Download[]> {
  const { origin } = new URL(url);
  const described: Promise<Download>[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const onStart = () => {
    inFlight++;
    lastActivity = Date.now();
  };
  const onDone = (request: Request) => {
    inFlight--;
    lastActivity = Date.now();
    described.push(describe(request, origin));
  };
  page.on('request', onStart);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await pageShows(page);
    await shows?.(page);
    const deadline = Date.now() + 60_000;
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`the network of ${url} was not quiet for ${QUIET_MS} ms within a minute`);
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', onStart);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
  return Promise.all(described);
}

/** The build's files among the downloads: JavaScript, CSS and translations, as paths in apps/web/dist ('assets/…'), and the page as 'index.html'. */
export function buildFilesOf(downloads: Download[]): string[] {
  return downloads
    .filter((d) => d.sameOrigin && (d.kind === 'document' || /\.(js|css|json)$/.test(d.path)) && d.kind !== 'api')
    .map((d) => (d.kind === 'document' ? 'index.html' : d.path.replace(/^\//, '')))
    .sort();
}
