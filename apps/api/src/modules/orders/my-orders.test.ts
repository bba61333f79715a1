import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTrackingResponse, PICKUP_DETAILS_PER_ORDER, pickupDetailsResponse, shopInfoResponse } from '@shop/contract';
import { outboxMails } from '../../db/schema/index.js';
import { createUsersRepo } from '../identity/users.repo.js';
import { renderPickupReady } from './pickup-ready-mail.js';
import { expectError } from '../../test-support/accounts.js';
import { addToCart, cartCall, expectCart, newShopper, newStockItem, type Shopper } from '../../test-support/cart.js';
import { ACCRA, ACCRA_MALL, deliverTo, expectUpdated, patchCheckout, pickupAt } from '../../test-support/checkout.js';
import { askPickupDetails, getTracking, moveOrder, seedOrders } from '../../test-support/my-orders.js';
import { expectOrder, expectOrderList, getOrders, placeOrder } from '../../test-support/orders.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

describe.each(backends)('My Orders on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { whatsappNumber: '233201234567' });
  });
  afterAll(() => t.close());

  /** A shopper who placed one order (delivery to Accra, or pickup at Accra Mall) through the API. */
  async function shopperWithOrder(how: 'deliver' | 'pickup' = 'deliver') {
    const s = await newShopper(t);
    const stock = await newStockItem(t, { quantity: 10, priceMinor: 2500 });
    expectCart(await addToCart(t, s, stock, 1), 'Added to cart');
    expectUpdated(await patchCheckout(t, s, how === 'deliver' ? deliverTo(ACCRA) : pickupAt(ACCRA_MALL)));
    const order = expectOrder(await placeOrder(t, s));
    return { s, order };
  }
  const emailOf = async (s: Shopper) => (await createUsersRepo(t.database.db).emailOfCustomer(s.customerId))!;

  describe('GET /order/ filters, sort and paging', () => {
    let s: Shopper;
    let numbers: string[];
    const now = Date.now();
    // The newest is today in Ghana (UTC) whenever the test runs, even just after midnight.
    const startOfToday = new Date(now).setUTCHours(0, 0, 0, 0);
    beforeAll(async () => {
      s = await newShopper(t);
      // Ten orders, one every 40 days back from today, statuses cycling, totals out of date order.
      numbers = await seedOrders(
        t,
        s.customerId,
        Array.from({ length: 10 }, (_, i) => ({
          createdAt: new Date(i === 0 ? Math.max(startOfToday, now - 3_600_000) : now - i * 40 * DAY),
          status: (['Pending', 'On Delivery', 'Shipped', 'Completed', 'Delivered'] as const)[i % 5],
          totalMinor: [5000, 1000, 9000, 3000, 7000, 2000, 8000, 4000, 6000, 1000][i],
        })),
      );
    });
    const ids = (body: { data: { order_id: string }[] }) => body.data.map((o) => o.order_id);

    it('answers newest first by default, with has_orders', async () => {
      const body = expectOrderList(await getOrders(t, s));
      expect(ids(body)).toEqual(numbers);
      expect(body).toMatchObject({ count: 10, total_pages: 1, has_orders: true });
    });

    it('sorts oldest first and by total both ways, ties by id', async () => {
      expect(ids(expectOrderList(await getOrders(t, s, '&ordering=created_at')))).toEqual([...numbers].reverse());
      const high = expectOrderList(await getOrders(t, s, '&ordering=-total')).data.map((o) => o.total.amount);
      expect(high).toEqual(['90.00', '80.00', '70.00', '60.00', '50.00', '40.00', '30.00', '20.00', '10.00', '10.00']);
      const low = expectOrderList(await getOrders(t, s, '&ordering=total'));
      expect(low.data.map((o) => o.total.amount).slice(0, 3)).toEqual(['10.00', '10.00', '20.00']);
      // The two of 10.00 (the 2nd and the 10th placed) by id, lower first.
      expect(ids(low).slice(0, 2)).toEqual([numbers[1], numbers[9]]);
    });

    it('filters by a tab’s statuses and by period, and pages the result', async () => {
      const onTheWay = expectOrderList(await getOrders(t, s, `&status=${encodeURIComponent('On Delivery,Shipped')}`));
      expect(ids(onTheWay)).toEqual([numbers[1], numbers[2], numbers[6], numbers[7]]);
      const recent = expectOrderList(await getOrders(t, s, '&period=3m'));
      expect(ids(recent)).toEqual(numbers.slice(0, 3)); // today, 40 and 80 days back
      expect(ids(expectOrderList(await getOrders(t, s, '&period=today')))).toEqual([numbers[0]]);
      expect(expectOrderList(await getOrders(t, s, '&period=6m')).count).toBe(5); // up to 160 days back
      expect(ids(expectOrderList(await getOrders(t, s, `&period=30d&status=${encodeURIComponent('Pending')}`)))).toEqual([numbers[0]]);
      const page2 = expectOrderList(await getOrders(t, s, '&page=2&page_size=3&ordering=-total'));
      expect(page2.data.map((o) => o.total.amount)).toEqual(['60.00', '50.00', '40.00']);
      expect(page2).toMatchObject({ count: 10, total_pages: 4, page: 2, page_size: 3 });
    });

    it('a filter matching nothing still says the customer has orders; a new customer has none', async () => {
      const none = expectOrderList(await getOrders(t, s, '&status=Refunded'));
      expect(none).toMatchObject({ data: [], count: 0, total_pages: 0, has_orders: true });
      const fresh = await newShopper(t);
      expect(expectOrderList(await getOrders(t, fresh, '&period=7d'))).toMatchObject({ count: 0, has_orders: false });
      expect(expectOrderList(await getOrders(t, fresh))).toMatchObject({ count: 0, has_orders: false });
    });

    it.each([
      ['status=Lost', 'status must be order statuses separated by commas'],
      ['status=Pending,Nope', 'status must be order statuses separated by commas'],
      ['period=2w', 'period must be one of all, today, 7d, 30d, 3m, 6m, 1y.'],
      ['ordering=price', 'ordering must be one of -created_at, created_at, -total, total.'],
      ['period=today&period=7d', 'period must be given once.'],
    ])('refuses %s with 400 and a clear message', async (query, message) => {
      const body = expectError(await getOrders(t, s, `&${query}`), 400, 'VALIDATION_FAILED');
      expect(body.message).toContain(message);
    });

    it('answers a filtered page of a customer with 500 orders quickly', async () => {
      const big = await newShopper(t);
      await seedOrders(
        t,
        big.customerId,
        Array.from({ length: 500 }, (_, i) => ({ createdAt: new Date(now - i * 3_600_000 * 5), totalMinor: 100 + ((i * 7919) % 100_000) })),
      );
      await getOrders(t, big); // warm the plan
      const query = `&status=${encodeURIComponent('Completed,Delivered')}&period=3m&ordering=-total&page=2`;
      // The median of 5, so a busy machine's one slow answer does not decide.
      const times: number[] = [];
      let body = expectOrderList(await getOrders(t, big, query));
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        body = expectOrderList(await getOrders(t, big, query));
        times.push(performance.now() - started);
      }
      const ms = times.sort((a, b) => a - b)[2]!;
      console.info(`[my-orders] ${backend}: filtered page 2 of ${body.count} (500 orders), median of 5: ${ms.toFixed(1)} ms`);
      expect(body.data).toHaveLength(10);
      expect(ms).toBeLessThan(1000);
    });
  });

  describe('ownership of the new calls', () => {
    it('tracking and pickup details: no token 401, another customer 404, a customer_id not the token’s 403', async () => {
      const { s, order } = await shopperWithOrder('pickup');
      const other = await newShopper(t);
      for (const path of [`/order/${order.order_id}/tracking/`, `/order/${order.order_id}/pickup-details/`]) {
        const method = path.endsWith('tracking/') ? 'GET' : 'POST';
        expectError(await cartCall(t, method, `${path}?customer_id=${s.customerId}`), 401, 'UNAUTHORIZED');
        expectError(await cartCall(t, method, `${path}?customer_id=${other.customerId}`, { token: other.token }), 404, 'ORDER_NOT_FOUND');
        expectError(await cartCall(t, method, `${path}?customer_id=${s.customerId}`, { token: other.token }), 403, 'FORBIDDEN');
        expectError(
          await cartCall(t, method, `${path.replace(order.order_id, 'AGH000000')}?customer_id=${s.customerId}`, { token: s.token }),
          404,
          'ORDER_NOT_FOUND',
        );
      }
      expectError(await cartCall(t, 'GET', `/order/?customer_id=${s.customerId}&status=Pending`, { token: other.token }), 403, 'FORBIDDEN');
    });
  });

  describe('GET /order/:order_id/tracking/', () => {
    it('a delivery: the timeline oldest first, the frozen address, the expected dates', async () => {
      const { s, order } = await shopperWithOrder('deliver');
      await moveOrder(t, order.order_id, 'Processing');
      await moveOrder(t, order.order_id, 'On Delivery', 'With the rider');
      const res = await getTracking(t, s, order.order_id);
      expect(res.statusCode, res.body).toBe(200);
      expect(orderTrackingResponse.strict().safeParse(res.json()).success).toBe(true);
      const data = res.json().data;
      expect(data).toMatchObject({
        order_id: order.order_id,
        status: 'On Delivery',
        delivery_option: 'Deliver',
        expected: order.expected,
        delivery_address: { name: 'Ama Mensah', phone_number: expect.any(String), address: '12 Oxford Street, Osu', place: 'Accra', region: 'Greater Accra' },
        pickup_store: null,
      });
      expect(data.timeline.map((e: { status: string }) => e.status)).toEqual(['Pending', 'Processing', 'On Delivery']);
      expect(data.timeline[2]).toMatchObject({ note: 'With the rider', payment_status: 'unpaid' });
    });

    it('a pickup: the store with its address, hours and phone', async () => {
      const { s, order } = await shopperWithOrder('pickup');
      const data = (await getTracking(t, s, order.order_id)).json().data;
      expect(data.delivery_address).toBeNull();
      expect(data.pickup_store).toMatchObject({
        id: ACCRA_MALL,
        name: 'Accra Mall',
        phone: expect.stringMatching(/^\+233/),
        hours: { weekdays: { opens: '09:00' } },
      });
    });
  });

  describe('POST /order/:order_id/pickup-details/', () => {
    it('409 unless the order is Ready for Pickup', async () => {
      const { s, order } = await shopperWithOrder('pickup');
      expectError(await askPickupDetails(t, s, order.order_id), 409, 'ORDER_NOT_READY_FOR_PICKUP');
      const delivery = await shopperWithOrder('deliver');
      await moveOrder(t, delivery.order.order_id, 'Processing');
      expectError(await askPickupDetails(t, delivery.s, delivery.order.order_id), 409, 'ORDER_NOT_READY_FOR_PICKUP');
    });

    it('queues the pickup mail in the caller’s language and answers the store; 3 an hour, then 429 with Retry-After', async () => {
      const { s, order } = await shopperWithOrder('pickup');
      await moveOrder(t, order.order_id, 'Processing');
      await moveOrder(t, order.order_id, 'Ready for Pickup');
      const email = await emailOf(s);
      const res = await askPickupDetails(t, s, order.order_id, s.customerId, 'es');
      expect(res.statusCode, res.body).toBe(200);
      expect(pickupDetailsResponse.strict().safeParse(res.json()).success).toBe(true);
      expect(res.json()).toMatchObject({
        message: 'Pickup details have been sent to your email.',
        data: { order_id: order.order_id, pickup_store: { name: 'Accra Mall' } },
      });
      const queued = await t.database.db.select().from(outboxMails).where(eq(outboxMails.recipient, email)).orderBy(outboxMails.id);
      expect(queued.filter((m) => m.kind === 'order_pickup_ready')).toEqual([expect.objectContaining({ language: 'es', payload: { order_id: order.id } })]);
      // The mail as the sender writes it from that row; delivery itself is the outbox's own tests' and the journey's
      // (my-orders.spec.ts reads this mail from the development outbox).
      const row = queued.find((m) => m.kind === 'order_pickup_ready')!;
      const mail = (await renderPickupReady({ supportEmail: 'help@example.com' })(t.database.db, row.payload, 'es'))!;
      expect(mail.subject).toBe(`Tu pedido ${order.order_id} está listo para recoger`);
      expect(mail.text).toContain('Accra Mall');
      expect(mail.text).toContain('Teléfono: +233');

      expect((await askPickupDetails(t, s, order.order_id, s.customerId, 'zh')).statusCode).toBe(200);
      expect((await askPickupDetails(t, s, order.order_id)).statusCode).toBe(200);
      const refused = await askPickupDetails(t, s, order.order_id);
      const body = expectError(refused, 429, 'PICKUP_DETAILS_TOO_MANY');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(body.params?.retry_after).toBe(Number(refused.headers['retry-after']));
      const mails = await t.database.db.select().from(outboxMails).where(eq(outboxMails.recipient, email)).orderBy(outboxMails.id);
      expect(mails.filter((m) => m.kind === 'order_pickup_ready').map((m) => m.language)).toEqual(['es', 'zh', 'en']);
    });
    it(`queues no more than ${PICKUP_DETAILS_PER_ORDER} pickup mails of 200 asks for one order sent together`, async () => {
      const { s, order } = await shopperWithOrder('pickup');
      await moveOrder(t, order.order_id, 'Processing');
      await moveOrder(t, order.order_id, 'Ready for Pickup');
      const email = await emailOf(s);
      const answers = await Promise.all(Array.from({ length: 200 }, () => askPickupDetails(t, s, order.order_id)));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(PICKUP_DETAILS_PER_ORDER);
      expect(answers.filter((a) => a.statusCode === 429 && a.json().code === 'PICKUP_DETAILS_TOO_MANY')).toHaveLength(200 - PICKUP_DETAILS_PER_ORDER);
      const mails = await t.database.db.select().from(outboxMails).where(eq(outboxMails.recipient, email));
      expect(mails.filter((m) => m.kind === 'order_pickup_ready')).toHaveLength(PICKUP_DETAILS_PER_ORDER);
    });
  });

  describe('GET /shop-info/', () => {
    it('answers the WhatsApp number with the key, cacheable; 401 without it', async () => {
      const res = await t.api('GET', '/shop-info/');
      expect(res.statusCode).toBe(200);
      expect(shopInfoResponse.strict().parse(res.json()).data).toEqual({ whatsapp_number: '233201234567' });
      expect(res.headers['cache-control']).toContain('max-age');
      expect((await t.call('GET', '/shop-info/')).statusCode).toBe(401);
    });
  });
});

describe('GET /shop-info/ without a number', () => {
  it('answers null', async () => {
    const t = await createTestApp('pglite', { seed: false });
    try {
      expect((await t.api('GET', '/shop-info/')).json().data).toEqual({ whatsapp_number: null });
    } finally {
      await t.close();
    }
  });
});
