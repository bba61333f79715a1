import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cachedAnswer, COMPRESS_FROM_BYTES, notModified, variantFor } from './cached-answer.js';

const json = { 'content-type': 'application/json; charset=utf-8' };
const page = Buffer.from(JSON.stringify({ data: Array.from({ length: 40 }, (_, id) => ({ id, name: `Shea butter ${id}` })) }));

describe('a cached answer', () => {
  it('makes each compressed form when a request first asks for it, then answers every later one from it', () => {
    const answer = cachedAnswer(200, json, page);
    expect(Object.keys(answer.variants)).toEqual(['identity']);

    const [encoding, br] = variantFor(answer, 'gzip, deflate, br');
    expect(encoding).toBe('br');
    expect(brotliDecompressSync(br.body).equals(page)).toBe(true);
    expect(br.length).toBe(String(br.body.length));
    // No request asked for gzip: it is not made.
    expect(Object.keys(answer.variants).sort()).toEqual(['br', 'identity']);
    expect(variantFor(answer, 'br')[1]).toBe(br);

    const [, gzip] = variantFor(answer, 'gzip');
    expect(gunzipSync(gzip.body).equals(page)).toBe(true);
    expect(new Set([answer.variants.identity!.etag, br.etag, gzip.etag]).size).toBe(3);
  });

  it('knows the tag of an encoding it has not made yet (another instance may have sent it)', () => {
    const elsewhere = variantFor(cachedAnswer(200, json, page), 'gzip')[1];
    const here = cachedAnswer(200, json, page);
    expect(notModified(here, elsewhere.etag)).toBe(true);
    expect(here.variants.gzip).toBeUndefined();
    expect(notModified(here, '"another"')).toBe(false);
    expect(notModified(cachedAnswer(200, json, Buffer.from(`${page}.`)), elsewhere.etag)).toBe(false);
  });

  it('sends a small answer as it is, whatever the request accepts, and keeps room for the compressed forms in its size', () => {
    const small = cachedAnswer(200, json, Buffer.from('{"count":0}'));
    expect(small.compressible).toBe(false);
    expect(variantFor(small, 'br')[0]).toBe('identity');
    expect(notModified(small, `${small.variants.identity!.etag.slice(0, -1)}-br"`)).toBe(false);

    expect(page.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    const answer = cachedAnswer(200, json, page);
    const sizeBefore = answer.size;
    const made = variantFor(answer, 'br')[1].body.length + variantFor(answer, 'gzip')[1].body.length;
    expect(sizeBefore).toBeGreaterThanOrEqual(page.length + made);
  });
});
