import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { WISHLIST_PATHS, wishlistMergeResponse, wishlistResponse, type WishlistItem, type WishlistMerge } from '@shop/contract';
import { stockItems, variants, wishlistItems } from '../db/schema/index.js';
import { cartCall, type Shopper } from './cart.js';
import type { TestApp } from './test-app.js';

// Helpers of the wishlist tests: its calls with the key and a shopper's token, answers checked against the contract,
// and many stock items at once (the cap is 200).

const own = (s: Shopper, customerId = s.customerId) => `?customer_id=${customerId}`;

export const getWishlist = (t: TestApp, s: Shopper, customerId?: number) =>
  cartCall(t, 'GET', `${WISHLIST_PATHS.wishlist}${own(s, customerId)}`, { token: s.token });
export const addToWishlist = (t: TestApp, s: Shopper, stockId: number, customerId?: number) =>
  cartCall(t, 'POST', `${WISHLIST_PATHS.wishlist}${own(s, customerId)}`, { token: s.token, payload: { stock_id: stockId } });
export const removeFromWishlist = (t: TestApp, s: Shopper, stockId: number | string, customerId?: number) =>
  cartCall(t, 'DELETE', `${WISHLIST_PATHS.wishlist}${stockId}/${own(s, customerId)}`, { token: s.token });
export const mergeWishlist = (t: TestApp, s: Shopper, stockIds: unknown, customerId?: number) =>
  cartCall(t, 'POST', `${WISHLIST_PATHS.merge}${own(s, customerId)}`, { token: s.token, payload: { stock_ids: stockIds } });

/** A 200 answering the list in the contract's exact shape, with `message`; returns the items. */
export function expectWishlist(res: LightMyRequestResponse, message: string): WishlistItem[] {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  const parsed = wishlistResponse.strict().safeParse(body);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  expect(body.message).toBe(message);
  return body.data as WishlistItem[];
}

export function expectMerged(res: LightMyRequestResponse): WishlistMerge {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  const parsed = wishlistMergeResponse.strict().safeParse(body);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  expect(body.message).toBe('Wishlist merged');
  return body.data as WishlistMerge;
}

/** The stock ids on a customer's list as the database holds them. */
export async function wishlistInDb(t: TestApp, customerId: number): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: wishlistItems.stockId })
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, customerId))
    .orderBy(asc(wishlistItems.stockId));
  return rows.map((r) => r.id);
}

/** `count` new stock items (variants of a seeded product, 5 in stock each) in two statements; their ids, ascending. */
export async function manyStockItems(t: TestApp, count: number): Promise<number[]> {
  const db = t.database.db;
  const [template] = await db.select().from(stockItems).orderBy(asc(stockItems.id)).limit(1);
  if (!template) throw new Error('the wishlist tests need the seeded catalogue');
  const made = await db
    .insert(variants)
    .values(Array.from({ length: count }, () => ({ productId: template.productId })))
    .returning({ id: variants.id });
  const tag = randomBytes(4).toString('hex');
  const rows = await db
    .insert(stockItems)
    .values(
      made.map((v, i) => ({
        productId: template.productId,
        variantId: v.id,
        storeId: template.storeId,
        brandId: template.brandId,
        categoryId: template.categoryId,
        nameKey: template.nameKey,
        searchText: template.searchText,
        sku: `WL-${tag}-${i}`,
        priceMinor: 1000,
        quantity: 5,
        moq: 1,
        weightGrams: 100,
      })),
    )
    .returning({ id: stockItems.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Puts these items straight on a customer's list (arranging a nearly full list). */
export async function fillWishlist(t: TestApp, customerId: number, stockIds: number[]) {
  await t.database.db.insert(wishlistItems).values(stockIds.map((stockId) => ({ customerId, stockId })));
}
