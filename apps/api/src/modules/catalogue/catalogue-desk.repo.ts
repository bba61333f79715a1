import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
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
  variants,
} from '../../db/schema/index.js';
import { containing } from '../../db/like.js';
import { rethrowTaken as taken } from '../../db/unique-violation.js';
import type { Executor } from '../../db/transaction.js';

// The back office's catalogue (issue 16): every brand, category, store and product, hidden ones included, and the
// writes that create and edit them. The copies stock items keep (names, brand, category, listed) are brought up to date
// by stock-items.repo.ts refreshListing in the same transaction; the service calls both.

export type BrandRow = typeof brands.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type StoreRow = typeof stores.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ItemRow = typeof stockItems.$inferSelect;

/** The tables whose rows the back office names by slug. */
const SLUGGED = { brands, categories, stores, products } as const;
export type SluggedTable = keyof typeof SLUGGED;

const productCount = (column: typeof products.brandId | typeof products.categoryId, id: typeof brands.id | typeof categories.id) =>
  sql<number>`(select count(*)::int from ${products} where ${column} = ${id})`;

const productSummary = {
  product: products,
  brandName: brands.name,
  categoryName: categories.name,
  items: sql<number>`(select count(*)::int from ${stockItems} where ${stockItems.productId} = ${products.id})`,
};

export function createCatalogueDeskRepo(db: Executor) {
  return {
    brands: () =>
      db
        .select({ row: brands, products: productCount(products.brandId, brands.id) })
        .from(brands)
        .orderBy(asc(brands.name)),
    categories: () =>
      db
        .select({ row: categories, products: productCount(products.categoryId, categories.id) })
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.name)),
    stores: () =>
      db
        .select({ row: stores, items: sql<number>`(select count(*)::int from ${stockItems} where ${stockItems.storeId} = ${stores.id})` })
        .from(stores)
        .orderBy(asc(stores.name)),

    async brand(id: number) {
      const [row] = await db.select().from(brands).where(eq(brands.id, id)).for('update');
      return row;
    },
    async category(id: number) {
      const [row] = await db.select().from(categories).where(eq(categories.id, id)).for('update');
      return row;
    },
    async store(id: number) {
      const [row] = await db.select().from(stores).where(eq(stores.id, id)).for('update');
      return row;
    },
    async insertBrand(row: typeof brands.$inferInsert) {
      return (await db.insert(brands).values(row).returning().catch(taken))[0]!;
    },
    async updateBrand(id: number, patch: Partial<typeof brands.$inferInsert>) {
      return (await db.update(brands).set(patch).where(eq(brands.id, id)).returning().catch(taken))[0];
    },
    async insertCategory(row: typeof categories.$inferInsert) {
      return (await db.insert(categories).values(row).returning().catch(taken))[0]!;
    },
    async updateCategory(id: number, patch: Partial<typeof categories.$inferInsert>) {
      return (await db.update(categories).set(patch).where(eq(categories.id, id)).returning().catch(taken))[0];
    },
    async insertStore(row: typeof stores.$inferInsert) {
      return (await db.insert(stores).values(row).returning().catch(taken))[0]!;
    },
    async updateStore(id: number, patch: Partial<typeof stores.$inferInsert>) {
      return (await db.update(stores).set(patch).where(eq(stores.id, id)).returning().catch(taken))[0];
    },

    /** Which of these slugs a table already has (to derive a free one from a name). */
    async slugsTaken(kind: SluggedTable, slugs: string[]): Promise<Set<string>> {
      if (!slugs.length) return new Set();
      const table = SLUGGED[kind];
      const rows = await db.select({ slug: table.slug }).from(table).where(inArray(table.slug, slugs));
      return new Set(rows.map((r) => r.slug));
    },

    async productPage(filter: { q?: string; hidden?: boolean }, page: number, pageSize: number) {
      const words = filter.q?.split(/\s+/).filter(Boolean) ?? [];
      const where = and(
        ...words.map((word) => or(ilike(products.name, containing(word)), ilike(products.slug, containing(word)))),
        filter.hidden === undefined ? undefined : eq(products.hidden, filter.hidden),
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select(productSummary)
          .from(products)
          .innerJoin(brands, eq(brands.id, products.brandId))
          .innerJoin(categories, eq(categories.id, products.categoryId))
          .where(where)
          .orderBy(asc(products.name), asc(products.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(products).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    async product(id: number, lock = false) {
      const query = db
        .select(productSummary)
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(products.id, id));
      const [row] = lock ? await query.for('update', { of: products }) : await query;
      return row;
    },
    async insertProduct(row: typeof products.$inferInsert) {
      return (await db.insert(products).values(row).returning().catch(taken))[0]!;
    },
    async updateProduct(id: number, patch: Partial<typeof products.$inferInsert>) {
      return (await db.update(products).set(patch).where(eq(products.id, id)).returning().catch(taken))[0];
    },
    async mediaOf(productId: number): Promise<string[]> {
      const rows = await db
        .select({ image: productMedia.image })
        .from(productMedia)
        .where(eq(productMedia.productId, productId))
        .orderBy(asc(productMedia.position));
      return rows.map((r) => r.image);
    },
    async replaceMedia(productId: number, images: string[]) {
      await db.delete(productMedia).where(eq(productMedia.productId, productId));
      if (images.length) await db.insert(productMedia).values(images.map((image, position) => ({ productId, image, position })));
    },

    itemsOf(productIds: number[]) {
      if (!productIds.length) return Promise.resolve([]);
      return db
        .select({ item: stockItems, storeName: stores.name })
        .from(stockItems)
        .innerJoin(stores, eq(stores.id, stockItems.storeId))
        .where(inArray(stockItems.productId, productIds))
        .orderBy(asc(stockItems.productId), asc(stockItems.id));
    },
    async item(id: number) {
      const [row] = await db.select().from(stockItems).where(eq(stockItems.id, id)).for('update');
      return row;
    },
    async itemsBySku(skus: string[]) {
      if (!skus.length) return [];
      return db.select().from(stockItems).where(inArray(stockItems.sku, skus));
    },
    async updateItem(
      id: number,
      patch: Partial<Pick<ItemRow, 'sku' | 'priceMinor' | 'discountPercentage' | 'moq' | 'weightGrams' | 'freeDelivery' | 'hidden'>>,
    ) {
      return (await db.update(stockItems).set(patch).where(eq(stockItems.id, id)).returning().catch(taken))[0];
    },

    /** The variants' options, name to value, by variant. */
    async optionsOf(variantIds: number[]): Promise<Map<number, Record<string, string>>> {
      const options = new Map<number, Record<string, string>>();
      if (!variantIds.length) return options;
      const rows = await db
        .select({ variantId: variantAttributeValues.variantId, name: attributes.name, value: attributeValues.value })
        .from(variantAttributeValues)
        .innerJoin(attributeValues, eq(attributeValues.id, variantAttributeValues.attributeValueId))
        .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
        .where(inArray(variantAttributeValues.variantId, variantIds))
        .orderBy(asc(attributes.name));
      for (const r of rows) options.set(r.variantId, { ...options.get(r.variantId), [r.name]: r.value });
      return options;
    },

    /**
     * The ids of these option values (`Size` = `M`), made when new: an existing option name is matched whatever its
     * case, so "size" joins the shop's "Size". Keys are `name\u0000value` as given.
     */
    async optionValueIds(pairs: { name: string; value: string }[]): Promise<Map<string, number>> {
      const ids = new Map<string, number>();
      if (!pairs.length) return ids;
      const names = [...new Set(pairs.map((p) => p.name))];
      const known = await db
        .select({ id: attributes.id, name: attributes.name })
        .from(attributes)
        .where(
          inArray(
            sql`lower(${attributes.name})`,
            names.map((n) => n.toLowerCase()),
          ),
        );
      const attributeIdOf = new Map(known.map((a) => [a.name.toLowerCase(), a.id]));
      const missing = names.filter((n) => !attributeIdOf.has(n.toLowerCase()));
      if (missing.length) {
        await db
          .insert(attributes)
          .values(missing.map((name) => ({ name })))
          .onConflictDoNothing();
        const made = await db.select({ id: attributes.id, name: attributes.name }).from(attributes).where(inArray(attributes.name, missing));
        for (const a of made) attributeIdOf.set(a.name.toLowerCase(), a.id);
      }
      const wanted = pairs.map((p) => ({ attributeId: attributeIdOf.get(p.name.toLowerCase())!, value: p.value }));
      await db.insert(attributeValues).values(wanted).onConflictDoNothing();
      const rows = await db
        .select({ id: attributeValues.id, attributeId: attributeValues.attributeId, value: attributeValues.value })
        .from(attributeValues)
        .where(inArray(attributeValues.attributeId, [...new Set(wanted.map((w) => w.attributeId))]));
      const idOf = new Map(rows.map((r) => [`${r.attributeId}\u0000${r.value}`, r.id]));
      for (const [i, p] of pairs.entries()) ids.set(`${p.name}\u0000${p.value}`, idOf.get(`${wanted[i]!.attributeId}\u0000${p.value}`)!);
      return ids;
    },

    /** New variants of products, each with its option values; answers their ids in the order given. */
    async insertVariants(rows: { productId: number; valueIds: number[] }[]): Promise<number[]> {
      if (!rows.length) return [];
      const made = await db
        .insert(variants)
        .values(rows.map((r) => ({ productId: r.productId })))
        .returning({ id: variants.id });
      const links = rows.flatMap((r, i) => r.valueIds.map((attributeValueId) => ({ variantId: made[i]!.id, attributeValueId })));
      if (links.length) await db.insert(variantAttributeValues).values(links);
      return made.map((m) => m.id);
    },

    /** Every stock item with its product, brand, category and store, for the catalogue's CSV. */
    exportRows() {
      return db
        .select({ item: stockItems, product: products, brandSlug: brands.slug, categorySlug: categories.slug, storeSlug: stores.slug })
        .from(stockItems)
        .innerJoin(products, eq(products.id, stockItems.productId))
        .innerJoin(brands, eq(brands.id, products.brandId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(stores, eq(stores.id, stockItems.storeId))
        .orderBy(asc(products.slug), asc(stockItems.id));
    },

    /** Products by slug (the CSV names them so). */
    productsBySlug(slugs: string[]) {
      if (!slugs.length) return Promise.resolve([]);
      return db.select().from(products).where(inArray(products.slug, slugs));
    },
    /** Rows of a table by slug: the CSV's brand, category and store columns. */
    async idsBySlug(kind: 'brands' | 'categories' | 'stores'): Promise<Map<string, { id: number; name: string }>> {
      const table = SLUGGED[kind];
      const rows = await db.select({ id: table.id, slug: table.slug, name: table.name }).from(table);
      return new Map(rows.map((r) => [r.slug, { id: r.id, name: r.name }]));
    },
  };
}
export type CatalogueDeskRepo = ReturnType<typeof createCatalogueDeskRepo>;
