import { z } from 'zod';
import { envelope, moneySchema, numericIdSchema } from './common.js';
import { CURRENCIES, WISHLIST_MAX_ITEMS } from './constants.js';
import { fieldCode as m } from './field-messages.js';

// The wishlist (spec part 2: the Wishlist tab, its item id, name, image, price, currency, inStock, and the toasts
// 'Item removed from wishlist' and 'Item added to cart'). The spec keeps it in the page; here it is stored for the
// signed-in customer (DESIGN.md section 6). Every call needs the public key and the customer's bearer token, and
// the customer_id named must be the token's own (403 otherwise). An item is a stock item (a product in one variant).

const MAX_ID = 2_147_483_647;

/** A stock item's id in a body. */
const stockId = () =>
  z
    .number({ message: m('ID_NOT_NUMBER') })
    .int(m('ID_WHOLE'))
    .min(1, m('ID_POSITIVE'))
    .max(MAX_ID, m('ID_TOO_LARGE'));

// ---- Requests ----

/** POST /wishlist/?customer_id=: hearts a stock item. Hearting it again changes nothing. */
export const addWishlistItemBody = z.object({ stock_id: stockId() });
export type AddWishlistItemBody = z.input<typeof addWishlistItemBody>;

/** DELETE /wishlist/{stock_id}/?customer_id=: takes a stock item off the list; one not on it changes nothing. */
export const wishlistItemParams = z.object({ stock_id: numericIdSchema });

/**
 * POST /wishlist/merge/?customer_id= (ours, at login): the hearts a guest gave in this browser, oldest first. The same
 * id twice counts once; ids of no stock item are left out and named in `unknown`; what does not fit under the cap is
 * named in `over_limit`.
 */
export const mergeWishlistBody = z.object({
  stock_ids: z.array(stockId(), { message: m('STOCK_IDS_LIST') }).max(WISHLIST_MAX_ITEMS, m('STOCK_IDS_MAX')),
});
export type MergeWishlistBody = z.input<typeof mergeWishlistBody>;

// ---- Answers ----

/** One item of the wishlist, read now from its stock item (so its price and stock are today's). */
export const wishlistItemSchema = z.object({
  /** The stock item's id: what /product/{id} shows and what the cart's `stock` names. */
  id: z.number().int(),
  name: z.string(),
  /** The variant's own picture when it has one, else the product's. */
  image: z.string(),
  /** What one costs now, the discount taken off (the catalogue's discounted_price); VAT excluded, as on the cards. */
  price: moneySchema,
  currency: z.enum(CURRENCIES),
  /** The catalogue's rule: at least one in stock. */
  in_stock: z.boolean(),
  /** Ours: the fewest that can be ordered and how many there are, for 'Add to cart'. */
  moq: z.number().int(),
  available: z.number().int(),
  /** The variant's options (Size: 250 g) in the language the caller asked for (Accept-Language). */
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  added_at: z.string(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** The whole list, newest first: every call but the merge answers it. */
export const wishlistResponse = envelope(z.array(wishlistItemSchema));
export type WishlistResponse = z.infer<typeof wishlistResponse>;

export const wishlistMergeResponse = envelope(
  z.object({
    items: z.array(wishlistItemSchema),
    /** Ids that name no stock item: left out. */
    unknown: z.array(z.number().int()),
    /** Ids left out because the wishlist was full. */
    over_limit: z.array(z.number().int()),
  }),
);
export type WishlistMerge = z.infer<typeof wishlistMergeResponse>['data'];
