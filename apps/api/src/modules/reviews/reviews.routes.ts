import { negotiateLanguage } from '../../http/language.js';
import type { Router } from '../../http/router.js';
import { REVIEW_MESSAGES, type ReviewsService } from './reviews.service.js';

const ownership =
  "customer_id must be the bearer token's own customer (403 otherwise); another customer's order answers 404 ORDER_NOT_FOUND, as one that does not exist.";

// The scope demands the public key and the customer's bearer token before any of these runs.
export function orderReviewsRoutes(router: Router, reviews: ReviewsService) {
  router.route(
    'orderReviews',
    {
      tags: ['reviews'],
      summary: "The review form of one of the signed-in customer's orders",
      description: `Each line as it was placed (name, picture, options) with its review once written; can_review while the order is Delivered or Completed. ${ownership}`,
    },
    async (request) => ({
      status: true as const,
      message: REVIEW_MESSAGES.form,
      data: await reviews.form(request.customer!.customerId, request.query.customer_id, request.params.order_id),
    }),
  );

  router.route(
    'writeReview',
    {
      tags: ['reviews'],
      summary: 'Review one line of a delivered or completed order (its buyer only, once)',
      description:
        'rating 1-5, body optional (at most 2000 characters; line breaks and tabs allowed, no other control character). ' +
        "201 with the line and its review, signed with the account's first name and last initial. 404 ORDER_ITEM_NOT_FOUND " +
        'for a line of another order, 409 ORDER_NOT_REVIEWABLE before the order is Delivered or Completed, 409 ' +
        `REVIEW_ALREADY_WRITTEN for a line reviewed before. ${ownership}`,
      creates: true,
    },
    async (request, reply) => {
      const { order_item_id, rating, body } = request.body;
      const data = await reviews.write(request.customer!.customerId, request.query.customer_id, request.params.order_id, {
        orderItemId: order_item_id,
        rating,
        body,
        language: negotiateLanguage(request.headers['accept-language']),
      });
      reply.code(201);
      return { status: true as const, message: REVIEW_MESSAGES.written, data };
    },
  );
}

// The scope demands the public key.
export function stockReviewsRoutes(router: Router, reviews: ReviewsService) {
  router.route(
    'stockReviews',
    {
      tags: ['reviews', 'catalogue'],
      summary: "The reviews of a stock item's product, newest first, a page at a time (page, page_size: 5 by default, at most 50)",
      description:
        'Every review is by a buyer of the product (verified_purchase). rating: the average to 1 decimal (null with none) and the count; count is all the reviews.',
    },
    async (request) => {
      const { page, page_size } = request.query;
      const { data, rating, total_pages } = await reviews.ofStock(request.params.id, page, page_size);
      return { status: true as const, message: REVIEW_MESSAGES.list, data, count: rating.count, total_pages, page, page_size, rating };
    },
  );
}
