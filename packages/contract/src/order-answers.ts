import { z } from 'zod';
import { ORDER_PAGE_SIZE_DEFAULT, ORDER_PAGE_SIZE_MAX } from './constants.js';
import { cartQuerySchema } from './cart.js';
import { envelope, moneySchema, pagedEnvelope } from './common.js';
import { DELIVERY_OPTION_IDS } from './delivery.js';
import { DEFAULT_ORDER_ORDERING, DEFAULT_ORDER_PERIOD, ORDER_ORDERINGS, ORDER_PERIODS } from './my-orders.js';
import { DELIVERY_METHODS, ORDER_NUMBER_PATTERN, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, type OrderStatus } from './orders.js';
import { paymentAttemptSchema } from './payments.js';

// The calls of placed orders (spec part 2 sections 3 and 4; issue 11): placing one from the checkout, and reading the
// customer's own. Zod here, so orders.ts (statuses, numbers) stays zod-free for the storefront.

/**
 * The Idempotency-Key header POST /checkout/place/ requires: a retry with the same key answers the same order. 8 to
 * 100 letters, digits, hyphens or underscores (a UUID fits).
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
// IDEMPOTENCY_KEY_HEADER, its name, is in constants.ts.

/** A page or page-size query parameter: a whole number from 1 to `max`, given once. */
export const pageParam = (field: string, max: number) =>
  z
    .string({ message: `${field} must be given once.` })
    .regex(/^\d{1,9}$/, `${field} must be a whole number.`)
    .transform(Number)
    .refine((n) => n >= 1, `${field} must be at least 1.`)
    .refine((n) => n <= max, `${field} must be at most ${max}.`);

/** A query parameter given once (a repeated one arrives as an array and is refused). */
export const once = (field: string) => z.string({ message: `${field} must be given once.` });
/** `status`: one or more order statuses separated by commas. */
export const statusList = once('status').transform((value, ctx) => {
  const statuses = [...new Set(value.split(',').map((s) => s.trim()))];
  const unknown = statuses.filter((s) => !(ORDER_STATUSES as readonly string[]).includes(s));
  if (unknown.length || !statuses.length)
    ctx.addIssue({ code: 'custom', message: `status must be order statuses separated by commas: ${ORDER_STATUSES.join(', ')}.` });
  return statuses as OrderStatus[];
});

/**
 * GET /order/?customer_id=&page=&page_size=&status=&period=&ordering=: the customer's orders, filtered, sorted and paged
 * by the server (issue 13). `status` one or more statuses separated by commas (a tab's, see ORDER_TABS); `period` how
 * far back (ORDER_PERIODS); `ordering` newest first by default (ORDER_ORDERINGS); ties go by the order's id.
 */
export const orderListQuerySchema = cartQuerySchema.extend({
  page: pageParam('page', 1_000_000).optional().default(1),
  page_size: pageParam('page_size', ORDER_PAGE_SIZE_MAX).optional().default(ORDER_PAGE_SIZE_DEFAULT),
  status: statusList.optional(),
  period: once('period')
    .pipe(z.enum(ORDER_PERIODS, { message: `period must be one of ${ORDER_PERIODS.join(', ')}.` }))
    .optional()
    .default(DEFAULT_ORDER_PERIOD),
  ordering: once('ordering')
    .pipe(z.enum(ORDER_ORDERINGS, { message: `ordering must be one of ${ORDER_ORDERINGS.join(', ')}.` }))
    .optional()
    .default(DEFAULT_ORDER_ORDERING),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

/** GET /order/:order_id/: the AGH number. */
export const orderParams = z.object({ order_id: z.string().regex(ORDER_NUMBER_PATTERN, 'The order id is an AGH number such as AGH123456.') });

const ghanaDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A line of a placed order: what was bought, with the name, picture, options and prices of the moment it was placed. */
export const orderLineSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int().positive(),
  /** The unit price. */
  price: moneySchema,
  /** quantity × price, before the discount (the spec's sub_total). */
  sub_total: moneySchema,
  discount_percentage: z.number().int(),
  discount: moneySchema,
  product: z.object({
    /** The stock item bought. */
    id: z.number().int(),
    name: z.string(),
    image: z.string(),
    sku: z.string(),
    attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  }),
});

/**
 * A placed order: the spec's fields (id, order_id, created_at, status, money, tax_rate, sale_point, delivery_option,
 * order_note, order_item) plus ours. All money frozen when it was placed: total = sub_total − discount_allowed + tax +
 * delivery_fee.
 */
export const orderSchema = z.object({
  id: z.number().int(),
  order_id: z.string().regex(ORDER_NUMBER_PATTERN),
  created_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  sub_total: moneySchema,
  discount_allowed: moneySchema,
  tax: moneySchema,
  tax_rate: z.number(),
  delivery_fee: moneySchema,
  total: moneySchema,
  /** Always 'Online' here (the spec's field; a shop counter would be another). */
  sale_point: z.literal('Online'),
  delivery_option: z.enum(DELIVERY_METHODS),
  delivery_speed: z.enum(DELIVERY_OPTION_IDS).nullable(),
  delivery_location: z.object({ id: z.number().int(), name: z.string(), parent_name: z.string() }).nullable(),
  pickup_store: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  order_note: z.string(),
  /** The first and last day the delivery is expected (Ghana dates), or the day a pickup is ready. */
  expected: z.object({ from: ghanaDate, by: ghanaDate }),
  order_item: z.array(orderLineSchema),
  /** The customer's latest request to cancel after the 1-hour window (issue 13), or null when they made none. */
  cancellation_request: z.object({ status: z.enum(['open', 'accepted', 'refused']), created_at: z.string() }).nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponse = envelope(orderSchema);
/**
 * POST /checkout/place/: the order, and for an online method its first payment attempt (open the provider's page with
 * `payment.browser`); null when paid on delivery.
 */
export const placedOrderResponse = envelope(orderSchema.extend({ payment: paymentAttemptSchema.nullable() }));
export type PlacedOrder = z.infer<typeof placedOrderResponse>['data'];
/**
 * A page of orders; `has_orders` tells whether the customer has any order at all, whatever the filters, so the page
 * shows its Sort and Time dropdowns (spec: 'only when orders exist') even while a filter matches nothing.
 */
export const orderListResponse = pagedEnvelope(orderSchema).extend({ has_orders: z.boolean() });
