import { callApi } from '@/lib/api-client';

// The wishlist's writes (its read is wishlist-query.ts, on the first visit): the customer's bearer token, customer_id
// its own. Each answers the whole list, newest first.

export const addWishlistItem = async (customerId: number, stockId: number) =>
  (await callApi('wishlistAdd', { query: { customer_id: customerId }, body: { stock_id: stockId } })).data;

export const removeWishlistItem = async (customerId: number, stockId: number) =>
  (await callApi('wishlistRemove', { query: { customer_id: customerId }, params: { stock_id: stockId } })).data;

export const mergeGuestHearts = async (customerId: number, stockIds: number[]) =>
  (await callApi('wishlistMerge', { query: { customer_id: customerId }, body: { stock_ids: stockIds } })).data;
