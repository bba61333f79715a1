import type { StockListParams } from '@shop/contract';
import { stockListQuery } from './catalog-queries';

// A category's or brand's products, a page at a time, the page number in the URL (`?page=`). The pages ask with
// these, and so does the prefetch on a link's hover, so both share one cache entry.

export const CATALOG_PAGE_SIZE = 24;

/** The page number of a URL query: anything but a whole number from 1 up reads as page 1. */
export function pageOf(params: URLSearchParams): number {
  const raw = params.get('page');
  const parsed = raw && /^\d{1,7}$/.test(raw) ? Number(raw) : 1;
  return parsed >= 1 ? parsed : 1;
}

/** One page of the products of a category or a brand. */
export const catalogPageQuery = (filter: Pick<StockListParams, 'category' | 'brand'>, page: number) =>
  stockListQuery({ ...filter, page, page_size: CATALOG_PAGE_SIZE });
