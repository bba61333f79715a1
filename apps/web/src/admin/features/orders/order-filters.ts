import { ADMIN_PAGE_SIZE_DEFAULT } from '@shop/contract/admin';
import type { AdminQueryOf } from '@shop/contract/admin-endpoints';
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '@shop/contract/orders';

// The orders list's filters as the URL holds them (?q=&status=&payment_status=&from=&to=&page=), so a reload, a link
// sent to a colleague and the Back button keep them; the server applies them (GET /orders/).

export interface OrderFilters {
  /** An order number (whole or part), a customer's email or phone. */
  q: string;
  status: OrderStatus | '';
  payment_status: PaymentStatus | '';
  /** Placed on or after this day, on or before that one (YYYY-MM-DD). */
  from: string;
  to: string;
  page: number;
}

export const NO_ORDER_FILTERS: OrderFilters = { q: '', status: '', payment_status: '', from: '', to: '', page: 1 };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' => (values.includes(value as T) ? (value as T) : '');
const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

/** The filters of a URL; anything unknown is left out (an old or mistyped link still opens the list). */
export function readOrderFilters(params: URLSearchParams): OrderFilters {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim(),
    status: oneOf(ORDER_STATUSES, params.get('status')),
    payment_status: oneOf(PAYMENT_STATUSES, params.get('payment_status')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL's search of these filters: what is empty, and the first page, are left out. */
export function writeOrderFilters(filters: OrderFilters): URLSearchParams {
  const { page, ...rest } = filters;
  const params = new URLSearchParams(Object.entries(rest).filter(([, value]) => value !== ''));
  if (page > 1) params.set('page', String(page));
  return params;
}

/** GET /orders/'s query of these filters. */
export function ordersQueryOf(filters: OrderFilters): AdminQueryOf<'orders'> {
  const { page, ...rest } = filters;
  const given = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== ''));
  return { ...given, page, page_size: ADMIN_PAGE_SIZE_DEFAULT };
}
