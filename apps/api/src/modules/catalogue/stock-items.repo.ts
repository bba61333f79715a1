import { and, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.js';
import { rethrowTaken } from '../../db/unique-violation.js';
import { brands, categories, products, stockItems, stores } from '../../db/schema/index.js';

// The one write path of stock_items. Each row keeps copies of its product's brand, category, name and searchable
// text (docs/decisions/0002-stock-listing-read-model.md), so every write that could change them goes through here
// and recomputes them; stock is taken and given back here too, with conditional updates that never go below zero.

/** The listing columns copied onto a stock item from its product, brand and store. */
export function listingColumns(source: { productName: string; description: string; brandName: string; storeName: string }) {
  return {
    nameKey: source.productName.toLowerCase(),
    searchText: `${source.productName} ${source.description} ${source.brandName} ${source.storeName}`.toLowerCase(),
  };
}

export interface NewStockItem {
  product: { id: number; name: string; description: string; brandId: number; brandName: string; categoryId: number };
  store: { id: number; name: string };
  variantId: number;
  sku: string;
  priceMinor: number;
  discountPercentage: number;
  quantity: number;
  moq: number;
  weightGrams: number;
  freeDelivery: boolean;
  /** Hidden by the shop, this item alone (default shown). */
  hidden?: boolean;
  /** Whether shoppers see it: false when it, its product, brand, category or store is hidden (default true). */
  listed?: boolean;
}

/** Which stock items to bring up to date after their product, brand or store changed. */
export interface ListingScope {
  productIds?: number[];
  brandIds?: number[];
  storeIds?: number[];
  categoryIds?: number[];
  itemIds?: number[];
}

/** How many rows one UPDATE … FROM (VALUES …) brings up to date: a few hundred kilobytes of parameters at most. */
const REFRESH_BATCH = 1_000;

export function createStockItemsRepo(db: Executor) {
  return {
    /** Inserts stock items with their listing columns computed from the names given; a SKU already used throws Taken. */
    async insert(items: NewStockItem[]): Promise<void> {
      if (!items.length) return;
      await db
        .insert(stockItems)
        .values(
          items.map((s) => ({
            productId: s.product.id,
            variantId: s.variantId,
            storeId: s.store.id,
            brandId: s.product.brandId,
            categoryId: s.product.categoryId,
            ...listingColumns({ productName: s.product.name, description: s.product.description, brandName: s.product.brandName, storeName: s.store.name }),
            sku: s.sku,
            priceMinor: s.priceMinor,
            discountPercentage: s.discountPercentage,
            quantity: s.quantity,
            moq: s.moq,
            weightGrams: s.weightGrams,
            freeDelivery: s.freeDelivery,
            hidden: s.hidden ?? false,
            listed: s.listed ?? true,
          })),
        )
        .catch(rethrowTaken);
    },

    /**
     * Recomputes the copied columns of the stock items in scope (brand, category, names, whether shoppers see it) from
     * their product, brand, category and store as they are now, changing only rows whose copies differ, a thousand a
     * statement. Call it in the transaction of the edit, so the listing never shows a name or a row the catalogue no
     * longer has.
     */
    async refreshListing(scope: ListingScope): Promise<number> {
      const conditions: SQL[] = [];
      if (scope.productIds?.length) conditions.push(inArray(stockItems.productId, scope.productIds));
      if (scope.brandIds?.length) conditions.push(inArray(products.brandId, scope.brandIds));
      if (scope.storeIds?.length) conditions.push(inArray(stockItems.storeId, scope.storeIds));
      if (scope.categoryIds?.length) conditions.push(inArray(products.categoryId, scope.categoryIds));
      if (scope.itemIds?.length) conditions.push(inArray(stockItems.id, scope.itemIds));
      if (!conditions.length) return 0;
      const rows = await db
        .select({
          id: stockItems.id,
          brandId: products.brandId,
          categoryId: products.categoryId,
          productName: products.name,
          description: products.description,
          brandName: brands.name,
          storeName: stores.name,
          listed: sql<boolean>`not (${stockItems.hidden} or ${products.hidden} or ${brands.hidden} or ${categories.hidden} or ${stores.hidden})`,
          was: {
            brandId: stockItems.brandId,
            categoryId: stockItems.categoryId,
            nameKey: stockItems.nameKey,
            searchText: stockItems.searchText,
            listed: stockItems.listed,
          },
        })
        .from(stockItems)
        .innerJoin(products, eq(products.id, stockItems.productId))
        .innerJoin(brands, eq(brands.id, products.brandId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(stores, eq(stores.id, stockItems.storeId))
        .where(or(...conditions));
      const changed = rows
        .map((row) => ({ id: row.id, brandId: row.brandId, categoryId: row.categoryId, listed: row.listed, ...listingColumns(row), was: row.was }))
        .filter(
          ({ was, ...now }) =>
            now.brandId !== was.brandId ||
            now.categoryId !== was.categoryId ||
            now.nameKey !== was.nameKey ||
            now.searchText !== was.searchText ||
            now.listed !== was.listed,
        );
      for (let start = 0; start < changed.length; start += REFRESH_BATCH) {
        const values = changed
          .slice(start, start + REFRESH_BATCH)
          .map((r) => sql`(${r.id}::int, ${r.brandId}::int, ${r.categoryId}::int, ${r.nameKey}::text, ${r.searchText}::text, ${r.listed}::boolean)`);
        await db.execute(sql`
          update ${stockItems} set brand_id = v.brand_id, category_id = v.category_id, name_key = v.name_key, search_text = v.search_text, listed = v.listed
          from (values ${sql.join(values, sql`, `)}) as v(id, brand_id, category_id, name_key, search_text, listed)
          where ${stockItems.id} = v.id`);
      }
      return changed.length;
    },

    /** Takes `quantity` from the stock of an item, only if that much is there. False when it is not (nothing changes). */
    async reserve(stockId: number, quantity: number): Promise<boolean> {
      const rows = await db
        .update(stockItems)
        .set({ quantity: sql`${stockItems.quantity} - ${quantity}` })
        .where(and(eq(stockItems.id, stockId), gte(stockItems.quantity, quantity)))
        .returning({ id: stockItems.id });
      return rows.length === 1;
    },

    /** How many units of an item are in stock now (0 for an item that is gone): to say how many when a reserve fails. */
    async quantityOf(stockId: number): Promise<number> {
      const [row] = await db.select({ quantity: stockItems.quantity }).from(stockItems).where(eq(stockItems.id, stockId));
      return row?.quantity ?? 0;
    },

    /** Gives `quantity` back to the stock of an item (a cancelled order, an expired hold). */
    async release(stockId: number, quantity: number): Promise<void> {
      await db
        .update(stockItems)
        .set({ quantity: sql`${stockItems.quantity} + ${quantity}` })
        .where(eq(stockItems.id, stockId));
    },
  };
}
export type StockItemsRepo = ReturnType<typeof createStockItemsRepo>;
