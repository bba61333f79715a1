import { and, asc, count, desc, eq, gt, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.js';
import {
  attributes,
  attributeValues,
  brands,
  categories,
  productMedia,
  products,
  stockItems,
  stores,
  variantAttributeValues,
  variantMedia,
} from '../../db/schema/index.js';
import type { RowRef } from '../../lib/id-or-slug.js';

export interface StockFilter {
  category?: RowRef;
  brand?: RowRef;
  stores?: RowRef[];
  inStockOnly?: boolean;
  freeDeliveryOnly?: boolean;
  /** Lower-case words; every one must appear in the name, description, brand or store. */
  searchWords?: string[];
  productId?: number;
  /** Only products the shop featured, one stock item each: see onePerFeaturedProduct. */
  featuredOnly?: boolean;
}

export type StockSort = 'default' | 'price' | '-price' | 'name' | '-name';

const stockColumns = {
  id: stockItems.id,
  quantity: stockItems.quantity,
  priceMinor: stockItems.priceMinor,
  paidPriceMinor: stockItems.paidPriceMinor,
  currency: stockItems.currency,
  discountPercentage: stockItems.discountPercentage,
  weightGrams: stockItems.weightGrams,
  sku: stockItems.sku,
  moq: stockItems.moq,
  freeDelivery: stockItems.freeDelivery,
  variantId: stockItems.variantId,
  productId: stockItems.productId,
  productName: products.name,
  productDescription: products.description,
  productImage: products.image,
  storeName: stores.name,
};

export type StockRow = Awaited<ReturnType<ReturnType<typeof createStockRepo>['findPage']>>[number];

/** A filter naming a row by id or slug, as SQL comparable with the id column. */
function refId(table: typeof categories | typeof brands, ref: RowRef): SQL {
  return 'id' in ref ? sql`${ref.id}` : sql`(select ${table.id} from ${table} where ${table.slug} = ${ref.slug})`;
}

/** Escapes LIKE wildcards so a shopper's % or _ is searched literally. */
const likeLiteral = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditionsOf(db: Executor, f: StockFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.productId !== undefined) conditions.push(eq(stockItems.productId, f.productId));
  if (f.category) conditions.push(eq(stockItems.categoryId, refId(categories, f.category)));
  if (f.brand) conditions.push(eq(stockItems.brandId, refId(brands, f.brand)));
  if (f.stores?.length) {
    const ids = f.stores.flatMap((r) => ('id' in r ? [r.id] : []));
    const slugs = f.stores.flatMap((r) => ('slug' in r ? [r.slug] : []));
    const storeIds = db
      .select({ id: stores.id })
      .from(stores)
      .where(or(ids.length ? inArray(stores.id, ids) : undefined, slugs.length ? inArray(stores.slug, slugs) : undefined));
    conditions.push(inArray(stockItems.storeId, storeIds));
  }
  if (f.inStockOnly) conditions.push(gt(stockItems.quantity, 0));
  if (f.freeDeliveryOnly) conditions.push(eq(stockItems.freeDelivery, true));
  // search_text is stored lower-cased, so a plain LIKE with a lower-cased word does the case-insensitive match
  // (several times cheaper than ILIKE) and the trigram index serves it.
  for (const word of f.searchWords ?? []) conditions.push(like(stockItems.searchText, `%${likeLiteral(word.toLowerCase())}%`));
  return and(...conditions);
}

/**
 * The ids of one stock item per featured product among those matching `conditions`: the in-stock one the shopper pays
 * least for (the lowest id among equals), so the home page shows a product once, at its most inviting price, never
 * in three sizes. Featured products are a handful chosen by the shop, so DISTINCT ON sorts few rows; the stock items
 * of each are found through stock_items_product_idx.
 */
function onePerFeaturedProduct(db: Executor, conditions: SQL | undefined) {
  const featuredProducts = db.select({ id: products.id }).from(products).where(eq(products.featured, true));
  return db
    .selectDistinctOn([stockItems.productId], { id: stockItems.id })
    .from(stockItems)
    .where(and(conditions, gt(stockItems.quantity, 0), inArray(stockItems.productId, featuredProducts)))
    .orderBy(asc(stockItems.productId), asc(stockItems.paidPriceMinor), asc(stockItems.id));
}

/** The rows a listing may show; the count and the pages both use it, so they always agree. */
function whereOf(db: Executor, f: StockFilter): SQL | undefined {
  const conditions = conditionsOf(db, f);
  return f.featuredOnly ? inArray(stockItems.id, onePerFeaturedProduct(db, conditions)) : conditions;
}

const orderings: Record<StockSort, SQL[]> = {
  default: [asc(stockItems.id)],
  // By what a shopper pays, the discount taken off.
  price: [asc(stockItems.paidPriceMinor), asc(stockItems.id)],
  '-price': [desc(stockItems.paidPriceMinor), desc(stockItems.id)],
  name: [asc(stockItems.nameKey), asc(stockItems.id)],
  '-name': [desc(stockItems.nameKey), desc(stockItems.id)],
};

export function createStockRepo(db: Executor) {
  const baseSelect = () =>
    db.select(stockColumns).from(stockItems).innerJoin(products, eq(products.id, stockItems.productId)).innerJoin(stores, eq(stores.id, stockItems.storeId));

  return {
    async count(filter: StockFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(stockItems).where(whereOf(db, filter));
      return row?.n ?? 0;
    },

    /**
     * The page's ids are picked from stock_items alone (an index scan), and only those rows are joined with
     * products and stores: joining first would join every row skipped by the offset (deep pages).
     */
    findPage(filter: StockFilter, sort: StockSort, limit: number, offset: number) {
      const page = db
        .select({ pageId: stockItems.id })
        .from(stockItems)
        .where(whereOf(db, filter))
        .orderBy(...orderings[sort])
        .limit(limit)
        .offset(offset)
        .as('page');
      return baseSelect()
        .innerJoin(page, eq(page.pageId, stockItems.id))
        .orderBy(...orderings[sort]);
    },

    async findById(id: number) {
      const [row] = await baseSelect().where(eq(stockItems.id, id)).limit(1);
      return row;
    },

    /** Further images of the given products, in gallery order. */
    mediaOf(productIds: number[]) {
      if (!productIds.length) return Promise.resolve([]);
      return db
        .select({ productId: productMedia.productId, image: productMedia.image })
        .from(productMedia)
        .where(inArray(productMedia.productId, productIds))
        .orderBy(asc(productMedia.productId), asc(productMedia.position));
    },

    /** The given variants' own images, in gallery order (main image first). */
    variantMediaOf(variantIds: number[]) {
      if (!variantIds.length) return Promise.resolve([]);
      return db
        .select({ variantId: variantMedia.variantId, image: variantMedia.image })
        .from(variantMedia)
        .where(inArray(variantMedia.variantId, variantIds))
        .orderBy(asc(variantMedia.variantId), asc(variantMedia.position));
    },

    /**
     * Attribute values of the given variants, with the names in the other languages (the caller picks one). Ordered
     * by the English attribute name, so the options keep one order in every language.
     */
    attributesOf(variantIds: number[]) {
      if (!variantIds.length) return Promise.resolve([]);
      return db
        .select({
          variantId: variantAttributeValues.variantId,
          id: attributeValues.id,
          value: attributeValues.value,
          valueTranslations: attributeValues.translations,
          attributeId: attributes.id,
          attributeName: attributes.name,
          attributeTranslations: attributes.translations,
        })
        .from(variantAttributeValues)
        .innerJoin(attributeValues, eq(attributeValues.id, variantAttributeValues.attributeValueId))
        .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
        .where(inArray(variantAttributeValues.variantId, variantIds))
        .orderBy(asc(attributes.name), asc(attributeValues.id));
    },
  };
}
export type StockRepo = ReturnType<typeof createStockRepo>;
export type AttributeRow = Awaited<ReturnType<StockRepo['attributesOf']>>[number];
