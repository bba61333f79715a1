import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { CHECKOUT_PATHS, checkoutResponse, checkoutUpdateResponse, type Checkout, type Money } from '@shop/contract';
import { cartCall, type Shopper } from './cart.js';
import type { TestApp } from './test-app.js';

// Helpers of the checkout tests: the two calls, their answers checked against the contract, payloads that pass (from
// checkout-bodies.ts, which the benches share).

export { ACCRA, ACCRA_MALL, BOLGATANGA, deliverTo, KUMASI, person, pickupAt } from './checkout-bodies.js';

export const getCheckout = (t: TestApp, s: Shopper, customerId = s.customerId) =>
  cartCall(t, 'GET', `${CHECKOUT_PATHS.checkout}?customer_id=${customerId}`, { token: s.token });
export const patchCheckout = (t: TestApp, s: Shopper, body: unknown, customerId = s.customerId) =>
  cartCall(t, 'PATCH', `${CHECKOUT_PATHS.checkout}?customer_id=${customerId}`, { token: s.token, payload: body });

/** A 200 answering a whole checkout in the contract's shape; returns it. */
export function expectCheckout(res: LightMyRequestResponse, message = 'Checkout retrieved'): Checkout {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  const parsed = checkoutResponse.strict().safeParse(body);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  expect(body.message).toBe(message);
  expect(body.data).not.toBeNull();
  return body.data as Checkout;
}

/** A 200 answering the updated checkout with its delivery_price; returns it. */
export function expectUpdated(res: LightMyRequestResponse): Checkout & { delivery_price: Money } {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  const parsed = checkoutUpdateResponse.strict().safeParse(body);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  expect(body.message).toBe('Checkout updated');
  expect(body.data).not.toBeNull();
  return body.data as Checkout & { delivery_price: Money };
}

/** The spec's empty-cart answer: 200, data null. */
export function expectNoItems(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ status: true, message: 'No item available for checkout', data: null });
}

/** Sets the app's clock to a moment (tokens issued before may then be expired: sign a shopper in after). */
export function setClock(t: TestApp, at: Date) {
  t.clock.advance((at.getTime() - t.clock.now().getTime()) / 1000);
}

/** The next moment at this Ghana (= UTC, all year) hour that is a Wednesday, so business days are easy to count. */
export function nextWednesdayAt(hour: number, minute = 0): Date {
  const d = new Date();
  d.setUTCHours(hour, minute, 0, 0);
  do d.setUTCDate(d.getUTCDate() + 1);
  while (d.getUTCDay() !== 3);
  return d;
}
