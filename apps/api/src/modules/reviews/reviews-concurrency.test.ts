import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productReviews, products } from '../../db/schema/index.js';
import { newShopper } from '../../test-support/cart.js';
import { newProduct, placedOrderOf, setOrderStatus, writeReview } from '../../test-support/reviews.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// A race needs a real server with several connections (the app's pool); PGlite runs one statement at a time.
// CI sets TEST_DATABASE_URL.

describe.skipIf(!process.env.TEST_DATABASE_URL)('reviewing one line at once on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  it('20 posts of the same line at once: exactly one 201, 19 answered 409, one review and a rating count of 1', async () => {
    const { stockId, productId } = await newProduct(t);
    const s = await newShopper(t);
    const order = await placedOrderOf(t, s, [stockId]);
    await setOrderStatus(t, order.orderId, 'Delivered');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => writeReview(t, s, order.orderId, s.customerId, { order_item_id: order.lines[0], rating: (i % 5) + 1 })),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    expect(responses.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'REVIEW_ALREADY_WRITTEN')).toBe(true);
    const written = responses.find((r) => r.statusCode === 201)!.json().data.review.rating as number;
    const reviews = await t.database.db.select().from(productReviews).where(eq(productReviews.productId, productId));
    expect(reviews.map((r) => r.rating)).toEqual([written]);
    const [product] = await t.database.db.select().from(products).where(eq(products.id, productId));
    expect(product).toMatchObject({ ratingTotal: written, ratingCount: 1 });
  });
});
