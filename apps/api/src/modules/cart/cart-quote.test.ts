import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MAX_LINES, CART_PATHS, cartQuoteResponse, type CartQuote } from '@shop/contract';
import { expectError } from '../../test-support/accounts.js';
import { addToCart, expectCart, getCart, newShopper, newStockItem } from '../../test-support/cart.js';
import { backends, createTestApp, TEST_API_KEY, type TestApp } from '../../test-support/test-app.js';

// A guest cart lives in the browser; its figures come from POST /cart/quote/, by the rules of a customer's cart,
// so that nothing the shopper sees changes when they log in.

const MISSING_STOCK = 2_000_000_000;

describe.each(backends)('POST /cart/quote/ (a guest cart priced by the server) on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const quote = (items: unknown, headers: Record<string, string> = { 'x-api-key': TEST_API_KEY }) =>
    t.app.inject({ method: 'POST', url: `/customer/api/v1${CART_PATHS.cart}quote/`, payload: { items }, headers });
  const quoted = async (items: { stock: number; quantity: number }[]): Promise<CartQuote> => {
    const res = await quote(items);
    expect(res.statusCode, res.body).toBe(200);
    return cartQuoteResponse.parse(res.json()).data;
  };

  it("gives a guest the figures the same lines have in a customer's cart: subtotal, discount, tax, total", async () => {
    const items = [
      { stock: await newStockItem(t, { quantity: 20, priceMinor: 3333, discountPercentage: 15 }), quantity: 3 },
      { stock: await newStockItem(t, { quantity: 20, priceMinor: 1250 }), quantity: 2 },
      { stock: await newStockItem(t, { quantity: 20, priceMinor: 999, discountPercentage: 5 }), quantity: 1 },
    ];
    const shopper = await newShopper(t);
    for (const { stock, quantity } of items) expectCart(await addToCart(t, shopper, stock, quantity), 'Added to cart');
    const cart = expectCart(await getCart(t, shopper), 'Cart retrieved');

    const guest = await quoted(items);
    const { customer: _customer, order_item: cartLines, ...cartFigures } = cart;
    const { order_item: guestLines, ...guestFigures } = guest;
    expect(guestFigures).toEqual(cartFigures);
    expect(guestFigures.discount_allowed.amount).not.toBe('0.00');
    expect(guestFigures.tax.amount).not.toBe('0.00');
    // Line by line too, except the line ids (a guest line's id is its stock item's).
    expect(guestLines.map(({ id: _id, ...line }) => line)).toEqual(cartLines.map(({ id: _id, ...line }) => line));
    expect(guestLines.map((l) => l.id)).toEqual(items.map((i) => i.stock));
  });

  it('needs the public key but no customer, sums an item given twice and leaves unknown items out', async () => {
    const stock = await newStockItem(t, { quantity: 9, priceMinor: 1000 });
    expectError(await quote([{ stock, quantity: 1 }], {}), 401, 'API_KEY_REQUIRED');
    const guest = await quoted([
      { stock, quantity: 2 },
      { stock: MISSING_STOCK, quantity: 1 },
      { stock, quantity: 3 },
    ]);
    expect(guest.order_item.map((l) => [l.id, l.quantity])).toEqual([[stock, 5]]);
    expect(guest).toMatchObject({ item_count: 5, sub_total: { amount: '50.00', currency: 'GHS' }, total: { amount: '57.50' } });
    expect(await quoted([])).toMatchObject({ order_item: [], item_count: 0, total: { amount: '0.00' } });
  });

  it('refuses bad input with the field and its code', async () => {
    const stock = await newStockItem(t, { quantity: 9 });
    const zero = expectError(await quote([{ stock, quantity: 0 }]), 400, 'VALIDATION_FAILED', 'Quantity must be at least 1.');
    expect(zero.params).toEqual({ fields: { 'items.0.quantity': ['QUANTITY_MIN'] } });
    const many = Array.from({ length: CART_MAX_LINES + 1 }, (_, i) => ({ stock: i + 1, quantity: 1 }));
    expectError(await quote(many), 400, 'VALIDATION_FAILED', `At most ${CART_MAX_LINES} items can be priced at once.`);
    expectError(await quote('all of them'), 400, 'VALIDATION_FAILED');
  });
});
