import { eq } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '@shop/contract/orders';
import { orders, orderStatusHistory } from '../db/schema/index.js';
import { cartCall, type Shopper } from './cart.js';
import type { TestApp } from './test-app.js';

// Helpers of the My Orders tests (issue 13): orders written straight into the table (hundreds, at chosen times, in
// chosen statuses), a status moved as the shop would, and the calls My Orders adds.

let serial = 0;
/** A fresh AGH number: the process id and a counter, so parallel test files never collide. */
const nextNumber = () => `AGH${String((process.pid * 1000 + ++serial) % 1_000_000).padStart(6, '0')}`;

export interface OrderSeed {
  createdAt: Date;
  status?: OrderStatus;
  totalMinor?: number;
}

/** Writes these orders of the customer (pay on delivery, delivered to Accra); returns their AGH numbers in order. */
export async function seedOrders(t: TestApp, customerId: number, seeds: OrderSeed[]): Promise<string[]> {
  const rows = seeds.map((seed, i) => {
    const total = seed.totalMinor ?? 1000 + i;
    return {
      orderNumber: nextNumber(),
      customerId,
      status: seed.status ?? ORDER_STATUSES[i % ORDER_STATUSES.length]!,
      paymentStatus: 'unpaid',
      paymentMethod: 'pay_on_delivery',
      subTotalMinor: total,
      discountMinor: 0,
      taxMinor: 0,
      taxRateBasisPoints: 1500,
      deliveryFeeMinor: 0,
      totalMinor: total,
      deliveryMethod: 'Deliver',
      deliveryOption: 'standard',
      deliveryPlaceId: 34,
      deliveryPlaceName: 'Accra',
      deliveryRegion: 'Greater Accra',
      addresses: {},
      expectedFrom: '2026-01-05',
      expectedBy: '2026-01-07',
      idempotencyKey: `seed-${customerId}-${i}-${serial}`,
      createdAt: seed.createdAt,
    };
  });
  for (let i = 0; i < rows.length; i += 200) await t.database.db.insert(orders).values(rows.slice(i, i + 200));
  return rows.map((r) => r.orderNumber);
}

/** Moves an order to a status as the shop would: the order and a history row. */
export async function moveOrder(t: TestApp, orderNumber: string, status: OrderStatus, note = '') {
  const [row] = await t.database.db.update(orders).set({ status }).where(eq(orders.orderNumber, orderNumber)).returning();
  await t.database.db.insert(orderStatusHistory).values({ orderId: row!.id, status, paymentStatus: row!.paymentStatus, actor: 'staff:1', note });
}

export const getTracking = (t: TestApp, s: Shopper, orderNumber: string, customerId = s.customerId) =>
  cartCall(t, 'GET', `/order/${orderNumber}/tracking/?customer_id=${customerId}`, { token: s.token });
export const askPickupDetails = (t: TestApp, s: Shopper, orderNumber: string, customerId = s.customerId, language = 'en') =>
  cartCall(t, 'POST', `/order/${orderNumber}/pickup-details/?customer_id=${customerId}`, { token: s.token, headers: { 'accept-language': language } });
