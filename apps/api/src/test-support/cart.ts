import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { CART_PATHS, cartResponse, type Cart } from '@shop/contract';
import { cartItems, stockItems, variants } from '../db/schema/index.js';
import { logIn, signUp } from './accounts.js';
import type { TestApp } from './test-app.js';

// Helpers of the cart tests: signed-in shoppers, calls with key and token, stock items made for one test.

export interface Shopper {
  token: string;
  customerId: number;
}

/** A new account, signed in: its access token and customer id. */
export async function newShopper(t: TestApp): Promise<Shopper> {
  const person = await signUp(t);
  const login = await logIn(t, person);
  return { token: login.access, customerId: login.customer_id };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A cart call with the public key and, when given, the shopper's token. `path` is relative to /customer/api/v1. */
export function cartCall(t: TestApp, method: Method, path: string, opts: { token?: string; payload?: unknown; headers?: Record<string, string> } = {}) {
  return t.api(method, path, {
    ...(opts.payload === undefined ? {} : { payload: opts.payload as Record<string, unknown> }),
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...(opts.headers ?? {}) },
  });
}

export const getCart = (t: TestApp, s: Shopper, customerId = s.customerId) =>
  cartCall(t, 'GET', `${CART_PATHS.cart}?customer_id=${customerId}`, { token: s.token });
export const addToCart = (t: TestApp, s: Shopper, stock: number, quantity: number, extra: Record<string, unknown> = {}) =>
  cartCall(t, 'POST', CART_PATHS.cart, { token: s.token, payload: { stock, quantity, customer: s.customerId, currency: 'GHS', ...extra } });
export const updateCart = (t: TestApp, s: Shopper, stock: number, quantity: number, extra: Record<string, unknown> = {}) =>
  cartCall(t, 'PATCH', CART_PATHS.cart, { token: s.token, payload: { stock, quantity, customer: s.customerId, currency: 'GHS', ...extra } });
export const removeFromCart = (t: TestApp, s: Shopper, lineId: number, extra: Record<string, unknown> = {}) =>
  cartCall(t, 'DELETE', CART_PATHS.cart, { token: s.token, payload: { order_item: lineId, ...extra } });
export const mergeCart = (t: TestApp, s: Shopper, items: { stock: number; quantity: number }[], extra: Record<string, unknown> = {}) =>
  cartCall(t, 'POST', CART_PATHS.merge, { token: s.token, payload: { customer: s.customerId, items, ...extra } });

/** A 200 answering a cart in the contract's exact shape; returns the cart. */
export function expectCart(res: LightMyRequestResponse, message: string): Cart {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  const parsed = cartResponse.strict().safeParse(body);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  expect(body.message).toBe(message);
  return body.data as Cart;
}

/** The customer's lines as the database holds them (stock id and quantity), by line id. */
export async function linesInDb(t: TestApp, customerId: number) {
  return t.database.db
    .select({ id: cartItems.id, stock: cartItems.stockId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.customerId, customerId))
    .orderBy(asc(cartItems.id));
}

export interface StockArrangement {
  quantity: number;
  moq?: number;
  priceMinor?: number;
  discountPercentage?: number;
}

/** A stock item of its own for one test (a new variant of a seeded product), so tests never share stock figures. */
export async function newStockItem(t: TestApp, arrangement: StockArrangement): Promise<number> {
  const [id] = await newStockItems(t, 1, arrangement);
  return id!;
}

/**
 * `count` stock items of their own, written in two statements: a test that needs hundreds of them arranges them
 * without queueing hundreds of inserts on the pool, whose wait for a connection is bounded (db/client.ts).
 */
export async function newStockItems(t: TestApp, count: number, arrangement: StockArrangement): Promise<number[]> {
  const db = t.database.db;
  const [template] = await db.select().from(stockItems).orderBy(asc(stockItems.id)).limit(1);
  if (!template) throw new Error('the cart tests need the seeded catalogue');
  const newVariants = await db
    .insert(variants)
    .values(Array.from({ length: count }, () => ({ productId: template.productId })))
    .returning({ id: variants.id });
  const rows = await db
    .insert(stockItems)
    .values(
      newVariants.map((variant) => ({
        productId: template.productId,
        variantId: variant.id,
        storeId: template.storeId,
        brandId: template.brandId,
        categoryId: template.categoryId,
        nameKey: template.nameKey,
        searchText: template.searchText,
        sku: `TEST-${randomBytes(5).toString('hex')}`,
        priceMinor: arrangement.priceMinor ?? 2500,
        discountPercentage: arrangement.discountPercentage ?? 0,
        quantity: arrangement.quantity,
        moq: arrangement.moq ?? 1,
        weightGrams: 750,
      })),
    )
    .returning({ id: stockItems.id });
  return rows.map((row) => row.id);
}

/** Changes a stock item's figures, as the shop's staff would between two calls. */
export async function setStock(t: TestApp, stockId: number, patch: Partial<StockArrangement>) {
  await t.database.db.update(stockItems).set(patch).where(eq(stockItems.id, stockId));
}

/** A stock item of the seed by SKU (for its real name, image and variant options). */
export async function seededStock(t: TestApp, sku: string) {
  const [row] = await t.database.db.select().from(stockItems).where(eq(stockItems.sku, sku));
  if (!row) throw new Error(`no seeded stock item ${sku}`);
  return row;
}

/** Arranges a cart of `count` lines (1 each) straight in the database, from seeded items in stock; returns their stock ids. */
export async function fillCart(t: TestApp, customerId: number, count: number): Promise<number[]> {
  const db = t.database.db;
  const stock = await db
    .select({ id: stockItems.id })
    .from(stockItems)
    .where(and(gt(stockItems.quantity, 1), eq(stockItems.moq, 1)))
    .orderBy(asc(stockItems.id))
    .limit(count);
  if (stock.length < count) throw new Error(`the seed has only ${stock.length} items in stock`);
  await db.insert(cartItems).values(stock.map((s) => ({ customerId, stockId: s.id, quantity: 1 })));
  return stock.map((s) => s.id);
}
