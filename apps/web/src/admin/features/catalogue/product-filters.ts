import { ADMIN_PAGE_SIZE_DEFAULT } from '@shop/contract/admin';
import type { AdminQueryOf } from '@shop/contract/admin-endpoints';

// The product list's search as the URL holds it (?q=&show=hidden&page=), as the stock list keeps its own: a reload, a
// link and the Back button keep it; the server applies it (GET /catalogue/products/).

/** Every product, only the hidden ones, or only those shown in the shop. */
export const PRODUCT_VISIBILITIES = ['all', 'hidden', 'shown'] as const;
export type ProductVisibility = (typeof PRODUCT_VISIBILITIES)[number];

export interface ProductFilters {
  /** Words of the name, or a slug. */
  q: string;
  show: ProductVisibility;
  page: number;
}

export const NO_PRODUCT_FILTERS: ProductFilters = { q: '', show: 'all', page: 1 };

/** The search of a URL; anything unknown is left out. */
export function readProductFilters(params: URLSearchParams): ProductFilters {
  const show = params.get('show');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim(),
    show: PRODUCT_VISIBILITIES.includes(show as ProductVisibility) ? (show as ProductVisibility) : 'all',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL's search of these filters: what is empty, every product, and the first page are left out. */
export function writeProductFilters({ q, show, page }: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (show !== 'all') params.set('show', show);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** GET /catalogue/products/'s query of these filters. */
export function productsQueryOf({ q, show, page }: ProductFilters): AdminQueryOf<'catalogueProducts'> {
  return {
    ...(q ? { q } : {}),
    ...(show !== 'all' ? { hidden: show === 'hidden' ? ('true' as const) : ('false' as const) } : {}),
    page,
    page_size: ADMIN_PAGE_SIZE_DEFAULT,
  };
}
