import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import { orderReviewsResponse, stockReviewsResponse, writeReviewResponse, type OrderStatus } from '@shop/contract';
import { orders, products, stockItems, variants } from '../db/schema/index.js';
import { addToCart, cartCall, expectCart, type Shopper } from './cart.js';
import { ACCRA, deliverTo, expectUpdated, patchCheckout } from './checkout.js';
import { expectOrder, placeOrder } from './orders.js';
import type { TestApp } from './test-app.js';

// Helpers of the review tests: a product of its own (so ratings of one test never mix with another's), an order of it
// moved to a status as the shop's staff would, the three calls and their answers checked against the contract.

/** A new product (a copy of the first seeded one, found by searching its tag) with one stock item of 100 units. */
export async function newProduct(t: TestApp): Promise<{ stockId: number; productId: number; tag: string }> {
  const db = t.database.db;
  const [template] = await db.select().from(stockItems).orderBy(asc(stockItems.id)).limit(1);
  const [base] = await db.select().from(products).where(eq(products.id, template!.productId));
  const tag = randomBytes(4).toString('hex');
  const { id: _id, ratingTotal: _total, ratingCount: _count, ...copy } = base!;
  const [product] = await db
    .insert(products)
    .values({ ...copy, slug: `review-test-${tag}`, name: `Review test ${tag}`, featured: false })
    .returning({ id: products.id });
  const [variant] = await db.insert(variants).values({ productId: product!.id }).returning({ id: variants.id });
  const { id: _stockId, searchSquashed: _squashed, ...stockCopy } = template!;
  const [stock] = await db
    .insert(stockItems)
    .values({
      ...stockCopy,
      productId: product!.id,
      variantId: variant!.id,
      sku: `REVIEW-${tag}`,
      quantity: 100,
      moq: 1,
      searchText: `review test ${tag}`,
    })
    .returning({ id: stockItems.id });
  return { stockId: stock!.id, productId: product!.id, tag };
}

/** Places an order of one of each stock item for the shopper, delivered to Accra; its number and line ids. */
export async function placedOrderOf(t: TestApp, s: Shopper, stockIds: number[]): Promise<{ orderId: string; lines: number[] }> {
  for (const stock of stockIds) expectCart(await addToCart(t, s, stock, 1), 'Added to cart');
  expectUpdated(await patchCheckout(t, s, deliverTo(ACCRA)));
  const order = expectOrder(await placeOrder(t, s));
  return { orderId: order.order_id, lines: order.order_item.map((line) => line.id) };
}

/** Moves an order to a status straight in the database, as the shop's staff would. */
export async function setOrderStatus(t: TestApp, orderNumber: string, status: OrderStatus) {
  await t.database.db.update(orders).set({ status }).where(eq(orders.orderNumber, orderNumber));
}

export const reviewPath = (orderId: string, customerId: number) => `/order/${orderId}/reviews/?customer_id=${customerId}`;

export const getReviewForm = (t: TestApp, s: Pick<Shopper, 'token'>, orderId: string, customerId: number) =>
  cartCall(t, 'GET', reviewPath(orderId, customerId), { token: s.token });

export const writeReview = (t: TestApp, s: Pick<Shopper, 'token'>, orderId: string, customerId: number, payload: unknown) =>
  cartCall(t, 'POST', reviewPath(orderId, customerId), { token: s.token, payload });

export const stockReviews = (t: TestApp, stockId: number, query = '') => t.api('GET', `/stock/${stockId}/reviews/${query}`);

function expectShape<S extends z.ZodType>(res: LightMyRequestResponse, status: number, message: string, schema: S): z.infer<S> {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  const parsed = (schema instanceof z.ZodObject ? schema.strict() : schema).safeParse(body);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  expect(body.message).toBe(message);
  return parsed.data as z.infer<S>;
}

export const expectReviewForm = (res: LightMyRequestResponse) => expectShape(res, 200, 'Reviews retrieved', orderReviewsResponse).data;
export const expectWritten = (res: LightMyRequestResponse) => expectShape(res, 201, 'Review submitted', writeReviewResponse).data;
export const expectStockReviews = (res: LightMyRequestResponse) => expectShape(res, 200, 'Reviews retrieved', stockReviewsResponse);
