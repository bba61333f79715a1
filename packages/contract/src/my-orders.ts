import type { OrderStatus } from './orders.js';

// My Orders' filters, sort and tabs (spec part 2 sections 2 and 4; issue 13). Zod-free, so the storefront imports it
// as `@shop/contract/my-orders`; the query schema that checks them is in my-orders-answers.ts.

/** The Time dropdown: all time, from Ghana's midnight today (Ghana keeps UTC), 7 days, 1, 3 and 6 months, 1 year back. */
export const ORDER_PERIODS = ['all', 'today', '7d', '30d', '3m', '6m', '1y'] as const;
export type OrderPeriod = (typeof ORDER_PERIODS)[number];
export const DEFAULT_ORDER_PERIOD: OrderPeriod = 'all';

/** The Sort dropdown as GET /order/'s `ordering`, in GET /stock/'s style: newest, oldest, total high to low, low to high. */
export const ORDER_ORDERINGS = ['-created_at', 'created_at', '-total', 'total'] as const;
export type OrderOrdering = (typeof ORDER_ORDERINGS)[number];
export const DEFAULT_ORDER_ORDERING: OrderOrdering = '-created_at';

/**
 * The spec's eight tabs and the statuses each shows. The spec has Shipped and Delivered statuses but no tab of their
 * own: a Shipped order is on its way like one On Delivery, a Delivered one is done like a Completed one, so they show
 * there (and under All Orders) rather than nowhere.
 */
export const ORDER_TABS = [
  { id: 'all', statuses: [] },
  { id: 'Pending', statuses: ['Pending'] },
  { id: 'Processing', statuses: ['Processing'] },
  { id: 'Ready for Pickup', statuses: ['Ready for Pickup'] },
  { id: 'On Delivery', statuses: ['On Delivery', 'Shipped'] },
  { id: 'Completed', statuses: ['Completed', 'Delivered'] },
  { id: 'Cancelled', statuses: ['Cancelled'] },
  { id: 'Refunded', statuses: ['Refunded'] },
] as const satisfies readonly { id: string; statuses: readonly OrderStatus[] }[];
export type OrderTabId = (typeof ORDER_TABS)[number]['id'];

/** Pickup details may be asked again this many times per order and hour (it mails the customer each time). */
export const PICKUP_DETAILS_PER_ORDER = 3;
export const PICKUP_DETAILS_WINDOW_SECONDS = 60 * 60;
