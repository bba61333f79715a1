import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ghanaTime } from '@shop/contract/delivery';
import { checkouts, customers, orders, orderItems, orderStatusHistory, outboxMails, stockItems, users } from '../../db/schema/index.js';
import { expectError } from '../../test-support/accounts.js';
import { addToCart, expectCart, linesInDb, newShopper, newStockItem, setStock, type Shopper } from '../../test-support/cart.js';
import {
  ACCRA,
  ACCRA_MALL,
  KUMASI,
  deliverTo,
  expectCheckout,
  expectNoItems,
  expectUpdated,
  getCheckout,
  nextWednesdayAt,
  patchCheckout,
  pickupAt,
  setClock,
} from '../../test-support/checkout.js';
import { expectOrder, expectOrderList, getOrder, getOrders, newKey, placeOrder } from '../../test-support/orders.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

const ghs = (amount: string) => ({ amount, currency: 'GHS' });

describe.each(backends)('POST /checkout/place/ and the orders on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  /** A new shopper with these lines (a new stock item of 100 units each) in the cart. */
  async function shopperWith(lines: { priceMinor: number; quantity: number; discountPercentage?: number; stock?: number }[]) {
    const s = await newShopper(t);
    const stocks: number[] = [];
    for (const line of lines) {
      const stock = line.stock ?? (await newStockItem(t, { quantity: 100, priceMinor: line.priceMinor, discountPercentage: line.discountPercentage ?? 0 }));
      expectCart(await addToCart(t, s, stock, line.quantity), 'Added to cart');
      stocks.push(stock);
    }
    return { ...s, stocks };
  }
  const stockOf = async (id: number) => (await t.database.db.select({ q: stockItems.quantity }).from(stockItems).where(eq(stockItems.id, id)))[0]!.q;
  const ordersOf = (customerId: number) => t.database.db.select().from(orders).where(eq(orders.customerId, customerId));
  const checkoutRows = (customerId: number) => t.database.db.select().from(checkouts).where(eq(checkouts.customerId, customerId));

  /** Everything a refused place must leave as it was. */
  async function snapshot(s: Shopper & { stocks: number[] }) {
    return {
      stock: await Promise.all(s.stocks.map(stockOf)),
      cart: await linesInDb(t, s.customerId),
      orders: await ordersOf(s.customerId),
      checkouts: await checkoutRows(s.customerId),
    };
  }

  describe('placing', () => {
    it('places a delivery: 201 with the money of the checkout just before, stock taken, cart emptied, history and mail queued, listed and readable', async () => {
      const s = await shopperWith([
        { priceMinor: 2500, quantity: 3, discountPercentage: 10 },
        { priceMinor: 1999, quantity: 2 },
      ]);
      const before = expectUpdated(await patchCheckout(t, s, deliverTo(ACCRA, 'express')));
      const order = expectOrder(await placeOrder(t, s));
      expect(order).toMatchObject({
        order_id: before.order_id,
        status: 'Pending',
        payment_status: 'unpaid',
        payment_method: 'pay_on_delivery',
        sub_total: before.sub_total,
        discount_allowed: before.discount_allowed,
        tax: before.tax,
        tax_rate: before.tax_rate,
        delivery_fee: before.delivery_fee,
        total: before.total,
        sale_point: 'Online',
        delivery_option: 'Deliver',
        delivery_speed: 'express',
        delivery_location: { id: ACCRA, name: 'Accra', parent_name: 'Greater Accra' },
        pickup_store: null,
        order_note: before.order_note,
        expected: before.expected,
      });
      // 75.00 − 7.50 + 39.98 = 107.48, VAT 16.12, express 30.00
      expect(order).toMatchObject({ sub_total: ghs('114.98'), discount_allowed: ghs('7.50'), delivery_fee: ghs('30.00') });
      expect(order.order_item.map((l) => [l.product.id, l.quantity, l.price.amount, l.sub_total.amount, l.discount.amount])).toEqual([
        [s.stocks[0], 3, '25.00', '75.00', '7.50'],
        [s.stocks[1], 2, '19.99', '39.98', '0.00'],
      ]);
      expect(order.order_item[0]!.product).toMatchObject({ name: before.order_item[0]!.product.name, image: before.order_item[0]!.product.image });
      expect(await Promise.all(s.stocks.map(stockOf))).toEqual([97, 98]);
      expect(await linesInDb(t, s.customerId)).toEqual([]);
      expectNoItems(await getCheckout(t, s));

      const db = t.database.db;
      expect(await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id))).toEqual([
        expect.objectContaining({ status: 'Pending', paymentStatus: 'unpaid', actor: 'customer' }),
      ]);
      const [account] = await db
        .select({ email: users.email })
        .from(customers)
        .innerJoin(users, eq(users.id, customers.userId))
        .where(eq(customers.id, s.customerId));
      const mail = (await db.select().from(outboxMails).where(eq(outboxMails.recipient, account!.email))).find(
        (m) => (m.payload as { order_id?: number }).order_id === order.id,
      );
      // Sent after the commit (mail-outbox.test.ts follows it to the mailbox).
      expect(mail).toMatchObject({ kind: 'order_placed', language: 'en', payload: { order_id: order.id } });
      const [row] = await ordersOf(s.customerId);
      expect(row).toMatchObject({ deliveryPlaceName: 'Accra', deliveryRegion: 'Greater Accra', language: 'en' });
      expect(row!.addresses).toMatchObject({ delivery_address: { address: '12 Oxford Street, Osu', phone_number: '0244123456' } });

      const list = expectOrderList(await getOrders(t, s));
      expect(list).toMatchObject({ count: 1, total_pages: 1, page: 1, page_size: 10 });
      expect(list.data).toEqual([order]);
      expect(expectOrder(await getOrder(t, s, order.order_id), 200, 'Order retrieved')).toEqual(order);
    });

    it('places a pickup: free, ready within 24 hours, the store named; the next checkout has a new number', async () => {
      const s = await shopperWith([{ priceMinor: 5000, quantity: 1 }]);
      const before = expectUpdated(await patchCheckout(t, s, pickupAt(ACCRA_MALL)));
      const order = expectOrder(await placeOrder(t, s));
      const readyDay = ghanaTime(new Date(t.clock.now().getTime() + 24 * 3600 * 1000)).date;
      expect(order).toMatchObject({
        order_id: before.order_id,
        delivery_option: 'Pickup',
        delivery_fee: ghs('0.00'),
        total: ghs('57.50'),
        pickup_store: { id: ACCRA_MALL, name: 'Accra Mall' },
        delivery_location: null,
        delivery_speed: null,
        expected: { from: readyDay, by: readyDay },
      });
      expect(await stockOf(s.stocks[0]!)).toBe(99);
      expect(await checkoutRows(s.customerId)).toEqual([]);
      // shopping again: a new checkout, a new number
      expectCart(await addToCart(t, s, s.stocks[0]!, 1), 'Added to cart');
      expect(expectCheckout(await getCheckout(t, s)).order_id).not.toBe(order.order_id);
    });

    it("draws a new number when the checkout's number was taken by another order meanwhile", async () => {
      const first = await shopperWith([{ priceMinor: 1000, quantity: 1 }]);
      expectUpdated(await patchCheckout(t, first, pickupAt(1)));
      const taken = expectOrder(await placeOrder(t, first)).order_id;
      const s = await shopperWith([{ priceMinor: 1000, quantity: 1 }]);
      expectUpdated(await patchCheckout(t, s, pickupAt(1)));
      await t.database.db.update(checkouts).set({ orderNumber: taken }).where(eq(checkouts.customerId, s.customerId));
      const order = expectOrder(await placeOrder(t, s));
      expect(order.order_id).toMatch(/^AGH\d{6}$/);
      expect(order.order_id).not.toBe(taken);
    });

    it('pages the orders newest first', async () => {
      const s = await shopperWith([{ priceMinor: 1000, quantity: 1 }]);
      const placed: string[] = [];
      for (let i = 0; i < 3; i++) {
        if (i) expectCart(await addToCart(t, s, s.stocks[0]!, 1), 'Added to cart');
        expectUpdated(await patchCheckout(t, s, pickupAt(1)));
        placed.push(expectOrder(await placeOrder(t, s)).order_id);
      }
      const first = expectOrderList(await getOrders(t, s, '&page_size=2'));
      expect(first).toMatchObject({ count: 3, total_pages: 2, page: 1, page_size: 2 });
      const second = expectOrderList(await getOrders(t, s, '&page_size=2&page=2'));
      expect([...first.data, ...second.data].map((o) => o.order_id)).toEqual([...placed].reverse());
      expectError(await getOrders(t, s, '&page_size=51'), 400, 'VALIDATION_FAILED');
    });
  });

  describe('idempotency', () => {
    it('the same key twice answers the same order (200 the second time) and takes the stock once', async () => {
      const s = await shopperWith([{ priceMinor: 1000, quantity: 2 }]);
      expectUpdated(await patchCheckout(t, s, deliverTo(ACCRA)));
      const key = newKey();
      const first = expectOrder(await placeOrder(t, s, key));
      const again = expectOrder(await placeOrder(t, s, key), 200);
      expect(again).toEqual(first);
      expect(await stockOf(s.stocks[0]!)).toBe(98);
      // same key with a new cart: still the first order, the new cart untouched
      expectCart(await addToCart(t, s, s.stocks[0]!, 5), 'Added to cart');
      expect(expectOrder(await placeOrder(t, s, key), 200).id).toBe(first.id);
      expect(await linesInDb(t, s.customerId)).toEqual([expect.objectContaining({ quantity: 5 })]);
      expect(await ordersOf(s.customerId)).toHaveLength(1);
    });

    it('10 simultaneous places with one key make one order', async () => {
      const s = await shopperWith([{ priceMinor: 1000, quantity: 3 }]);
      expectUpdated(await patchCheckout(t, s, pickupAt(1)));
      const key = newKey();
      const answers = await Promise.all(Array.from({ length: 10 }, () => placeOrder(t, s, key)));
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses, answers.map((r) => r.body).join('\n')).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(answers.map((r) => r.json().data.id)).size).toBe(1);
      expect(await ordersOf(s.customerId)).toHaveLength(1);
      expect(await stockOf(s.stocks[0]!)).toBe(97);
    });
  });

  it('keeps the order as placed when the price changes afterwards', async () => {
    const s = await shopperWith([{ priceMinor: 4000, quantity: 2, discountPercentage: 5 }]);
    expectUpdated(await patchCheckout(t, s, deliverTo(KUMASI)));
    const order = expectOrder(await placeOrder(t, s));
    await setStock(t, s.stocks[0]!, { priceMinor: 9900, discountPercentage: 0 });
    const later = expectOrder(await getOrder(t, s, order.order_id), 200, 'Order retrieved');
    expect(later).toEqual(order);
    expect(later.order_item[0]!.price).toEqual(ghs('40.00'));
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item).toMatchObject({ unitPriceMinor: 4000, discountPercentage: 5 });
  });

  describe('refusals (nothing written)', () => {
    it('too little stock for a line: 409 naming it; stock, cart, orders and checkout unchanged', async () => {
      const s = await shopperWith([
        { priceMinor: 1000, quantity: 2 },
        { priceMinor: 1500, quantity: 4 },
      ]);
      expectUpdated(await patchCheckout(t, s, deliverTo(ACCRA)));
      await setStock(t, s.stocks[1]!, { quantity: 3 });
      const before = await snapshot(s);
      const res = await placeOrder(t, s);
      const name = expectCheckout(await getCheckout(t, s)).order_item[1]!.product.name;
      expectError(res, 409, 'NOT_ENOUGH_STOCK', 'Only 3 available.', { available: 3, product: name, stock: s.stocks[1] });
      expect(await snapshot(s)).toEqual(before);
      await setStock(t, s.stocks[1]!, { quantity: 0 });
      expectError(await placeOrder(t, s), 409, 'OUT_OF_STOCK', undefined, { product: name, stock: s.stocks[1] });
      expect((await snapshot(s)).stock).toEqual([before.stock[0], 0]);
    });

    it('no delivery or pickup chosen: 422; an empty cart: 422 with the spec text', async () => {
      const s = await shopperWith([{ priceMinor: 1000, quantity: 1 }]);
      expectError(await placeOrder(t, s), 422, 'CHECKOUT_CHOICE_REQUIRED', 'Please choose delivery or pickup first.');
      expectCheckout(await getCheckout(t, s));
      expectError(await placeOrder(t, s), 422, 'CHECKOUT_CHOICE_REQUIRED');
      const empty = await newShopper(t);
      expectError(await placeOrder(t, empty), 422, 'CHECKOUT_EMPTY', 'No item available for checkout');
      expect(await snapshot(s)).toMatchObject({ stock: [100], orders: [] });
    });

    it('pay on delivery above PAY_ON_DELIVERY_MAX: 422 saying to pay online', async () => {
      const s = await shopperWith([{ priceMinor: 174_000, quantity: 1 }]);
      // 1,740.00 + 15 % = 2,001.00 > 2,000.00
      expectUpdated(await patchCheckout(t, s, pickupAt(1)));
      const before = await snapshot(s);
      expectError(await placeOrder(t, s), 422, 'PAY_ON_DELIVERY_LIMIT', 'Pay on delivery is available for orders up to GHS 2000.00. Please pay online.', {
        max: '2000.00',
      });
      expect(await snapshot(s)).toEqual(before);
    });

    it('needs an Idempotency-Key of 8-100 safe characters (400) and a known payment method', async () => {
      const s = await shopperWith([{ priceMinor: 1000, quantity: 1 }]);
      expectUpdated(await patchCheckout(t, s, pickupAt(1)));
      for (const key of [null, 'short', 'x'.repeat(101), 'has space 123']) {
        expectError(await placeOrder(t, s, key), 400, 'IDEMPOTENCY_KEY_INVALID');
      }
      expectError(await placeOrder(t, s, newKey(), s.customerId, { payment_method: 'cheque' }), 400, 'VALIDATION_FAILED');
      // This app has no payment provider: the online methods are known but not available.
      expectError(await placeOrder(t, s, newKey(), s.customerId, { payment_method: 'card' }), 422, 'PAYMENT_METHOD_UNAVAILABLE');
      expect(await ordersOf(s.customerId)).toEqual([]);
    });

    it('who may: no token 401, another customer id 403, another customer order number 404', async () => {
      const owner = await shopperWith([{ priceMinor: 1000, quantity: 1 }]);
      expectUpdated(await patchCheckout(t, owner, pickupAt(1)));
      const other = await newShopper(t);
      expectError(
        await t.api('POST', `/checkout/place/?customer_id=${owner.customerId}`, {
          payload: { payment_method: 'pay_on_delivery' },
          headers: { 'idempotency-key': newKey() },
        }),
        401,
        'UNAUTHORIZED',
      );
      expectError(await t.api('GET', `/order/?customer_id=${owner.customerId}`), 401, 'UNAUTHORIZED');
      expectError(await placeOrder(t, other, newKey(), owner.customerId), 403, 'FORBIDDEN');
      expect(await ordersOf(owner.customerId)).toEqual([]);
      const order = expectOrder(await placeOrder(t, owner));
      expectError(await getOrder(t, other, order.order_id), 404, 'ORDER_NOT_FOUND');
      expectError(await getOrder(t, other, order.order_id, owner.customerId), 403, 'FORBIDDEN');
      expectError(await getOrder(t, owner, 'AGH000001'), 404, 'ORDER_NOT_FOUND');
      expect(expectOrderList(await getOrders(t, other)).data).toEqual([]);
    });

    it('same day chosen before 10:00 and placed after: 422 DELIVERY_OPTION_CLOSED, not silently standard', async () => {
      setClock(t, nextWednesdayAt(9, 55));
      const s = await shopperWith([{ priceMinor: 5000, quantity: 1 }]);
      expectUpdated(await patchCheckout(t, s, deliverTo(ACCRA, 'same_day')));
      t.clock.advance(6 * 60);
      const before = await snapshot(s);
      expectError(await placeOrder(t, s), 422, 'DELIVERY_OPTION_CLOSED');
      expect(await snapshot(s)).toEqual(before);
      // the checkout reads standard now; choosing it again places
      expectUpdated(await patchCheckout(t, s, deliverTo(ACCRA)));
      expect(expectOrder(await placeOrder(t, s)).delivery_speed).toBe('standard');
    });
  });
});
