import { count, eq, sql } from 'drizzle-orm';
import { createStockItemsRepo } from '../../modules/catalogue/stock-items.repo.js';
import { createVariantMediaRepo } from '../../modules/catalogue/variant-media.repo.js';
import { inTransaction, type Executor } from '../transaction.js';
import { attributeValues, attributes, brands, categories, productMedia, products, stores, variantAttributeValues, variants } from '../schema/index.js';
import type { Translations } from '../schema/catalogue.js';
import { attributeTranslations } from './attribute-translations.js';
import { brands as seedBrands, categories as seedCategories, products as seedProducts, stores as seedStores } from './catalogue.js';
import type { SeedProduct, SeedStock, SeedWords } from './catalogue-types.js';

/** The seed's words for one column as a row's translations: { es: { name: 'Tamaño' }, zh: { name: '规格' } }; none is {}. */
const translationsOf = (column: string, words: SeedWords | undefined): Translations =>
  words ? { es: { [column]: words.es }, zh: { [column]: words.zh } } : {};

export interface CatalogueIds {
  brandIds: Map<string, { id: number; name: string }>;
  categoryIds: Map<string, number>;
  storeIds: Map<string, { id: number; name: string }>;
  attributeValueIds: Map<string, number>; // key `${attribute}\u0000${value}`
}

/** Inserts stores, brands, categories and every attribute value the seed uses; returns their ids. */
async function seedReferenceData(tx: Executor): Promise<CatalogueIds> {
  const storeRows = await tx.insert(stores).values(seedStores).returning({ id: stores.id, slug: stores.slug, name: stores.name });
  const brandRows = await tx.insert(brands).values(seedBrands).returning({ id: brands.id, slug: brands.slug, name: brands.name });
  const categoryRows = await tx
    .insert(categories)
    .values(seedCategories.map((c, position) => ({ ...c, position })))
    .returning({ id: categories.id, slug: categories.slug });

  const attributeNames = [...new Set(seedProducts.flatMap((p) => p.stocks.flatMap((s) => Object.keys(s.attributes))))];
  const attributeRows = attributeNames.length
    ? await tx
        .insert(attributes)
        .values(attributeNames.map((name) => ({ name, translations: translationsOf('name', attributeTranslations[name]?.name) })))
        .returning()
    : [];
  const attributeIds = new Map(attributeRows.map((a) => [a.name, a.id]));
  const pairs = new Map<string, { attributeId: number; value: string; translations: Translations }>();
  for (const s of seedProducts.flatMap((p) => p.stocks)) {
    for (const [name, value] of Object.entries(s.attributes)) {
      const translations = translationsOf('value', attributeTranslations[name]?.values?.[value]);
      pairs.set(`${name}\u0000${value}`, { attributeId: attributeIds.get(name)!, value, translations });
    }
  }
  const valueRows = pairs.size
    ? await tx
        .insert(attributeValues)
        .values([...pairs.values()])
        .returning()
    : [];
  const nameById = new Map(attributeRows.map((a) => [a.id, a.name]));

  return {
    storeIds: new Map(storeRows.map((r) => [r.slug, { id: r.id, name: r.name }])),
    brandIds: new Map(brandRows.map((r) => [r.slug, { id: r.id, name: r.name }])),
    categoryIds: new Map(categoryRows.map((r) => [r.slug, r.id])),
    attributeValueIds: new Map(valueRows.map((v) => [`${nameById.get(v.attributeId)}\u0000${v.value}`, v.id])),
  };
}

export interface ProductToInsert {
  product: SeedProduct;
  /** Makes copies unique in the large seed: appended to the name, slug and SKUs. */
  copy?: number;
}

/** Inserts products with their media, variants and stock items, a few multi-row statements per batch. */
export async function insertProducts(tx: Executor, ids: CatalogueIds, batch: ProductToInsert[]) {
  const resolved = batch.map(({ product: p, copy }) => {
    const brand = ids.brandIds.get(p.brand);
    const store = ids.storeIds.get(p.store);
    const categoryId = ids.categoryIds.get(p.category);
    if (!brand || !store || categoryId === undefined) throw new Error(`seed product ${p.slug} names an unknown brand, store or category`);
    const name = copy ? `${p.name} (Lot ${copy})` : p.name;
    const slug = copy ? `${p.slug}-lot-${copy}` : p.slug;
    return { p, copy, brand, store, categoryId, name, slug };
  });

  const productRows = await tx
    .insert(products)
    .values(
      resolved.map((r) => ({
        slug: r.slug,
        name: r.name,
        description: r.p.description,
        image: r.p.images[0] ?? '',
        // The large seed's numbered lots are copies for benchmarks, not products the shop chose.
        featured: !r.copy && (r.p.featured ?? false),
        brandId: r.brand.id,
        categoryId: r.categoryId,
      })),
    )
    .returning({ id: products.id });
  const withIds = resolved.map((r, i) => ({ ...r, productId: productRows[i]!.id }));

  const media = withIds.flatMap((r) => r.p.images.slice(1).map((image, position) => ({ productId: r.productId, image, position })));
  if (media.length) await tx.insert(productMedia).values(media);

  const stockPlans = withIds.flatMap((r) => r.p.stocks.map((s) => ({ r, s })));
  const variantRows = await tx
    .insert(variants)
    .values(stockPlans.map(({ r }) => ({ productId: r.productId })))
    .returning({ id: variants.id });

  const links = stockPlans.flatMap(({ s }, i) =>
    Object.entries(s.attributes).map(([attr, value]) => {
      const attributeValueId = ids.attributeValueIds.get(`${attr}\u0000${value}`);
      if (attributeValueId === undefined) throw new Error(`unknown attribute value ${attr}=${value}`);
      return { variantId: variantRows[i]!.id, attributeValueId };
    }),
  );
  if (links.length) await tx.insert(variantAttributeValues).values(links);
  await createVariantMediaRepo(tx).insert(stockPlans.map(({ s }, i) => ({ variantId: variantRows[i]!.id, images: s.images ?? [] })));

  // Through the catalogue's one write path of stock items, which computes their listing columns.
  await createStockItemsRepo(tx).insert(
    stockPlans.map(({ r, s }: { r: (typeof withIds)[number]; s: SeedStock }, i) => ({
      product: { id: r.productId, name: r.name, description: r.p.description, brandId: r.brand.id, brandName: r.brand.name, categoryId: r.categoryId },
      store: r.store,
      variantId: variantRows[i]!.id,
      sku: r.copy ? `${s.sku}-L${r.copy}` : s.sku,
      priceMinor: s.pricePesewas,
      discountPercentage: s.discountPercentage,
      quantity: s.quantity,
      moq: s.moq,
      weightGrams: s.weightGrams,
      freeDelivery: s.freeDelivery,
    })),
  );
}

/** Seeds the hand-written catalogue into an empty database; does nothing when stock items already exist. */
/** Several instances starting together on an empty database seed it once: the first takes this lock, the others wait. */
const SEED_LOCK_ID = 724_300_002;

export async function seedCatalogueIfEmpty(db: Executor): Promise<boolean> {
  const empty = async (executor: Executor) => ((await executor.select({ n: count() }).from(stores))[0]?.n ?? 0) === 0;
  if (!(await empty(db))) return false;
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    // Checked again under the lock: another instance may have seeded while this one waited.
    if (!(await empty(tx))) return false;
    const ids = await seedReferenceData(tx);
    await insertProducts(
      tx,
      ids,
      seedProducts.map((product) => ({ product })),
    );
    return true;
  });
}

/** Reads the ids of the seeded reference data (for the large seed, which adds products to it). */
export async function loadCatalogueIds(db: Executor): Promise<CatalogueIds> {
  const [storeRows, brandRows, categoryRows, valueRows] = await Promise.all([
    db.select({ id: stores.id, slug: stores.slug, name: stores.name }).from(stores),
    db.select({ id: brands.id, slug: brands.slug, name: brands.name }).from(brands),
    db.select({ id: categories.id, slug: categories.slug }).from(categories),
    db
      .select({ id: attributeValues.id, value: attributeValues.value, name: attributes.name })
      .from(attributeValues)
      .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId)),
  ]);
  return {
    storeIds: new Map(storeRows.map((r) => [r.slug, { id: r.id, name: r.name }])),
    brandIds: new Map(brandRows.map((r) => [r.slug, { id: r.id, name: r.name }])),
    categoryIds: new Map(categoryRows.map((r) => [r.slug, r.id])),
    attributeValueIds: new Map(valueRows.map((v) => [`${v.name}\u0000${v.value}`, v.id])),
  };
}
