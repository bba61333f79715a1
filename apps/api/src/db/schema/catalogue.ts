import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgSequence, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * A row's names in the other languages of the shop, by language then column: `{ es: { name: 'Talla' } }`. English is
 * the row's own column; a missing language or column falls back to it.
 */
export type Translations = Partial<Record<'es' | 'zh', Partial<Record<string, string>>>>;
const translations = () => jsonb('translations').$type<Translations>().notNull().default({});

// The catalogue. Stock items are what a shopper buys: one variant of one product, sold by one store.

export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  region: text('region').notNull(),
  /** Hidden by the shop's staff: no storefront call shows it or anything under it (stock_items.listed). */
  hidden: boolean('hidden').notNull().default(false),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  // Chosen by the shop for the home page's Top Brands.
  featured: boolean('featured').notNull().default(false),
  /** Hidden by the shop's staff: no storefront call shows it or anything under it (stock_items.listed). */
  hidden: boolean('hidden').notNull().default(false),
});

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  image: text('image').notNull(),
  featured: boolean('featured').notNull().default(false),
  position: integer('position').notNull().default(0),
  translations: translations(),
  /** Hidden by the shop's staff: no storefront call shows it or anything under it (stock_items.listed). */
  hidden: boolean('hidden').notNull().default(false),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull(),
    // Chosen by the shop for the home page's Featured Products.
    featured: boolean('featured').notNull().default(false),
    /** Hidden by the shop's staff: no storefront call shows it or its stock items (stock_items.listed). */
    hidden: boolean('hidden').notNull().default(false),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    // The sum and number of its reviews' ratings (product_reviews), kept in the review's transaction: the average
    // is rating_total / rating_count, read without counting anything.
    ratingTotal: integer('rating_total').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
  },
  (t) => [
    index('products_brand_idx').on(t.brandId),
    index('products_category_idx').on(t.categoryId),
    // The few products the shop features, found without reading every product (GET /stock/?featured=true).
    index('products_featured_idx')
      .on(t.id)
      .where(sql`${t.featured}`),
  ],
);

export const productMedia = pgTable(
  'product_media',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('product_media_product_idx').on(t.productId, t.position)],
);

export const attributes = pgTable('attributes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  translations: translations(),
});

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id),
    value: text('value').notNull(),
    translations: translations(),
  },
  (t) => [unique('attribute_values_attribute_value_uq').on(t.attributeId, t.value)],
);

export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [index('variants_product_idx').on(t.productId)],
);

export const variantAttributeValues = pgTable(
  'variant_attribute_values',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    attributeValueId: integer('attribute_value_id')
      .notNull()
      .references(() => attributeValues.id),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.attributeValueId] })],
);

/** A variant's own pictures (a colour drawn in its colour), main image first; a variant without any shows its product's. */
export const variantMedia = pgTable(
  'variant_media',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('variant_media_variant_idx').on(t.variantId, t.position)],
);

export const stockItems = pgTable(
  'stock_items',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    // Copies of the product's brand and category, name and searchable text, so that every filter, sort and
    // search of GET /stock/ runs on this one table and its indexes (see docs/decisions/0002-stock-listing-read-model.md).
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    nameKey: text('name_key').notNull(),
    searchText: text('search_text').notNull(),
    // The searchable text without spaces or punctuation, so 'sheabutter' finds "Shea Butter" (a forgiving search).
    searchSquashed: text('search_squashed')
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace(search_text, '[^[:alnum:]]+', '', 'g')`),
    sku: text('sku').notNull().unique(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull().default('GHS'),
    discountPercentage: integer('discount_percentage').notNull().default(0),
    // What a shopper pays for one: the price less its discount, rounded half up to the pesewa as the cart rounds it.
    // Kept by the database itself, so sorting by the price a shopper pays has an index and can never be stale.
    paidPriceMinor: integer('paid_price_minor')
      .notNull()
      .generatedAlwaysAs(sql`price_minor - (price_minor * discount_percentage + 50) / 100`),
    quantity: integer('quantity').notNull().default(0),
    moq: integer('moq').notNull().default(1),
    weightGrams: integer('weight_grams').notNull().default(0),
    freeDelivery: boolean('free_delivery').notNull().default(false),
    /** Hidden by the shop's staff, this item alone. */
    hidden: boolean('hidden').notNull().default(false),
    /**
     * Whether shoppers see it: neither it nor its product, brand, category or store is hidden. A copy like brand_id,
     * kept by the one write path (stock-items.repo.ts refreshListing) in the hiding edit's transaction, so every
     * storefront read filters one column of this table, and stock_counts counts only listed items (drizzle/0017).
     */
    listed: boolean('listed').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stock_items_price_nonnegative', sql`${t.priceMinor} >= 0`),
    check('stock_items_quantity_nonnegative', sql`${t.quantity} >= 0`),
    check('stock_items_moq_positive', sql`${t.moq} >= 1`),
    check('stock_items_discount_range', sql`${t.discountPercentage} between 0 and 100`),
    index('stock_items_product_idx').on(t.productId),
    index('stock_items_category_idx').on(t.categoryId, t.id),
    index('stock_items_brand_idx').on(t.brandId, t.id),
    index('stock_items_store_idx').on(t.storeId, t.id),
    // A category in chosen stores, two of the shop's filters together: 1,360 of 100,000 items found at once, where the
    // two indexes above gave 7,486 and 36,741 entries to intersect (decision 60).
    index('stock_items_category_store_idx').on(t.categoryId, t.storeId, t.id),
    index('stock_items_paid_price_idx').on(t.paidPriceMinor, t.id),
    index('stock_items_name_idx').on(t.nameKey, t.id),
    index('stock_items_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('stock_items_search_squashed_trgm_idx').using('gin', sql`${t.searchSquashed} gin_trgm_ops`),
  ],
);

/**
 * How many listed stock items each searchable text holds, by product and store (all the items of a product in a store
 * share their search_text), so a search's count is a sum over these rows, two to three times fewer and found by the
 * same trigram indexes, never a read of every matching stock item (docs/decisions/0054-search-counts.md). Kept like
 * stock_counts, by statement-level triggers on stock_items in the writing transaction (drizzle/0020), as rows of
 * changes: a row's text and columns are those of the items it counts; a rename adds a row of -n under the old text
 * and one of +n under the new, so the sum of the rows matching a search is the number of listed items that match.
 * Compacting folds them into one row per product, store and text.
 */
export const searchCounts = pgTable(
  'search_counts',
  {
    productId: integer('product_id').notNull(),
    storeId: integer('store_id').notNull(),
    categoryId: integer('category_id').notNull(),
    brandId: integer('brand_id').notNull(),
    nameKey: text('name_key').notNull(),
    searchText: text('search_text').notNull(),
    searchSquashed: text('search_squashed')
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace(search_text, '[^[:alnum:]]+', '', 'g')`),
    items: integer('items').notNull(),
  },
  (t) => [
    index('search_counts_product_idx').on(t.productId, t.storeId),
    // The rows of a category in chosen stores, searched one by one when they are few (decision 60).
    index('search_counts_category_store_idx').on(t.categoryId, t.storeId),
    index('search_counts_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('search_counts_search_squashed_trgm_idx').using('gin', sql`${t.searchSquashed} gin_trgm_ops`),
  ],
);

/**
 * How many listed stock items hold each piece (one or two letters or digits, a-z and 0-9, side by side in a word of
 * their searchable text), by category, brand and store: the count of a search for one such short word, which no
 * trigram index serves and which otherwise reads every text (docs/decisions/0056-short-searches-counted-by-piece.md).
 * Kept by the same triggers as search_counts, from the same rows of change (drizzle/0022): a text's pieces are counted
 * once however often they occur in it, so a sum over one piece's rows is the number of listed items whose text
 * contains it. Compacting folds the rows into one per piece, category, brand and store.
 */
export const searchPieceCounts = pgTable(
  'search_piece_counts',
  {
    piece: text('piece').notNull(),
    categoryId: integer('category_id').notNull(),
    brandId: integer('brand_id').notNull(),
    storeId: integer('store_id').notNull(),
    items: integer('items').notNull(),
  },
  (t) => [index('search_piece_counts_piece_idx').on(t.piece, t.categoryId, t.brandId, t.storeId)],
);

/**
 * How many listed stock items each product has under each name: the products a suggestion names, found among short
 * rows rather than search_counts' long texts (docs/decisions/0057-suggestions-named-first-from-names.md). Kept by the
 * same triggers, from the same rows of change (drizzle/0023): a rename adds -n under the old name and +n under the
 * new, so the names whose rows sum above zero are the listed products' names. Compacting folds them.
 */
export const nameCounts = pgTable(
  'name_counts',
  {
    productId: integer('product_id').notNull(),
    nameKey: text('name_key').notNull(),
    nameSquashed: text('name_squashed')
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace(name_key, '[^[:alnum:]]+', '', 'g')`),
    items: integer('items').notNull(),
  },
  (t) => [
    index('name_counts_product_idx').on(t.productId),
    index('name_counts_name_trgm_idx').using('gin', sql`${t.nameKey} gin_trgm_ops`),
    index('name_counts_name_squashed_trgm_idx').using('gin', sql`${t.nameSquashed} gin_trgm_ops`),
  ],
);

/**
 * The catalogue's version (docs/decisions/0031-catalogue-read-model.md): advanced, and `catalogue_changed` notified, by
 * a statement-level trigger on every table the catalogue's answers read, in the writing transaction. A sequence rather
 * than a row, so concurrent orders taking stock never queue on one row lock; a rolled-back write still advances it,
 * which costs one needless refill of the cached answers, never a stale one.
 */
export const catalogueVersion = pgSequence('catalogue_version');

/**
 * The version of what the listings' filters and searches match, stock levels aside: advanced with catalogue_version by
 * every write but one that changed stock levels alone (an order, a released hold, a stock adjustment), which notifies
 * `catalogue_changed` with 'stock' or 'level' instead of ''. A search's count kept by an instance lives as long as this version
 * when the search does not ask for stock (docs/decisions/0051-kept-counts-outlive-stock-changes.md).
 */
export const listingVersion = pgSequence('listing_version');

/**
 * The version of which items are in stock: advanced with catalogue_version by every write but a change of stock levels
 * that left every item as in or out of stock as it was (most orders: one unit of many), which notifies
 * `catalogue_changed` with 'level'; a change of stock levels that emptied an item or refilled one notifies 'stock'. A
 * search that asks for stock (in stock only, featured) keeps its count as long as this version
 * (docs/decisions/0052-kept-counts-outlive-orders.md).
 */
export const stockVersion = pgSequence('stock_version');

/**
 * How many stock items each group of the listing's broad filters holds (category, brand, store, in stock, free
 * delivery), so the count of a page filtered by those alone is a sum over a few hundred rows, never a scan of
 * stock_items (docs/decisions/0038-counts-that-never-scan.md). Kept by statement-level triggers on stock_items in the
 * writing transaction (drizzle/0014), as rows of changes: a write only inserts (+n into a group, -n out of one), so
 * concurrent orders never wait on, or deadlock over, a shared count row; the sum of a group's rows is its count, and
 * compacting folds them into one row per group.
 */
export const stockCounts = pgTable('stock_counts', {
  categoryId: integer('category_id').notNull(),
  brandId: integer('brand_id').notNull(),
  storeId: integer('store_id').notNull(),
  inStock: boolean('in_stock').notNull(),
  freeDelivery: boolean('free_delivery').notNull(),
  items: integer('items').notNull(),
});
