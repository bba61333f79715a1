import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productReviews, products } from '../../db/schema/index.js';
import { expectError } from '../../test-support/accounts.js';
import { cartCall, newShopper, type Shopper } from '../../test-support/cart.js';
import {
  expectReviewForm,
  expectStockReviews,
  expectWritten,
  getReviewForm,
  newProduct,
  placedOrderOf,
  reviewPath,
  setOrderStatus,
  stockReviews,
  writeReview,
} from '../../test-support/reviews.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

describe.each(backends)('product reviews on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  /** A shopper with a placed order of one new product (two when asked), moved to `status`. */
  async function buyerOf(status: 'Delivered' | 'Completed' | 'Pending' | 'Shipped' = 'Delivered', productCount = 1) {
    const s = await newShopper(t);
    const made = [];
    for (let i = 0; i < productCount; i++) made.push(await newProduct(t));
    const order = await placedOrderOf(
      t,
      s,
      made.map((p) => p.stockId),
    );
    if (status !== 'Pending') await setOrderStatus(t, order.orderId, status);
    return { ...s, ...order, products: made };
  }
  const write = (s: Shopper & { orderId: string }, payload: unknown) => writeReview(t, s, s.orderId, s.customerId, payload);
  const productRow = async (id: number) => (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!;

  it('a buyer reviews a delivered line: 201 signed "Ama M.", on the form, in the product rating and its reviews list', async () => {
    const s = await buyerOf('Delivered', 2);
    const before = expectReviewForm(await getReviewForm(t, s, s.orderId, s.customerId));
    expect(before).toMatchObject({ order_id: s.orderId, status: 'Delivered', can_review: true });
    expect(before.lines.map((l) => [l.order_item_id, l.product.id, l.review])).toEqual([
      [s.lines[0], s.products[0]!.stockId, null],
      [s.lines[1], s.products[1]!.stockId, null],
    ]);

    const line = expectWritten(await write(s, { order_item_id: s.lines[0], rating: 4, body: '  Smooth and rich.\nWould buy again.  ' }));
    expect(line.order_item_id).toBe(s.lines[0]);
    expect(line.review).toMatchObject({ rating: 4, body: 'Smooth and rich.\nWould buy again.', reviewer_name: 'Ama M.' });

    const after = expectReviewForm(await getReviewForm(t, s, s.orderId, s.customerId));
    expect(after.lines[0]!.review).toEqual(line.review);
    expect(after.lines[1]!.review).toBeNull();

    const { stockId, productId } = s.products[0]!;
    expect(await productRow(productId)).toMatchObject({ ratingTotal: 4, ratingCount: 1 });
    const list = expectStockReviews(await stockReviews(t, stockId));
    expect(list).toMatchObject({ count: 1, total_pages: 1, page: 1, page_size: 5, rating: { average: 4, count: 1 } });
    expect(list.data).toEqual([
      {
        id: line.review!.id,
        rating: 4,
        body: 'Smooth and rich.\nWould buy again.',
        reviewer_name: 'Ama M.',
        created_at: line.review!.created_at,
        verified_purchase: true,
      },
    ]);
    // The catalogue's answers carry the rating, the other product's is still empty.
    const item = (await t.api('GET', `/stock/${stockId}/`)).json();
    expect(item.data.rating).toEqual({ average: 4, count: 1 });
    expect((await t.api('GET', `/stock/${s.products[1]!.stockId}/`)).json().data.rating).toEqual({ average: null, count: 0 });
  });

  it('a completed order can be reviewed too, and a rating alone (no text) is a review', async () => {
    const s = await buyerOf('Completed');
    const line = expectWritten(await write(s, { order_item_id: s.lines[0], rating: 5 }));
    expect(line.review).toMatchObject({ rating: 5, body: '' });
  });

  it.each(['Pending', 'Shipped'] as const)('a %s order cannot be reviewed: the form says so and a post is 409, nothing written', async (status) => {
    const s = await buyerOf(status);
    expect(expectReviewForm(await getReviewForm(t, s, s.orderId, s.customerId))).toMatchObject({ status, can_review: false });
    expectError(
      await write(s, { order_item_id: s.lines[0], rating: 5 }),
      409,
      'ORDER_NOT_REVIEWABLE',
      'This order can be reviewed once it has been delivered.',
    );
    expect(await productRow(s.products[0]!.productId)).toMatchObject({ ratingTotal: 0, ratingCount: 0 });
  });

  it('a second review of the same line is 409 and the rating counts once', async () => {
    const s = await buyerOf();
    expectWritten(await write(s, { order_item_id: s.lines[0], rating: 2 }));
    expectError(await write(s, { order_item_id: s.lines[0], rating: 5 }), 409, 'REVIEW_ALREADY_WRITTEN', 'You have already reviewed this item.');
    expect(await productRow(s.products[0]!.productId)).toMatchObject({ ratingTotal: 2, ratingCount: 1 });
  });

  describe('only the buyer', () => {
    it('no token: 401 on the form and the post', async () => {
      const s = await buyerOf();
      expectError(await cartCall(t, 'GET', reviewPath(s.orderId, s.customerId)), 401, 'UNAUTHORIZED');
      expectError(await cartCall(t, 'POST', reviewPath(s.orderId, s.customerId), { payload: { order_item_id: s.lines[0], rating: 5 } }), 401, 'UNAUTHORIZED');
    });

    it("another customer's token with the buyer's customer_id: 403; with their own id the buyer's order is 404", async () => {
      const s = await buyerOf();
      const other = await newShopper(t);
      expectError(await getReviewForm(t, other, s.orderId, s.customerId), 403, 'FORBIDDEN');
      expectError(await writeReview(t, other, s.orderId, s.customerId, { order_item_id: s.lines[0], rating: 1 }), 403, 'FORBIDDEN');
      expectError(await getReviewForm(t, other, s.orderId, other.customerId), 404, 'ORDER_NOT_FOUND');
      expectError(await writeReview(t, other, s.orderId, other.customerId, { order_item_id: s.lines[0], rating: 1 }), 404, 'ORDER_NOT_FOUND');
      expect(await t.database.db.select().from(productReviews).where(eq(productReviews.orderItemId, s.lines[0]!))).toEqual([]);
    });

    it("another customer's line under one's own order: 404 ORDER_ITEM_NOT_FOUND; a missing order: 404", async () => {
      const s = await buyerOf();
      const other = await buyerOf();
      expectError(await write(s, { order_item_id: other.lines[0], rating: 1 }), 404, 'ORDER_ITEM_NOT_FOUND', 'This item is not part of this order.');
      expectError(await writeReview(t, s, 'AGH000000', s.customerId, { order_item_id: s.lines[0], rating: 1 }), 404, 'ORDER_NOT_FOUND');
      expect(await productRow(other.products[0]!.productId)).toMatchObject({ ratingCount: 0 });
    });
  });

  describe('bad input: 400 VALIDATION_FAILED with the field codes, nothing written', () => {
    it.each([
      ['rating 0', { rating: 0 }, 'rating', 'REVIEW_RATING'],
      ['rating 6', { rating: 6 }, 'rating', 'REVIEW_RATING'],
      ['rating 4.5', { rating: 4.5 }, 'rating', 'REVIEW_RATING'],
      ['rating missing', { rating: undefined }, 'rating', 'REVIEW_RATING'],
      ['a NUL in the text', { body: 'Good\u0000' }, 'body', 'REVIEW_BODY_CHARS'],
      ['an escape in the text', { body: 'Good \u001b[31m' }, 'body', 'REVIEW_BODY_CHARS'],
      ['2001 characters', { body: 'a'.repeat(2001) }, 'body', 'REVIEW_BODY_MAX'],
      ['order_item_id a string', { order_item_id: '12' }, 'order_item_id', 'ID_NOT_NUMBER'],
    ])('%s', async (_name, patch, field, code) => {
      const s = await buyerOf();
      const res = await write(s, { order_item_id: s.lines[0], rating: 5, body: 'Fine', ...patch });
      const body = expectError(res, 400, 'VALIDATION_FAILED');
      expect((body.params as { fields: Record<string, string[]> }).fields[field]).toContain(code);
      expect(await productRow(s.products[0]!.productId)).toMatchObject({ ratingCount: 0 });
    });

    it('a malformed order number is 400', async () => {
      const s = await newShopper(t);
      expectError(await getReviewForm(t, s, 'AGH12', s.customerId), 400, 'VALIDATION_FAILED');
    });
  });

  describe("a product's reviews", () => {
    it('newest first, paged, the average to 1 decimal over every review; past the end an empty page', async () => {
      const { stockId, productId, tag } = await newProduct(t);
      const ratings = [5, 4, 4, 3, 5, 5, 2];
      for (const rating of ratings) {
        const s = await newShopper(t);
        const order = await placedOrderOf(t, s, [stockId]);
        await setOrderStatus(t, order.orderId, 'Delivered');
        expectWritten(await writeReview(t, s, order.orderId, s.customerId, { order_item_id: order.lines[0], rating, body: `Rated ${rating}` }));
      }
      expect(await productRow(productId)).toMatchObject({ ratingTotal: 28, ratingCount: 7 });
      const first = expectStockReviews(await stockReviews(t, stockId, '?page=1&page_size=3'));
      expect(first).toMatchObject({ count: 7, total_pages: 3, page: 1, page_size: 3, rating: { average: 4, count: 7 } });
      expect(first.data.map((r) => r.rating)).toEqual([2, 5, 5]);
      const last = expectStockReviews(await stockReviews(t, stockId, '?page=3&page_size=3'));
      expect(last.data.map((r) => r.body)).toEqual(['Rated 5']);
      expect(expectStockReviews(await stockReviews(t, stockId, '?page=4&page_size=3')).data).toEqual([]);
      // Every stock item of the product answers the product's reviews, and the list shows them in the catalogue.
      const listed = (await t.api('GET', `/stock/?search=${tag}`)).json();
      const card = listed.data.find((item: { id: number }) => item.id === stockId);
      expect(card.rating).toEqual({ average: 4, count: 7 });
    });

    it('an average rounds to 1 decimal (4, 5, 5 is 4.7)', async () => {
      const { stockId } = await newProduct(t);
      for (const rating of [4, 5, 5]) {
        const s = await newShopper(t);
        const order = await placedOrderOf(t, s, [stockId]);
        await setOrderStatus(t, order.orderId, 'Completed');
        expectWritten(await writeReview(t, s, order.orderId, s.customerId, { order_item_id: order.lines[0], rating }));
      }
      expect(expectStockReviews(await stockReviews(t, stockId)).rating).toEqual({ average: 4.7, count: 3 });
    });

    it('none yet: an empty page, average null; an unknown stock item 404; bad paging 400; the key is required', async () => {
      const { stockId } = await newProduct(t);
      expect(expectStockReviews(await stockReviews(t, stockId))).toMatchObject({ data: [], count: 0, total_pages: 0, rating: { average: null, count: 0 } });
      expectError(await stockReviews(t, 2_000_000_000), 404, 'PRODUCT_NOT_FOUND');
      expectError(await stockReviews(t, stockId, '?page_size=51'), 400, 'VALIDATION_FAILED');
      expectError(await stockReviews(t, stockId, '?page=0'), 400, 'VALIDATION_FAILED');
      expectError(await t.call('GET', `/stock/${stockId}/reviews/`), 401, 'API_KEY_REQUIRED');
    });
  });
});
