import {
  isReviewable,
  ratingAverage,
  type LanguageCode,
  type OrderReviews,
  type OrderStatus,
  type OwnReview,
  type ProductReview,
  type ProductRating,
  type ReviewLine,
} from '@shop/contract';
import { inTransaction, type Executor } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { ownCustomer } from '../cart/cart.service.js';
import { createReviewsRepo, type ReviewRow } from './reviews.repo.js';

// Reviews of what a customer bought (issue 13): only the buyer of an order line reviews it, once, when the order has
// reached them (Delivered or Completed). Another customer's order or line answers 404 as a missing one does.

export const REVIEW_MESSAGES = { form: 'Reviews retrieved', written: 'Review submitted', list: 'Reviews retrieved' } as const;

/** "Ama K.": the first name and the last name's initial, so a review names its writer without giving them away. */
export function signatureOf(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0];
  return initial ? `${firstName.trim()} ${initial.toLocaleUpperCase()}.` : firstName.trim();
}

const ownReview = (row: ReviewRow): OwnReview => ({
  id: row.id,
  rating: row.rating,
  body: row.body,
  reviewer_name: row.reviewerName,
  created_at: row.createdAt.toISOString(),
});

type OrderLine = NonNullable<Awaited<ReturnType<ReturnType<typeof createReviewsRepo>['orderOf']>>>['lines'][number];

const lineAnswer = (line: OrderLine, review: ReviewRow | undefined): ReviewLine => ({
  order_item_id: line.id,
  product: { id: line.stockId, name: line.productName, image: line.image, attributes: line.attributes as { name: string; value: string }[] },
  review: review ? ownReview(review) : null,
});

export interface WriteReview {
  orderItemId: number;
  rating: number;
  body: string;
  language: LanguageCode;
}

export function createReviewsService({ db }: { db: Executor }) {
  const repo = createReviewsRepo(db);

  async function ownOrder(r: ReturnType<typeof createReviewsRepo>, customerId: number, orderNumber: string) {
    const order = await r.orderOf(customerId, orderNumber);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    return order;
  }

  return {
    /** The review form of one of the customer's orders. */
    async form(tokenCustomerId: number, named: number, orderNumber: string): Promise<OrderReviews> {
      const order = await ownOrder(repo, ownCustomer(tokenCustomerId, named), orderNumber);
      const reviews = await repo.reviewsOfOrder(order.id);
      const status = order.status as OrderStatus;
      return {
        order_id: order.orderNumber,
        status,
        can_review: isReviewable(status),
        lines: order.lines.map((line) =>
          lineAnswer(
            line,
            reviews.find((r) => r.orderItemId === line.id),
          ),
        ),
      };
    },

    /** Writes a review of one line, and adds its rating to the product's, in one transaction. */
    async write(tokenCustomerId: number, named: number, orderNumber: string, input: WriteReview): Promise<ReviewLine> {
      const customerId = ownCustomer(tokenCustomerId, named);
      return inTransaction(db, async (tx) => {
        const r = createReviewsRepo(tx);
        const order = await ownOrder(r, customerId, orderNumber);
        const line = order.lines.find((l) => l.id === input.orderItemId);
        if (!line) throw new AppError('ORDER_ITEM_NOT_FOUND');
        if (!isReviewable(order.status as OrderStatus)) throw new AppError('ORDER_NOT_REVIEWABLE');
        const names = await r.namesOf(customerId);
        const review = await r.insert({
          orderItemId: line.id,
          orderId: order.id,
          customerId,
          productId: line.productId,
          stockId: line.stockId,
          rating: input.rating,
          body: input.body,
          reviewerName: signatureOf(names?.firstName ?? '', names?.lastName ?? ''),
          language: input.language,
        });
        if (!review) throw new AppError('REVIEW_ALREADY_WRITTEN');
        await r.addRating(line.productId, input.rating);
        return lineAnswer(line, review);
      });
    },

    /** A page of the reviews of a stock item's product, newest first, with its rating (from the kept total and count). */
    async ofStock(stockId: number, page: number, pageSize: number): Promise<{ data: ProductReview[]; rating: ProductRating; total_pages: number }> {
      const product = await repo.productOfStock(stockId);
      if (!product) throw new AppError('PRODUCT_NOT_FOUND');
      const rows = product.ratingCount > (page - 1) * pageSize ? await repo.pageOf(product.productId, pageSize, (page - 1) * pageSize) : [];
      return {
        data: rows.map((row) => ({
          id: row.id,
          rating: row.rating,
          body: row.body,
          reviewer_name: row.reviewerName,
          created_at: row.createdAt.toISOString(),
          verified_purchase: true as const,
        })),
        rating: { average: ratingAverage(product.ratingTotal, product.ratingCount), count: product.ratingCount },
        total_pages: Math.ceil(product.ratingCount / pageSize),
      };
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
