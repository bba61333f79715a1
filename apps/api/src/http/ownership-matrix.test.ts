import type { LightMyRequestResponse } from 'fastify';
import { base64url, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, ENDPOINTS } from '@shop/contract';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../lib/tokens.js';
import { added, homeAddress } from '../test-support/addresses.js';
import { addToCart, linesInDb, newShopper, newStockItem, type Shopper } from '../test-support/cart.js';
import { ACCRA_MALL, pickupAt } from '../test-support/checkout.js';
import { getOrder, newKey } from '../test-support/orders.js';
import { orderAwaitingPayment, sandboxViaInject, type AwaitingPayment } from '../test-support/payments.js';
import { backends, createTestApp, TEST_API_KEY, TEST_JWT_SECRET, type TestApp } from '../test-support/test-app.js';

// Every call that reaches a customer's own things (cart, checkout, orders, payments, addresses, wishlist, settings,
// password), tried with no token, a tampered one, an expired one, an unsigned one (alg none), one signed with another
// secret, and another customer's real token naming the owner's things (issue 15). The list of calls is the contract's:
// a new customer-owned call fails this test until it is given a request below.

type Name = keyof typeof ENDPOINTS;
const OWNED = (Object.keys(ENDPOINTS) as Name[]).filter((name) => ENDPOINTS[name].access === 'bearer' || ENDPOINTS[name].access === 'key+bearer');

/** The owner's things the requests name. */
interface Owner extends AwaitingPayment {
  addressId: number;
  cartStock: number;
  cartLineId: number;
  wishStock: number;
  userId: string;
}

interface Request {
  /** Path parameters (the route's `:name`s). */
  params?: Record<string, string | number>;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** A request to each customer-owned call, naming the owner's things (its customer id goes in the query or the body). */
const REQUESTS: Record<string, (o: Owner) => Request> = {
  changePassword: () => ({ payload: { old_password: 'Secret123', password: 'Brand9New', password1: 'Brand9New' } }),
  customerAuthenticate: () => ({ payload: {} }),
  cart: () => ({}),
  cartAdd: (o) => ({ payload: { stock: o.cartStock, quantity: 1, customer: o.s.customerId } }),
  cartUpdate: (o) => ({ payload: { stock: o.cartStock, quantity: 2, customer: o.s.customerId } }),
  cartRemove: (o) => ({ payload: { order_item: o.cartLineId, customer: o.s.customerId } }),
  cartMerge: (o) => ({ payload: { customer: o.s.customerId, items: [{ stock: o.cartStock, quantity: 1 }] } }),
  checkout: () => ({}),
  checkoutUpdate: () => ({ payload: pickupAt(ACCRA_MALL) }),
  placeOrder: () => ({ payload: { payment_method: 'pay_on_delivery' }, headers: { 'idempotency-key': newKey() } }),
  orders: () => ({}),
  order: (o) => ({ params: { order_id: o.order.order_id } }),
  payment: (o) => ({ params: { reference: o.reference } }),
  payAgain: (o) => ({
    params: { order_id: o.order.order_id },
    payload: { payment_method: 'mobile_money', mobile_money: { network: 'mtn', phone: '0551234987' } },
    headers: { 'idempotency-key': newKey() },
  }),
  orderTracking: (o) => ({ params: { order_id: o.order.order_id } }),
  pickupDetails: (o) => ({ params: { order_id: o.order.order_id } }),
  cancelOrder: (o) => ({ params: { order_id: o.order.order_id }, payload: { reason: 'Ordered by mistake' } }),
  orderReviews: (o) => ({ params: { order_id: o.order.order_id } }),
  writeReview: (o) => ({ params: { order_id: o.order.order_id }, payload: { order_item_id: o.order.order_item[0]!.id, rating: 1, body: 'Not mine' } }),
  addresses: () => ({}),
  addressAdd: () => ({ payload: homeAddress({ label: 'Work', street_address: '1 Intruder Lane' }) }),
  addressUpdate: (o) => ({ params: { id: o.addressId }, payload: { label: 'Work', street_address: '1 Intruder Lane' } }),
  addressDelete: (o) => ({ params: { id: o.addressId } }),
  addressSetDefault: (o) => ({ params: { id: o.addressId } }),
  wishlist: () => ({}),
  wishlistAdd: (o) => ({ payload: { stock_id: o.cartStock } }),
  wishlistRemove: (o) => ({ params: { stock_id: o.wishStock } }),
  wishlistMerge: (o) => ({ payload: { stock_ids: [o.cartStock] } }),
  notificationSettings: () => ({}),
  notificationSettingsUpdate: () => ({ payload: { promotions: true } }),
};

/** The claims of an access token, read without checking it. */
const claimsOf = (token: string) => JSON.parse(new TextDecoder().decode(base64url.decode(token.split('.')[1]!))) as Record<string, unknown>;

/** The owner's token made invalid in each way a caller might try. */
async function badTokens(t: TestApp, token: string): Promise<Record<string, string | undefined>> {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = claimsOf(token);
  const now = Math.floor(t.clock.now().getTime() / 1000);
  const signed = (key: string, exp: number) =>
    new SignJWT({ customer_id: claims.customer_id })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(claims.sub as string)
      .setJti('matrix')
      .setIssuedAt(exp - 900)
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(key));
  return {
    'no token': undefined,
    tampered: `${header}.${base64url.encode(JSON.stringify({ ...claims, exp: now + 86_400 }))}.${signature}`,
    expired: await signed(TEST_JWT_SECRET, now - 1),
    'alg none': `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${payload}.`,
    'another secret': await signed('a_secret_that_is_not_the_shops_own_0123456789', now + 600),
  };
}

describe.each(backends)('who may reach a customer’s own things, on %s', (backend) => {
  let t: TestApp;
  let owner: Owner;
  let other: Shopper;

  beforeAll(async () => {
    // Online payment on (the sandbox), so that paying again reaches the order's lookup.
    t = await createTestApp(backend, { paymentSandbox: sandboxViaInject(() => t, 'matrix_sandbox_secret_0123456789', `${API_BASE}/payment/webhook/sandbox/`) });
    const awaiting = await orderAwaitingPayment(t);
    const cartStock = await newStockItem(t, { quantity: 10 });
    expect((await addToCart(t, awaiting.s, cartStock, 1)).statusCode).toBe(200);
    const wishStock = await newStockItem(t, { quantity: 10 });
    const wished = await t.api('POST', `${ENDPOINTS.wishlistAdd.path}?customer_id=${awaiting.s.customerId}`, {
      payload: { stock_id: wishStock },
      headers: { authorization: `Bearer ${awaiting.s.token}` },
    });
    expect(wished.statusCode, wished.body).toBe(200);
    owner = {
      ...awaiting,
      addressId: (await added(t, awaiting.s)).id,
      cartStock,
      cartLineId: (await linesInDb(t, awaiting.s.customerId))[0]!.id,
      wishStock,
      userId: String(claimsOf(awaiting.s.token).sub),
    };
    other = await newShopper(t);
  });
  afterAll(() => t.close());

  /** Calls `name` as `request` says, with `token` (or none), naming a customer id (the owner's by default) where the call takes one. */
  function call(name: Name, request: Request, token: string | undefined, customerId = owner.s.customerId): Promise<LightMyRequestResponse> {
    const endpoint = ENDPOINTS[name];
    const path = endpoint.path.replace(/:(\w+)/g, (_, param: string) => encodeURIComponent(String(request.params?.[param])));
    const query = endpoint.access === 'key+bearer' ? `?customer_id=${customerId}` : '';
    return t.app.inject({
      method: endpoint.method,
      url: `${API_BASE}${path}${query}`,
      headers: { 'x-api-key': TEST_API_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}), ...request.headers },
      ...(request.payload === undefined ? {} : { payload: request.payload as object }),
    });
  }

  /** What the owner sees of their things, to compare before and after the others have tried. */
  async function ownersView() {
    const read = async (name: Name, request: Request = {}) => (await call(name, request, owner.s.token)).json() as unknown;
    return {
      cart: await read('cart'),
      addresses: await read('addresses'),
      wishlist: await read('wishlist'),
      order: (await getOrder(t, owner.s, owner.order.order_id)).json() as unknown,
      settings: await read('notificationSettings'),
    };
  }

  it('knows a request for every customer-owned call of the contract', () => {
    expect(Object.keys(REQUESTS).sort()).toEqual([...OWNED].sort());
  });

  it('answers 401 to every customer-owned call without a valid token of the customer, and changes nothing', async () => {
    const before = await ownersView();
    const tokens = await badTokens(t, owner.s.token);
    const answers: string[] = [];
    for (const name of OWNED) {
      for (const [kind, token] of Object.entries(tokens)) {
        const res = await call(name, REQUESTS[name]!(owner), token);
        if (res.statusCode !== 401 || res.json<{ code: string }>().code !== 'UNAUTHORIZED')
          answers.push(`${name} with ${kind}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(answers).toEqual([]);
    expect(await ownersView()).toEqual(before);
  });

  it('never gives another customer the owner’s things, nor lets them change them, and never fails with a 5xx', async () => {
    const before = await ownersView();
    const markers = [owner.order.order_id, owner.reference, owner.userId];
    const leaks: string[] = [];
    for (const name of OWNED) {
      // With the owner's customer id: refused outright.
      const asOwner = await call(name, REQUESTS[name]!(owner), other.token);
      if (asOwner.statusCode >= 500) leaks.push(`${name}: ${asOwner.statusCode} ${asOwner.body.slice(0, 120)}`);
      else if (ENDPOINTS[name].access === 'key+bearer' && asOwner.statusCode < 400) leaks.push(`${name}: ${asOwner.statusCode} for another customer's id`);
      // With their own customer id, naming the owner's order, payment, address or cart line: never the owner's.
      const asSelf = await call(name, REQUESTS[name]!(owner), other.token, other.customerId);
      if (asSelf.statusCode >= 500) leaks.push(`${name} (own id): ${asSelf.statusCode} ${asSelf.body.slice(0, 120)}`);
      else if (asSelf.statusCode < 300 && markers.some((marker) => asSelf.body.includes(marker)))
        leaks.push(`${name} (own id): ${asSelf.statusCode} with the owner's things`);
      else if (REQUESTS[name]!(owner).params && asSelf.statusCode !== 404 && name !== 'wishlistRemove')
        leaks.push(`${name} (own id): ${asSelf.statusCode} for the owner's thing, not 404: ${asSelf.body.slice(0, 100)}`);
    }
    expect(leaks).toEqual([]);
    expect(await ownersView()).toEqual(before);
  });
});
