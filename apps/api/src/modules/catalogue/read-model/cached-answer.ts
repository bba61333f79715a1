import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';

// One catalogue answer as bytes: the body, its gzip and brotli forms (each made once, when a request first asks for it),
// each with its strong ETag, and the headers every copy of it carries. The normal path and the early path
// (serve-cached.ts) both answer from it, so a cached answer is the very answer the route gave.

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
  /** The body's hash, which every encoding's ETag is made from. */
  hash: string;
  /** Whether the body is long enough to be sent compressed (COMPRESS_FROM_BYTES). */
  compressible: boolean;
  /** The encodings made so far: the plain body at once, a compressed form when a request first asks for it. */
  variants: Partial<Record<Encoding, Variant>>;
  /** Bytes held, for the cache's bound: the body, the headers, and room for the compressed forms yet to be made. */
  size: number;
}

/** The headers of the answer that are the same for every request of it and every encoding. */
const PER_REQUEST = new Set(['x-request-id', 'etag', 'content-encoding', 'content-length']);

const variant = (body: Buffer, etag: string): Variant => ({ body, etag, length: String(body.length) });

const ETAG_SUFFIX: Record<Encoding, string> = { identity: '', br: '-br', gzip: '-gz' };

/** An encoding's strong ETag: the same bytes always get the same tag, on every instance. */
const etagOf = (hash: string, encoding: Encoding) => `"${hash}${ETAG_SUFFIX[encoding]}"`;

const COMPRESSED: Record<Exclude<Encoding, 'identity'>, (body: Buffer) => Buffer> = {
  // Brotli at a middle quality: nearly its best size on JSON, at a few hundred microseconds for a page of 24.
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

/**
 * What a compressed answer is allowed to take beside its body in the cache's bound. Brotli and gzip each make JSON and
 * HTML of a page or more a fifth to a quarter of its size, so both together stay under half.
 */
const COMPRESSED_ROOM = 0.5;

/**
 * Makes the cached form of an answer from its body and the headers the route set. `cacheControl` is the catalogue's
 * unless said (the storefront's pages, whose HTML depends on cookies, are `no-cache` without `public`: decision 0037).
 * Nothing is compressed yet: a miss makes only the encoding its request asks for (variantFor), not every one.
 */
export function cachedAnswer(status: number, headers: Record<string, unknown>, body: Buffer, cacheControl = CATALOGUE_CACHE_CONTROL): CachedAnswer {
  const own: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !PER_REQUEST.has(name)) own[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  own['cache-control'] = cacheControl;
  own.vary = own.vary ? `${own.vary}, Accept-Encoding` : 'Accept-Encoding';
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const compressible = body.length >= COMPRESS_FROM_BYTES;
  const size = Math.ceil(body.length * (compressible ? 1 + COMPRESSED_ROOM : 1)) + JSON.stringify(own).length;
  return { status, headers: own, hash, compressible, variants: { identity: variant(body, etagOf(hash, 'identity')) }, size };
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

/**
 * The variant this request gets: its preferred encoding when the answer is long enough to compress (made now if no
 * request asked for it before, then kept with the answer), else the plain body.
 */
export const variantFor = (answer: CachedAnswer, acceptEncoding: string | undefined): [Encoding, Variant] => {
  const encoding = answer.compressible ? encodingFor(acceptEncoding) : 'identity';
  const identity = answer.variants.identity!;
  if (encoding === 'identity') return ['identity', identity];
  return [encoding, (answer.variants[encoding] ??= variant(COMPRESSED[encoding](identity.body), etagOf(answer.hash, encoding)))];
};

/** If-None-Match names this answer (any encoding it has or may have: they are the same content) or is `*`. */
export function notModified(answer: CachedAnswer, ifNoneMatch: string | undefined): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const encodings: Encoding[] = answer.compressible ? ['identity', 'br', 'gzip'] : ['identity'];
  return encodings.some((encoding) => ifNoneMatch.includes(etagOf(answer.hash, encoding)));
}
