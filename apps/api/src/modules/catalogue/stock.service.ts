import { formatMinor, type CurrencyCode, type LanguageCode, type StockItem, type StockListQuery } from '@shop/contract';
import { AppError } from '../../lib/errors.js';
import { toRowRef } from '../../lib/id-or-slug.js';
import { localized } from '../../lib/localized.js';
import { mediaUrl } from '../../lib/media.js';
import type { AttributeRow, StockFilter, StockRepo, StockRow, StockSort } from './stock.repo.js';

const MAX_SEARCH_WORDS = 8;

export function toStockFilter(query: StockListQuery): StockFilter {
  const words = query.search?.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  return {
    ...(query.category ? { category: toRowRef(query.category) } : {}),
    ...(query.brand ? { brand: toRowRef(query.brand) } : {}),
    ...(query.store?.length ? { stores: query.store.map(toRowRef) } : {}),
    // false means "no restriction", as an unticked checkbox does.
    inStockOnly: query.in_stock === true,
    freeDeliveryOnly: query.free_delivery === true,
    featuredOnly: query.featured === true,
    ...(words?.length ? { searchWords: words } : {}),
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

export function createStockService(repo: StockRepo) {
  /** Joins the page's rows with their media and variant attributes into the wire shape, options in `language`. */
  async function present(rows: StockRow[], language: LanguageCode): Promise<StockItem[]> {
    const variantIds = [...new Set(rows.map((r) => r.variantId))];
    const [media, attrs, variantMedia] = await Promise.all([
      repo.mediaOf([...new Set(rows.map((r) => r.productId))]),
      repo.attributesOf(variantIds),
      repo.variantMediaOf(variantIds),
    ]);
    const picturesOfRow = (r: StockRow) =>
      picturesOf(
        variantMedia.filter((m) => m.variantId === r.variantId).map((m) => m.image),
        r.productImage,
        media.filter((m) => m.productId === r.productId).map((m) => m.image),
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
        attribute_value: attrs
          .filter((a) => a.variantId === r.variantId)
          .map((a) => optionIn(a, language))
          .map((o) => ({ id: o.valueId, value: o.value, attribute: { id: o.attributeId, name: o.name } })),
      },
    }));
  }

  return {
    async list(query: StockListQuery, language: LanguageCode) {
      const filter = toStockFilter(query);
      const sort: StockSort = query.ordering ?? 'default';
      const [total, rows] = await Promise.all([repo.count(filter), repo.findPage(filter, sort, query.page_size, (query.page - 1) * query.page_size)]);
      return { items: await present(rows, language), count: total, totalPages: Math.ceil(total / query.page_size) };
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
