import { z } from 'zod';
import { envelope, moneySchema } from './common.js';
import { CART_LINE_MAX_QUANTITY, CART_MAX_LINES, CURRENCIES } from './constants.js';
import { fieldCode as m } from './field-messages.js';

// The server cart (spec part 1, sections 3, 5 and 7). One cart per customer; its figures are computed on the
// server from the current prices, in cedis (the currency the shop charges; other currencies are display only).

const MAX_ID = 2_147_483_647;

/** Ids of the body; the messages are codes of FIELD_MESSAGES, about the field they sit on. */
const id = () =>
  z
    .number({ message: m('ID_NOT_NUMBER') })
    .int(m('ID_WHOLE'))
    .min(1, m('ID_POSITIVE'))
    .max(MAX_ID, m('ID_TOO_LARGE'));

/** Quantities are whole numbers of at least 1 (spec part 1, section 5). */
export const cartQuantitySchema = z
  .number({ message: m('QUANTITY_NOT_NUMBER') })
  .int(m('QUANTITY_WHOLE'))
  .min(1, m('QUANTITY_MIN'))
  .max(CART_LINE_MAX_QUANTITY, m('QUANTITY_MAX'));

const currency = z.enum(CURRENCIES, { message: m('CURRENCY_INVALID') });

// ---- Requests ----

/** GET /cart/?customer_id= : the customer must be the bearer token's own. */
export const cartQuerySchema = z.object({
  customer_id: z
    .string({ message: m('ID_REQUIRED') })
    .regex(/^[1-9]\d{0,9}$/, m('ID_POSITIVE'))
    .transform(Number)
    .refine((n) => n <= MAX_ID, m('ID_TOO_LARGE')),
});

/** POST /cart/: adds `quantity` of a stock item; an item already in the cart has its quantity raised. */
export const addCartItemBody = z.object({
  stock: id(),
  quantity: cartQuantitySchema,
  customer: id(),
  /** The display currency of the shopper; the cart is always priced and charged in cedis. */
  currency: currency.optional(),
  /** The chosen variant (the stock item's variant id); a stock item is already one variant, so it is only checked. */
  variant_attribute: id().nullable().optional(),
});
export type AddCartItemBody = z.input<typeof addCartItemBody>;

/** PATCH /cart/: sets the quantity of the line holding this stock item. */
export const updateCartItemBody = z.object({
  stock: id(),
  quantity: cartQuantitySchema,
  customer: id(),
  currency: currency.optional(),
});
export type UpdateCartItemBody = z.input<typeof updateCartItemBody>;

/** DELETE /cart/: removes one line of the token's own cart. `customer`, when given, must be the token's own too. */
export const removeCartItemBody = z.object({
  order_item: id(),
  customer: id().optional(),
});
export type RemoveCartItemBody = z.input<typeof removeCartItemBody>;

/**
 * POST /cart/merge/ (ours, for the login): the guest cart's lines join the customer's cart in one call.
 * Quantities are summed and capped by the stock; items no longer sold or out of stock are left out.
 */
export const mergeCartBody = z.object({
  customer: id(),
  currency: currency.optional(),
  items: z.array(z.object({ stock: id(), quantity: cartQuantitySchema }), { message: m('ITEMS_LIST') }).max(CART_MAX_LINES, m('ITEMS_MAX')),
});
export type MergeCartBody = z.input<typeof mergeCartBody>;

/**
 * POST /cart/quote/ (ours): the figures of a guest cart, priced by the same rules as a customer's cart, so that
 * nothing changes at login. Needs only the public key; nothing is stored. Unknown items are left out.
 */
export const cartQuoteBody = z.object({
  currency: currency.optional(),
  items: z.array(z.object({ stock: id(), quantity: cartQuantitySchema }), { message: m('ITEMS_LIST') }).max(CART_MAX_LINES, m('ITEMS_TOO_MANY')),
});
export type CartQuoteBody = z.input<typeof cartQuoteBody>;

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
    /** The variant's options, such as Colour: Red, in the language the caller asked for (Accept-Language). */
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

/** A guest cart's quote: a cart without a customer; each line's `id` is its stock item's, as guest lines have no id of their own. */
export const cartQuoteSchema = cartSchema.omit({ customer: true });
export type CartQuote = z.infer<typeof cartQuoteSchema>;
export const cartQuoteResponse = envelope(cartQuoteSchema);
