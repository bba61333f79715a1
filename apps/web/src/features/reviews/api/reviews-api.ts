import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { WriteReviewBody } from '@shop/contract';
import { REVIEW_PAGE_SIZE_DEFAULT } from '@shop/contract/review-rules';
import { CUSTOMER_QUERY_ROOT } from '@/features/cart';
import { callApi } from '@/lib/api-client';
import { IN_SHOPPERS_LANGUAGE } from '@/lib/query-client';

// The calls of reviews: an order's review form (the customer's own, under CUSTOMER_QUERY_ROOT so signing out drops
// it), writing one, and a product's reviews a page at a time.

export const orderReviewsQueryKey = (customerId: number, orderId: string) => [CUSTOMER_QUERY_ROOT, customerId, 'reviews', orderId] as const;

/** The review form of one of the customer's orders: its lines, each with its review once written. */
export const orderReviewsQuery = (customerId: number, orderId: string) =>
  queryOptions({
    queryKey: orderReviewsQueryKey(customerId, orderId),
    queryFn: async ({ signal }) => (await callApi('orderReviews', { params: { order_id: orderId }, query: { customer_id: customerId }, signal })).data,
    ...IN_SHOPPERS_LANGUAGE,
  });

export const writeReview = async (customerId: number, orderId: string, body: WriteReviewBody) =>
  (await callApi('writeReview', { params: { order_id: orderId }, query: { customer_id: customerId }, body })).data;

/** Every query of a product's reviews; written reviews refresh them (and the stock items, which carry the rating). */
export const STOCK_REVIEWS_ROOT = ['stock', 'reviews'] as const;

/** The reviews of a stock item's product, newest first, REVIEW_PAGE_SIZE_DEFAULT at a time ('Show more reviews'). */
export const stockReviewsQuery = (stockId: number) =>
  infiniteQueryOptions({
    queryKey: [...STOCK_REVIEWS_ROOT, stockId],
    queryFn: ({ pageParam, signal }) =>
      callApi('stockReviews', { params: { id: stockId }, query: { page: pageParam, page_size: REVIEW_PAGE_SIZE_DEFAULT }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.total_pages ? last.page + 1 : undefined),
  });
