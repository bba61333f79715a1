import { and, asc, count, desc, eq, gt, inArray, like, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containing } from '../../db/like.js';
import { onFirstUse, oneOfIds } from '../../db/prepared.js';
import type { Executor } from '../../db/transaction.js';
import {
  attributes,
  attributeValues,
  brands,
  categories,
  nameCounts,
  productMedia,
  products,
  searchCounts,
  searchPieceCounts,
  stockCounts,
  stockItems,
  stores,
  variantAttributeValues,
  variantMedia,
} from '../../db/schema/index.js';
import type { RowRef } from '../../lib/id-or-slug.js';
import type { SearchWord } from './search-terms.js';

export interface StockFilter {
  category?: RowRef;
  brand?: RowRef;
  stores?: RowRef[];
  inStockOnly?: boolean;
  freeDeliveryOnly?: boolean;
  /** Every word must match the name, description, brand or store (search-terms.ts says how). */
  search?: SearchWord[];
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
  // The product's rating, kept on products by the reviews' writes: the page reads it with the row, counting nothing.
  ratingTotal: products.ratingTotal,
  ratingCount: products.ratingCount,
  storeName: stores.name,
};

export type StockRow = Awaited<ReturnType<ReturnType<typeof createStockRepo>['findPage']>>[number];

/** A filter naming a row by id or slug, as SQL comparable with the id column. */
function refId(table: typeof categories | typeof brands, ref: RowRef): SQL {
  return 'id' in ref ? sql`${ref.id}` : sql`(select ${table.id} from ${table} where ${table.slug} = ${ref.slug})`;
}

/** The columns a search reads: stock_items' own, or search_counts' (the same texts, one row per product and store). */
type Searched = typeof stockItems | typeof searchCounts;

/**
 * The stores a filter names by id or slug, as a condition on a table's store column. Ids go in as they are: the planner
 * then sees the values, and reads the search's trigram index once for all the stores rather than once per store (a
 * search in two stores, sorted by price: 9-10 ms instead of 12-16 at 100,000 items). Slugs are looked up.
 */
function inStores(db: Executor, column: AnyPgColumn, refs: RowRef[]): SQL | undefined {
  const ids = refs.flatMap((r) => ('id' in r ? [r.id] : []));
  const slugs = refs.flatMap((r) => ('slug' in r ? [r.slug] : []));
  return or(
    ids.length ? inArray(column, ids) : undefined,
    slugs.length ? inArray(column, db.select({ id: stores.id }).from(stores).where(inArray(stores.slug, slugs))) : undefined,
  );
}

/** Only what shoppers may see: nothing the shop hid (an item, or its product, brand, category or store). */
const listed = eq(stockItems.listed, true);

/**
 * At most this many listed items left by a search's other filters, and its words are tested on those items one by one
 * instead of through the trigram indexes (decision 60). The planner cannot know how few a category in two stores leaves
 * (1,360 of 100,000), and intersects them with every item holding the word ('butter': 14,292 entries, 3-8 ms) before
 * testing the same 1,360; testing them alone takes 1-2 ms. Near this many, a rare word costs about as much either way.
 */
export const NARROW_FIRST_MAX_ITEMS = 2_000;

/** Whether a search is within a category, a brand or stores, whose indexes find the items they hold (see narrowFirst). */
const searchInPlaces = (f: StockFilter) =>
  Boolean(f.search?.length) && f.productId === undefined && !f.featuredOnly && Boolean(f.category || f.brand || f.stores?.length);

/**
 * The conditions of a filter on stock_items. With `narrowFirst`, the search's tests are written so that no trigram
 * index serves them (see wordMatches): the other filters' indexes find the rows, and each is tested.
 */
function conditionsOf(db: Executor, f: StockFilter, narrowFirst = false): SQL | undefined {
  const conditions: (SQL | undefined)[] = [listed];
  if (f.productId !== undefined) conditions.push(eq(stockItems.productId, f.productId));
  if (f.category) conditions.push(eq(stockItems.categoryId, refId(categories, f.category)));
  if (f.brand) conditions.push(eq(stockItems.brandId, refId(brands, f.brand)));
  if (f.stores?.length) conditions.push(inStores(db, stockItems.storeId, f.stores));
  if (f.inStockOnly) conditions.push(gt(stockItems.quantity, 0));
  if (f.freeDeliveryOnly) conditions.push(eq(stockItems.freeDelivery, true));
  for (const word of f.search ?? []) conditions.push(wordMatches(word, stockItems, narrowFirst));
  return and(...conditions);
}

/** Whether the rows a filter matches depend on stock levels (conditionsOf's and onePerFeaturedProduct's quantity > 0). */
export const matchesOnStock = (f: StockFilter): boolean => Boolean(f.inStockOnly || f.featuredOnly);

/** Whether a filter uses only the broad filters stock_counts groups by, so its count is a sum of groups. */
const countedByGroups = (f: StockFilter) => f.productId === undefined && !f.featuredOnly && !f.search?.length;

/**
 * Whether a filter is a search with, at most, the filters search_counts' rows carry (category, brand, stores), so its
 * count is a sum of those rows (decision 0054); in stock, free delivery, featured and a product's items count items.
 */
const countedBySearchCounts = (f: StockFilter) =>
  Boolean(f.search?.length) && f.productId === undefined && !f.featuredOnly && !f.inStockOnly && !f.freeDeliveryOnly;

/**
 * The piece a search for one short word is counted by: its one word of one or two letters or digits (a-z, 0-9), which
 * a text contains exactly when it is one of the text's pieces (search_piece_counts, decision 0056). Undefined for any
 * other search, or one with filters those rows do not carry.
 */
export function pieceOf(f: StockFilter): string | undefined {
  if (!countedBySearchCounts(f) || f.search?.length !== 1) return undefined;
  const [form, ...others] = f.search[0]!.text;
  return !others.length && !f.search[0]!.squashed.length && form && /^[a-z0-9]{1,2}$/.test(form) ? form : undefined;
}

/** A table of counts with rows by category, brand and store. */
type CountedByPlace = typeof stockCounts | typeof searchCounts | typeof searchPieceCounts;

/** A filter's category, brand and stores on a table of counts. */
function placeConditionsOf(db: Executor, f: StockFilter, table: CountedByPlace): (SQL | undefined)[] {
  return [
    f.category ? eq(table.categoryId, refId(categories, f.category)) : undefined,
    f.brand ? eq(table.brandId, refId(brands, f.brand)) : undefined,
    f.stores?.length ? inStores(db, table.storeId, f.stores) : undefined,
  ];
}

/** The same filter on search_counts' rows (only for a filter countedBySearchCounts accepts). */
function searchCountConditionsOf(db: Executor, f: StockFilter, narrowFirst = false): SQL | undefined {
  return and(...placeConditionsOf(db, f, searchCounts), ...(f.search ?? []).map((word) => wordMatches(word, searchCounts, narrowFirst)));
}

/** The same filter on search_piece_counts' rows, counting `piece` (only for a filter pieceOf gives a piece). */
function pieceConditionsOf(db: Executor, f: StockFilter, piece: string): SQL | undefined {
  return and(eq(searchPieceCounts.piece, piece), ...placeConditionsOf(db, f, searchPieceCounts));
}

/** The same filter on stock_counts' groups (only for a filter countedByGroups accepts). */
function groupConditionsOf(db: Executor, f: StockFilter): SQL | undefined {
  return and(
    ...placeConditionsOf(db, f, stockCounts),
    f.inStockOnly ? eq(stockCounts.inStock, true) : undefined,
    f.freeDeliveryOnly ? eq(stockCounts.freeDelivery, true) : undefined,
  );
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
function whereOf(db: Executor, f: StockFilter, narrowFirst = false): SQL | undefined {
  const conditions = conditionsOf(db, f, narrowFirst);
  return f.featuredOnly ? inArray(stockItems.id, onePerFeaturedProduct(db, conditions)) : conditions;
}

/**
 * One search word: any of its short forms in the searchable text, or any of its longer forms in the squashed text.
 * Both columns are stored lower-cased, so a plain LIKE with lower-cased forms does the case-insensitive match
 * (several times cheaper than ILIKE), and each column's trigram index serves it. Unless `unindexed`: the columns are
 * then tested as `column || ''`, the same text, which PostgreSQL's idiom makes no index serve (see narrowFirst).
 */
function wordMatches(word: SearchWord, table: Searched = stockItems, unindexed = false): SQL {
  const tested = (column: AnyPgColumn) => (unindexed ? sql`(${column} || '')` : column);
  return or(
    ...word.text.map((form) => like(tested(table.searchText), containing(form))),
    ...word.squashed.map((form) => like(tested(table.searchSquashed), containing(form))),
  )!;
}

/**
 * The same test on the product's name alone, to put products named by the search first among suggestions: the short
 * forms in the lower-cased name, the longer ones in the squashed name. Short strings, each trigram-indexed.
 */
function nameHas(word: SearchWord): SQL {
  return or(
    ...word.text.map((form) => like(nameCounts.nameKey, containing(form))),
    ...word.squashed.map((form) => like(nameCounts.nameSquashed, containing(form))),
  )!;
}

/** Each listing order as its columns and directions; every one ends in the id, so it is a total order. */
const SORT_KEYS: Record<StockSort, [AnyPgColumn, 'asc' | 'desc'][]> = {
  default: [[stockItems.id, 'asc']],
  // By what a shopper pays, the discount taken off.
  price: [
    [stockItems.paidPriceMinor, 'asc'],
    [stockItems.id, 'asc'],
  ],
  '-price': [
    [stockItems.paidPriceMinor, 'desc'],
    [stockItems.id, 'desc'],
  ],
  name: [
    [stockItems.nameKey, 'asc'],
    [stockItems.id, 'asc'],
  ],
  '-name': [
    [stockItems.nameKey, 'desc'],
    [stockItems.id, 'desc'],
  ],
};

/** Each order as ORDER BY terms, read forwards or (being total) exactly backwards. */
const orderBy = (sort: StockSort, backwards = false): SQL[] =>
  SORT_KEYS[sort].map(([column, direction]) => ((direction === 'asc') !== backwards ? asc(column) : desc(column)));

/**
 * Where a page is read from: a page in the back half of the matches is read from the end, in the reversed order, so an
 * offset never skips more than half of them (the last page of 100,000 items skipped 99,976 index entries, 10-30 ms).
 * Needs the exact number of matches; without it, or in the front half, the page is read as asked.
 */
export function pageWindow(total: number | undefined, limit: number, offset: number): { fromEnd: boolean; limit: number; offset: number } {
  if (total === undefined || offset + limit / 2 <= total / 2) return { fromEnd: false, limit, offset };
  const end = Math.min(total, offset + limit);
  return { fromEnd: true, limit: Math.max(0, end - offset), offset: total - end };
}

/**
 * The share of search_counts' rows that may sit out of order (after a row that sorts after them) before compacting
 * rewrites the table in order (decision 62). A search's count visits every page holding one of its rows: in order, the
 * rows of similar products share pages ('shea': 460 pages instead of 2,978, counted in half the time). Writes put new
 * rows wherever there is room; a rewrite costs seconds of the database's time, and leaves 0-1.5 % out of order.
 */
export const SEARCH_COUNTS_DISORDER_MAX = 0.02;

/** How many of search_counts' rows one statement of a rewrite moves (about 1 s of the database's time at 100,000 items). */
const SEARCH_COUNTS_REWRITE_BATCH = 5_000;

/** The order search_counts' rows are kept in: a category's together, by name (their texts start with it). */
const SEARCH_COUNTS_ORDER = sql.raw('category_id, name_key, product_id, store_id');

/** The columns of one of search_counts' groups, each folded into one row: a product in a store under one text. */
const SEARCH_COUNTS_GROUP = [
  searchCounts.productId,
  searchCounts.storeId,
  searchCounts.categoryId,
  searchCounts.brandId,
  searchCounts.nameKey,
  searchCounts.searchText,
];

/** Columns as a list of their names, for statements that name them in several places. */
const columnList = (columns: AnyPgColumn[]) =>
  sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );

export interface StockRepoOptions {
  /** NARROW_FIRST_MAX_ITEMS unless given: tests read searches both ways with 0 and Infinity. */
  narrowFirstMaxItems?: number;
  /** SEARCH_COUNTS_DISORDER_MAX unless given: tests rewrite the table always (0) or never (Infinity). */
  searchCountsDisorderMax?: number;
}

export function createStockRepo(
  db: Executor,
  { narrowFirstMaxItems = NARROW_FIRST_MAX_ITEMS, searchCountsDisorderMax = SEARCH_COUNTS_DISORDER_MAX }: StockRepoOptions = {},
) {
  /**
   * Suggested products for words of one or two characters, which no trigram index serves and which most items match:
   * the products of the first items by name, read in the name index's order until enough are found (a handful of
   * rows), instead of ranking every match.
   */
  async function byNameStart(filter: StockFilter, limit: number): Promise<number[]> {
    const rows = await db
      .select({ productId: stockItems.productId })
      .from(stockItems)
      .where(whereOf(db, filter))
      .orderBy(asc(stockItems.nameKey), asc(stockItems.id))
      .limit(limit * 10);
    return [...new Set(rows.map((r) => r.productId))].slice(0, limit);
  }

  /**
   * Folds a table of counts' rows of changes into one row per group of `columns` (the sums stay the same), rewriting
   * only the groups of `crowdedBy` (by default the same columns) that have more than one row. In one statement, so a
   * reader sees either the rows before or the rows after; rows inserted meanwhile are not in its snapshot and stay. Two
   * instances folding at once never count a row twice: the second waits for the first's row locks, then finds them gone.
   */
  async function foldCrowded(table: CountedByPlace | typeof nameCounts, crowdedBy: AnyPgColumn[], columns: AnyPgColumn[] = crowdedBy) {
    const sameGroup = sql.join(
      crowdedBy.map((column) => sql`s.${sql.identifier(column.name)} = c.${sql.identifier(column.name)}`),
      sql` and `,
    );
    await db.execute(sql`
      with crowded as (select ${columnList(crowdedBy)} from ${table} group by ${columnList(crowdedBy)} having count(*) > 1),
      gone as (delete from ${table} s using crowded c where ${sameGroup} returning s.*)
      insert into ${table} (${columnList(columns)}, items)
      select ${columnList(columns)}, sum(items) from gone group by ${columnList(columns)} having sum(items) <> 0`);
  }

  /**
   * The share of search_counts' rows that sort before the row stored just ahead of them (in SEARCH_COUNTS_ORDER but
   * for the store, whose rows a rename may leave apart): 0 in order, about half in an order that follows nothing.
   * Reads the table's short columns once (40-70 ms at 42,000 rows).
   */
  async function searchCountsDisorder(): Promise<number> {
    const result = await db.execute(sql`
      select count(*) filter (where (category_id, name_key, product_id) < (before_category, before_name, before_product))::int as behind, count(*)::int as rows
      from (
        select category_id, name_key, product_id, lag(category_id) over stored as before_category,
          lag(name_key) over stored as before_name, lag(product_id) over stored as before_product
        from ${searchCounts} window stored as (order by ctid)
      ) s`);
    const [row] = (result as unknown as { rows: { behind: number; rows: number }[] }).rows;
    return row && row.rows > 0 ? row.behind / row.rows : 0;
  }

  /**
   * Rewrites search_counts in SEARCH_COUNTS_ORDER, every group of product, store and text folded into one row: a
   * statement per SEARCH_COUNTS_REWRITE_BATCH rows, in order, so each stays well within the statement timeout and the
   * new rows follow each other on fresh pages. Each statement deletes its rows and inserts their folded sums at once
   * (a reader sees the rows before or after; rows inserted meanwhile stay, as in foldCrowded). The vacuum after frees
   * the old pages for the next rewrite and drops their index entries, which counts would otherwise follow to dead pages.
   */
  async function rewriteSearchCountsInOrder() {
    const key = sql`(${SEARCH_COUNTS_ORDER})`;
    const group = columnList(SEARCH_COUNTS_GROUP);
    const result = await db.execute(sql`
      select category_id, name_key, product_id, store_id from (
        select category_id, name_key, product_id, store_id, row_number() over (order by ${SEARCH_COUNTS_ORDER}) as n from ${searchCounts}
      ) s where n % ${SEARCH_COUNTS_REWRITE_BATCH} = 1 order by n`);
    const starts = (result as unknown as { rows: { category_id: number; name_key: string; product_id: number; store_id: number }[] }).rows.map(
      (r) => sql`(${r.category_id}::int, ${r.name_key}::text, ${r.product_id}::int, ${r.store_id}::int)`,
    );
    for (const [i, start] of starts.entries()) {
      const end = starts[i + 1];
      await db.execute(sql`
        with gone as (delete from ${searchCounts} where ${key} >= ${start} ${end ? sql`and ${key} < ${end}` : sql``} returning *)
        insert into ${searchCounts} (${group}, items)
        select ${group}, sum(items) from gone group by ${group} having sum(items) <> 0
        order by ${SEARCH_COUNTS_ORDER}`);
    }
    await db.execute(sql`vacuum ${searchCounts}`);
  }

  /** The sum of a table of counts' items over the rows matching `where`. */
  async function sumOf(table: CountedByPlace, where: SQL | undefined): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${table.items}), 0)::int` })
      .from(table)
      .where(where);
    return row?.n ?? 0;
  }

  /**
   * Whether a search's words are better tested on the items of its category, brand and stores than through the
   * trigram indexes: when those hold at most narrowFirstMaxItems, which stock_counts sums at once (decision 60).
   * Only places count: their indexes find the rows, and in stock or free delivery are then tested on each.
   */
  async function narrowFirst(filter: StockFilter): Promise<boolean> {
    return searchInPlaces(filter) && (await sumOf(stockCounts, and(...placeConditionsOf(db, filter, stockCounts)))) <= narrowFirstMaxItems;
  }

  const baseSelect = () =>
    db.select(stockColumns).from(stockItems).innerJoin(products, eq(products.id, stockItems.productId)).innerJoin(stores, eq(stores.id, stockItems.storeId));

  // The statements every answer runs with only ids changing, prepared by name on first use (db/prepared.ts): on a miss,
  // parsing and planning them again cost more than running them (a page's pictures and options: 3.0-3.5 ms → 0.9-1.1).
  const byIds = onFirstUse(() =>
    baseSelect()
      .where(and(oneOfIds(stockItems.id, 'ids'), listed))
      .prepare('stock_by_ids'),
  );
  /** The listed stock items of these ids (in no particular order). */
  async function findByIds(ids: number[]) {
    if (!ids.length) return [];
    return byIds().execute({ ids });
  }
  const byId = onFirstUse(() =>
    baseSelect()
      .where(and(eq(stockItems.id, sql.placeholder('id')), listed))
      .limit(1)
      .prepare('stock_by_id'),
  );
  const productMediaOf = onFirstUse(() =>
    db
      .select({ productId: productMedia.productId, image: productMedia.image })
      .from(productMedia)
      .where(oneOfIds(productMedia.productId, 'ids'))
      .orderBy(asc(productMedia.productId), asc(productMedia.position))
      .prepare('stock_product_media'),
  );
  const ownMediaOf = onFirstUse(() =>
    db
      .select({ variantId: variantMedia.variantId, image: variantMedia.image })
      .from(variantMedia)
      .where(oneOfIds(variantMedia.variantId, 'ids'))
      .orderBy(asc(variantMedia.variantId), asc(variantMedia.position))
      .prepare('stock_variant_media'),
  );
  const optionsOf = onFirstUse(() =>
    db
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
      .where(oneOfIds(variantAttributeValues.variantId, 'ids'))
      .orderBy(asc(attributes.name), asc(attributeValues.id))
      .prepare('stock_variant_options'),
  );

  return {
    /**
     * How many stock items match. A filter of the broad filters alone (category, brand, stores, in stock, free
     * delivery, or none) sums stock_counts' groups: exact, as the triggers keep it in each write's transaction, and a
     * few hundred rows at most. A search with at most category, brand and stores sums search_counts' rows that match
     * it, one per product and store (decision 0054), and a search for one word of one or two letters or digits the
     * rows of search_piece_counts for it (decision 0056). Featured products, a product's items and a search asking for
     * stock or free delivery count their matches.
     */
    async count(filter: StockFilter): Promise<number> {
      if (countedByGroups(filter)) return sumOf(stockCounts, groupConditionsOf(db, filter));
      const piece = pieceOf(filter);
      if (piece !== undefined) return sumOf(searchPieceCounts, pieceConditionsOf(db, filter, piece));
      if (countedBySearchCounts(filter)) {
        // search_counts' rows are found by category (and store); by brand or stores alone only its trigram indexes serve.
        const narrow = filter.category !== undefined && (await narrowFirst(filter));
        return sumOf(searchCounts, searchCountConditionsOf(db, filter, narrow));
      }
      const [row] = await db
        .select({ n: count() })
        .from(stockItems)
        .where(whereOf(db, filter, await narrowFirst(filter)));
      return row?.n ?? 0;
    },

    /**
     * Folds the kept counts' rows of changes into one row per group (the sums stay the same), each table in one
     * statement, so a reader sees either the rows before or the rows after; rows inserted meanwhile are not in its
     * snapshot and stay. search_counts is rewritten in order instead when writes left too many of its rows out of it
     * (searchCountsDisorderMax, decision 62).
     */
    async compactCounts(): Promise<void> {
      await db.execute(sql`
        with gone as (delete from ${stockCounts} returning *)
        insert into ${stockCounts} (category_id, brand_id, store_id, in_stock, free_delivery, items)
        select category_id, brand_id, store_id, in_stock, free_delivery, sum(items)
        from gone group by 1, 2, 3, 4, 5 having sum(items) <> 0`);
      // The search tables only where a group has rows of changes: the rest are one row each, and rewriting them would
      // rewrite their long texts and their index entries for nothing.
      if ((await searchCountsDisorder()) > searchCountsDisorderMax) await rewriteSearchCountsInOrder();
      else await foldCrowded(searchCounts, [searchCounts.productId, searchCounts.storeId], SEARCH_COUNTS_GROUP);
      await foldCrowded(nameCounts, [nameCounts.productId, nameCounts.nameKey]);
      await foldCrowded(searchPieceCounts, [searchPieceCounts.piece, searchPieceCounts.categoryId, searchPieceCounts.brandId, searchPieceCounts.storeId]);
    },

    /**
     * A page: its ids picked from stock_items alone (an index scan), then only those rows read with their product and
     * store, through the prepared statement by ids (decision 0065): only the ids' statement follows the filter, so only
     * it is built, parsed and planned on every miss. Given the exact number of matches, a page in the back half is read
     * from the end (pageWindow).
     */
    async findPage(filter: StockFilter, sort: StockSort, limit: number, offset: number, total?: number) {
      const window = pageWindow(total, limit, offset);
      // A page past the last has nothing to read (a window of 0 rows).
      if (window.limit === 0) return [];
      const ids = (
        await db
          .select({ id: stockItems.id })
          .from(stockItems)
          .where(whereOf(db, filter, await narrowFirst(filter)))
          .orderBy(...orderBy(sort, window.fromEnd))
          .limit(window.limit)
          .offset(window.offset)
      ).map((row) => row.id);
      if (window.fromEnd) ids.reverse();
      const rows = await findByIds(ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * Suggestions, first step: the products with a listed stock item matching every word, those whose name has every
     * word first, then by name; at most `limit`, their ids in that order. The named ones are read from name_counts, one
     * short row per product and name (decision 0057): most searches name enough products, and this read costs a few
     * milliseconds where ranking every match by its long text cost 6-12. When fewer are named, the rest are the other
     * matching products, read from search_counts' rows (decision 0054). Both are summed per product and name: the rows
     * of a rename not yet folded sum to nothing under the old name, so they never offer a product by it, and a product
     * whose listed items all left is not offered. Stock levels play no part, so what this finds can be kept across
     * orders (decision 0051).
     */
    async suggestedProducts(words: SearchWord[], limit: number): Promise<number[]> {
      if (words.every((w) => w.squashed.length === 0 && w.text.every((form) => form.length < 3))) return byNameStart({ search: words }, limit);
      const named = (
        await db
          .select({ productId: nameCounts.productId })
          .from(nameCounts)
          .where(and(...words.map((word) => nameHas(word))))
          .groupBy(nameCounts.productId, nameCounts.nameKey)
          .having(gt(sql`sum(${nameCounts.items})`, 0))
          .orderBy(asc(nameCounts.nameKey), asc(nameCounts.productId))
          .limit(limit)
      ).map((r) => r.productId);
      if (named.length === limit) return named;
      // Fewer than asked for: these are all the named products, and the other matching products follow, by name.
      const others = await db
        .select({ productId: searchCounts.productId })
        .from(searchCounts)
        .where(and(searchCountConditionsOf(db, { search: words }), named.length ? notInArray(searchCounts.productId, named) : undefined))
        .groupBy(searchCounts.productId, searchCounts.nameKey)
        .having(gt(sql`sum(${searchCounts.items})`, 0))
        .orderBy(asc(searchCounts.nameKey), asc(searchCounts.productId))
        .limit(limit - named.length);
      return [...named, ...others.map((r) => r.productId)];
    },

    /**
     * Suggestions, second step: for each of these products the stock item to offer, its first matching one in
     * stock, else its first; their ids in the products' order. Reads only these products' items.
     */
    async suggestionPicks(filter: StockFilter, productIds: number[]): Promise<number[]> {
      if (!productIds.length) return [];
      // Found through the products' index: a few rows, each tested against the search.
      const rows = await db
        .selectDistinctOn([stockItems.productId], { id: stockItems.id, productId: stockItems.productId })
        .from(stockItems)
        .where(and(whereOf(db, filter), inArray(stockItems.productId, productIds)))
        .orderBy(stockItems.productId, desc(sql`${stockItems.quantity} > 0`), asc(stockItems.id));
      const byProduct = new Map(rows.map((r) => [r.productId, r.id]));
      return productIds.flatMap((id) => byProduct.get(id) ?? []);
    },

    findByIds,

    /** Whether any stock item matches this one word: a word that none does may be a typo. */
    async anyMatches(word: SearchWord): Promise<boolean> {
      const rows = await db
        .select({ id: stockItems.id })
        .from(stockItems)
        .where(and(wordMatches(word), listed))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Every word of 4 or more letters in the catalogue's searchable texts (product names and descriptions, brand
     * and store names, as stock_items.search_text holds them), which typos are corrected to.
     */
    async vocabulary(): Promise<string[]> {
      const result = await db.execute(sql`
        select distinct word from (
          select regexp_split_to_table(lower(${products.name} || ' ' || ${products.description}), '[^[:alpha:]]+') as word from ${products}
          union all select regexp_split_to_table(lower(${brands.name}), '[^[:alpha:]]+') from ${brands}
          union all select regexp_split_to_table(lower(${stores.name}), '[^[:alpha:]]+') from ${stores}
        ) words
        where length(word) >= 4`);
      return (result as unknown as { rows: { word: string }[] }).rows.map((r) => r.word);
    },

    async findById(id: number) {
      const [row] = await byId().execute({ id });
      return row;
    },

    /** Further images of the given products, in gallery order. */
    mediaOf(productIds: number[]) {
      if (!productIds.length) return Promise.resolve([]);
      return productMediaOf().execute({ ids: productIds });
    },

    /** The given variants' own images, in gallery order (main image first). */
    variantMediaOf(variantIds: number[]) {
      if (!variantIds.length) return Promise.resolve([]);
      return ownMediaOf().execute({ ids: variantIds });
    },

    /**
     * Attribute values of the given variants, with the names in the other languages (the caller picks one). Ordered
     * by the English attribute name, so the options keep one order in every language.
     */
    attributesOf(variantIds: number[]) {
      if (!variantIds.length) return Promise.resolve([]);
      return optionsOf().execute({ ids: variantIds });
    },
  };
}
export type StockRepo = ReturnType<typeof createStockRepo>;
export type AttributeRow = Awaited<ReturnType<StockRepo['attributesOf']>>[number];
