import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MAX_LINES } from '@shop/contract';
import { expectError } from '../../test-support/accounts.js';
import {
  addToCart,
  expectCart,
  fillCart,
  linesInDb,
  newShopper,
  newStockItem,
  removeFromCart,
  seededStock,
  setStock,
  updateCart,
} from '../../test-support/cart.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

const MISSING_STOCK = 2_000_000_000;

describe.each(backends)('the stock rules of the cart on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  describe('POST /cart/', () => {
    it('answers 404 for a stock item that does not exist', async () => {
      const s = await newShopper(t);
      expectError(await addToCart(t, s, MISSING_STOCK, 1), 404, 'PRODUCT_NOT_FOUND', 'Product not found.');
      expectError(await addToCart(t, s, MISSING_STOCK, 1, { variant_attribute: 1 }), 404, 'PRODUCT_NOT_FOUND', 'Product not found.');
      expect(await linesInDb(t, s.customerId)).toEqual([]);
    });

    it('refuses an item out of stock (409), also for a line already in the cart', async () => {
      const s = await newShopper(t);
      const none = await newStockItem(t, { quantity: 0 });
      expectError(await addToCart(t, s, none, 1), 409, 'OUT_OF_STOCK', 'This item is out of stock.');
      const ranOut = await newStockItem(t, { quantity: 3 });
      expectCart(await addToCart(t, s, ranOut, 2), 'Added to cart');
      await setStock(t, ranOut, { quantity: 0 });
      expectError(await addToCart(t, s, ranOut, 1), 409, 'OUT_OF_STOCK', 'This item is out of stock.');
      expect(await linesInDb(t, s.customerId)).toEqual([expect.objectContaining({ stock: ranOut, quantity: 2 })]);
    });

    it('never goes past the stock, naming what is available and what the cart already has', async () => {
      const s = await newShopper(t);
      const stock = await newStockItem(t, { quantity: 5 });
      expectError(await addToCart(t, s, stock, 6), 409, 'NOT_ENOUGH_STOCK', 'Only 5 available.', { available: 5, in_cart: 0 });
      expectCart(await addToCart(t, s, stock, 3), 'Added to cart');
      expectError(await addToCart(t, s, stock, 3), 409, 'NOT_ENOUGH_STOCK', 'Only 5 available. Your cart already has 3.', { available: 5, in_cart: 3 });
      expect(await linesInDb(t, s.customerId)).toEqual([expect.objectContaining({ quantity: 3 })]);
      // up to the stock exactly is fine
      expect(expectCart(await addToCart(t, s, stock, 2), 'Added to cart').order_item[0]!.quantity).toBe(5);
      expectError(await addToCart(t, s, stock, 1), 409, 'NOT_ENOUGH_STOCK', 'Only 5 available. Your cart already has 5.');
    });

    it('refuses a new line below the minimum order quantity, and accepts one more on a line that meets it', async () => {
      const s = await newShopper(t);
      const stock = await newStockItem(t, { quantity: 10, moq: 3 });
      expectError(await addToCart(t, s, stock, 2), 422, 'BELOW_MINIMUM_ORDER', 'The minimum order quantity for this item is 3.', { moq: 3 });
      expect(await linesInDb(t, s.customerId)).toEqual([]);
      expectCart(await addToCart(t, s, stock, 3), 'Added to cart');
      expect(expectCart(await addToCart(t, s, stock, 1), 'Added to cart').order_item[0]!.quantity).toBe(4);
    });

    it('asks a line left below a raised minimum to reach it', async () => {
      const s = await newShopper(t);
      const stock = await newStockItem(t, { quantity: 10, moq: 1 });
      expectCart(await addToCart(t, s, stock, 1), 'Added to cart');
      await setStock(t, stock, { moq: 4 });
      expectError(await addToCart(t, s, stock, 1), 422, 'BELOW_MINIMUM_ORDER', 'The minimum order quantity for this item is 4.');
      expect(expectCart(await addToCart(t, s, stock, 3), 'Added to cart').order_item[0]!.quantity).toBe(4);
    });

    it(`refuses a line beyond ${CART_MAX_LINES} (422 CART_FULL) but still raises a line already there`, async () => {
      const s = await newShopper(t);
      const filled = await fillCart(t, s.customerId, CART_MAX_LINES);
      const extra = await newStockItem(t, { quantity: 5 });
      expectError(await addToCart(t, s, extra, 1), 422, 'CART_FULL', 'Your cart is full. Please remove an item first.');
      expect(expectCart(await addToCart(t, s, filled[0]!, 1), 'Added to cart').order_item).toHaveLength(CART_MAX_LINES);
      const lines = await linesInDb(t, s.customerId);
      expect(lines).toHaveLength(CART_MAX_LINES);
      expect(lines.some((l) => l.stock === extra)).toBe(false);
      // with one line removed there is room again
      expectCart(await removeFromCart(t, s, lines[5]!.id), 'Item removed');
      expect(expectCart(await addToCart(t, s, extra, 1), 'Added to cart').order_item).toHaveLength(CART_MAX_LINES);
    });

    it("refuses a variant_attribute that is not the item's own variant", async () => {
      const s = await newShopper(t);
      const indigo = await seededStock(t, 'BATIK-IND-2Y');
      const ochre = await seededStock(t, 'BATIK-OCH-2Y');
      const body = expectError(
        await addToCart(t, s, indigo.id, 1, { variant_attribute: ochre.variantId }),
        400,
        'VALIDATION_FAILED',
        'variant_attribute does not belong to this item.',
      );
      expect(body.errors).toEqual({ variant_attribute: ['variant_attribute does not belong to this item.'] });
      expect(await linesInDb(t, s.customerId)).toEqual([]);
    });

    it('keeps one line under 10000 of an item, even with more in stock', async () => {
      const s = await newShopper(t);
      const stock = await newStockItem(t, { quantity: 50_000 });
      expectCart(await addToCart(t, s, stock, 10_000), 'Added to cart');
      expectError(await addToCart(t, s, stock, 1), 400, 'CART_LINE_LIMIT', 'Quantity must be at most 10000 in one cart line. Your cart already has 10000.', {
        max: 10_000,
        in_cart: 10_000,
      });
      expect(await linesInDb(t, s.customerId)).toEqual([expect.objectContaining({ quantity: 10_000 })]);
    });
  });

  describe('PATCH /cart/', () => {
    it('refuses more than is available, naming it', async () => {
      const s = await newShopper(t);
      const stock = await newStockItem(t, { quantity: 5 });
      expectCart(await addToCart(t, s, stock, 2), 'Added to cart');
      expectError(await updateCart(t, s, stock, 6), 409, 'NOT_ENOUGH_STOCK', 'Only 5 available.');
      await setStock(t, stock, { quantity: 1 });
      expectError(await updateCart(t, s, stock, 2), 409, 'NOT_ENOUGH_STOCK', 'Only 1 available.');
      expect(await linesInDb(t, s.customerId)).toEqual([expect.objectContaining({ quantity: 2 })]);
      expect(expectCart(await updateCart(t, s, stock, 1), 'Cart updated').order_item[0]!.quantity).toBe(1);
    });

    it('refuses an item that ran out of stock', async () => {
      const s = await newShopper(t);
      const stock = await newStockItem(t, { quantity: 5 });
      expectCart(await addToCart(t, s, stock, 2), 'Added to cart');
      await setStock(t, stock, { quantity: 0 });
      expectError(await updateCart(t, s, stock, 1), 409, 'OUT_OF_STOCK', 'This item is out of stock.');
      expect(await linesInDb(t, s.customerId)).toEqual([expect.objectContaining({ quantity: 2 })]);
    });

    it('refuses a quantity below the minimum order quantity', async () => {
      const s = await newShopper(t);
      const stock = await newStockItem(t, { quantity: 10, moq: 3 });
      expectCart(await addToCart(t, s, stock, 4), 'Added to cart');
      expectError(await updateCart(t, s, stock, 2), 422, 'BELOW_MINIMUM_ORDER', 'The minimum order quantity for this item is 3.');
      expect(await linesInDb(t, s.customerId)).toEqual([expect.objectContaining({ quantity: 4 })]);
      expect(expectCart(await updateCart(t, s, stock, 3), 'Cart updated').order_item[0]!.quantity).toBe(3);
    });

    it('answers 404 for an item that is not in the cart, or does not exist', async () => {
      const s = await newShopper(t);
      const stock = await newStockItem(t, { quantity: 10 });
      expectError(await updateCart(t, s, stock, 1), 404, 'CART_ITEM_NOT_FOUND', 'This item is not in your cart.');
      expectError(await updateCart(t, s, MISSING_STOCK, 1), 404, 'CART_ITEM_NOT_FOUND', 'This item is not in your cart.');
      expect(await linesInDb(t, s.customerId)).toEqual([]);
    });
  });

  describe('DELETE /cart/', () => {
    it('answers 404 for a line that does not exist, or was removed already', async () => {
      const s = await newShopper(t);
      const stock = await newStockItem(t, { quantity: 10 });
      const line = expectCart(await addToCart(t, s, stock, 1), 'Added to cart').order_item[0]!.id;
      expectError(await removeFromCart(t, s, MISSING_STOCK), 404, 'CART_ITEM_NOT_FOUND', 'This item is not in your cart.');
      expectCart(await removeFromCart(t, s, line), 'Item removed');
      expectError(await removeFromCart(t, s, line), 404, 'CART_ITEM_NOT_FOUND', 'This item is not in your cart.');
    });
  });
});
