import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '@shop/contract';
import { brands } from '../../db/seed/catalogue.js';
import { expectError } from '../../test-support/accounts.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

describe.each(backends)('brands on %s', (backend) => {
  let t: TestApp;
  let listed: Brand[];
  beforeAll(async () => {
    t = await createTestApp(backend);
    listed = (await t.api('GET', '/brand/')).json().data;
  });
  afterAll(() => t.close());

  it('lists every seeded brand, sorted by name, with exactly id, name, slug, description and featured', async () => {
    const res = await t.api('GET', '/brand/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(typeof body.message).toBe('string');
    const data: Brand[] = body.data;
    expect(data).toHaveLength(brands.length);
    expect(data.map((b) => b.name)).toEqual(brands.map((b) => b.name).sort((a, b) => a.localeCompare(b)));
    for (const b of data) {
      expect(Object.keys(b).sort()).toEqual(['description', 'featured', 'id', 'name', 'slug']);
      expect(Number.isInteger(b.id) && b.id > 0).toBe(true);
      const seed = brands.find((s) => s.slug === b.slug);
      expect(seed, b.slug).toBeDefined();
      expect(b).toEqual({ id: b.id, name: seed!.name, slug: seed!.slug, description: seed!.description, featured: seed!.featured ?? false });
    }
    expect(new Set(data.map((b) => b.id)).size).toBe(data.length);
  });

  it('marks the 4 to 6 brands the shop chose for the home page as featured, and no others', () => {
    const featured = listed.filter((b) => b.featured).map((b) => b.slug);
    expect(featured.length).toBeGreaterThanOrEqual(4);
    expect(featured.length).toBeLessThanOrEqual(6);
    expect(featured.sort()).toEqual(
      brands
        .filter((b) => b.featured)
        .map((b) => b.slug)
        .sort(),
    );
  });

  it('answers one brand by id and by slug, the same brand the list shows, featured flag included', async () => {
    for (const brand of listed) {
      const byId = await t.api('GET', `/brand/${brand.id}/`);
      const bySlug = await t.api('GET', `/brand/${brand.slug}/`);
      expect(byId.statusCode).toBe(200);
      expect(bySlug.statusCode).toBe(200);
      expect(byId.json()).toMatchObject({ status: true, data: brand });
      expect(bySlug.json().data).toEqual(byId.json().data);
    }
  });

  it('answers the path without its trailing slash too', async () => {
    const res = await t.api('GET', `/brand/${listed[0]!.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(listed[0]);
  });

  it('answers 404 NOT_FOUND for an unknown id and an unknown slug', async () => {
    const unknownId = Math.max(...listed.map((b) => b.id)) + 1000;
    expectError(await t.api('GET', `/brand/${unknownId}/`), 404, 'BRAND_NOT_FOUND');
    expectError(await t.api('GET', '/brand/no-such-brand/'), 404, 'BRAND_NOT_FOUND');
  });

  it.each([
    { id: "abc'%20or%201=1", label: "an SQL fragment (abc' or 1=1)" },
    { id: '%3Cscript%3E', label: 'markup (<script>)' },
    { id: '-1', label: 'a negative number (-1)' },
    { id: '1.5', label: 'a fraction (1.5)' },
    { id: 'a'.repeat(300), label: 'a 300-character string' },
    { id: '0', label: 'zero (0)' },
    { id: 'Nyankpala-Shea', label: 'upper-case letters' },
    { id: 'shea%20co', label: 'a space' },
  ])('answers 400 VALIDATION_FAILED with a message for $label', async ({ id }) => {
    expectError(await t.api('GET', `/brand/${id}/`), 400, 'VALIDATION_FAILED');
  });

  it.each(['2147483648', '99999999999'])('answers a 4xx envelope, never 5xx, for the id %s beyond the integer range', async (id) => {
    const res = await t.api('GET', `/brand/${id}/`);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expectError(res, res.statusCode, res.statusCode === 404 ? 'BRAND_NOT_FOUND' : 'VALIDATION_FAILED');
  });

  it('refuses the list and one brand without the API key', async () => {
    for (const url of ['/customer/api/v1/brand/', `/customer/api/v1/brand/${listed[0]!.id}/`]) {
      expectError(await t.app.inject({ method: 'GET', url }), 401, 'API_KEY_REQUIRED');
    }
  });
});
