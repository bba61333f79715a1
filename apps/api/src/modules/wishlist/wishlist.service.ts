import { formatMinor, WISHLIST_MAX_ITEMS, type CurrencyCode, type LanguageCode, type WishlistItem, type WishlistMerge } from '@shop/contract';
import { inTransaction, type Executor } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { ownCustomer } from '../cart/cart.service.js';
import { createStockRepo } from '../catalogue/stock.repo.js';
import { optionIn, picturesOf } from '../catalogue/stock.service.js';
import { createWishlistRepo } from './wishlist.repo.js';

export const WISHLIST_MESSAGES = {
  retrieved: 'Wishlist retrieved',
  added: 'Item added to wishlist',
  // The spec's toast.
  removed: 'Item removed from wishlist',
  merged: 'Wishlist merged',
} as const;

export function createWishlistService({ db }: { db: Executor }) {
  const repo = createWishlistRepo(db);
  // The variants' options and pictures as the catalogue reads them for its own answers.
  const catalogue = createStockRepo(db);

  /** The list as it is now: the stock items' current names, pictures, prices and stock, options in `language`. */
  async function read(customerId: number, language: LanguageCode): Promise<WishlistItem[]> {
    const rows = await repo.itemsOf(customerId);
    const variantIds = [...new Set(rows.map((r) => r.variantId))];
    const [attrs, media] = await Promise.all([catalogue.attributesOf(variantIds), catalogue.variantMediaOf(variantIds)]);
    return rows.map((r) => ({
      id: r.stockId,
      name: r.productName,
      image: picturesOf(
        media.filter((m) => m.variantId === r.variantId).map((m) => m.image),
        r.productImage,
        [],
      ).image,
      // The paid price, as the catalogue's discounted_price and the cart's figures.
      price: { amount: formatMinor(r.paidPriceMinor), currency: r.currency as CurrencyCode },
      currency: r.currency as CurrencyCode,
      // The catalogue's rule (its in_stock filter and the cards' 'Out of stock'): at least one left.
      in_stock: r.quantity > 0,
      moq: r.moq,
      available: r.quantity,
      attributes: attrs
        .filter((a) => a.variantId === r.variantId)
        .map((a) => optionIn(a, language))
        .map(({ name, value }) => ({ name, value })),
      added_at: r.addedAt.toISOString(),
    }));
  }

  return {
    list: (tokenCustomerId: number, named: number, language: LanguageCode) => read(ownCustomer(tokenCustomerId, named), language),

    /** Hearts a stock item; hearting it again changes nothing. 404 for no such item, 422 WISHLIST_FULL at the cap. */
    async add(tokenCustomerId: number, named: number, stockId: number, language: LanguageCode) {
      const customerId = ownCustomer(tokenCustomerId, named);
      const outcome = await inTransaction(db, async (tx) => {
        const txRepo = createWishlistRepo(tx);
        await txRepo.lockCustomer(customerId);
        return txRepo.add(customerId, stockId);
      });
      if (outcome === 'unknown') throw new AppError('PRODUCT_NOT_FOUND');
      if (outcome === 'full') throw new AppError('WISHLIST_FULL', { max: WISHLIST_MAX_ITEMS });
      return read(customerId, language);
    },

    /** Takes an item off the list; one that is not on it (or names nothing) changes nothing. */
    async remove(tokenCustomerId: number, named: number, stockId: number, language: LanguageCode) {
      const customerId = ownCustomer(tokenCustomerId, named);
      await repo.remove(customerId, stockId);
      return read(customerId, language);
    },

    /**
     * The guest's hearts join the list at login, in one transaction, oldest first: the same id twice counts once, ids
     * already on the list stay as they are, unknown ids are left out and named, and what does not fit under the cap
     * is left out and named too. Never fails for those reasons, so a merge that the browser retries cannot stick.
     */
    async merge(tokenCustomerId: number, named: number, stockIds: number[], language: LanguageCode): Promise<WishlistMerge> {
      const customerId = ownCustomer(tokenCustomerId, named);
      const wanted = [...new Set(stockIds)];
      const { unknown, overLimit } = await inTransaction(db, async (tx) => {
        const txRepo = createWishlistRepo(tx);
        await txRepo.lockCustomer(customerId);
        const [known, present] = await Promise.all([txRepo.knownStock(wanted), txRepo.stockIdsOf(customerId)]);
        const fresh = wanted.filter((id) => known.has(id) && !present.has(id));
        const room = Math.max(0, WISHLIST_MAX_ITEMS - present.size);
        await txRepo.insertMany(customerId, fresh.slice(0, room));
        return { unknown: wanted.filter((id) => !known.has(id)), overLimit: fresh.slice(room) };
      });
      return { items: await read(customerId, language), unknown, over_limit: overLimit };
    },
  };
}
export type WishlistService = ReturnType<typeof createWishlistService>;
