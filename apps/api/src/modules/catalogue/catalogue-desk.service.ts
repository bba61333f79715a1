import type { z } from 'zod';
import type {
  AdminBrand,
  AdminCatalogueItem,
  AdminCategory,
  AdminProduct,
  AdminProductSummary,
  AdminStore,
  brandCreateBody,
  brandUpdateBody,
  categoryCreateBody,
  categoryUpdateBody,
  itemCreateBody,
  itemUpdateBody,
  productCreateBody,
  productUpdateBody,
  storeCreateBody,
  storeUpdateBody,
} from '@shop/contract/admin';
import { parseAmount } from '@shop/contract/money';
import { inTransaction, type Executor } from '../../db/transaction.js';
import { AppError, Taken } from '../../lib/errors.js';
import { money } from '../orders/order-answer.js';
import {
  createCatalogueDeskRepo,
  type BrandRow,
  type CatalogueDeskRepo,
  type CategoryRow,
  type ItemRow,
  type SluggedTable,
  type StoreRow,
} from './catalogue-desk.repo.js';
import { createStockDeskRepo } from './stock-desk.repo.js';
import { createStockItemsRepo } from './stock-items.repo.js';

// The catalogue of the back office (issue 16): admins create and edit brands, categories, stores, products and their
// stock items, and hide any of them. Each change is one transaction with the stock items' copied listing columns
// (names, brand, category, listed) brought up to date and the change's audit entry, so the storefront shows the change
// at once (the catalogue tables' triggers move the catalogue version; stock_counts follows `listed`) or not at all.

/** Who changes the catalogue, and their audit entry for it (in the change's transaction). */
export interface CatalogueChange {
  actor: { id: string | null; email: string };
  record(tx: Executor, action: string, subject: string, before: unknown, after: unknown): Promise<void>;
}

type Input<T extends z.ZodType> = z.output<T>;

/** A slug made from a name: "Ọbaa Shea Butter 250 g" → "obaa-shea-butter-250-g" (accents dropped, at most 70 characters). */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70)
    .replace(/-+$/, '');
  return slug === '' || /^\d+$/.test(slug) ? `item-${slug || 'new'}` : slug;
}

/** The slug asked for, or the first free one made from the name ("kente", "kente-2", …). */
async function freeSlug(repo: CatalogueDeskRepo, table: SluggedTable, name: string, asked?: string) {
  if (asked) return asked;
  const base = slugOf(name);
  const candidates = [base, ...Array.from({ length: 49 }, (_, i) => `${base}-${i + 2}`)];
  const taken = await repo.slugsTaken(table, candidates);
  return candidates.find((c) => !taken.has(c)) ?? `${base}-${Date.now().toString(36)}`;
}

/** A unique slug or SKU the database refused, as the caller's 409. */
function takenAs(err: unknown, slug: string | undefined, sku?: string): never {
  if (!(err instanceof Taken)) throw err;
  if (err.constraint.includes('sku')) throw new AppError('SKU_TAKEN', { sku: sku ?? '' });
  throw new AppError('SLUG_TAKEN', { slug: slug ?? '' });
}

const brandAnswer = (row: BrandRow, productCount: number): AdminBrand => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  featured: row.featured,
  hidden: row.hidden,
  products: productCount,
});
const categoryAnswer = (row: CategoryRow, productCount: number): AdminCategory => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  image: row.image,
  featured: row.featured,
  hidden: row.hidden,
  position: row.position,
  products: productCount,
});
const storeAnswer = (row: StoreRow, items: number): AdminStore => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  city: row.city,
  region: row.region,
  hidden: row.hidden,
  items,
});

type SummaryRow = NonNullable<Awaited<ReturnType<CatalogueDeskRepo['product']>>>;
const summaryAnswer = ({ product, brandName, categoryName, items }: SummaryRow): AdminProductSummary => ({
  id: product.id,
  slug: product.slug,
  name: product.name,
  image: product.image,
  brand: { id: product.brandId, name: brandName },
  category: { id: product.categoryId, name: categoryName },
  featured: product.featured,
  hidden: product.hidden,
  items,
});

const itemAnswer = (item: ItemRow, storeName: string, options: Record<string, string>): AdminCatalogueItem => ({
  id: item.id,
  sku: item.sku,
  store: { id: item.storeId, name: storeName },
  attributes: options,
  price: money(item.priceMinor, item.currency),
  discount_percentage: item.discountPercentage,
  quantity: item.quantity,
  moq: item.moq,
  weight_grams: item.weightGrams,
  free_delivery: item.freeDelivery,
  hidden: item.hidden,
  listed: item.listed,
});

/** The fields of a body that were given (a PATCH changes only those). */
const given = <T extends object>(body: T) => Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<T>;

export function createCatalogueDesk(db: Executor) {
  const repo = createCatalogueDeskRepo(db);

  /** One product whole, as the back office shows it: its summary, description, pictures and stock items. */
  async function productAnswer(exec: Executor, id: number): Promise<AdminProduct> {
    const desk = createCatalogueDeskRepo(exec);
    const summary = await desk.product(id);
    if (!summary) throw new AppError('PRODUCT_NOT_FOUND');
    const items = await desk.itemsOf([id]);
    const options = await desk.optionsOf(items.map((i) => i.item.variantId));
    return {
      ...summaryAnswer(summary),
      description: summary.product.description,
      images: await desk.mediaOf(id),
      stock_items: items.map(({ item, storeName }) => itemAnswer(item, storeName, options.get(item.variantId) ?? {})),
    };
  }

  /** A change in one transaction: the desk's writes, the stock items' copies, the audit entry. */
  const change = <T>(work: (desk: CatalogueDeskRepo, tx: Executor) => Promise<T>) => inTransaction(db, (tx) => work(createCatalogueDeskRepo(tx), tx));

  /** Whether a product's brand and category exist (a 404 naming which does not). */
  async function checkParents(desk: CatalogueDeskRepo, brandId: number | undefined, categoryId: number | undefined) {
    if (brandId !== undefined && !(await desk.brand(brandId))) throw new AppError('BRAND_NOT_FOUND');
    if (categoryId !== undefined && !(await desk.category(categoryId))) throw new AppError('CATEGORY_NOT_FOUND');
  }

  return {
    productAnswer: (id: number) => productAnswer(db, id),

    async brands(): Promise<AdminBrand[]> {
      return (await repo.brands()).map((r) => brandAnswer(r.row, r.products));
    },
    async categories(): Promise<AdminCategory[]> {
      return (await repo.categories()).map((r) => categoryAnswer(r.row, r.products));
    },
    async stores(): Promise<AdminStore[]> {
      return (await repo.stores()).map((r) => storeAnswer(r.row, r.items));
    },

    createBrand: (body: Input<typeof brandCreateBody>, by: CatalogueChange) =>
      change(async (desk, tx) => {
        const slug = await freeSlug(desk, 'brands', body.name, body.slug);
        const row = await desk.insertBrand({ ...body, slug }).catch((err: unknown) => takenAs(err, slug));
        await by.record(tx, 'catalogue.brand.create', `brand:${row.id}`, null, row);
        return brandAnswer(row, 0);
      }),
    updateBrand: (id: number, body: Input<typeof brandUpdateBody>, by: CatalogueChange) =>
      change(async (desk, tx) => {
        const before = await desk.brand(id);
        if (!before) throw new AppError('BRAND_NOT_FOUND');
        const after = (await desk.updateBrand(id, given(body)).catch((err: unknown) => takenAs(err, body.slug)))!;
        await createStockItemsRepo(tx).refreshListing({ brandIds: [id] });
        await by.record(tx, 'catalogue.brand.update', `brand:${id}`, before, after);
        return brandAnswer(after, (await desk.brands()).find((b) => b.row.id === id)?.products ?? 0);
      }),

    createCategory: (body: Input<typeof categoryCreateBody>, by: CatalogueChange) =>
      change(async (desk, tx) => {
        const slug = await freeSlug(desk, 'categories', body.name, body.slug);
        const row = await desk.insertCategory({ ...body, slug }).catch((err: unknown) => takenAs(err, slug));
        await by.record(tx, 'catalogue.category.create', `category:${row.id}`, null, row);
        return categoryAnswer(row, 0);
      }),
    updateCategory: (id: number, body: Input<typeof categoryUpdateBody>, by: CatalogueChange) =>
      change(async (desk, tx) => {
        const before = await desk.category(id);
        if (!before) throw new AppError('CATEGORY_NOT_FOUND');
        const after = (await desk.updateCategory(id, given(body)).catch((err: unknown) => takenAs(err, body.slug)))!;
        await createStockItemsRepo(tx).refreshListing({ categoryIds: [id] });
        await by.record(tx, 'catalogue.category.update', `category:${id}`, before, after);
        return categoryAnswer(after, (await desk.categories()).find((c) => c.row.id === id)?.products ?? 0);
      }),

    createStore: (body: Input<typeof storeCreateBody>, by: CatalogueChange) =>
      change(async (desk, tx) => {
        const slug = await freeSlug(desk, 'stores', body.name, body.slug);
        const row = await desk.insertStore({ ...body, slug }).catch((err: unknown) => takenAs(err, slug));
        await by.record(tx, 'catalogue.store.create', `store:${row.id}`, null, row);
        return storeAnswer(row, 0);
      }),
    updateStore: (id: number, body: Input<typeof storeUpdateBody>, by: CatalogueChange) =>
      change(async (desk, tx) => {
        const before = await desk.store(id);
        if (!before) throw new AppError('STORE_NOT_FOUND');
        const after = (await desk.updateStore(id, given(body)).catch((err: unknown) => takenAs(err, body.slug)))!;
        await createStockItemsRepo(tx).refreshListing({ storeIds: [id] });
        await by.record(tx, 'catalogue.store.update', `store:${id}`, before, after);
        return storeAnswer(after, (await desk.stores()).find((s) => s.row.id === id)?.items ?? 0);
      }),

    async products(filter: { q?: string; hidden?: boolean }, page: number, pageSize: number) {
      const { rows, total } = await repo.productPage(filter, page, pageSize);
      return { items: rows.map(summaryAnswer), total };
    },

    createProduct: (body: Input<typeof productCreateBody>, by: CatalogueChange) =>
      change(async (desk, tx) => {
        await checkParents(desk, body.brand_id, body.category_id);
        const slug = await freeSlug(desk, 'products', body.name, body.slug);
        const row = await desk
          .insertProduct({
            slug,
            name: body.name,
            description: body.description ?? '',
            image: body.image,
            brandId: body.brand_id,
            categoryId: body.category_id,
            featured: body.featured ?? false,
            hidden: body.hidden ?? false,
          })
          .catch((err: unknown) => takenAs(err, slug));
        await desk.replaceMedia(row.id, body.images ?? []);
        await by.record(tx, 'catalogue.product.create', `product:${row.id}`, null, { ...row, images: body.images ?? [] });
        return productAnswer(tx, row.id);
      }),
    updateProduct: (id: number, body: Input<typeof productUpdateBody>, by: CatalogueChange) =>
      change(async (desk, tx) => {
        const before = await desk.product(id, true);
        if (!before) throw new AppError('PRODUCT_NOT_FOUND');
        await checkParents(desk, body.brand_id, body.category_id);
        const { images, brand_id, category_id, ...rest } = body;
        const patch = given({ ...rest, brandId: brand_id, categoryId: category_id });
        const after = Object.keys(patch).length ? await desk.updateProduct(id, patch).catch((err: unknown) => takenAs(err, body.slug)) : before.product;
        const imagesBefore = await desk.mediaOf(id);
        if (images) await desk.replaceMedia(id, images);
        await createStockItemsRepo(tx).refreshListing({ productIds: [id] });
        await by.record(
          tx,
          'catalogue.product.update',
          `product:${id}`,
          { ...before.product, images: imagesBefore },
          { ...after, images: images ?? imagesBefore },
        );
        return productAnswer(tx, id);
      }),

    /** A new stock item of a product: its variant (made from its options), store, price and first quantity. */
    createItem: (productId: number, body: Input<typeof itemCreateBody>, by: CatalogueChange) =>
      change(async (desk, tx) => {
        const found = await desk.product(productId, true);
        if (!found) throw new AppError('PRODUCT_NOT_FOUND');
        const store = await desk.store(body.store_id);
        if (!store) throw new AppError('STORE_NOT_FOUND');
        const pairs = Object.entries(body.attributes).map(([name, value]) => ({ name, value }));
        const valueIds = await desk.optionValueIds(pairs);
        const [variantId] = await desk.insertVariants([{ productId, valueIds: [...valueIds.values()] }]);
        const { product } = found;
        const parentsHidden =
          product.hidden || store.hidden || (await desk.brand(product.brandId))!.hidden || (await desk.category(product.categoryId))!.hidden;
        await createStockItemsRepo(tx)
          .insert([
            {
              product: {
                id: product.id,
                name: product.name,
                description: product.description,
                brandId: product.brandId,
                brandName: found.brandName,
                categoryId: product.categoryId,
              },
              store: { id: store.id, name: store.name },
              variantId: variantId!,
              sku: body.sku,
              priceMinor: parseAmount(body.price),
              discountPercentage: body.discount_percentage,
              quantity: body.quantity,
              moq: body.moq,
              weightGrams: body.weight_grams,
              freeDelivery: body.free_delivery,
              hidden: body.hidden,
              listed: !(body.hidden || parentsHidden),
            },
          ])
          .catch((err: unknown) => takenAs(err, undefined, body.sku));
        const [created] = await desk.itemsBySku([body.sku]);
        if (body.quantity > 0) {
          await createStockDeskRepo(tx).addAdjustment({
            stockId: created!.id,
            staffId: by.actor.id,
            staffEmail: by.actor.email,
            delta: body.quantity,
            quantityAfter: body.quantity,
            reason: 'received',
            note: 'First stock of a new item',
          });
        }
        await by.record(tx, 'catalogue.item.create', `stock:${created!.id}`, null, { ...created, options: body.attributes });
        return productAnswer(tx, productId);
      }),
    updateItem: (id: number, body: Input<typeof itemUpdateBody>, by: CatalogueChange) =>
      change(async (desk, tx) => {
        const before = await desk.item(id);
        if (!before) throw new AppError('PRODUCT_NOT_FOUND');
        const patch = given({
          sku: body.sku,
          priceMinor: body.price === undefined ? undefined : parseAmount(body.price),
          discountPercentage: body.discount_percentage,
          moq: body.moq,
          weightGrams: body.weight_grams,
          freeDelivery: body.free_delivery,
          hidden: body.hidden,
        });
        await desk.updateItem(id, patch).catch((err: unknown) => takenAs(err, undefined, body.sku));
        await createStockItemsRepo(tx).refreshListing({ itemIds: [id] });
        const [after] = await desk.itemsBySku([body.sku ?? before.sku]);
        await by.record(tx, 'catalogue.item.update', `stock:${id}`, before, after);
        return productAnswer(tx, before.productId);
      }),
  };
}
export type CatalogueDesk = ReturnType<typeof createCatalogueDesk>;
