import {
  formatMinor,
  ratingAverage,
  SUGGESTIONS_MAX,
  type CurrencyCode,
  type LanguageCode,
  type StockItem,
  type StockListQuery,
  type StockSuggestion,
} from '@shop/contract';
import { AppError } from '../../lib/errors.js';
import { groupedBy } from '../../lib/grouped.js';
import { toRowRef } from '../../lib/id-or-slug.js';
import { localized } from '../../lib/localized.js';
import { mediaUrl } from '../../lib/media.js';
import { corrected, mayBeTypo, searchWordsOf, type SearchWord } from './search-terms.js';
import type { KeptSearches } from './read-model/kept-searches.js';
import { createSearchVocabulary, type SearchVocabulary } from './search-vocabulary.js';
import { matchesOnStock, pieceOf, type AttributeRow, type StockFilter, type StockRepo, type StockRow, type StockSort } from './stock.repo.js';

export function toStockFilter(query: StockListQuery): StockFilter {
  const words = query.search ? searchWordsOf(query.search) : [];
  return {
    ...(query.category ? { category: toRowRef(query.category) } : {}),
    ...(query.brand ? { brand: toRowRef(query.brand) } : {}),
    ...(query.store?.length ? { stores: query.store.map(toRowRef) } : {}),
    // false means "no restriction", as an unticked checkbox does.
    inStockOnly: query.in_stock === true,
    freeDeliveryOnly: query.free_delivery === true,
    featuredOnly: query.featured === true,
    ...(words.length ? { search: words } : {}),
  };
}

/**
 * A stock item's pictures: its variant's own when it has them (a colour drawn in its colour), else its product's
 * main picture and further media. The catalogue's answers and the cart's lines both show them by this rule.
 */
export function picturesOf(variantImages: string[], productImage: string, productMedia: string[]) {
  const [main = productImage, ...more] = variantImages.length ? variantImages : [productImage, ...productMedia];
  return { image: mediaUrl(main), media: more.map((image) => ({ image: mediaUrl(image) })) };
}

/**
 * A variant's option (Size: 250 g) in `language`: the attribute's name and the value, each English where it has no
 * translation. The catalogue's answers and the cart's lines both name options by this rule.
 */
export function optionIn(row: AttributeRow, language: LanguageCode) {
  return {
    valueId: row.id,
    attributeId: row.attributeId,
    name: localized(row.attributeName, row.attributeTranslations, language, 'name'),
    value: localized(row.value, row.valueTranslations, language, 'value'),
  };
}

/**
 * What names a search among those kept (read-model/kept-searches.ts): the whole filter, each search word by the
 * forms it matches (a corrected typo is kept apart from the word as typed), words and stores in a fixed order.
 */
export function searchKey(f: StockFilter): string {
  const search = (f.search ?? []).map((w) => `${w.text.join(' ')}|${w.squashed.join(' ')}`).sort();
  const stores = f.stores?.map((s) => JSON.stringify(s)).sort();
  return JSON.stringify(Object.entries({ ...f, search, stores }).sort(([a], [b]) => a.localeCompare(b)));
}

interface StockServiceOptions {
  /** The catalogue's words typos are corrected to; read from the repository by default. */
  vocabulary?: SearchVocabulary;
  /** Where searches' counts are kept until the catalogue changes; without it every search counts its matches. */
  keptCounts?: KeptSearches<number>;
  /** Where the products searches suggest are kept until the catalogue changes; without it every suggestion reads its matches. */
  keptSuggestions?: KeptSearches<number[]>;
}

export function createStockService(repo: StockRepo, options: StockServiceOptions = {}) {
  const vocabulary = options.vocabulary ?? createSearchVocabulary(() => repo.vocabulary());
  const { keptCounts, keptSuggestions } = options;
  /** What `read` answers for a search's filter, kept in `kept` (when given) while the catalogue stays as it is. */
  const keptRead = <T>(kept: KeptSearches<T> | undefined, filter: StockFilter, read: () => Promise<T>) =>
    kept ? kept.read(searchKey(filter), read, { onStock: matchesOnStock(filter) }) : read();
  /** A listing's count: a search's kept, any other from stock_counts as ever. */
  const countOf = (filter: StockFilter) => (filter.search?.length ? keptRead(keptCounts, filter, () => repo.count(filter)) : repo.count(filter));
  /** The products a search suggests, kept as its count is. */
  const suggestedProducts = (filter: StockFilter) => keptRead(keptSuggestions, filter, () => repo.suggestedProducts(filter.search ?? [], SUGGESTIONS_MAX));

  /** Whether no stock item matches this one word (a word that none does may be a typo). */
  const matchesNothing = async (word: SearchWord) => !(await repo.anyMatches(word));

  /**
   * Whether each word of a search matches no stock item, asked alongside the search for the words that may be typos
   * and that the catalogue's words in hand lack ('buter'): when the search finds nothing, its correction need not wait
   * for another round trip (decision 63). Undefined for the other words, asked only if the search finds nothing, as are
   * all before the first typo reads the words. A lookup's failure surfaces where it is awaited, or nowhere.
   */
  function lookedUpAlongside(words: SearchWord[]): (Promise<boolean> | undefined)[] {
    return words.map((word) => {
      if (!mayBeTypo(word) || vocabulary.holds(word.word) !== false) return undefined;
      const lookup = matchesNothing(word);
      lookup.catch(() => {});
      return lookup;
    });
  }

  /**
   * The search again with typos forgiven, when it found nothing: each word of 5 or more letters that no stock item
   * holds is corrected to the catalogue's closest words. Undefined when there is nothing to correct, or a word is
   * neither found nor a typo of anything (nothing can match then). Words found as typed are never corrected, so a
   * search that finds something exactly never gets typo matches mixed in. `unmatched` holds the lookups already asked.
   */
  async function withTyposForgiven(words: SearchWord[], unmatched: (Promise<boolean> | undefined)[]): Promise<SearchWord[] | undefined> {
    const unknown = await Promise.all(words.map(async (word, i) => mayBeTypo(word) && (await (unmatched[i] ?? matchesNothing(word)))));
    if (!unknown.includes(true)) return undefined;
    const known = await vocabulary.words();
    const forgiven: SearchWord[] = [];
    for (const [i, word] of words.entries()) {
      const fixed = unknown[i] ? corrected(word, known) : word;
      if (!fixed) return undefined;
      forgiven.push(fixed);
    }
    return forgiven;
  }

  /** Runs a search; when it finds nothing, once more with typos forgiven. */
  async function forgiving<T>(filter: StockFilter, run: (filter: StockFilter) => Promise<T>, found: (answer: T) => boolean): Promise<T> {
    const unmatched = filter.search ? lookedUpAlongside(filter.search) : [];
    const answer = await run(filter);
    if (found(answer) || !filter.search) return answer;
    const forgiven = await withTyposForgiven(filter.search, unmatched);
    return forgiven ? run({ ...filter, search: forgiven }) : answer;
  }

  /** Joins the page's rows with their media and variant attributes into the wire shape, options in `language`. */
  async function present(rows: StockRow[], language: LanguageCode): Promise<StockItem[]> {
    const variantIds = [...new Set(rows.map((r) => r.variantId))];
    const [media, attrs, variantMedia] = await Promise.all([
      repo.mediaOf([...new Set(rows.map((r) => r.productId))]),
      repo.attributesOf(variantIds),
      repo.variantMediaOf(variantIds),
    ]);
    const imagesOfVariant = groupedBy(variantMedia, (m) => m.variantId);
    const imagesOfProduct = groupedBy(media, (m) => m.productId);
    const optionsOf = groupedBy(attrs, (a) => a.variantId);
    const picturesOfRow = (r: StockRow) =>
      picturesOf(
        (imagesOfVariant.get(r.variantId) ?? []).map((m) => m.image),
        r.productImage,
        (imagesOfProduct.get(r.productId) ?? []).map((m) => m.image),
      );
    return rows.map((r) => ({
      id: r.id,
      quantity: r.quantity,
      selling_price: { amount: formatMinor(r.priceMinor), currency: r.currency as CurrencyCode },
      discount_percentage: r.discountPercentage,
      discounted_price: { amount: formatMinor(r.paidPriceMinor), currency: r.currency as CurrencyCode },
      weight: r.weightGrams / 1000,
      sku: r.sku,
      moq: r.moq,
      free_delivery: r.freeDelivery,
      store: { name: r.storeName },
      product: {
        name: r.productName,
        description: r.productDescription,
        ...picturesOfRow(r),
      },
      variant: {
        id: r.variantId,
        attribute_value: (optionsOf.get(r.variantId) ?? [])
          .map((a) => optionIn(a, language))
          .map((o) => ({ id: o.valueId, value: o.value, attribute: { id: o.attributeId, name: o.name } })),
      },
      rating: { average: ratingAverage(r.ratingTotal, r.ratingCount), count: r.ratingCount },
    }));
  }

  return {
    async list(query: StockListQuery, language: LanguageCode) {
      const sort: StockSort = query.ordering ?? 'default';
      const offset = (query.page - 1) * query.page_size;
      // The first page is read alongside the count; a later one after it, so a page in the back half can be read from
      // the end (stock.repo.ts, pageWindow). So is a first page whose count is one row per category, brand and store
      // (pieceOf): a short word that few or no items hold would walk every stock item for the page, and with the
      // count known a page of nothing reads nothing. A count of nothing answers without waiting for the page read
      // alongside, which can hold nothing: a search that finds nothing goes on to forgive its typos at once.
      const page = async (filter: StockFilter) => {
        if (offset === 0 && pieceOf(filter) === undefined) {
          const firstPage = repo.findPage(filter, sort, query.page_size, 0);
          firstPage.catch(() => {});
          const total = await countOf(filter);
          return [total, total === 0 ? [] : await firstPage] as const;
        }
        const total = await countOf(filter);
        return [total, await repo.findPage(filter, sort, query.page_size, offset, total)] as const;
      };
      const [total, rows] = await forgiving(toStockFilter(query), page, ([n]) => n > 0);
      return { items: await present(rows, language), count: total, totalPages: Math.ceil(total / query.page_size) };
    },

    /** What the search box offers while the shopper types: up to SUGGESTIONS_MAX products, each once. */
    async suggestions(search: string): Promise<StockSuggestion[]> {
      const words = searchWordsOf(search);
      if (!words.length) return [];
      // The products, then the item of each to offer (the one in stock): what is kept never depends on stock levels.
      const found = await forgiving(
        { search: words },
        async (filter) => ({ filter, products: await suggestedProducts(filter) }),
        ({ products }) => products.length > 0,
      );
      const ids = await repo.suggestionPicks(found.filter, found.products);
      const rows = await repo.findByIds(ids);
      const variantMedia = await repo.variantMediaOf([...new Set(rows.map((r) => r.variantId))]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const imagesOfVariant = groupedBy(variantMedia, (m) => m.variantId);
      return ids.flatMap((id) => {
        const r = byId.get(id);
        if (!r) return [];
        const ownImages = (imagesOfVariant.get(r.variantId) ?? []).map((m) => m.image);
        return [
          {
            id: r.id,
            name: r.productName,
            image: picturesOf(ownImages, r.productImage, []).image,
            discounted_price: { amount: formatMinor(r.paidPriceMinor), currency: r.currency as CurrencyCode },
          },
        ];
      });
    },

    async get(id: number, language: LanguageCode): Promise<StockItem> {
      const row = await repo.findById(id);
      if (!row) throw new AppError('PRODUCT_NOT_FOUND');
      const [item] = await present([row], language);
      return item!;
    },

    /** Every stock item of the same product (its variants), this one included. */
    async variantsOf(id: number, language: LanguageCode): Promise<StockItem[]> {
      const row = await repo.findById(id);
      if (!row) throw new AppError('PRODUCT_NOT_FOUND');
      return present(await repo.findPage({ productId: row.productId }, 'default', 100, 0), language);
    },
  };
}
export type StockService = ReturnType<typeof createStockService>;
