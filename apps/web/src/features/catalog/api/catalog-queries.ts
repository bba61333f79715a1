import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { StockListParams } from '@shop/contract';
import { FEATURED_PRODUCTS_COUNT } from '@shop/contract/constants';
import { callApi } from '@/lib/api-client';
import { IN_SHOPPERS_LANGUAGE } from '@/lib/query-client';

const FIVE_MINUTES = 5 * 60_000;

export const brandsQuery = () => queryOptions({ queryKey: ['brands'], queryFn: async () => (await callApi('brands')).data });

export const brandQuery = (idOrSlug: string) =>
  queryOptions({ queryKey: ['brands', idOrSlug], queryFn: async () => (await callApi('brand', { params: { id: idOrSlug } })).data });

/** Categories are cached for 5 minutes (spec), and fetched again in another language. */
export const categoriesQuery = () =>
  queryOptions({ queryKey: ['categories'], queryFn: async () => (await callApi('categories')).data, staleTime: FIVE_MINUTES, ...IN_SHOPPERS_LANGUAGE });

export const categoryQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['categories', idOrSlug],
    queryFn: async () => (await callApi('category', { params: { id: idOrSlug } })).data,
    staleTime: FIVE_MINUTES,
    ...IN_SHOPPERS_LANGUAGE,
  });

export const storesQuery = () => queryOptions({ queryKey: ['stores'], queryFn: async () => (await callApi('stores')).data });

// Stock items name their options (Size: 250 g) in the shopper's language.

/** One page of stock from the server; the previous page stays on screen while the next loads. */
export const stockListQuery = (params: StockListParams) =>
  queryOptions({
    queryKey: ['stock', 'list', params],
    queryFn: ({ signal }) => callApi('stockList', { query: params, signal }),
    placeholderData: keepPreviousData,
    ...IN_SHOPPERS_LANGUAGE,
  });

/** The home page's Featured Products: the products the shop chose, one stock item each. */
export const featuredProductsQuery = () => stockListQuery({ page: 1, page_size: FEATURED_PRODUCTS_COUNT, featured: true });

export const stockItemQuery = (id: string) =>
  queryOptions({ queryKey: ['stock', 'item', id], queryFn: async () => (await callApi('stockItem', { params: { id } })).data, ...IN_SHOPPERS_LANGUAGE });

export const stockVariantsQuery = (id: string) =>
  queryOptions({
    queryKey: ['stock', 'variants', id],
    queryFn: async () => (await callApi('stockVariants', { params: { id } })).data,
    ...IN_SHOPPERS_LANGUAGE,
  });
