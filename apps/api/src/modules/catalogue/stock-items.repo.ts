import { and, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.js';
import { brands, products, stockItems, stores } from '../../db/schema/index.js';

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
}

/** Which stock items to bring up to date after their product, brand or store changed. */
export interface ListingScope {
  productIds?: number[];
  brandIds?: number[];
  storeIds?: number[];
}

export function createStockItemsRepo(db: Executor) {
  return {
    /** Inserts stock items with their listing columns computed from the names given. */
    async insert(items: NewStockItem[]): Promise<void> {
      if (!items.length) return;
      await db.insert(stockItems).values(
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
        })),
      );
    },

    /**
     * Recomputes the copied columns of the stock items in scope from their product, brand and store as they are now.
     * Call it in the transaction of the edit, so the listing never shows a name the catalogue no longer has.
     */
    async refreshListing(scope: ListingScope): Promise<number> {
      const conditions: SQL[] = [];
      if (scope.productIds?.length) conditions.push(inArray(stockItems.productId, scope.productIds));
      if (scope.brandIds?.length) conditions.push(inArray(products.brandId, scope.brandIds));
      if (scope.storeIds?.length) conditions.push(inArray(stockItems.storeId, scope.storeIds));
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
        })
        .from(stockItems)
        .innerJoin(products, eq(products.id, stockItems.productId))
        .innerJoin(brands, eq(brands.id, products.brandId))
        .innerJoin(stores, eq(stores.id, stockItems.storeId))
        .where(or(...conditions));
      for (const row of rows) {
        await db
          .update(stockItems)
          .set({ brandId: row.brandId, categoryId: row.categoryId, ...listingColumns(row) })
          .where(eq(stockItems.id, row.id));
      }
      return rows.length;
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
