import { DEFAULT_LANGUAGE } from '@shop/contract';
import type { Executor } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { shortDescription, SHOP_NAME, type PageMeta, type PageMetaLookup } from '../../lib/page-meta.js';
import { createBrandsRepo } from './brands.repo.js';
import { createBrandsService } from './brands.service.js';
import { createCategoriesRepo } from './categories.repo.js';
import { createCategoriesService } from './categories.service.js';
import { createStockRepo } from './stock.repo.js';
import { createStockService } from './stock.service.js';

/** The shop's icon, for a page without an image of its own. */
const SHOP_IMAGE = '/icon.svg';

/**
 * The link previews of the storefront's catalogue pages (app/router.tsx): /product/{stock item id},
 * /category/{slug} and /brand/{slug}, read through the catalogue's services. Anything else, or an id that does not
 * exist, is undefined. Previews are in English, the language of the page's own HTML before the storefront starts.
 */
export function createCataloguePageMeta(db: Executor): PageMetaLookup {
  const brands = createBrandsService(createBrandsRepo(db));
  const categories = createCategoriesService(createCategoriesRepo(db));
  const stock = createStockService(createStockRepo(db));

  async function lookup(path: string): Promise<PageMeta | undefined> {
    const [, kind, key, ...rest] = path.replace(/\/+$/, '').split('/');
    if (!kind || !key || rest.length > 0) return undefined;
    const value = decodeURIComponent(key);
    if (kind === 'product') {
      if (!/^\d{1,9}$/.test(value)) return undefined;
      const item = await stock.get(Number(value), DEFAULT_LANGUAGE);
      return {
        title: item.product.name,
        description: shortDescription(item.product.description),
        image: item.product.image,
        type: 'product',
        // What the shopper pays, as the catalogue computed it for the card, the product page and the cart.
        price: item.discounted_price,
      };
    }
    if (kind === 'category') {
      const category = await categories.get(value, DEFAULT_LANGUAGE);
      return { title: category.name, description: shortDescription(category.description || SHOP_NAME), image: category.image, type: 'website' };
    }
    if (kind === 'brand') {
      const brand = await brands.get(value);
      return { title: brand.name, description: shortDescription(brand.description || SHOP_NAME), image: SHOP_IMAGE, type: 'website' };
    }
    return undefined;
  }

  return async (path) => {
    try {
      return await lookup(path);
    } catch (error) {
      // A page that does not exist (or a malformed address) gets the plain index; the storefront says not found.
      if (error instanceof AppError || error instanceof URIError) return undefined;
      throw error;
    }
  };
}
