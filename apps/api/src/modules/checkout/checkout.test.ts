import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateDelivery, ghanaTime } from '@shop/contract/delivery';
import { checkouts } from '../../db/schema/index.js';
import { expectError } from '../../test-support/accounts.js';
import { addToCart, expectCart, getCart, newShopper, newStockItem, setStock, type Shopper } from '../../test-support/cart.js';
import {
  ACCRA,
  ACCRA_MALL,
  BOLGATANGA,
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
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

const ghs = (amount: string) => ({ amount, currency: 'GHS' });

describe.each(backends)('GET and PATCH /checkout/ on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  /** A new shopper with `quantity` of a new item at `priceMinor` (and `discountPercentage`) in the cart. */
  async function shopperWithCart(priceMinor: number, quantity: number, discountPercentage = 0): Promise<Shopper & { stock: number }> {
    const s = await newShopper(t);
    const stock = await newStockItem(t, { quantity: 100, priceMinor, discountPercentage });
    expectCart(await addToCart(t, s, stock, quantity), 'Added to cart');
    return { ...s, stock };
  }
  const rowsOf = (customerId: number) => t.database.db.select().from(checkouts).where(eq(checkouts.customerId, customerId));

  describe('GET', () => {
    it("answers an empty cart with the spec's message and makes no checkout", async () => {
      const s = await newShopper(t);
      expectNoItems(await getCheckout(t, s));
      expect(await rowsOf(s.customerId)).toEqual([]);
    });

    it("answers the cart's lines and money exactly as GET /cart/, no delivery fee before a choice, and an AGH number kept across reads", async () => {
      const s = await shopperWithCart(2500, 3, 10);
      const cart = expectCart(await getCart(t, s), 'Cart retrieved');
      const checkout = expectCheckout(await getCheckout(t, s));
      expect(checkout).toMatchObject({
        order_item: cart.order_item,
        item_count: cart.item_count,
        sub_total: cart.sub_total,
        discount_allowed: cart.discount_allowed,
        tax: cart.tax,
        tax_rate: cart.tax_rate,
        total: cart.total,
        delivery_fee: ghs('0.00'),
        delivery_option: null,
        delivery_location: null,
        delivery_speed: null,
        delivery_choices: [],
        pickup_store: null,
        billing_address: null,
        delivery_address: null,
        pickup_address: null,
        expected: null,
        payment_methods: ['pay_on_delivery'],
      });
      // 75.00 − 7.50 = 67.50, VAT 15 % = 10.13 (half up), total 77.63
      expect(checkout).toMatchObject({ sub_total: ghs('75.00'), discount_allowed: ghs('7.50'), tax: ghs('10.13'), total: ghs('77.63') });
      expect(checkout.order_id).toMatch(/^AGH\d{6}$/);
      const again = expectCheckout(await getCheckout(t, s));
      expect([again.id, again.order_id]).toEqual([checkout.id, checkout.order_id]);
      expect(await rowsOf(s.customerId)).toHaveLength(1);
    });

    it('prices again on every read: a price change between reads changes the figures, the delivery fee included', async () => {
      const s = await shopperWithCart(2000, 9);
      // 180.00: standard pays 15.00
      const updated = expectUpdated(await patchCheckout(t, s, deliverTo(ACCRA)));
      expect(updated).toMatchObject({ sub_total: ghs('180.00'), delivery_fee: ghs('15.00'), tax: ghs('27.00'), total: ghs('222.00') });
      await setStock(t, s.stock, { priceMinor: 2500 });
      // 225.00: over GHS 200, standard is free
      const checkout = expectCheckout(await getCheckout(t, s));
      expect(checkout).toMatchObject({ sub_total: ghs('225.00'), delivery_fee: ghs('0.00'), tax: ghs('33.75'), total: ghs('258.75') });
      expect(checkout.order_item[0]!.price).toEqual(ghs('25.00'));
    });

    it('gives different customers different order numbers', async () => {
      const numbers = new Set<string>();
      for (let i = 0; i < 3; i++) numbers.add(expectCheckout(await getCheckout(t, await shopperWithCart(1000, 1))).order_id);
      expect(numbers.size).toBe(3);
    });
  });

  describe('PATCH delivery', () => {
    it('delivers to Accra by standard for GHS 15 under GHS 200, stores the choice, and answers delivery_price', async () => {
      const s = await shopperWithCart(5000, 2);
      const checkout = expectUpdated(await patchCheckout(t, s, deliverTo(ACCRA)));
      expect(checkout).toMatchObject({
        delivery_price: ghs('15.00'),
        delivery_fee: ghs('15.00'),
        sub_total: ghs('100.00'),
        tax: ghs('15.00'),
        total: ghs('130.00'),
        delivery_option: 'Deliver',
        delivery_location: { id: ACCRA, name: 'Accra', parent_name: 'Greater Accra' },
        delivery_speed: 'standard',
        pickup_store: null,
        pickup_address: null,
        order_note: 'Please call the recipient on arrival.',
      });
      const estimate = estimateDelivery('standard', t.clock.now());
      expect(checkout.expected).toEqual({ from: estimate.earliest, by: estimate.latest });
      expect(checkout.delivery_choices.map((c) => [c.id, c.fee.amount])).toEqual(
        expect.arrayContaining([
          ['standard', '15.00'],
          ['express', '30.00'],
        ]),
      );
      // The phone in Ghana's local form, the email lower case, the blank defaults filled in.
      expect(checkout.delivery_address).toMatchObject({
        phone_number: '0244123456',
        email: 'ama.mensah@example.com',
        post_code: '00233',
        country: 'Ghana',
        state: 'Greater Accra',
      });
      expect(checkout.billing_address?.phone_number).toBe('0244123456');
      // A read answers what was stored, with the same number.
      expect(expectCheckout(await getCheckout(t, s))).toEqual(
        expect.objectContaining({ order_id: checkout.order_id, delivery_fee: ghs('15.00'), delivery_speed: 'standard' }),
      );
    });

    it('is free over GHS 200 of the DISCOUNTED sub-total, and pays at exactly GHS 200 or when the discount takes it under', async () => {
      const over = await shopperWithCart(20001, 1);
      expect(expectUpdated(await patchCheckout(t, over, deliverTo(ACCRA))).delivery_price).toEqual(ghs('0.00'));
      const exactly = await shopperWithCart(20000, 1);
      expect(expectUpdated(await patchCheckout(t, exactly, deliverTo(ACCRA))).delivery_price).toEqual(ghs('15.00'));
      // 250.00 less 20 % = 200.00: still pays
      const discounted = await shopperWithCart(25000, 1, 20);
      const checkout = expectUpdated(await patchCheckout(t, discounted, deliverTo(ACCRA)));
      expect(checkout).toMatchObject({ sub_total: ghs('250.00'), discount_allowed: ghs('50.00'), delivery_price: ghs('15.00') });
      // express is never free
      expect(expectUpdated(await patchCheckout(t, over, deliverTo(ACCRA, 'express'))).delivery_price).toEqual(ghs('30.00'));
    });

    it('delivers to Accra by express for GHS 30, in 1-2 business days', async () => {
      const s = await shopperWithCart(5000, 1);
      const checkout = expectUpdated(await patchCheckout(t, s, deliverTo(ACCRA, 'express')));
      expect(checkout).toMatchObject({ delivery_price: ghs('30.00'), delivery_speed: 'express', total: ghs('87.50') });
      const estimate = estimateDelivery('express', t.clock.now());
      expect(checkout.expected).toEqual({ from: estimate.earliest, by: estimate.latest });
    });

    it('refuses express in Bolgatanga (standard only), storing nothing', async () => {
      const s = await shopperWithCart(5000, 1);
      const res = await patchCheckout(t, s, deliverTo(BOLGATANGA, 'express'));
      const error = expectError(res, 400, 'VALIDATION_FAILED', 'That delivery option is not offered there');
      expect(error.errors).toEqual({ delivery_speed: ['That delivery option is not offered there'] });
      expect(await rowsOf(s.customerId)).toEqual([]);
      // standard there is fine
      expect(expectUpdated(await patchCheckout(t, s, deliverTo(BOLGATANGA))).delivery_location).toEqual({
        id: BOLGATANGA,
        name: 'Bolgatanga',
        parent_name: 'Upper East',
      });
    });

    it('refuses a place we do not deliver to', async () => {
      const s = await shopperWithCart(5000, 1);
      expectError(await patchCheckout(t, s, deliverTo(9999)), 400, 'VALIDATION_FAILED', 'We do not deliver to that place');
    });

    it('takes same day in Kumasi and Accra before 10:00 Ghana time for GHS 50, delivered that day; refuses it from 10:00 with a coded error', async () => {
      setClock(t, nextWednesdayAt(9, 50));
      const s = await shopperWithCart(5000, 1);
      const before = expectUpdated(await patchCheckout(t, s, deliverTo(KUMASI, 'same_day')));
      const today = ghanaTime(t.clock.now()).date;
      expect(before).toMatchObject({ delivery_price: ghs('50.00'), delivery_speed: 'same_day', expected: { from: today, by: today } });
      expect(before.delivery_choices.map((c) => c.id)).toEqual(['standard', 'express', 'same_day']);

      setClock(t, nextWednesdayAt(10, 0));
      const late = await shopperWithCart(5000, 1);
      expectError(await patchCheckout(t, late, deliverTo(ACCRA, 'same_day')), 422, 'DELIVERY_OPTION_CLOSED', 'Same-day delivery must be ordered before 10:00.');
      expect(await rowsOf(late.customerId)).toEqual([]);
      // After the cut-off the choices no longer list it; the same-day choice made at 09:50 reads as standard now.
      const reread = expectCheckout(await getCheckout(t, s));
      expect(reread.delivery_choices.map((c) => c.id)).toEqual(['standard', 'express']);
      expect(reread).toMatchObject({ delivery_speed: 'standard', delivery_fee: ghs('15.00'), total: ghs('72.50') });
      // 09:59:59 still takes it
      setClock(t, new Date(nextWednesdayAt(10, 0).getTime() - 1000));
      expect(expectUpdated(await patchCheckout(t, late, deliverTo(ACCRA, 'same_day'))).delivery_price).toEqual(ghs('50.00'));
    });
  });

  describe('PATCH pickup, and switching', () => {
    it('collects at a store for nothing, ready within 24 hours', async () => {
      const s = await shopperWithCart(5000, 1);
      const checkout = expectUpdated(await patchCheckout(t, s, pickupAt(ACCRA_MALL)));
      const readyDay = ghanaTime(new Date(t.clock.now().getTime() + 24 * 3600 * 1000)).date;
      expect(checkout).toMatchObject({
        delivery_price: ghs('0.00'),
        delivery_fee: ghs('0.00'),
        total: ghs('57.50'),
        delivery_option: 'Pickup',
        delivery_location: null,
        delivery_speed: null,
        delivery_choices: [],
        delivery_address: null,
        pickup_store: { id: ACCRA_MALL, name: 'Accra Mall' },
        pickup_address: {
          first_name: 'Ama',
          last_name: 'Mensah',
          phone_number: '0244123456',
          email: 'ama.mensah@example.com',
          platform_pickup_address: ACCRA_MALL,
        },
        expected: { from: readyDay, by: readyDay },
      });
    });

    it('switching Deliver and Pickup clears what was stored for the other, and the price follows', async () => {
      const s = await shopperWithCart(5000, 1);
      expect(expectUpdated(await patchCheckout(t, s, deliverTo(ACCRA, 'express'))).delivery_price).toEqual(ghs('30.00'));
      const pickup = expectUpdated(await patchCheckout(t, s, pickupAt(1)));
      expect(pickup).toMatchObject({ delivery_price: ghs('0.00'), delivery_location: null, delivery_speed: null, delivery_address: null });
      let [row] = await rowsOf(s.customerId);
      expect(row).toMatchObject({ deliveryMethod: 'Pickup', pickupStoreId: 1, deliveryPlaceId: null, deliveryOption: null, deliveryAddress: null });
      const back = expectUpdated(await patchCheckout(t, s, deliverTo(ACCRA)));
      expect(back).toMatchObject({ delivery_price: ghs('15.00'), delivery_speed: 'standard', pickup_store: null, pickup_address: null });
      [row] = await rowsOf(s.customerId);
      expect(row).toMatchObject({ deliveryMethod: 'Deliver', deliveryPlaceId: ACCRA, deliveryOption: 'standard', pickupStoreId: null, pickupContact: null });
      // one checkout, one number throughout
      expect(await rowsOf(s.customerId)).toHaveLength(1);
      expect(back.order_id).toBe(pickup.order_id);
    });

    it('answers an empty cart with the spec message and stores nothing', async () => {
      const s = await newShopper(t);
      expectNoItems(await patchCheckout(t, s, deliverTo(ACCRA)));
      expect(await rowsOf(s.customerId)).toEqual([]);
    });
  });

  describe('PATCH validation (400, the first message, all in errors)', () => {
    const deliver = deliverTo(ACCRA) as Record<string, unknown> & { delivery_address: Record<string, unknown>; billing_address: Record<string, unknown> };
    it.each([
      ['no delivery address', { ...deliver, delivery_address: undefined }, 'delivery_option', 'Please provide required delivery information'],
      [
        'a delivery address without a street',
        { ...deliver, delivery_address: { ...deliver.delivery_address, address: '  ' } },
        'delivery_option',
        'Please provide required delivery information',
      ],
      ['no place', { ...deliver, delivery_price_location: undefined }, 'delivery_option', 'Please provide required delivery information'],
      [
        'pickup without a store',
        { delivery_option: 'Pickup', billing_address: deliver.billing_address },
        'delivery_option',
        'Please provide required delivery information',
      ],
      ['a store we do not have', pickupAt(99), 'pickup_address.platform_pickup_address', 'Choose one of our pickup stores'],
      [
        'a one-letter first name',
        { ...deliver, billing_address: { ...deliver.billing_address, first_name: 'A' } },
        'billing_address.first_name',
        'First name is required',
      ],
      [
        'no last name',
        { ...deliver, billing_address: { ...deliver.billing_address, last_name: undefined } },
        'billing_address.last_name',
        'Last name is required',
      ],
      [
        'a short phone',
        { ...deliver, billing_address: { ...deliver.billing_address, phone_number: '024 412' } },
        'billing_address.phone_number',
        'Valid phone number is required',
      ],
      [
        'a long phone',
        { ...deliver, billing_address: { ...deliver.billing_address, phone_number: '0244123456789012' } },
        'billing_address.phone_number',
        'Phone number is too long',
      ],
      [
        'letters in the phone',
        { ...deliver, billing_address: { ...deliver.billing_address, phone_number: '024x4123456' } },
        'billing_address.phone_number',
        'Phone number can only contain numbers, spaces, and +()-',
      ],
      ['no email', { ...deliver, billing_address: { ...deliver.billing_address, email: '' } }, 'billing_address.email', 'Email is required'],
      ['a bad email', { ...deliver, billing_address: { ...deliver.billing_address, email: 'ama@' } }, 'billing_address.email', 'Invalid email address'],
      [
        'a region not of Ghana',
        { ...deliver, delivery_address: { ...deliver.delivery_address, state: 'Lagos' } },
        'delivery_address.state',
        "Please choose one of Ghana's 16 regions",
      ],
      ['a method not offered', { ...deliver, delivery_option: 'Drone' }, 'delivery_option', 'Choose delivery or pickup'],
    ])('%s', async (_label, body, field, message) => {
      const s = await shopperWithCart(1000, 1);
      const error = expectError(await patchCheckout(t, s, body), 400, 'VALIDATION_FAILED', message);
      expect(error.errors?.[field]).toEqual([message]);
      expect(await rowsOf(s.customerId)).toEqual([]);
    });
  });

  describe('who may', () => {
    it('needs a token (401), the own customer id (403), and answers a customer without a cart line the empty message', async () => {
      const owner = await shopperWithCart(1000, 1);
      const other = await newShopper(t);
      for (const res of [
        await t.api('GET', `/checkout/?customer_id=${owner.customerId}`),
        await t.api('PATCH', `/checkout/?customer_id=${owner.customerId}`, { payload: deliverTo(ACCRA) as Record<string, unknown> }),
      ]) {
        expectError(res, 401, 'UNAUTHORIZED');
      }
      expectError(await getCheckout(t, other, owner.customerId), 403, 'FORBIDDEN');
      expectError(await patchCheckout(t, other, deliverTo(ACCRA), owner.customerId), 403, 'FORBIDDEN');
      expect(await rowsOf(owner.customerId)).toEqual([]);
      expectNoItems(await getCheckout(t, other));
    });
  });
});
