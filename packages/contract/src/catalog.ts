import { z } from 'zod';
import { envelope, idOrSlugSchema, moneySchema, pagedEnvelope } from './common.js';
import { productRatingSchema } from './reviews.js';
import { SEARCH_MAX_LENGTH, STOCK_PAGE_SIZE_DEFAULT, STOCK_PAGE_SIZE_MAX, SUGGESTIONS_MIN_LENGTH } from './constants.js';

// ---- Entities (spec part 1, section 3) ----

/** A brand; `featured` (ours) marks the brands the shop chose for the home page's Top Brands. */
export const brandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  featured: z.boolean(),
});
export type Brand = z.infer<typeof brandSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string(),
  featured: z.boolean(),
});
export type Category = z.infer<typeof categorySchema>;

export const storeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  city: z.string(),
  region: z.string(),
});
export type Store = z.infer<typeof storeSchema>;

/**
 * One option of a variant, such as Size: 250 g, its name and value in the language the caller asked for
 * (Accept-Language). `attribute.id` is ours: with the value's `id` it tells options apart in any language.
 */
export const attributeValueSchema = z.object({
  id: z.number().int(),
  value: z.string(),
  attribute: z.object({ id: z.number().int(), name: z.string() }),
});
export type AttributeValue = z.infer<typeof attributeValueSchema>;

/**
 * A stock item: the spec's fields, and `discounted_price`, what a shopper pays for one (ours: computed on the server
 * with the cart's rounding, so a card, the product page, the sort and the cart agree). `weight` is in kilograms;
 * `selling_price` is before the discount. Prices exclude VAT, which the cart adds. `product.image` and
 * `product.media` are the pictures of this stock item: its variant's own when it has them (a colour drawn in its
 * colour), else its product's.
 */
export const stockItemSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  selling_price: moneySchema,
  discount_percentage: z.number(),
  discounted_price: moneySchema,
  weight: z.number(),
  sku: z.string(),
  moq: z.number().int(),
  free_delivery: z.boolean(),
  store: z.object({ name: z.string() }),
  product: z.object({
    name: z.string(),
    description: z.string(),
    image: z.string(),
    media: z.array(z.object({ image: z.string() })),
  }),
  variant: z.object({
    id: z.number().int(),
    attribute_value: z.array(attributeValueSchema),
  }),
  /** The product's reviews (ours, issue 13): the average to 1 decimal, null while there are none, and how many. */
  rating: productRatingSchema,
});
export type StockItem = z.infer<typeof stockItemSchema>;

// ---- GET /stock/ query ----

export const STOCK_ORDERINGS = ['price', '-price', 'name', '-name'] as const;
export type StockOrdering = (typeof STOCK_ORDERINGS)[number];

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${field} must be a whole number.`)
    .transform(Number)
    .refine((n) => n >= min, `${field} must be at least ${min}.`)
    .refine((n) => n <= max, `${field} must be at most ${max}.`);

const booleanFlag = (field: string) =>
  z.enum(['true', 'false', '1', '0'], { message: `${field} must be true or false.` }).transform((v) => v === 'true' || v === '1');

/** One or several ids/slugs, given as repeated parameters or comma-separated. */
const idOrSlugList = (field: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(idOrSlugSchema).max(20, `At most 20 values of ${field}.`));

/** A single query value; a repeated parameter is refused rather than silently picking one. */
const single = <T extends z.ZodType<unknown, string>>(schema: T, field: string) => z.string({ message: `${field} must be given once.` }).pipe(schema);

/**
 * A shopper's search term. Line breaks and tabs (a pasted term) separate words like spaces; other control
 * characters, NUL above all (a text column cannot hold it), are refused with a clear message rather than searched.
 */
const searchTerm = (min: number) =>
  z
    .string()
    .trim()
    .min(min, `search must be at least ${min} characters.`)
    .max(SEARCH_MAX_LENGTH, `search must be at most ${SEARCH_MAX_LENGTH} characters.`)
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, 'search must not contain control characters.');

export const stockListQuerySchema = z.object({
  page: single(wholeNumber('page', 1, 1_000_000), 'page')
    .optional()
    .default(1),
  page_size: single(wholeNumber('page_size', 1, STOCK_PAGE_SIZE_MAX), 'page_size')
    .optional()
    .default(STOCK_PAGE_SIZE_DEFAULT),
  category: single(idOrSlugSchema, 'category').optional(),
  brand: single(idOrSlugSchema, 'brand').optional(),
  store: idOrSlugList('store').optional(),
  in_stock: single(booleanFlag('in_stock'), 'in_stock').optional(),
  free_delivery: single(booleanFlag('free_delivery'), 'free_delivery').optional(),
  /**
   * true: only products the shop chose for the home page, one stock item each (the in-stock one the shopper pays
   * least for), so a product never shows in several sizes. false restricts nothing, as for in_stock.
   */
  featured: single(booleanFlag('featured'), 'featured').optional(),
  search: single(searchTerm(0), 'search').optional(),
  ordering: single(z.enum(STOCK_ORDERINGS, { message: `ordering must be one of ${STOCK_ORDERINGS.join(', ')}.` }), 'ordering').optional(),
});
export type StockListQuery = z.output<typeof stockListQuerySchema>;
/** What a client may send (all strings). */
export type StockListParams = Partial<{
  page: number;
  page_size: number;
  category: string;
  brand: string;
  store: string[];
  in_stock: boolean;
  free_delivery: boolean;
  featured: boolean;
  search: string;
  ordering: StockOrdering;
}>;

// ---- GET /stock/suggestions/ (ours: what the header's search box offers while the shopper types) ----

export const stockSuggestionsQuerySchema = z.object({
  search: z
    .string({ error: (issue) => (issue.input === undefined ? 'search is required.' : 'search must be given once.') })
    .pipe(searchTerm(SUGGESTIONS_MIN_LENGTH)),
});
export type StockSuggestionsQuery = z.output<typeof stockSuggestionsQuerySchema>;

/**
 * One suggestion: a product matching the search, as the list under the search box shows it. `id` is the stock
 * item to open (the product's first in stock), `image` its main picture and `discounted_price` what one costs.
 */
export const stockSuggestionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  discounted_price: moneySchema,
});
export type StockSuggestion = z.infer<typeof stockSuggestionSchema>;

// ---- Answers ----

export const brandListResponse = envelope(z.array(brandSchema));
export const brandResponse = envelope(brandSchema);
export const categoryListResponse = envelope(z.array(categorySchema));
export const categoryResponse = envelope(categorySchema);
export const storeListResponse = envelope(z.array(storeSchema));
export const stockListResponse = pagedEnvelope(stockItemSchema);
export type StockListResponse = z.infer<typeof stockListResponse>;
export const stockResponse = envelope(stockItemSchema);
/** The sibling stock items of one product (its variants), for the product page's variant buttons. */
export const stockVariantsResponse = envelope(z.array(stockItemSchema));
/** At most SUGGESTIONS_MAX products, each once (never three sizes of one product), best matches first. */
export const stockSuggestionsResponse = envelope(z.array(stockSuggestionSchema));
