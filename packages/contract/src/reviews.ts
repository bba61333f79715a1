import { z } from 'zod';
import { envelope, pagedEnvelope } from './common.js';
import { fieldCode as m } from './field-messages.js';
import { ORDER_STATUSES } from './orders.js';
import { REVIEW_BODY_MAX, REVIEW_PAGE_SIZE_DEFAULT, REVIEW_PAGE_SIZE_MAX, REVIEW_RATING_MAX, REVIEW_RATING_MIN } from './review-rules.js';

export * from './review-rules.js';

// The calls of product reviews (issue 13, 'Write a Review'; the spec makes no call, DESIGN.md section 6): the review
// form of one of the customer's orders, writing a review of one of its lines, and a product's reviews.

const MAX_ID = 2_147_483_647;

/** The review's text may hold line breaks and tabs, but no other control character (as the contact form's message). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL_BUT_LINES = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/** POST /order/:order_id/reviews/: a review of one line of the order, by its buyer. */
export const writeReviewBody = z.object({
  order_item_id: z
    .number({ message: m('ID_NOT_NUMBER') })
    .int(m('ID_WHOLE'))
    .min(1, m('ID_POSITIVE'))
    .max(MAX_ID, m('ID_TOO_LARGE')),
  rating: z
    .number({ message: m('REVIEW_RATING') })
    .int(m('REVIEW_RATING'))
    .min(REVIEW_RATING_MIN, m('REVIEW_RATING'))
    .max(REVIEW_RATING_MAX, m('REVIEW_RATING')),
  body: z
    .string({ message: m('REVIEW_BODY_CHARS') })
    .trim()
    .max(REVIEW_BODY_MAX, m('REVIEW_BODY_MAX'))
    .regex(NO_CONTROL_BUT_LINES, m('REVIEW_BODY_CHARS'))
    .optional()
    .default(''),
});
export type WriteReviewBody = z.input<typeof writeReviewBody>;

/** A review as its writer sees it on the review form. */
export const ownReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
  body: z.string(),
  /** How it is signed on the product page ("Ama K."), frozen when written. */
  reviewer_name: z.string(),
  created_at: z.string(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** One line of the order on the review form: what was bought (as placed) and its review once written. */
export const reviewLineSchema = z.object({
  order_item_id: z.number().int(),
  product: z.object({
    /** The stock item bought: its product page is /product/{id}. */
    id: z.number().int(),
    name: z.string(),
    image: z.string(),
    attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  }),
  review: ownReviewSchema.nullable(),
});
export type ReviewLine = z.infer<typeof reviewLineSchema>;

/** GET /order/:order_id/reviews/: the review form of an order. `can_review` while it is Delivered or Completed. */
export const orderReviewsSchema = z.object({
  order_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  can_review: z.boolean(),
  lines: z.array(reviewLineSchema),
});
export type OrderReviews = z.infer<typeof orderReviewsSchema>;
export const orderReviewsResponse = envelope(orderReviewsSchema);
/** POST /order/:order_id/reviews/ (201): the line with its review. */
export const writeReviewResponse = envelope(reviewLineSchema);

/** A product's rating as the catalogue answers it: average to 1 decimal (null with no review) and how many. */
export const productRatingSchema = z.object({ average: z.number().min(0).max(REVIEW_RATING_MAX).nullable(), count: z.number().int().nonnegative() });
export type ProductRating = z.infer<typeof productRatingSchema>;

/** A review on the product page: every one is by a buyer of the product, so each is a verified purchase. */
export const productReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
  body: z.string(),
  reviewer_name: z.string(),
  created_at: z.string(),
  verified_purchase: z.literal(true),
});
export type ProductReview = z.infer<typeof productReviewSchema>;

const pageParam = (field: string, max: number) =>
  z
    .string({ message: `${field} must be given once.` })
    .regex(/^\d{1,9}$/, `${field} must be a whole number.`)
    .transform(Number)
    .refine((n) => n >= 1, `${field} must be at least 1.`)
    .refine((n) => n <= max, `${field} must be at most ${max}.`);

/** GET /stock/:id/reviews/?page=&page_size=: newest first. */
export const stockReviewsQuerySchema = z.object({
  page: pageParam('page', 1_000_000).optional().default(1),
  page_size: pageParam('page_size', REVIEW_PAGE_SIZE_MAX).optional().default(REVIEW_PAGE_SIZE_DEFAULT),
});

/** A page of the product's reviews (`count` all of them) and its rating. */
export const stockReviewsResponse = pagedEnvelope(productReviewSchema).extend({ rating: productRatingSchema });
export type StockReviewsPage = z.infer<typeof stockReviewsResponse>;

export const REVIEW_WRITTEN_MESSAGE = 'Review submitted';
