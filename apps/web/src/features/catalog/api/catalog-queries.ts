import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Brand, Category, StockItem, StockListParams, StockListResponse, Store } from '@shop/contract';
import { CATALOG_PATHS } from '@shop/contract/paths';
import { apiRequest } from '@/lib/api-client';

interface Envelope<T> {
  status: true;
  message: string;
  data: T;
}

const data = async <T,>(path: string): Promise<T> => (await apiRequest<Envelope<T>>(path)).data;

const FIVE_MINUTES = 5 * 60_000;

export const brandsQuery = () => queryOptions({ queryKey: ['brands'], queryFn: () => data<Brand[]>(CATALOG_PATHS.brands) });

export const brandQuery = (idOrSlug: string) =>
  queryOptions({ queryKey: ['brands', idOrSlug], queryFn: () => data<Brand>(CATALOG_PATHS.brand(idOrSlug)) });

/** Categories are cached for 5 minutes (spec). */
export const categoriesQuery = () =>
  queryOptions({ queryKey: ['categories'], queryFn: () => data<Category[]>(CATALOG_PATHS.categories), staleTime: FIVE_MINUTES });

export const categoryQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['categories', idOrSlug],
    queryFn: () => data<Category>(CATALOG_PATHS.category(idOrSlug)),
    staleTime: FIVE_MINUTES,
  });

export const storesQuery = () => queryOptions({ queryKey: ['stores'], queryFn: () => data<Store[]>(CATALOG_PATHS.stores) });

/** One page of stock from the server; the previous page stays on screen while the next loads. */
export const stockListQuery = (params: StockListParams) =>
  queryOptions({
    queryKey: ['stock', 'list', params],
    queryFn: ({ signal }) =>
      apiRequest<StockListResponse>(CATALOG_PATHS.stock, { query: params as Record<string, string | number | boolean | string[]>, signal }),
    placeholderData: keepPreviousData,
  });

export const stockItemQuery = (id: string) =>
  queryOptions({ queryKey: ['stock', 'item', id], queryFn: () => data<StockItem>(CATALOG_PATHS.stockItem(id)) });

export const stockVariantsQuery = (id: string) =>
  queryOptions({ queryKey: ['stock', 'variants', id], queryFn: () => data<StockItem[]>(CATALOG_PATHS.stockVariants(id)) });
