import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';

// One catalogue answer as bytes: the body, its gzip and brotli forms (computed once, when the answer is made), each with
// its strong ETag, and the headers every copy of it carries. The normal path and the early path (serve-cached.ts) both
// answer from it, so a cached answer is the very answer the route gave.

/** Answers smaller than this go uncompressed (a packet's worth; compressing saves nothing there). */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Every shopper sees a change at once: a browser or CDN may keep the answer but must ask again each time, and the
 * ETag makes that question a 304 of a few hundred bytes (docs/decisions/0031-catalogue-read-model.md).
 */
export const CATALOGUE_CACHE_CONTROL = 'public, no-cache';

export type Encoding = 'br' | 'gzip' | 'identity';

export interface Variant {
  body: Buffer;
  etag: string;
  /** `content-length` as written, made once. */
  length: string;
}

export interface CachedAnswer {
  status: number;
  /** The answer's headers but those of one request or one encoding (x-request-id, etag, content-encoding, -length). */
  headers: Record<string, string>;
  variants: Partial<Record<Encoding, Variant>>;
  /** Bytes held, for the cache's bound. */
  size: number;
}

/** The headers of the answer that are the same for every request of it and every encoding. */
const PER_REQUEST = new Set(['x-request-id', 'etag', 'content-encoding', 'content-length']);

const variant = (body: Buffer, etag: string): Variant => ({ body, etag, length: String(body.length) });

/**
 * Makes the cached form of an answer from its body and the headers the route set. `cacheControl` is the catalogue's
 * unless said (the storefront's pages, whose HTML depends on cookies, are `no-cache` without `public`: decision 0037).
 */
export function cachedAnswer(status: number, headers: Record<string, unknown>, body: Buffer, cacheControl = CATALOGUE_CACHE_CONTROL): CachedAnswer {
  const own: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !PER_REQUEST.has(name)) own[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  own['cache-control'] = cacheControl;
  own.vary = own.vary ? `${own.vary}, Accept-Encoding` : 'Accept-Encoding';
  // A strong validator: the same bytes always get the same tag, on every instance.
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const variants: CachedAnswer['variants'] = { identity: variant(body, `"${hash}"`) };
  if (body.length >= COMPRESS_FROM_BYTES) {
    // Brotli at a middle quality: nearly its best size on JSON, at a few hundred microseconds for a page of 24.
    variants.br = variant(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), `"${hash}-br"`);
    variants.gzip = variant(gzipSync(body, { level: 6 }), `"${hash}-gz"`);
  }
  const size = Object.values(variants).reduce((n, v) => n + v.body.length, 0) + JSON.stringify(own).length;
  return { status, headers: own, variants, size };
}

const encodingsByHeader = new Map<string, Encoding>();

/** The encoding to answer in for an Accept-Encoding header (brotli first when both are welcome), remembered per header. */
export function encodingFor(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let encoding = encodingsByHeader.get(acceptEncoding);
  if (!encoding) {
    // negotiator 1.x takes the server's preference among equals; its types predate the option.
    const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }) as unknown as {
      encoding(available: string[], options: { preferred: string[] }): string | undefined;
    };
    const best = negotiator.encoding(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip'] });
    encoding = (best as Encoding | undefined) ?? 'identity';
    // Browsers send a handful of distinct headers; an unbounded variety is not worth remembering.
    if (encodingsByHeader.size > 200) encodingsByHeader.clear();
    encodingsByHeader.set(acceptEncoding, encoding);
  }
  return encoding;
}

/** The variant this request gets: its preferred encoding when the answer has it, else the plain body. */
export const variantFor = (answer: CachedAnswer, acceptEncoding: string | undefined): [Encoding, Variant] => {
  const encoding = encodingFor(acceptEncoding);
  const chosen = answer.variants[encoding];
  return chosen ? [encoding, chosen] : ['identity', answer.variants.identity!];
};

/** If-None-Match names this answer (any of its encodings: they are the same content) or is `*`. */
export function notModified(answer: CachedAnswer, ifNoneMatch: string | undefined): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  for (const v of Object.values(answer.variants)) if (ifNoneMatch.includes(v.etag)) return true;
  return false;
}
