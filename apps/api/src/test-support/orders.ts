import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { CHECKOUT_PATHS, ORDER_PATHS, orderListResponse, orderResponse, placedOrderResponse, type Order, type PlacedOrder } from '@shop/contract';
import { cartCall, type Shopper } from './cart.js';
import type { TestApp } from './test-app.js';

// Helpers of the order tests: the place call and the order reads, their answers checked against the contract.

export const newKey = () => randomUUID();

/** POST /checkout/place/ with a key (a fresh one unless given; null sends none). */
export const placeOrder = (
  t: TestApp,
  s: Shopper,
  key: string | null = newKey(),
  customerId = s.customerId,
  body: unknown = { payment_method: 'pay_on_delivery' },
) =>
  cartCall(t, 'POST', `${CHECKOUT_PATHS.place}?customer_id=${customerId}`, {
    token: s.token,
    payload: body,
    ...(key === null ? {} : { headers: { 'idempotency-key': key } }),
  });

export const getOrders = (t: TestApp, s: Shopper, query = '') =>
  cartCall(t, 'GET', `${ORDER_PATHS.orders}?customer_id=${s.customerId}${query}`, { token: s.token });
export const getOrder = (t: TestApp, s: Shopper, orderNumber: string, customerId = s.customerId) =>
  cartCall(t, 'GET', `${ORDER_PATHS.orders}${orderNumber}/?customer_id=${customerId}`, { token: s.token });

/** An answer with one order in the contract's exact shape; returns the order (a place call's without its `payment`). */
export function expectOrder(res: LightMyRequestResponse, status = 201, message = 'Order placed'): Order {
  if (message === 'Order placed') {
    const { payment: _payment, ...order } = expectPlaced(res, status);
    return order;
  }
  return expectShape(res, status, message, orderResponse).data as Order;
}

/** A place call's answer: the order and its payment attempt (null when paid on delivery). */
export const expectPlaced = (res: LightMyRequestResponse, status = 201): PlacedOrder =>
  expectShape(res, status, 'Order placed', placedOrderResponse).data as PlacedOrder;

function expectShape(res: LightMyRequestResponse, status: number, message: string, schema: typeof orderResponse | typeof placedOrderResponse) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  const parsed = schema.strict().safeParse(body);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  expect(body.message).toBe(message);
  return body as { data: unknown };
}

export function expectOrderList(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  const parsed = orderListResponse.strict().safeParse(body);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  return body as { data: Order[]; count: number; total_pages: number; page: number; page_size: number; has_orders: boolean };
}
