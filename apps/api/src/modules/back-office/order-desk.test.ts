import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, AdminOrderSummary, AuditEntry } from '@shop/contract/admin';
import { ORDER_STATUSES, type OrderStatus } from '@shop/contract/orders';
import { orders, outboxMails, stockItems } from '../../db/schema/index.js';
import { expectError } from '../../test-support/accounts.js';
import { addToCart, cartCall, expectCart, newShopper, newStockItem, type Shopper } from '../../test-support/cart.js';
import { ACCRA, ACCRA_MALL, deliverTo, expectUpdated, patchCheckout, pickupAt } from '../../test-support/checkout.js';
import { expectOrder, getOrder, placeOrder } from '../../test-support/orders.js';
import { adminCall, dataOf, newStaff, type SignedInStaff } from '../../test-support/staff.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

// The orders desk of the back office (issue 16): finding orders, reading one whole, and moving it through the one
// table of moves, with the history, the customer's mail and the audit log.

type Method = 'Deliver' | 'Pickup';

// The table as the issue states it, written out here on its own (not read from order-state.ts): Pending → Processing →
// Ready for Pickup | On Delivery/Shipped → Delivered → Completed; Cancelled and Refunded where allowed.
const ALLOWED: Record<Method, Record<OrderStatus, OrderStatus[]>> = {
  Deliver: {
    Pending: ['Processing', 'Cancelled'],
    Processing: ['On Delivery', 'Shipped', 'Cancelled'],
    'Ready for Pickup': ['Completed', 'Cancelled'],
    Shipped: ['On Delivery', 'Delivered'],
    'On Delivery': ['Delivered'],
    Delivered: ['Completed', 'Refunded'],
    Completed: ['Refunded'],
    Cancelled: ['Refunded'],
    Refunded: [],
  },
  Pickup: {
    Pending: ['Processing', 'Cancelled'],
    Processing: ['Ready for Pickup', 'Cancelled'],
    'Ready for Pickup': ['Completed', 'Cancelled'],
    Shipped: [],
    'On Delivery': [],
    Delivered: ['Completed', 'Refunded'],
    Completed: ['Refunded'],
    Cancelled: ['Refunded'],
    Refunded: [],
  },
};

describe.each(backends)('the orders desk on %s', (backend) => {
  let t: TestApp;
  let staff: SignedInStaff;
  beforeAll(async () => {
    t = await createTestApp(backend);
    staff = await newStaff(t, 'staff');
  });
  afterAll(() => t.close());

  async function placed(how: Method, quantity = 1): Promise<{ s: Shopper; orderId: string; rowId: number; stock: number }> {
    const s = await newShopper(t);
    const stock = await newStockItem(t, { quantity: 10, priceMinor: 5000 });
    expectCart(await addToCart(t, s, stock, quantity), 'Added to cart');
    expectUpdated(await patchCheckout(t, s, how === 'Deliver' ? deliverTo(ACCRA, 'standard') : pickupAt(ACCRA_MALL)));
    const order = expectOrder(await placeOrder(t, s));
    return { s, orderId: order.order_id, rowId: order.id, stock };
  }
  const move = (orderId: string, status: string, note?: string) =>
    adminCall(t, 'POST', `/orders/${orderId}/status/`, { token: staff.token, payload: { status, ...(note ? { note } : {}) } });
  const stockOf = async (id: number) => (await t.database.db.select({ q: stockItems.quantity }).from(stockItems).where(eq(stockItems.id, id)))[0]!.q;

  it.each(['Deliver', 'Pickup'] as const)('a %s order: every move of the table is made, every other refused with a clear message', async (method) => {
    const { rowId, orderId } = await placed(method);
    const made: string[] = [];
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        await t.database.db.update(orders).set({ status: from, paymentStatus: 'unpaid' }).where(eq(orders.id, rowId));
        const res = await move(orderId, to);
        if (ALLOWED[method][from].includes(to)) {
          const order = dataOf<AdminOrder>(res);
          expect(order.status, `${from} → ${to}`).toBe(to);
          expect(order.history.at(-1)).toMatchObject({ status: to, actor: `staff:${staff.id}`, staff_email: staff.email });
          made.push(`${from} → ${to}`);
        } else {
          expectError(res, 409, 'ORDER_STATUS_MOVE_REFUSED', `An order that is ${from} cannot become ${to}.`);
          const [row] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, rowId));
          expect(row!.status, `${from} → ${to} refused`).toBe(from);
        }
      }
    }
    expect(made.length).toBe(Object.values(ALLOWED[method]).flat().length);
  });

  it('moves a delivery from Pending to Delivered: the shopper sees each status, gets a mail for each, and the audit log has each', async () => {
    const { s, orderId, rowId } = await placed('Deliver');
    const steps: OrderStatus[] = ['Processing', 'On Delivery', 'Delivered'];
    for (const status of steps) {
      const order = dataOf<AdminOrder>(await move(orderId, status, `step to ${status}`));
      expect(order.next_statuses).toEqual(ALLOWED.Deliver[status]);
      expect(expectOrder(await getOrder(t, s, orderId), 200, 'Order retrieved').status).toBe(status);
    }
    const mails = await t.database.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.kind, 'order_status_changed'), sql`(${outboxMails.payload}->>'order_id')::int = ${rowId}`))
      .orderBy(outboxMails.id);
    expect(mails.map((m) => (m.payload as { status: string }).status)).toEqual(steps);
    const audit = await auditOf(t, staff, `order:${orderId}`);
    expect(audit.map((e) => [e.action, (e.before as { status: string }).status, (e.after as { status: string }).status])).toEqual([
      ['order.status', 'On Delivery', 'Delivered'],
      ['order.status', 'Processing', 'On Delivery'],
      ['order.status', 'Pending', 'Processing'],
    ]);
    expect((audit[0]!.after as { note: string }).note).toBe('step to Delivered');
  });

  it('cancels a pay-on-delivery order: its units go back to stock, once', async () => {
    const { orderId, stock } = await placed('Deliver', 3);
    expect(await stockOf(stock)).toBe(7);
    const order = dataOf<AdminOrder>(await move(orderId, 'Cancelled', 'Out of our hands'));
    expect(order).toMatchObject({ status: 'Cancelled', payment_status: 'unpaid', next_statuses: ['Refunded'] });
    expect(order.history.at(-1)).toMatchObject({ status: 'Cancelled', note: 'Out of our hands' });
    expect(await stockOf(stock)).toBe(10);
    expectError(await move(orderId, 'Cancelled'), 409, 'ORDER_STATUS_MOVE_REFUSED');
    expect(await stockOf(stock)).toBe(10);
  });

  it('reads one order whole: lines, money, customer, addresses, history; an unknown one is a 404', async () => {
    const { orderId } = await placed('Pickup', 2);
    const order = dataOf<AdminOrder>(await adminCall(t, 'GET', `/orders/${orderId}/`, { token: staff.token }));
    expect(order.order_item).toHaveLength(1);
    expect(order.order_item[0]!.quantity).toBe(2);
    expect(order.total.currency).toBe('GHS');
    expect(order.customer.email).toMatch(/@/);
    expect(order.customer.code).toMatch(/^AGC\d{6}$/);
    expect(order.pickup_store).not.toBeNull();
    expect(Object.keys(order.addresses).length).toBeGreaterThan(0);
    expect(order.history.map((h) => h.status)).toEqual(['Pending']);
    expect(order.next_statuses).toEqual(['Processing', 'Cancelled']);
    expectError(await adminCall(t, 'GET', '/orders/AGH000000/', { token: staff.token }), 404, 'ORDER_NOT_FOUND');
    expectError(await adminCall(t, 'GET', '/orders/12345/', { token: staff.token }), 400, 'VALIDATION_FAILED');
  });

  it('finds orders by number, email and phone, by status and payment status, by day, in pages', async () => {
    const a = await placed('Deliver');
    const b = await placed('Pickup');
    await move(b.orderId, 'Processing');
    const list = async (query: string) => {
      const res = await adminCall(t, 'GET', `/orders/${query}`, { token: staff.token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: AdminOrderSummary[]; count: number; total_pages: number };
    };
    const byNumber = await list(`?q=${a.orderId}`);
    expect(byNumber.data.map((o) => o.order_id)).toEqual([a.orderId]);
    const full = dataOf<AdminOrder>(await adminCall(t, 'GET', `/orders/${a.orderId}/`, { token: staff.token }));
    expect((await list(`?q=${encodeURIComponent(full.customer.email.toUpperCase())}`)).data.map((o) => o.order_id)).toEqual([a.orderId]);
    const phone = full.customer.phone.replace(/^\+233/, '0');
    expect((await list(`?q=${encodeURIComponent(phone)}`)).data.map((o) => o.order_id)).toContain(a.orderId);
    expect((await list(`?q=${b.orderId}&status=Processing`)).data.map((o) => o.order_id)).toEqual([b.orderId]);
    expect((await list(`?q=${b.orderId}&status=Pending,Completed`)).count).toBe(0);
    expect((await list(`?q=${a.orderId}&payment_status=unpaid`)).count).toBe(1);
    expect((await list(`?q=${a.orderId}&payment_status=paid`)).count).toBe(0);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await list(`?q=${a.orderId}&from=${today}&to=${today}`)).count).toBe(1);
    expect((await list(`?q=${a.orderId}&to=2020-01-01`)).count).toBe(0);
    // Wildcards are taken as text.
    expect((await list('?q=%25')).count).toBe(0);

    const page = await list('?page=1&page_size=1');
    expect(page.data).toHaveLength(1);
    expect(page.total_pages).toBe(page.count);
    const second = await list('?page=2&page_size=1');
    expect(second.data[0]!.order_id).not.toBe(page.data[0]!.order_id);
    expect(page.data[0]!.created_at >= second.data[0]!.created_at).toBe(true);

    expectError(await adminCall(t, 'GET', '/orders/?status=Lost', { token: staff.token }), 400, 'VALIDATION_FAILED');
    expectError(await adminCall(t, 'GET', '/orders/?payment_status=owed', { token: staff.token }), 400, 'VALIDATION_FAILED');
    expectError(await adminCall(t, 'GET', '/orders/?from=27-11-2026', { token: staff.token }), 400, 'VALIDATION_FAILED');
    expectError(await adminCall(t, 'GET', '/orders/?page_size=1000', { token: staff.token }), 400, 'VALIDATION_FAILED');
  });

  it("answers a shopper's cancellation request: refused, the order goes on; accepted, it is cancelled and its units come back", async () => {
    const refused = await placed('Deliver', 2);
    const accepted = await placed('Deliver', 2);
    // Placed two hours ago: past the hour in which a shopper's cancellation is made at once, so it is a request.
    const earlier = new Date(t.clock.now().getTime() - 2 * 3600_000);
    for (const o of [refused, accepted]) await t.database.db.update(orders).set({ createdAt: earlier }).where(eq(orders.id, o.rowId));
    for (const o of [refused, accepted]) {
      const res = await cartCall(t, 'POST', `/order/${o.orderId}/cancel/?customer_id=${o.s.customerId}`, {
        token: o.s.token,
        payload: { reason: 'Ordered twice' },
      });
      expect(res.json().data.outcome, res.body).toBe('requested');
    }
    const listed = dataOf<AdminOrderSummary[]>(await adminCall(t, 'GET', `/orders/?q=${refused.orderId}`, { token: staff.token }));
    expect(listed[0]!.cancellation_requested).toBe(true);

    const decide = (orderId: string, decision: string, note?: string) =>
      adminCall(t, 'POST', `/orders/${orderId}/cancellation/`, { token: staff.token, payload: { decision, ...(note ? { note } : {}) } });
    const kept = dataOf<AdminOrder>(await decide(refused.orderId, 'refuse', 'Already with the rider'));
    expect(kept.status).toBe('Pending');
    expect(kept.cancellation_requests[0]).toMatchObject({
      reason: 'Ordered twice',
      status: 'refused',
      decided_by: `staff:${staff.id}`,
      decided_by_email: staff.email,
    });
    expect(kept.history.at(-1)!.note).toBe('Cancellation request refused: Already with the rider');
    expect(expectOrder(await getOrder(t, refused.s, refused.orderId), 200, 'Order retrieved').cancellation_request?.status).toBe('refused');
    expectError(await decide(refused.orderId, 'accept'), 409, 'CANCELLATION_REQUEST_NOT_OPEN');

    const cancelled = dataOf<AdminOrder>(await decide(accepted.orderId, 'accept'));
    expect(cancelled.status).toBe('Cancelled');
    expect(cancelled.cancellation_requests[0]!.status).toBe('accepted');
    expect(await stockOf(accepted.stock)).toBe(10);
    expect(expectOrder(await getOrder(t, accepted.s, accepted.orderId), 200, 'Order retrieved').status).toBe('Cancelled');
    expectError(await decide(accepted.orderId, 'refuse'), 409, 'CANCELLATION_REQUEST_NOT_OPEN');
    expectError(await decide(accepted.orderId, 'maybe'), 400, 'VALIDATION_FAILED');
  });
});

async function auditOf(t: TestApp, staff: SignedInStaff, subject: string): Promise<AuditEntry[]> {
  const admin = await newStaff(t, 'admin');
  const entries = dataOf<AuditEntry[]>(await adminCall(t, 'GET', `/audit/?staff_id=${staff.id}&page_size=100`, { token: admin.token }));
  return entries.filter((e) => e.subject === subject);
}
