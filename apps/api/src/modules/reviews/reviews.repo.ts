import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.js';
import { customers, orderItems, orders, productReviews, products, stockItems, users } from '../../db/schema/index.js';

// Product reviews (issue 13): one per order line (product_reviews_order_item_uq), and the product's rating total and
// count kept beside them in the same transaction, so no read ever counts reviews.

export type ReviewRow = typeof productReviews.$inferSelect;

export function createReviewsRepo(db: Executor) {
  return {
    /** The customer's order of that number (another customer's is not found), with its lines in the order placed. */
    async orderOf(customerId: number, orderNumber: string) {
      const [order] = await db
        .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status })
        .from(orders)
        .where(and(eq(orders.customerId, customerId), eq(orders.orderNumber, orderNumber)));
      if (!order) return undefined;
      const lines = await db
        .select({
          id: orderItems.id,
          stockId: orderItems.stockId,
          productId: stockItems.productId,
          productName: orderItems.productName,
          image: orderItems.image,
          attributes: orderItems.attributes,
        })
        .from(orderItems)
        .innerJoin(stockItems, eq(stockItems.id, orderItems.stockId))
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.id));
      return { ...order, lines };
    },

    /** The reviews written of these lines of one order. */
    reviewsOfOrder(orderId: number) {
      return db.select().from(productReviews).where(eq(productReviews.orderId, orderId));
    },

    /** How a review of this customer is signed: their first name and the initial of their last ("Ama K."). */
    async namesOf(customerId: number) {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(customers)
        .innerJoin(users, eq(users.id, customers.userId))
        .where(eq(customers.id, customerId));
      return row;
    },

    /**
     * Writes the review unless its line has one: undefined then. ON CONFLICT DO NOTHING waits for a simultaneous
     * writer of the same line to commit, so of any number at once exactly one inserts and the others find it taken.
     */
    async insert(review: typeof productReviews.$inferInsert): Promise<ReviewRow | undefined> {
      const [row] = await db.insert(productReviews).values(review).onConflictDoNothing({ target: productReviews.orderItemId }).returning();
      return row;
    },

    /** Adds one rating to the product's kept total and count (the caller's transaction holds the review too). */
    async addRating(productId: number, rating: number): Promise<void> {
      await db
        .update(products)
        .set({ ratingTotal: sql`${products.ratingTotal} + ${rating}`, ratingCount: sql`${products.ratingCount} + 1` })
        .where(eq(products.id, productId));
    },

    /** The product of a stock item, with its kept rating; undefined when there is no such stock item. */
    async productOfStock(stockId: number) {
      const [row] = await db
        .select({ productId: products.id, ratingTotal: products.ratingTotal, ratingCount: products.ratingCount })
        .from(stockItems)
        .innerJoin(products, eq(products.id, stockItems.productId))
        .where(eq(stockItems.id, stockId));
      return row;
    },

    /** A page of a product's reviews, newest first (product_reviews_product_idx). */
    pageOf(productId: number, limit: number, offset: number) {
      return db
        .select()
        .from(productReviews)
        .where(eq(productReviews.productId, productId))
        .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
        .limit(limit)
        .offset(offset);
    },
  };
}
export type ReviewsRepo = ReturnType<typeof createReviewsRepo>;
