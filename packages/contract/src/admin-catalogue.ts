import { z } from 'zod';
import { CATALOGUE_CSV_COLUMNS } from './admin-endpoints.js';
import { envelope, moneySchema, numericIdParams, pagedEnvelope } from './common.js';
import { GHANA_REGIONS } from './constants.js';
import { once, pageParam } from './order-answers.js';

// The back office's catalogue calls (issue 16): brands, categories, stores, products and their stock items, created,
// edited and hidden by admins; the catalogue's CSV. A hidden row stays in the database (orders and reviews name it)
// but no storefront call shows it, nor anything under it.

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;
// eslint-disable-next-line no-control-regex -- a description keeps its line breaks, nothing else
const NO_CONTROL_BUT_LINES = /^[^\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]*$/;

const name = (what: string, max = 120) =>
  z
    .string({ message: `Enter the ${what}'s name.` })
    .trim()
    .min(1, `Enter the ${what}'s name.`)
    .max(max, `A name has at most ${max} characters.`)
    .regex(NO_CONTROL, 'A name cannot hold control characters.');
const description = z
  .string()
  .trim()
  .max(5000, 'A description has at most 5000 characters.')
  .regex(NO_CONTROL_BUT_LINES, 'A description cannot hold control characters.');

/** How a row is named in the shop's addresses: lower-case letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugSchema = z
  .string({ message: 'A slug is lower-case letters, digits and hyphens, such as shea-butter.' })
  .trim()
  .max(80, 'A slug has at most 80 characters.')
  .regex(SLUG_PATTERN, 'A slug is lower-case letters, digits and hyphens, such as shea-butter.')
  .refine((s) => !/^\d+$/.test(s), 'A slug cannot be only digits (it would read as an id).');

/**
 * A picture of the shop's own: an address the picture upload answered (`/uploads/…`) or one of the catalogue's drawn
 * pictures (`products/…`). Never another site's address: the shop loads nothing third-party.
 */
export const IMAGE_PATH_PATTERN = /^(?!.*\.\.)(?:\/uploads\/|[a-z0-9][a-z0-9_-]*\/)[A-Za-z0-9_./-]{1,200}\.(?:webp|svg|png|jpe?g|avif)$/;
export const imagePathSchema = z
  .string({ message: 'Upload a picture first.' })
  .trim()
  .regex(IMAGE_PATH_PATTERN, 'Use a picture uploaded to the shop (its address begins with /uploads/).');

/** A price as the wire carries money: cedis with at most two decimals, such as 45 or 45.50; at most 1,000,000. */
export const priceInput = z
  .string({ message: 'Enter a price such as 45.00.' })
  .trim()
  .regex(/^\d{1,7}(?:\.\d{1,2})?$/, 'Enter a price such as 45.00.')
  .refine((p) => !(Number(p) > 1_000_000), 'A price is at most 1000000.00.');

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .number({ message: `${field} is a whole number.` })
    .int(`${field} is a whole number.`)
    .min(min, `${field} is at least ${min}.`)
    .max(max, `${field} is at most ${max}.`);
export const discountInput = wholeNumber('The discount', 0, 100);
export const quantityInput = wholeNumber('The quantity', 0, 1_000_000);
export const moqInput = wholeNumber('The minimum order', 1, 10_000);
export const weightInput = wholeNumber('The weight in grams', 0, 1_000_000);
export const skuInput = z
  .string({ message: 'Enter a SKU.' })
  .trim()
  .min(1, 'Enter a SKU.')
  .max(64, 'A SKU has at most 64 characters.')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'A SKU is letters, digits and . _ / - only.');

/** A variant's options, name to value: `{ Size: 'M', Colour: 'Red' }`; at most 5. */
export const attributesInput = z.record(name('option', 40), name('option', 80)).refine((a) => Object.keys(a).length <= 5, 'A variant has at most 5 options.');

const partialOf = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object(shape)
    .partial()
    .refine((b) => Object.values(b).some((v) => v !== undefined), 'Change at least one field.');

// ---- Brands, categories, stores ----

export const adminBrandSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  featured: z.boolean(),
  hidden: z.boolean(),
  products: z.number().int(),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;
const brandFields = { name: name('brand'), slug: slugSchema, description, featured: z.boolean(), hidden: z.boolean() };
export const brandCreateBody = z.object({
  ...brandFields,
  slug: slugSchema.optional(),
  description: description.optional(),
  featured: z.boolean().optional(),
  hidden: z.boolean().optional(),
});
export const brandUpdateBody = partialOf(brandFields);

export const adminCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  featured: z.boolean(),
  hidden: z.boolean(),
  position: z.number().int(),
  products: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
const categoryFields = {
  name: name('category'),
  slug: slugSchema,
  description,
  image: imagePathSchema,
  featured: z.boolean(),
  hidden: z.boolean(),
  position: wholeNumber('The position', 0, 10_000),
};
export const categoryCreateBody = z.object({
  ...categoryFields,
  slug: slugSchema.optional(),
  description: description.optional(),
  featured: z.boolean().optional(),
  hidden: z.boolean().optional(),
  position: categoryFields.position.optional(),
});
export const categoryUpdateBody = partialOf(categoryFields);

export const adminStoreSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  region: z.string(),
  hidden: z.boolean(),
  items: z.number().int(),
});
export type AdminStore = z.infer<typeof adminStoreSchema>;
const storeFields = {
  name: name('store'),
  slug: slugSchema,
  city: name('city', 80),
  region: z.enum(GHANA_REGIONS, { message: 'Choose one of the 16 regions.' }),
  hidden: z.boolean(),
};
export const storeCreateBody = z.object({ ...storeFields, slug: slugSchema.optional(), hidden: z.boolean().optional() });
export const storeUpdateBody = partialOf(storeFields);

export const adminBrandsResponse = envelope(z.array(adminBrandSchema));
export const adminBrandResponse = envelope(adminBrandSchema);
export const adminCategoriesResponse = envelope(z.array(adminCategorySchema));
export const adminCategoryResponse = envelope(adminCategorySchema);
export const adminStoresResponse = envelope(z.array(adminStoreSchema));
export const adminStoreResponse = envelope(adminStoreSchema);

// ---- Products and their stock items ----

export const adminCatalogueItemSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  store: z.object({ id: z.number().int(), name: z.string() }),
  attributes: z.record(z.string(), z.string()),
  price: moneySchema,
  discount_percentage: z.number().int(),
  quantity: z.number().int(),
  moq: z.number().int(),
  weight_grams: z.number().int(),
  free_delivery: z.boolean(),
  hidden: z.boolean(),
  /** Whether shoppers see it: neither it nor its product, brand, category or store is hidden. */
  listed: z.boolean(),
});
export type AdminCatalogueItem = z.infer<typeof adminCatalogueItemSchema>;

export const adminProductSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  image: z.string(),
  brand: z.object({ id: z.number().int(), name: z.string() }),
  category: z.object({ id: z.number().int(), name: z.string() }),
  featured: z.boolean(),
  hidden: z.boolean(),
  items: z.number().int(),
});
export type AdminProductSummary = z.infer<typeof adminProductSummarySchema>;
export const adminProductSchema = adminProductSummarySchema.extend({
  description: z.string(),
  /** Further pictures, in gallery order (the main one is `image`). */
  images: z.array(z.string()),
  stock_items: z.array(adminCatalogueItemSchema),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductsQuery = z.object({
  page: pageParam('page', 1_000_000).optional().default(1),
  page_size: pageParam('page_size', 100).optional().default(25),
  /** Words of the name, or a slug. */
  q: once('q').trim().max(100, 'q has at most 100 characters.').optional(),
  hidden: once('hidden')
    .pipe(z.enum(['true', 'false'], { message: 'hidden is true or false.' }))
    .optional(),
});
export const adminProductsResponse = pagedEnvelope(adminProductSummarySchema);
export const adminProductResponse = envelope(adminProductSchema);

const productFields = {
  name: name('product', 200),
  slug: slugSchema,
  description,
  brand_id: wholeNumber('brand_id', 1, 2_147_483_647),
  category_id: wholeNumber('category_id', 1, 2_147_483_647),
  image: imagePathSchema,
  images: z.array(imagePathSchema).max(12, 'A product has at most 12 further pictures.'),
  featured: z.boolean(),
  hidden: z.boolean(),
};
export const productCreateBody = z.object({
  ...productFields,
  slug: slugSchema.optional(),
  description: description.optional(),
  images: productFields.images.optional(),
  featured: z.boolean().optional(),
  hidden: z.boolean().optional(),
});
export const productUpdateBody = partialOf(productFields);

const itemFields = {
  sku: skuInput,
  price: priceInput,
  discount_percentage: discountInput,
  moq: moqInput,
  weight_grams: weightInput,
  free_delivery: z.boolean(),
  hidden: z.boolean(),
};
/** A new stock item: its store, options and first quantity; later quantities change at the stock desk, with a reason. */
export const itemCreateBody = z.object({
  ...itemFields,
  store_id: wholeNumber('store_id', 1, 2_147_483_647),
  attributes: attributesInput.optional().default({}),
  quantity: quantityInput.optional().default(0),
  discount_percentage: discountInput.optional().default(0),
  moq: moqInput.optional().default(1),
  weight_grams: weightInput.optional().default(0),
  free_delivery: z.boolean().optional().default(false),
  hidden: z.boolean().optional().default(false),
});
export const itemUpdateBody = partialOf(itemFields);

// ---- CSV ----

export const catalogueImportRowErrorSchema = z.object({ line: z.number().int(), messages: z.array(z.string()) });
export type CatalogueImportRowError = z.infer<typeof catalogueImportRowErrorSchema>;
export const catalogueImportResponse = envelope(
  z.object({
    rows: z.number().int(),
    products_created: z.number().int(),
    products_updated: z.number().int(),
    items_created: z.number().int(),
    items_updated: z.number().int(),
  }),
);
export type CatalogueImportResult = z.infer<typeof catalogueImportResponse>['data'];

export { CATALOGUE_CSV_COLUMNS };

export const ADMIN_CATALOGUE_SCHEMAS = {
  catalogueBrands: { response: adminBrandsResponse },
  catalogueBrandCreate: { body: brandCreateBody, response: adminBrandResponse },
  catalogueBrandUpdate: { params: numericIdParams, body: brandUpdateBody, response: adminBrandResponse },
  catalogueCategories: { response: adminCategoriesResponse },
  catalogueCategoryCreate: { body: categoryCreateBody, response: adminCategoryResponse },
  catalogueCategoryUpdate: { params: numericIdParams, body: categoryUpdateBody, response: adminCategoryResponse },
  catalogueStores: { response: adminStoresResponse },
  catalogueStoreCreate: { body: storeCreateBody, response: adminStoreResponse },
  catalogueStoreUpdate: { params: numericIdParams, body: storeUpdateBody, response: adminStoreResponse },
  catalogueProducts: { query: adminProductsQuery, response: adminProductsResponse },
  catalogueProduct: { params: numericIdParams, response: adminProductResponse },
  catalogueProductCreate: { body: productCreateBody, response: adminProductResponse },
  catalogueProductUpdate: { params: numericIdParams, body: productUpdateBody, response: adminProductResponse },
  catalogueItemCreate: { params: numericIdParams, body: itemCreateBody, response: adminProductResponse },
  catalogueItemUpdate: { params: numericIdParams, body: itemUpdateBody, response: adminProductResponse },
  /** text/csv, CATALOGUE_CSV_COLUMNS, one row per stock item. */
  catalogueExport: { response: z.string() },
  /**
   * A text/csv body; every row checked first, all applied in one transaction or none: 422 CATALOGUE_IMPORT_INVALID with
   * params.count and `errors` holding every bad row's messages by its line number ({ "12": ["price: …"] }).
   */
  catalogueImport: { response: catalogueImportResponse },
};
