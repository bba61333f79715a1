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
 * Opens `url` (absolute) in `page` (give it a fresh context: nothing cached, no cookies) and answers every request it makes until
 * the network has been idle for 500 ms, in the order they finished; a failed request has status 0.
 */
export async function recordFirstVisit(page: Page, url: string): Promise<Download[]> {
  const { origin } = new URL(url);
  const described: Promise<Download>[] = [];
  const onDone = (request: Request) => described.push(describe(request, origin));
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
  } finally {
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
