import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MAX_LINES } from '@shop/contract';
import { addToCart, expectCart, fillCart, linesInDb, mergeCart, newShopper, newStockItem, setStock } from '../../test-support/cart.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

const MISSING_STOCK = 2_000_000_000;

describe.each(backends)('POST /cart/merge/ (the guest cart at login) on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  /** The cart as [stock, quantity] pairs, from the database. */
  const pairs = async (customerId: number) => (await linesInDb(t, customerId)).map((l) => [l.stock, l.quantity]);

  it('adds the guest lines to an empty cart and answers the cart', async () => {
    const s = await newShopper(t);
    const [a, b] = [await newStockItem(t, { quantity: 10, priceMinor: 1000 }), await newStockItem(t, { quantity: 10, priceMinor: 500 })];
    const cart = expectCart(
      await mergeCart(
        t,
        s,
        [
          { stock: a, quantity: 2 },
          { stock: b, quantity: 1 },
        ],
        { currency: 'EUR' },
      ),
      'Cart merged',
    );
    expect(cart.order_item.map((l) => [l.product.id, l.quantity])).toEqual([
      [a, 2],
      [b, 1],
    ]);
    // 25.00, tax 3.75, in cedis whatever the display currency
    expect(cart).toMatchObject({ item_count: 3, sub_total: { amount: '25.00', currency: 'GHS' }, total: { amount: '28.75', currency: 'GHS' } });
  });

  it('sums a guest line with the same item already in the cart', async () => {
    const s = await newShopper(t);
    const stock = await newStockItem(t, { quantity: 10 });
    expectCart(await addToCart(t, s, stock, 2), 'Added to cart');
    expectCart(await mergeCart(t, s, [{ stock, quantity: 3 }]), 'Cart merged');
    expect(await pairs(s.customerId)).toEqual([[stock, 5]]);
  });

  it('caps the sum at the stock instead of failing', async () => {
    const s = await newShopper(t);
    const [a, b] = [await newStockItem(t, { quantity: 6 }), await newStockItem(t, { quantity: 4 })];
    expectCart(await addToCart(t, s, a, 4), 'Added to cart');
    expectCart(
      await mergeCart(t, s, [
        { stock: a, quantity: 5 },
        { stock: b, quantity: 9 },
      ]),
      'Cart merged',
    );
    expect(await pairs(s.customerId)).toEqual([
      [a, 6],
      [b, 4],
    ]);
  });

  it('leaves out items that do not exist or are out of stock, and merges the rest', async () => {
    const s = await newShopper(t);
    const [gone, ok] = [await newStockItem(t, { quantity: 0 }), await newStockItem(t, { quantity: 5 })];
    const cart = expectCart(
      await mergeCart(t, s, [
        { stock: MISSING_STOCK, quantity: 1 },
        { stock: gone, quantity: 2 },
        { stock: ok, quantity: 1 },
      ]),
      'Cart merged',
    );
    expect(cart.order_item.map((l) => l.product.id)).toEqual([ok]);
  });

  it('keeps a line already in the cart whose stock ran out, unchanged', async () => {
    const s = await newShopper(t);
    const stock = await newStockItem(t, { quantity: 5 });
    expectCart(await addToCart(t, s, stock, 3), 'Added to cart');
    await setStock(t, stock, { quantity: 0 });
    expectCart(await mergeCart(t, s, [{ stock, quantity: 2 }]), 'Cart merged');
    expect(await pairs(s.customerId)).toEqual([[stock, 3]]);
  });

  it('never lowers a line already above a fallen stock', async () => {
    const s = await newShopper(t);
    const stock = await newStockItem(t, { quantity: 8 });
    expectCart(await addToCart(t, s, stock, 6), 'Added to cart');
    await setStock(t, stock, { quantity: 4 });
    expectCart(await mergeCart(t, s, [{ stock, quantity: 1 }]), 'Cart merged');
    expect(await pairs(s.customerId)).toEqual([[stock, 6]]);
  });

  it('raises a quantity below the moq to the moq when the stock allows, else leaves the item out', async () => {
    const s = await newShopper(t);
    const raisable = await newStockItem(t, { quantity: 10, moq: 3 });
    const tooFew = await newStockItem(t, { quantity: 2, moq: 5 });
    expectCart(
      await mergeCart(t, s, [
        { stock: raisable, quantity: 1 },
        { stock: tooFew, quantity: 1 },
      ]),
      'Cart merged',
    );
    expect(await pairs(s.customerId)).toEqual([[raisable, 3]]);
  });

  it('raises an existing line left below a raised moq', async () => {
    const s = await newShopper(t);
    const stock = await newStockItem(t, { quantity: 10 });
    expectCart(await addToCart(t, s, stock, 1), 'Added to cart');
    await setStock(t, stock, { moq: 4 });
    expectCart(await mergeCart(t, s, [{ stock, quantity: 1 }]), 'Cart merged');
    expect(await pairs(s.customerId)).toEqual([[stock, 4]]);
  });

  it('counts the same item listed twice once, with the quantities summed (and capped)', async () => {
    const s = await newShopper(t);
    const stock = await newStockItem(t, { quantity: 6 });
    expectCart(
      await mergeCart(t, s, [
        { stock, quantity: 2 },
        { stock, quantity: 3 },
      ]),
      'Cart merged',
    );
    expect(await pairs(s.customerId)).toEqual([[stock, 5]]);
    expectCart(
      await mergeCart(t, s, [
        { stock, quantity: 2 },
        { stock, quantity: 3 },
      ]),
      'Cart merged',
    );
    expect(await pairs(s.customerId)).toEqual([[stock, 6]]);
  });

  it('answers the cart unchanged for an empty guest cart', async () => {
    const s = await newShopper(t);
    const stock = await newStockItem(t, { quantity: 6 });
    const before = expectCart(await addToCart(t, s, stock, 2), 'Added to cart');
    const after = expectCart(await mergeCart(t, s, []), 'Cart merged');
    expect(after).toEqual(before);
  });

  it(`adds no line beyond ${CART_MAX_LINES}, but still merges into lines already there`, async () => {
    const s = await newShopper(t);
    const filled = await fillCart(t, s.customerId, CART_MAX_LINES - 1);
    const [x, y] = [await newStockItem(t, { quantity: 5 }), await newStockItem(t, { quantity: 5 })];
    const cart = expectCart(
      await mergeCart(t, s, [
        { stock: filled[0]!, quantity: 1 },
        { stock: x, quantity: 1 },
        { stock: y, quantity: 1 },
      ]),
      'Cart merged',
    );
    expect(cart.order_item).toHaveLength(CART_MAX_LINES);
    const lines = await linesInDb(t, s.customerId);
    expect(lines.find((l) => l.stock === filled[0])?.quantity).toBe(2);
    // x has the lower stock id, so it is merged first and takes the last free line
    expect(lines.some((l) => l.stock === x)).toBe(true);
    expect(lines.some((l) => l.stock === y)).toBe(false);
  });
});
