import type { OrderStatus } from './orders.js';

// Product reviews (issue 13, 'Write a Review'): the rules both sides need. Zod-free, so the storefront imports it as
// `@shop/contract/review-rules` without zod.

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** A review's text: optional (a rating alone is a review), at most this many characters after trimming. */
export const REVIEW_BODY_MAX = 2000;
/** The product page's reviews: a page of 5 by default, at most 50. */
export const REVIEW_PAGE_SIZE_DEFAULT = 5;
export const REVIEW_PAGE_SIZE_MAX = 50;

/** An order's lines can be reviewed once it has reached its buyer (spec part 2 section 2: 'Completed or Delivered'). */
export const REVIEWABLE_ORDER_STATUSES: readonly OrderStatus[] = ['Delivered', 'Completed'];
export const isReviewable = (status: OrderStatus): boolean => REVIEWABLE_ORDER_STATUSES.includes(status);

/** A product's average rating from its kept total and count, to 1 decimal; null while it has no review. */
export function ratingAverage(total: number, count: number): number | null {
  return count > 0 ? Math.round((total * 10) / count) / 10 : null;
}
