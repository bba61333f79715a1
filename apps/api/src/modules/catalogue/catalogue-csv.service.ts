import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { CatalogueImportResult, CatalogueImportRowError } from '@shop/contract/admin';
import { CATALOGUE_CSV_COLUMNS, CATALOGUE_IMPORT_MAX_ROWS } from '@shop/contract/admin-endpoints';
import { formatMinor, parseAmount } from '@shop/contract/money';
import { inTransaction, type Executor } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import type { CatalogueChange } from './catalogue-desk.service.js';
import { createCatalogueDeskRepo, type CatalogueDeskRepo, type ItemRow, type ProductRow } from './catalogue-desk.repo.js';
import { csvRowSchema, optionsText, rowMessages, type CsvRecord, type CsvRow } from './catalogue-csv-rows.js';
import { createStockDeskRepo } from './stock-desk.repo.js';
import { createStockItemsRepo, type NewStockItem } from './stock-items.repo.js';

// The catalogue as a CSV file (issue 16): exported whole, one row per stock item, and imported all or nothing. An
// import reads every row first — its cells, then the rows together (one SKU once, one product described alike on each
// of its rows, brands, categories and stores that exist, a SKU that stays with its product) — and answers every bad
// row by its line number without changing anything; a file without mistakes is applied in one transaction. A row
// creates its product and item when their slug and SKU are new, else changes them; a changed quantity of an existing
// item is a shelf count ('counted') in its stock history, as at the stock desk. Options apply to new items only.

/** A product as its rows describe it: the first row's words, which every other row of it must repeat. */
const PRODUCT_COLUMNS = ['product_name', 'description', 'brand', 'category', 'image', 'featured', 'product_hidden'] as const;

interface Parsed {
  line: number;
  row: CsvRow;
}

/** The file's records with the line each starts on (a quoted cell may hold line breaks). */
function recordsOf(text: string): { line: number; record: CsvRecord }[] | CatalogueImportRowError[] {
  let parsed: { record: Record<string, string>; info: { lines: number } }[];
  try {
    parsed = parse(text, { columns: true, info: true, skip_empty_lines: true, bom: true, relax_column_count: false, trim: false });
  } catch (err) {
    const line = (err as { lines?: number }).lines ?? 1;
    return [{ line, messages: [`This line cannot be read as CSV: ${(err as Error).message.replace(/^Invalid Record Length: /, '')}`] }];
  }
  const header = parsed[0] ? Object.keys(parsed[0].record) : (parse(text, { to_line: 1, bom: true })[0] ?? []);
  const missing = CATALOGUE_CSV_COLUMNS.filter((c) => !header.includes(c));
  const unknown = (header as string[]).filter((c) => !(CATALOGUE_CSV_COLUMNS as readonly string[]).includes(c));
  if (missing.length || unknown.length) {
    return [
      {
        line: 1,
        messages: [
          ...(missing.length ? [`The header lacks the columns ${missing.join(', ')}.`] : []),
          ...(unknown.length ? [`The header has columns the catalogue does not: ${unknown.join(', ')}.`] : []),
        ],
      },
    ];
  }
  // info.lines is the line the record ends on; a record starts after the previous one ended (the header is line 1).
  let previousEnd = 1;
  return parsed.map(({ record, info }) => {
    const line = previousEnd + 1;
    previousEnd = info.lines;
    return { line, record: record as CsvRecord };
  });
}

export function createCatalogueCsv(db: Executor) {
  /** Every mistake of the rows taken together, by line: what a row's cells alone cannot tell. */
  async function crossCheck(rows: Parsed[], desk: CatalogueDeskRepo): Promise<Map<number, string[]>> {
    const problems = new Map<number, string[]>();
    const flag = (line: number, message: string) => problems.set(line, [...(problems.get(line) ?? []), message]);
    // One after another: a transaction's queries share its one connection.
    const brandIds = await desk.idsBySlug('brands');
    const categoryIds = await desk.idsBySlug('categories');
    const storeIds = await desk.idsBySlug('stores');
    const known = new Map((await desk.productsBySlug([...new Set(rows.map((r) => r.row.product_slug))])).map((p) => [p.slug, p]));
    const existing = new Map((await desk.itemsBySku(rows.map((r) => r.row.sku))).map((i) => [i.sku, i]));

    const firstOfSku = new Map<string, number>();
    const firstOfProduct = new Map<string, Parsed>();
    for (const parsed of rows) {
      const { line, row } = parsed;
      const seen = firstOfSku.get(row.sku);
      if (seen !== undefined) flag(line, `sku: ${row.sku} is already on line ${seen}.`);
      else firstOfSku.set(row.sku, line);
      if (!brandIds.has(row.brand)) flag(line, `brand: there is no brand ${row.brand}.`);
      if (!categoryIds.has(row.category)) flag(line, `category: there is no category ${row.category}.`);
      if (!storeIds.has(row.store)) flag(line, `store: there is no store ${row.store}.`);
      const first = firstOfProduct.get(row.product_slug);
      if (!first) {
        firstOfProduct.set(row.product_slug, parsed);
        if (!known.has(row.product_slug)) {
          if (!row.product_name) flag(line, `product_name: a new product (${row.product_slug}) needs a name.`);
          if (!row.image) flag(line, `image: a new product (${row.product_slug}) needs a picture.`);
        }
      } else {
        const differs = PRODUCT_COLUMNS.filter((c) => row[c] !== first.row[c]);
        if (differs.length) flag(line, `${differs.join(', ')}: differs from line ${first.line}, which describes ${row.product_slug} too.`);
      }
      const item = existing.get(row.sku);
      if (item) {
        const owner = known.get(row.product_slug);
        if (!owner || owner.id !== item.productId) flag(line, `sku: ${row.sku} belongs to another product; its product cannot change.`);
      }
    }
    return problems;
  }

  /** Applies checked rows in the caller's transaction; answers what changed. */
  async function apply(tx: Executor, rows: CsvRow[], by: CatalogueChange): Promise<CatalogueImportResult> {
    const desk = createCatalogueDeskRepo(tx);
    // One after another: a transaction's queries share its one connection.
    const brandIds = await desk.idsBySlug('brands');
    const categoryIds = await desk.idsBySlug('categories');
    const storeIds = await desk.idsBySlug('stores');
    const result: CatalogueImportResult = { rows: rows.length, products_created: 0, products_updated: 0, items_created: 0, items_updated: 0 };

    // Products: the first row of each describes it.
    const described = new Map<string, CsvRow>();
    for (const row of rows) if (!described.has(row.product_slug)) described.set(row.product_slug, row);
    const products = new Map((await desk.productsBySlug([...described.keys()])).map((p) => [p.slug, p]));
    for (const [slug, row] of described) {
      const fields = {
        name: row.product_name,
        description: row.description,
        brandId: brandIds.get(row.brand)!.id,
        categoryId: categoryIds.get(row.category)!.id,
        featured: row.featured,
        hidden: row.product_hidden,
        ...(row.image ? { image: row.image } : {}),
      };
      const current = products.get(slug);
      if (!current) {
        products.set(slug, await desk.insertProduct({ slug, ...fields, image: row.image }));
        result.products_created++;
      } else {
        const patch = { ...fields, name: row.product_name || current.name };
        if ((Object.keys(patch) as (keyof typeof patch)[]).some((k) => patch[k] !== current[k as keyof ProductRow])) {
          products.set(slug, (await desk.updateProduct(current.id, patch))!);
          result.products_updated++;
        }
      }
    }

    // Existing items: their fields, and a changed quantity as a shelf count.
    const existing = new Map((await desk.itemsBySku(rows.map((r) => r.sku))).map((i) => [i.sku, i]));
    const stockDesk = createStockDeskRepo(tx);
    const fresh: CsvRow[] = [];
    for (const row of rows) {
      const item = existing.get(row.sku);
      if (!item) {
        fresh.push(row);
        continue;
      }
      if (await updateItem(desk, stockDesk, item, row, by)) result.items_updated++;
    }

    // New items: their variants (made from their options) and stock items, a few statements for thousands.
    const valueIds = await desk.optionValueIds(fresh.flatMap((row) => Object.entries(row.options).map(([name, value]) => ({ name, value }))));
    const variantIds = await desk.insertVariants(
      fresh.map((row) => ({
        productId: products.get(row.product_slug)!.id,
        valueIds: Object.entries(row.options).map(([name, value]) => valueIds.get(`${name}\u0000${value}`)!),
      })),
    );
    const newItems: NewStockItem[] = fresh.map((row, i) => {
      const product = products.get(row.product_slug)!;
      const store = storeIds.get(row.store)!;
      return {
        product: {
          id: product.id,
          name: product.name,
          description: product.description,
          brandId: product.brandId,
          brandName: brandIds.get(row.brand)!.name,
          categoryId: product.categoryId,
        },
        store: { id: store.id, name: store.name },
        variantId: variantIds[i]!,
        sku: row.sku,
        priceMinor: parseAmount(row.price),
        discountPercentage: row.discount_percentage,
        quantity: row.quantity,
        moq: row.moq,
        weightGrams: row.weight_grams,
        freeDelivery: row.free_delivery,
        hidden: row.hidden,
      };
    });
    const items = createStockItemsRepo(tx);
    for (let start = 0; start < newItems.length; start += 1_000) await items.insert(newItems.slice(start, start + 1_000));
    result.items_created = newItems.length;

    // Every touched product's items get their copies (names, brand, category, listed) from the rows as they are now.
    await items.refreshListing({ productIds: [...products.values()].map((p) => p.id) });
    await by.record(tx, 'catalogue.import', 'catalogue', null, result);
    return result;
  }

  async function updateItem(desk: CatalogueDeskRepo, stockDesk: ReturnType<typeof createStockDeskRepo>, item: ItemRow, row: CsvRow, by: CatalogueChange) {
    const patch = {
      priceMinor: parseAmount(row.price),
      discountPercentage: row.discount_percentage,
      moq: row.moq,
      weightGrams: row.weight_grams,
      freeDelivery: row.free_delivery,
      hidden: row.hidden,
    };
    const changed = (Object.keys(patch) as (keyof typeof patch)[]).some((k) => patch[k] !== item[k]);
    if (changed) await desk.updateItem(item.id, patch);
    const delta = row.quantity - item.quantity;
    // Orders take units without waiting for the import: one that took some since the row was read makes the count
    // go below none, refused (the conditional update), and the count is not recorded.
    const after = delta === 0 ? undefined : await stockDesk.adjust(item.id, delta);
    if (after !== undefined) {
      await stockDesk.addAdjustment({
        stockId: item.id,
        staffId: by.actor.id,
        staffEmail: by.actor.email,
        delta,
        quantityAfter: after,
        reason: 'counted',
        note: 'Catalogue import',
      });
    }
    return changed || after !== undefined;
  }

  return {
    /** The whole catalogue, one row per stock item, hidden ones too. */
    async exportCsv(): Promise<string> {
      const rows = await createCatalogueDeskRepo(db).exportRows();
      const options = await createCatalogueDeskRepo(db).optionsOf(rows.map((r) => r.item.variantId));
      return stringify(
        rows.map(({ item, product, brandSlug, categorySlug, storeSlug }) => ({
          sku: item.sku,
          product_slug: product.slug,
          product_name: product.name,
          description: product.description,
          brand: brandSlug,
          category: categorySlug,
          store: storeSlug,
          options: optionsText(options.get(item.variantId) ?? {}),
          price: formatMinor(item.priceMinor),
          discount_percentage: item.discountPercentage,
          quantity: item.quantity,
          moq: item.moq,
          weight_grams: item.weightGrams,
          free_delivery: item.freeDelivery,
          image: product.image,
          featured: product.featured,
          product_hidden: product.hidden,
          hidden: item.hidden,
        })),
        { header: true, columns: [...CATALOGUE_CSV_COLUMNS], cast: { boolean: (b) => String(b) } },
      );
    },

    /**
     * Imports a file all or nothing: every bad row is answered by its line (CATALOGUE_IMPORT_INVALID, nothing changed),
     * else every row is applied in one transaction.
     */
    async importCsv(text: string, by: CatalogueChange): Promise<CatalogueImportResult> {
      const records = recordsOf(text);
      // Every bad row by its line number, as the answer's `errors` ({ "12": ["price: …"] }).
      const invalid = (rows: CatalogueImportRowError[]) =>
        new AppError('CATALOGUE_IMPORT_INVALID', { count: rows.length }, undefined, Object.fromEntries(rows.map((r) => [String(r.line), r.messages])));
      if (records.length && 'messages' in records[0]!) throw invalid(records as CatalogueImportRowError[]);
      const read = records as { line: number; record: CsvRecord }[];
      if (!read.length) throw invalid([{ line: 1, messages: ['The file has no rows under its header.'] }]);
      if (read.length > CATALOGUE_IMPORT_MAX_ROWS)
        throw invalid([{ line: 1, messages: [`A file has at most ${CATALOGUE_IMPORT_MAX_ROWS} rows; this one has ${read.length}.`] }]);

      const errors = new Map<number, string[]>();
      const rows: Parsed[] = [];
      for (const { line, record } of read) {
        const parsed = csvRowSchema.safeParse(record);
        if (parsed.success) rows.push({ line, row: parsed.data });
        else errors.set(line, rowMessages(parsed.error));
      }
      return inTransaction(db, async (tx) => {
        for (const [line, messages] of await crossCheck(rows, createCatalogueDeskRepo(tx))) errors.set(line, [...(errors.get(line) ?? []), ...messages]);
        if (errors.size) {
          throw invalid([...errors].sort(([a], [b]) => a - b).map(([line, messages]) => ({ line, messages })));
        }
        return apply(
          tx,
          rows.map((r) => r.row),
          by,
        );
      });
    },
  };
}
export type CatalogueCsv = ReturnType<typeof createCatalogueCsv>;
