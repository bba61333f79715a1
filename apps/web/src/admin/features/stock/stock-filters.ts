import { ADMIN_PAGE_SIZE_DEFAULT } from '@shop/contract/admin';
import type { AdminQueryOf } from '@shop/contract/admin-endpoints';

// The stock list's search as the URL holds it (?q=&low=true&page=), as the orders list keeps its filters: a reload, a
// link and the Back button keep it; the server applies it (GET /stock/).

export interface StockFilters {
  /** A SKU (whole or part) or words of the product's name. */
  q: string;
  /** Only the items at LOW_STOCK_AT units or fewer, fewest first. */
  low: boolean;
  page: number;
}

export const NO_STOCK_FILTERS: StockFilters = { q: '', low: false, page: 1 };

/** The search of a URL; anything unknown is left out. */
export function readStockFilters(params: URLSearchParams): StockFilters {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim(),
    low: params.get('low') === 'true',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL's search of these filters: what is empty or off, and the first page, are left out. */
export function writeStockFilters({ q, low, page }: StockFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (low) params.set('low', 'true');
  if (page > 1) params.set('page', String(page));
  return params;
}

/** GET /stock/'s query of these filters. */
export function stockQueryOf({ q, low, page }: StockFilters): AdminQueryOf<'stock'> {
  return { ...(q ? { q } : {}), ...(low ? { low: 'true' as const } : {}), page, page_size: ADMIN_PAGE_SIZE_DEFAULT };
}
