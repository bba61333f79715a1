import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GHANA_REGIONS, type Store } from '@shop/contract';
import { stores } from '../../db/seed/catalogue.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

describe.each(backends)('stores on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('lists every seeded store with exactly id, name, slug, city and region', async () => {
    const res = await t.api('GET', '/store/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(typeof body.message).toBe('string');
    const data: Store[] = body.data;
    expect(data).toHaveLength(stores.length);
    expect(new Set(data.map((s) => s.id)).size).toBe(data.length);
    for (const s of data) {
      expect(Object.keys(s).sort()).toEqual(['city', 'id', 'name', 'region', 'slug']);
      expect(Number.isInteger(s.id) && s.id > 0).toBe(true);
      const seed = stores.find((x) => x.slug === s.slug);
      expect(seed, s.slug).toBeDefined();
      expect(s).toEqual({ id: s.id, name: seed!.name, slug: seed!.slug, city: seed!.city, region: seed!.region });
      expect(GHANA_REGIONS).toContain(s.region);
    }
  });

  it('lists the stores sorted by name', async () => {
    const names = (await t.api('GET', '/store/')).json().data.map((s: Store) => s.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it('refuses the list without the API key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/customer/api/v1/store/' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: false, code: 'API_KEY_REQUIRED' });
  });
});
