import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBrand, AdminCategory, AdminProduct, AdminStore, AuditEntry } from '@shop/contract/admin';
import { expectError } from '../../test-support/accounts.js';
import { addToCart, newShopper } from '../../test-support/cart.js';
import { adminCall, dataOf, newStaff, type SignedInStaff } from '../../test-support/staff.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

// The catalogue of the back office (issue 16): an admin adds a brand, a category, a store, a product and its stock
// items, edits and hides them, and the storefront's calls show each change at once — a hidden row and everything
// under it are gone from every list, count, search and page, and come back when shown again.

const PICTURE = '/uploads/0123456789abcdef01234567-600.webp';

describe.each(backends)('the catalogue desk on %s', (backend) => {
  let t: TestApp;
  let admin: SignedInStaff;
  let brand: AdminBrand;
  let category: AdminCategory;
  let store: AdminStore;
  let product: AdminProduct;
  beforeAll(async () => {
    t = await createTestApp(backend, { seed: true });
    admin = await newStaff(t, 'admin');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: unknown) =>
    adminCall(t, method, `/catalogue${path}`, { token: admin.token, payload });
  const shop = async (path: string) => {
    const res = await t.api('GET', path);
    return { status: res.statusCode, body: res.json() };
  };
  const shopCount = async (query: string) => (await shop(`/stock/?${query}`)).body.count as number;

  it('adds a brand, a category and a store, each with a slug made from its name', async () => {
    brand = dataOf<AdminBrand>(await call('POST', '/brands/', { name: 'Ọbaa Naturals', description: 'Shea from the north' }), 201);
    expect(brand).toMatchObject({ slug: 'obaa-naturals', featured: false, hidden: false, products: 0 });
    category = dataOf<AdminCategory>(await call('POST', '/categories/', { name: 'Shea Butters', image: PICTURE, featured: true }), 201);
    expect(category).toMatchObject({ slug: 'shea-butters', featured: true, image: PICTURE });
    store = dataOf<AdminStore>(await call('POST', '/stores/', { name: 'Tamale Market', city: 'Tamale', region: 'Northern' }), 201);
    expect(store).toMatchObject({ slug: 'tamale-market', region: 'Northern', hidden: false, items: 0 });

    const second = dataOf<AdminBrand>(await call('POST', '/brands/', { name: 'Ọbaa Naturals' }), 201);
    expect(second.slug).toBe('obaa-naturals-2');
    expectError(await call('POST', '/brands/', { name: 'Another', slug: 'obaa-naturals' }), 409, 'SLUG_TAKEN');
    expect((await shop('/brand/')).body.data.map((b: { slug: string }) => b.slug)).toContain('obaa-naturals');
    expect((await shop('/store/')).body.data.map((s: { slug: string }) => s.slug)).toContain('tamale-market');
  });

  it('adds a product and its stock items with options; the shop lists, finds and sells them at once', async () => {
    product = dataOf<AdminProduct>(
      await call('POST', '/products/', {
        name: 'Raw Zongo Shea Butter',
        description: 'Unrefined, hand-whipped',
        brand_id: brand.id,
        category_id: category.id,
        image: PICTURE,
      }),
      201,
    );
    expect(product).toMatchObject({ slug: 'raw-zongo-shea-butter', items: 0, stock_items: [], hidden: false });
    product = dataOf<AdminProduct>(
      await call('POST', `/products/${product.id}/items/`, {
        store_id: store.id,
        sku: 'ZONGO-250',
        price: '45.50',
        quantity: 7,
        attributes: { Size: '250 g' },
      }),
      201,
    );
    product = dataOf<AdminProduct>(
      await call('POST', `/products/${product.id}/items/`, {
        store_id: store.id,
        sku: 'ZONGO-500',
        price: '80',
        discount_percentage: 10,
        quantity: 0,
        attributes: { size: '500 g' },
      }),
      201,
    );
    expect(product.stock_items.map((i) => [i.sku, i.attributes, i.price.amount, i.quantity, i.listed])).toEqual([
      ['ZONGO-250', { Size: '250 g' }, '45.50', 7, true],
      ['ZONGO-500', { Size: '500 g' }, '80.00', 0, true],
    ]);
    expectError(await call('POST', `/products/${product.id}/items/`, { store_id: store.id, sku: 'ZONGO-250', price: '1' }), 409, 'SKU_TAKEN');

    const id = product.stock_items[0]!.id;
    const item = await shop(`/stock/${id}/`);
    expect(item.status).toBe(200);
    expect(item.body.data).toMatchObject({ quantity: 7, selling_price: { amount: '45.50' } });
    expect(item.body.data.product).toMatchObject({ name: 'Raw Zongo Shea Butter', image: PICTURE });
    expect(await shopCount(`brand=${brand.slug}`)).toBe(2);
    expect(await shopCount(`brand=${brand.slug}&in_stock=true`)).toBe(1);
    const found = await shop('/stock/?search=zongo');
    expect(found.body.data.map((s: { id: number }) => s.id)).toContain(id);
    const shopper = await newShopper(t);
    expect((await addToCart(t, shopper, id, 2)).statusCode).toBe(200);
  });

  it('edits a price and a name: the storefront shows both on the next call', async () => {
    const id = product.stock_items[0]!.id;
    dataOf(await call('PATCH', `/items/${id}/`, { price: '39.99', discount_percentage: 5 }));
    product = dataOf<AdminProduct>(await call('PATCH', `/products/${product.id}/`, { name: 'Zongo Shea Butter, Raw' }));
    const item = (await shop(`/stock/${id}/`)).body.data;
    expect(item.selling_price.amount).toBe('39.99');
    expect(item.discount_percentage).toBe(5);
    expect(item.product.name).toBe('Zongo Shea Butter, Raw');
  });

  it('hides an item, a product, a brand, a category and a store: each takes everything under it out of the shop, and back', async () => {
    const [first, second] = product.stock_items.map((i) => i.id);
    const visible = async () => ({
      items: [(await shop(`/stock/${first}/`)).status, (await shop(`/stock/${second}/`)).status],
      counted: await shopCount(`brand=${brand.slug}`),
      all: await shopCount(''),
      found: (await shop('/stock/?search=zongo')).body.count as number,
    });
    const everything = await shopCount('');
    expect(await visible()).toEqual({ items: [200, 200], counted: 2, all: everything, found: 2 });

    const hiddenItem = dataOf<AdminProduct>(await call('PATCH', `/items/${first}/`, { hidden: true }));
    expect(hiddenItem.stock_items[0]).toMatchObject({ hidden: true, listed: false });
    expect(await visible()).toEqual({ items: [404, 200], counted: 1, all: everything - 1, found: 1 });
    const shopper = await newShopper(t);
    expectError(await addToCart(t, shopper, first!, 1), 404, 'PRODUCT_NOT_FOUND');
    dataOf(await call('PATCH', `/items/${first}/`, { hidden: false }));

    for (const [path, hide] of [
      [`/products/${product.id}/`, { hidden: true }],
      [`/brands/${brand.id}/`, { hidden: true }],
      [`/categories/${category.id}/`, { hidden: true }],
      [`/stores/${store.id}/`, { hidden: true }],
    ] as const) {
      dataOf(await call('PATCH', path, hide));
      expect(await visible(), path).toEqual({ items: [404, 404], counted: 0, all: everything - 2, found: 0 });
      dataOf(await call('PATCH', path, { hidden: false }));
      expect(await visible(), path).toEqual({ items: [200, 200], counted: 2, all: everything, found: 2 });
    }

    dataOf(await call('PATCH', `/brands/${brand.id}/`, { hidden: true }));
    expect((await shop('/brand/')).body.data.map((b: { slug: string }) => b.slug)).not.toContain(brand.slug);
    expect((await shop(`/brand/${brand.slug}/`)).status).toBe(404);
    // Shown again, an item hidden on its own stays hidden.
    dataOf(await call('PATCH', `/items/${first}/`, { hidden: true }));
    dataOf(await call('PATCH', `/brands/${brand.id}/`, { hidden: false }));
    expect((await visible()).items).toEqual([404, 200]);
    dataOf(await call('PATCH', `/items/${first}/`, { hidden: false }));
  });

  it('lists products, hidden ones too, and every change is in the audit log with before and after', async () => {
    const page = await call('GET', `/products/?q=zongo`);
    expect(dataOf<{ slug: string }[]>(page).map((p) => p.slug)).toEqual(['raw-zongo-shea-butter']);
    const audit = dataOf<AuditEntry[]>(await adminCall(t, 'GET', `/audit/?staff_id=${admin.id}&page_size=100`, { token: admin.token }));
    const actions = new Set(audit.map((e) => e.action));
    for (const action of [
      'catalogue.brand.create',
      'catalogue.category.create',
      'catalogue.store.create',
      'catalogue.product.create',
      'catalogue.item.create',
      'catalogue.item.update',
      'catalogue.product.update',
      'catalogue.brand.update',
    ])
      expect(actions, action).toContain(action);
    const names = audit
      .filter((e) => e.action === 'catalogue.product.update' && e.subject === `product:${product.id}`)
      .map((e) => [(e.before as { name: string }).name, (e.after as { name: string }).name]);
    expect(names).toContainEqual(['Raw Zongo Shea Butter', 'Zongo Shea Butter, Raw']);
  });

  it("refuses bad input with a clear 4xx: another site's picture, a slug of digits, an unknown brand, an empty change, staff", async () => {
    const base = { name: 'Kente Stole', brand_id: brand.id, category_id: category.id, image: PICTURE };
    expectError(await call('POST', '/products/', { ...base, image: 'https://example.com/kente.jpg' }), 400, 'VALIDATION_FAILED');
    expectError(await call('POST', '/products/', { ...base, slug: '12345' }), 400, 'VALIDATION_FAILED');
    expectError(await call('POST', '/products/', { ...base, brand_id: 999999 }), 404, 'BRAND_NOT_FOUND');
    expectError(await call('PATCH', `/products/${product.id}/`, {}), 400, 'VALIDATION_FAILED');
    expectError(await call('PATCH', `/items/${product.stock_items[0]!.id}/`, { price: '-1' }), 400, 'VALIDATION_FAILED');
    expectError(await call('PATCH', '/items/99999999/', { price: '1' }), 404, 'PRODUCT_NOT_FOUND');
    expectError(await call('POST', '/stores/', { name: 'Nowhere', city: 'X', region: 'Atlantis' }), 400, 'VALIDATION_FAILED');
    const staff = await newStaff(t, 'staff');
    expect((await adminCall(t, 'POST', '/catalogue/products/', { token: staff.token, payload: base })).statusCode).toBe(403);
  });
});
