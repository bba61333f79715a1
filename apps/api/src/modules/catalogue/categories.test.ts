import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@shop/contract';
import { categories } from '../../db/seed/catalogue.js';
import { expectError } from '../../test-support/accounts.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

describe.each(backends)('product categories on %s', (backend) => {
  let t: TestApp;
  let listed: Category[];
  beforeAll(async () => {
    t = await createTestApp(backend);
    listed = (await t.api('GET', '/product-category/')).json().data;
  });
  afterAll(() => t.close());

  it('lists every seeded category with exactly its fields and the seed values', async () => {
    const res = await t.api('GET', '/product-category/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(typeof body.message).toBe('string');
    const data: Category[] = body.data;
    expect(data).toHaveLength(categories.length);
    expect(new Set(data.map((c) => c.id)).size).toBe(data.length);
    for (const c of data) {
      expect(Object.keys(c).sort()).toEqual(['description', 'featured', 'id', 'image', 'name', 'slug']);
      expect(Number.isInteger(c.id) && c.id > 0).toBe(true);
      const seed = categories.find((s) => s.slug === c.slug);
      expect(seed, c.slug).toBeDefined();
      expect(c).toEqual({
        id: c.id,
        name: seed!.name,
        slug: seed!.slug,
        description: seed!.description,
        image: `/media/${seed!.image}`,
        featured: seed!.featured,
      });
    }
  });

  it('flags as featured exactly the categories the seed features', () => {
    const featured = listed
      .filter((c) => c.featured)
      .map((c) => c.slug)
      .sort();
    expect(featured).toEqual(
      categories
        .filter((c) => c.featured)
        .map((c) => c.slug)
        .sort(),
    );
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThan(listed.length);
  });

  it('serves every category image at its /media/ URL as SVG', async () => {
    for (const c of listed) {
      expect(c.image).toMatch(/^\/media\/.+\.svg$/);
      const res = await t.app.inject({ method: 'GET', url: c.image });
      expect(res.statusCode, c.image).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toContain('<svg');
    }
  });

  it('answers one category by id and by slug, the same category the list shows', async () => {
    for (const category of listed) {
      const byId = await t.api('GET', `/product-category/${category.id}/`);
      const bySlug = await t.api('GET', `/product-category/${category.slug}/`);
      expect(byId.statusCode).toBe(200);
      expect(bySlug.statusCode).toBe(200);
      expect(byId.json()).toMatchObject({ status: true, data: category });
      expect(bySlug.json().data).toEqual(byId.json().data);
    }
  });

  it('answers 404 NOT_FOUND for an unknown id and an unknown slug', async () => {
    const unknownId = Math.max(...listed.map((c) => c.id)) + 1000;
    expectError(await t.api('GET', `/product-category/${unknownId}/`), 404, 'CATEGORY_NOT_FOUND');
    expectError(await t.api('GET', '/product-category/no-such-category/'), 404, 'CATEGORY_NOT_FOUND');
  });

  it.each([
    { id: "abc'%20or%201=1", label: "an SQL fragment (abc' or 1=1)" },
    { id: '%3Cscript%3E', label: 'markup (<script>)' },
    { id: '-1', label: 'a negative number (-1)' },
    { id: '1.5', label: 'a fraction (1.5)' },
    { id: 'a'.repeat(300), label: 'a 300-character string' },
    { id: '0', label: 'zero (0)' },
    { id: 'Shea-Skin-Care', label: 'upper-case letters' },
    { id: 'shea_skin', label: 'an underscore' },
  ])('answers 400 VALIDATION_FAILED with a message for $label', async ({ id }) => {
    expectError(await t.api('GET', `/product-category/${id}/`), 400, 'VALIDATION_FAILED');
  });

  it.each(['2147483648', '99999999999'])('answers a 4xx envelope, never 5xx, for the id %s beyond the integer range', async (id) => {
    const res = await t.api('GET', `/product-category/${id}/`);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expectError(res, res.statusCode, res.statusCode === 404 ? 'CATEGORY_NOT_FOUND' : 'VALIDATION_FAILED');
  });
});
