import { ADMIN_PAGE_SIZE_DEFAULT } from '@shop/contract/admin';
import type { AdminQueryOf } from '@shop/contract/admin-endpoints';

// The customers list's search and page as the URL holds them (?q=&page=); the server applies them (GET /customers/).

export interface CustomerFilters {
  /** A name, email, phone or customer code (whole or part). */
  q: string;
  page: number;
}

export function readCustomerFilters(params: URLSearchParams): CustomerFilters {
  const page = Number(params.get('page'));
  return { q: (params.get('q') ?? '').trim(), page: Number.isInteger(page) && page > 1 ? page : 1 };
}

export function writeCustomerFilters({ q, page }: CustomerFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  return params;
}

export const customersQueryOf = ({ q, page }: CustomerFilters): AdminQueryOf<'customers'> => ({
  ...(q ? { q } : {}),
  page,
  page_size: ADMIN_PAGE_SIZE_DEFAULT,
});
