import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStockItem, AuditEntry, StockAdjustment } from '@shop/contract/admin';
import { LOW_STOCK_AT } from '@shop/contract/admin-endpoints';
import { expectError } from '../../test-support/accounts.js';
import { addToCart, cartCall, expectCart, newShopper, newStockItem } from '../../test-support/cart.js';
import { ACCRA, deliverTo, expectUpdated, patchCheckout } from '../../test-support/checkout.js';
import { expectOrder, placeOrder } from '../../test-support/orders.js';
import { adminCall, dataOf, newStaff, type SignedInStaff } from '../../test-support/staff.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

// The stock desk of the back office (issue 16): levels changed by hand with a reason, never below what orders hold,
// visible on the storefront at once; the low-stock list.

describe.each(backends)('the stock desk on %s', (backend) => {
  let t: TestApp;
  let staff: SignedInStaff;
  beforeAll(async () => {
    t = await createTestApp(backend, { seed: true });
    staff = await newStaff(t, 'staff');
  });
  afterAll(() => t.close());

  const adjust = (id: number, payload: Record<string, unknown>) => adminCall(t, 'POST', `/stock/${id}/adjustments/`, { token: staff.token, payload });
  const shopQuantity = async (id: number) => (await t.api('GET', `/stock/${id}/`)).json().data.quantity as number;

  it('receives goods and counts a shelf: each change kept with its reason, the storefront sees the new level at once', async () => {
    const id = await newStockItem(t, { quantity: 4 });
    expect(await shopQuantity(id)).toBe(4);
    const received = dataOf<{ item: AdminStockItem; adjustment: StockAdjustment }>(
      await adjust(id, { delta: 20, reason: 'received', note: 'Kumasi delivery' }),
      201,
    );
    expect(received.item.quantity).toBe(24);
    expect(received.adjustment).toMatchObject({
      delta: 20,
      quantity_after: 24,
      reason: 'received',
      note: 'Kumasi delivery',
      staff: { id: staff.id, email: staff.email },
    });
    expect(await shopQuantity(id)).toBe(24);
    dataOf(await adjust(id, { delta: -3, reason: 'damaged' }), 201);
    expect(await shopQuantity(id)).toBe(21);
    const history = dataOf<StockAdjustment[]>(await adminCall(t, 'GET', `/stock/${id}/adjustments/`, { token: staff.token }));
    expect(history.map((h) => [h.delta, h.quantity_after, h.reason])).toEqual([
      [-3, 21, 'damaged'],
      [20, 24, 'received'],
    ]);
    const admin = await newStaff(t, 'admin');
    const audit = dataOf<AuditEntry[]>(await adminCall(t, 'GET', `/audit/?staff_id=${staff.id}&page_size=100`, { token: admin.token })).filter(
      (e) => e.subject === `stock:${id}`,
    );
    expect(audit.map((e) => [e.action, e.before, (e.after as { quantity: number }).quantity])).toEqual([
      ['stock.adjust', { quantity: 24 }, 21],
      ['stock.adjust', { quantity: 4 }, 24],
    ]);
  });

  it('never goes below what orders hold: the units an order took are not there to take off', async () => {
    const id = await newStockItem(t, { quantity: 5 });
    const s = await newShopper(t);
    expectCart(await addToCart(t, s, id, 3), 'Added to cart');
    expectUpdated(await patchCheckout(t, s, deliverTo(ACCRA)));
    expectOrder(await placeOrder(t, s));
    expectError(
      await adjust(id, { delta: -5, reason: 'counted' }),
      409,
      'STOCK_FLOOR',
      'Only 2 units are free; the rest are held by orders. At most 2 can be taken off.',
      {
        available: 2,
      },
    );
    expect(await shopQuantity(id)).toBe(2);
    expect(dataOf<{ item: AdminStockItem }>(await adjust(id, { delta: -2, reason: 'counted' }), 201).item.quantity).toBe(0);
    expectError(
      await adjust(id, { delta: -1, reason: 'counted' }),
      409,
      'STOCK_FLOOR',
      'Only 0 units are free; the rest are held by orders. At most 0 can be taken off.',
    );
  });

  it('refuses a zero change, a fraction, an unknown reason and an unknown item with clear messages', async () => {
    const id = await newStockItem(t, { quantity: 5 });
    for (const bad of [
      { delta: 0, reason: 'counted' },
      { delta: 1.5, reason: 'counted' },
      { delta: 2, reason: 'found' },
      { delta: 200_000, reason: 'received' },
      { reason: 'counted' },
    ]) {
      expectError(await adjust(id, bad), 400, 'VALIDATION_FAILED');
    }
    expectError(await adjust(999_999, { delta: 1, reason: 'received' }), 404, 'PRODUCT_NOT_FOUND');
    expectError(await adminCall(t, 'GET', '/stock/999999/adjustments/', { token: staff.token }), 404, 'PRODUCT_NOT_FOUND');
    expect(await shopQuantity(id)).toBe(5);
  });

  it('finds items by SKU and by the words of a name; the low-stock list has the fewest first', async () => {
    const seeded = (await t.api('GET', '/stock/?page_size=1')).json().data[0] as { sku: string; product: { name: string } };
    const bySku = await adminCall(t, 'GET', `/stock/?q=${encodeURIComponent(seeded.sku.toLowerCase())}`, { token: staff.token });
    expect(dataOf<AdminStockItem[]>(bySku).map((i) => i.sku)).toContain(seeded.sku);
    const words = seeded.product.name.split(' ').slice(0, 2).join(' ');
    const byName = dataOf<AdminStockItem[]>(await adminCall(t, 'GET', `/stock/?q=${encodeURIComponent(words)}&page_size=100`, { token: staff.token }));
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((i) => words.split(' ').every((w) => `${i.sku} ${i.product.name}`.toLowerCase().includes(w.toLowerCase())))).toBe(true);

    const low = await newStockItem(t, { quantity: 1 });
    const list = dataOf<AdminStockItem[]>(await adminCall(t, 'GET', '/stock/?low=true&page_size=100', { token: staff.token }));
    expect(list.every((i) => i.quantity <= LOW_STOCK_AT)).toBe(true);
    expect(list.map((i) => i.quantity)).toEqual([...list.map((i) => i.quantity)].sort((a, b) => a - b));
    expect(list.map((i) => i.id)).toContain(low);
    expectError(await adminCall(t, 'GET', '/stock/?low=yes', { token: staff.token }), 400, 'VALIDATION_FAILED');
  });
});

describe.each(backends.filter((b) => b === 'postgres'))('200 changes of one level at once on %s', (backend) => {
  it('takes exactly the 50 units there are, refuses the other 150, and the shoppers still cannot buy what is gone', async () => {
    const t = await createTestApp(backend);
    try {
      const staff = await newStaff(t, 'staff');
      const id = await newStockItem(t, { quantity: 50 });
      const answers = await Promise.all(
        Array.from({ length: 200 }, () => adminCall(t, 'POST', `/stock/${id}/adjustments/`, { token: staff.token, payload: { delta: -1, reason: 'damaged' } })),
      );
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(50);
      expect(answers.filter((a) => a.statusCode === 409 && a.json().code === 'STOCK_FLOOR')).toHaveLength(150);
      expect((await t.api('GET', `/stock/${id}/`)).json().data.quantity).toBe(0);
      const history = dataOf<StockAdjustment[]>(await adminCall(t, 'GET', `/stock/${id}/adjustments/`, { token: staff.token }));
      expect(history).toHaveLength(50);
      expect(new Set(history.map((h) => h.quantity_after))).toEqual(new Set(Array.from({ length: 50 }, (_, i) => i)));
      const s = await newShopper(t);
      expectError(await cartCall(t, 'POST', '/cart/', { token: s.token, payload: { stock: id, quantity: 1, customer: s.customerId } }), 409, 'OUT_OF_STOCK');
    } finally {
      await t.close();
    }
  });
});
