import { z } from 'zod';
import { envelope, moneySchema } from './common.js';
import { CART_LINE_MAX_QUANTITY, CART_MAX_LINES, CURRENCIES } from './constants.js';

// The server cart (spec part 1, sections 3, 5 and 7). One cart per customer; its figures are computed on the
// server from the current prices, in cedis (the currency the shop charges; other currencies are display only).

const MAX_ID = 2_147_483_647;

const id = (field: string) =>
  z
    .number({ message: `${field} must be a number.` })
    .int(`${field} must be a whole number.`)
    .min(1, `${field} must be a positive whole number.`)
    .max(MAX_ID, `${field} is too large.`);

/** Quantities are whole numbers of at least 1 (spec part 1, section 5). */
export const cartQuantitySchema = z
  .number({ message: 'Quantity must be a number.' })
  .int('Quantity must be a whole number.')
  .min(1, 'Quantity must be at least 1.')
  .max(CART_LINE_MAX_QUANTITY, `Quantity must be at most ${CART_LINE_MAX_QUANTITY}.`);

const currency = z.enum(CURRENCIES, { message: `currency must be one of ${CURRENCIES.join(', ')}.` });

// ---- Requests ----

/** GET /cart/?customer_id= : the customer must be the bearer token's own. */
export const cartQuerySchema = z.object({
  customer_id: z
    .string({ message: 'customer_id is required.' })
    .regex(/^[1-9]\d{0,9}$/, 'customer_id must be a positive whole number.')
    .transform(Number)
    .refine((n) => n <= MAX_ID, 'customer_id is too large.'),
});

/** POST /cart/: adds `quantity` of a stock item; an item already in the cart has its quantity raised. */
export const addCartItemBody = z.object({
  stock: id('stock'),
  quantity: cartQuantitySchema,
  customer: id('customer'),
  /** The display currency of the shopper; the cart is always priced and charged in cedis. */
  currency: currency.optional(),
  /** The chosen variant (the stock item's variant id); a stock item is already one variant, so it is only checked. */
  variant_attribute: id('variant_attribute').nullable().optional(),
});
export type AddCartItemBody = z.input<typeof addCartItemBody>;

/** PATCH /cart/: sets the quantity of the line holding this stock item. */
export const updateCartItemBody = z.object({
  stock: id('stock'),
  quantity: cartQuantitySchema,
  customer: id('customer'),
  currency: currency.optional(),
});
export type UpdateCartItemBody = z.input<typeof updateCartItemBody>;

/** DELETE /cart/: removes one line of the token's own cart. `customer`, when given, must be the token's own too. */
export const removeCartItemBody = z.object({
  order_item: id('order_item'),
  customer: id('customer').optional(),
});
export type RemoveCartItemBody = z.input<typeof removeCartItemBody>;

/**
 * POST /cart/merge/ (ours, for the login): the guest cart's lines join the customer's cart in one call.
 * Quantities are summed and capped by the stock; items no longer sold or out of stock are left out.
 */
export const mergeCartBody = z.object({
  customer: id('customer'),
  currency: currency.optional(),
  items: z
    .array(z.object({ stock: id('stock'), quantity: cartQuantitySchema }), { message: 'items must be a list.' })
    .max(CART_MAX_LINES, `At most ${CART_MAX_LINES} items can be merged at once.`),
});
export type MergeCartBody = z.input<typeof mergeCartBody>;

// ---- The cart ----

export const cartLineSchema = z.object({
  /** The line id (`order_item` of DELETE). */
  id: z.number().int(),
  quantity: z.number().int(),
  /** One unit at the current selling price, before the discount. */
  price: moneySchema,
  /** price × quantity, before the discount. */
  total: moneySchema,
  discount_percentage: z.number(),
  product: z.object({
    /** The stock item's id: what /product/{id} shows and what `stock` names in POST and PATCH. */
    id: z.number().int(),
    name: z.string(),
    image: z.string(),
    /** Kilograms. */
    weight: z.number(),
    sku: z.string(),
    /** The fewest that can be ordered, and how many are available now. */
    moq: z.number().int(),
    available: z.number().int(),
    /** The variant's options, such as Colour: Red. */
    attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  }),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  customer: z.number().int(),
  order_item: z.array(cartLineSchema),
  /** The number of items (the sum of the quantities), for the header badge. */
  item_count: z.number().int(),
  sub_total: moneySchema,
  discount_allowed: moneySchema,
  tax: moneySchema,
  /** Percent, such as 15 for 15 %. */
  tax_rate: z.number(),
  total: moneySchema,
});
export type Cart = z.infer<typeof cartSchema>;

export const cartResponse = envelope(cartSchema);
export type CartResponse = z.infer<typeof cartResponse>;
