import { DEFAULT_ORDER_PERIOD, ORDER_PERIODS, ORDER_TABS, type OrderOrdering, type OrderPeriod, type OrderTabId } from '@shop/contract/my-orders';

// My Orders' filters as the URL holds them (?status=&period=&sort=, beside ?highlight=), so a reload, a shared link
// and the Back button keep them; the server applies them (GET /order/'s status, period and ordering).

/** The Sort dropdown's choices, by their URL names, and the server's ordering of each. */
export const ORDER_SORTS = { newest: '-created_at', oldest: 'created_at', 'price-high': '-total', 'price-low': 'total' } as const satisfies Record<
  string,
  OrderOrdering
>;
export type OrderSort = keyof typeof ORDER_SORTS;
export const DEFAULT_ORDER_SORT: OrderSort = 'newest';

export interface OrderFilters {
  tab: OrderTabId;
  period: OrderPeriod;
  sort: OrderSort;
}

export const NO_ORDER_FILTERS: OrderFilters = { tab: 'all', period: DEFAULT_ORDER_PERIOD, sort: DEFAULT_ORDER_SORT };

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** The filters of a URL; anything unknown is the default (an old or mistyped link still opens the page). */
export function readOrderFilters(params: URLSearchParams): OrderFilters {
  return {
    tab: oneOf(
      ORDER_TABS.map((tab) => tab.id),
      params.get('status'),
      'all',
    ),
    period: oneOf(ORDER_PERIODS, params.get('period'), DEFAULT_ORDER_PERIOD),
    sort: oneOf(Object.keys(ORDER_SORTS) as OrderSort[], params.get('sort'), DEFAULT_ORDER_SORT),
  };
}

/** The URL of these filters: defaults are left out; other parameters (?highlight=) are kept. */
export function writeOrderFilters(params: URLSearchParams, filters: OrderFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string, fallback: string) => (value === fallback ? next.delete(name) : next.set(name, value));
  set('status', filters.tab, 'all');
  set('period', filters.period, DEFAULT_ORDER_PERIOD);
  set('sort', filters.sort, DEFAULT_ORDER_SORT);
  return next;
}

/** GET /order/'s query of these filters: the tab's statuses, the period, the ordering; the server's defaults left out. */
export function orderListQuery(filters: OrderFilters) {
  const statuses = ORDER_TABS.find((tab) => tab.id === filters.tab)!.statuses;
  return {
    ...(statuses.length ? { status: statuses.join(',') } : {}),
    ...(filters.period !== DEFAULT_ORDER_PERIOD ? { period: filters.period } : {}),
    ...(filters.sort !== DEFAULT_ORDER_SORT ? { ordering: ORDER_SORTS[filters.sort] } : {}),
  };
}

/** Whether the Sort or Time filter differs from the default (the badges and 'Clear filters' show). */
export const hasActiveFilters = (filters: OrderFilters) => filters.period !== DEFAULT_ORDER_PERIOD || filters.sort !== DEFAULT_ORDER_SORT;
