import type { StockListParams, StockOrdering } from '@shop/contract';
import { SEARCH_MAX_LENGTH, SHOP_PAGE_SIZES } from '@shop/contract/constants';

// The shop's state lives in the URL query (bookmarkable, shareable, back-button friendly). This module turns
// the query into a validated state and back, and the state into the parameters of GET /stock/. It is pure:
// a bad or hand-edited value never reaches the server, it falls back to the default instead.

export type ShopPageSize = (typeof SHOP_PAGE_SIZES)[number];

/** The sort choices of the menu, in the order they are shown (absent = Default, the server's order). */
export const SHOP_ORDERINGS = ['price', '-price', 'name', '-name'] as const satisfies readonly StockOrdering[];

export const DEFAULT_SHOP_PAGE_SIZE: ShopPageSize = SHOP_PAGE_SIZES[0];
/** The server refuses more store values than this, and pages beyond this. */
export const MAX_STORE_FILTERS = 20;
export const MAX_PAGE = 1_000_000;

export interface ShopFilters {
  /** The header's search term (trimmed, at most SEARCH_MAX_LENGTH characters). */
  search?: string;
  inStock: boolean;
  freeDelivery: boolean;
  /** Store slugs (or ids), unique, in the order chosen. */
  stores: string[];
}

export interface ShopState extends ShopFilters {
  ordering?: StockOrdering;
  pageSize: ShopPageSize;
  page: number;
}

export const DEFAULT_SHOP_STATE: ShopState = {
  inStock: false,
  freeDelivery: false,
  stores: [],
  pageSize: DEFAULT_SHOP_PAGE_SIZE,
  page: 1,
};

/** The filters that are off: what 'Clear filters' returns to (sort and page size are kept). */
export const NO_FILTERS: ShopFilters = { search: undefined, inStock: false, freeDelivery: false, stores: [] };

// Same rule as the contract's idOrSlugSchema: a positive integer id or a lower-case slug.
const ID_OR_SLUG = /^(?:[1-9]\d{0,9}|[a-z0-9]+(?:-[a-z0-9]+)*)$/;
const WHOLE_NUMBER = /^\d{1,9}$/;

const isOrdering = (v: string | null): v is StockOrdering => v !== null && (SHOP_ORDERINGS as readonly string[]).includes(v);
const isFlagOn = (v: string | null) => v === 'true' || v === '1';

function parseSearch(value: string | null): string | undefined {
  const term = value?.trim().slice(0, SEARCH_MAX_LENGTH).trim();
  return term ? term : undefined;
}

function parseStores(values: string[]): string[] {
  const slugs = values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim().toLowerCase())
    .filter((v) => ID_OR_SLUG.test(v));
  return [...new Set(slugs)].slice(0, MAX_STORE_FILTERS);
}

function parsePageSize(value: string | null): ShopPageSize {
  const size = value !== null && WHOLE_NUMBER.test(value) ? Number(value) : NaN;
  return (SHOP_PAGE_SIZES as readonly number[]).includes(size) ? (size as ShopPageSize) : DEFAULT_SHOP_PAGE_SIZE;
}

function parsePage(value: string | null): number {
  if (value === null || !WHOLE_NUMBER.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** Reads the shop state from the URL query; every missing or bad value takes its default. */
export function parseShopParams(params: URLSearchParams): ShopState {
  const ordering = params.get('ordering');
  const search = parseSearch(params.get('search'));
  return {
    ...(search ? { search } : {}),
    ...(isOrdering(ordering) ? { ordering } : {}),
    inStock: isFlagOn(params.get('in_stock')),
    freeDelivery: isFlagOn(params.get('free_delivery')),
    stores: parseStores(params.getAll('store')),
    pageSize: parsePageSize(params.get('page_size')),
    page: parsePage(params.get('page')),
  };
}

/** Writes the state as a canonical URL query: defaults are left out, so '/shop' is the unfiltered first page. */
export function toShopSearchParams(state: ShopState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.ordering) params.set('ordering', state.ordering);
  if (state.inStock) params.set('in_stock', 'true');
  if (state.freeDelivery) params.set('free_delivery', 'true');
  for (const store of state.stores) params.append('store', store);
  if (state.pageSize !== DEFAULT_SHOP_PAGE_SIZE) params.set('page_size', String(state.pageSize));
  if (state.page !== 1) params.set('page', String(state.page));
  return params;
}

/** The query of GET /stock/ for this state: only what is set, so equal states share one cache entry. */
export function toStockListParams(state: ShopState): StockListParams {
  return {
    page: state.page,
    page_size: state.pageSize,
    ...(state.ordering ? { ordering: state.ordering } : {}),
    ...(state.inStock ? { in_stock: true } : {}),
    ...(state.freeDelivery ? { free_delivery: true } : {}),
    ...(state.stores.length ? { store: state.stores } : {}),
    ...(state.search ? { search: state.search } : {}),
  };
}

/** True when any filter (search, stock, delivery, store) narrows the list. */
export function hasActiveFilters(state: ShopFilters): boolean {
  return Boolean(state.search) || state.inStock || state.freeDelivery || state.stores.length > 0;
}
