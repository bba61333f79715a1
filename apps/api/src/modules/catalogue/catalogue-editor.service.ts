import { inTransaction, type Executor } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { createCatalogueEditsRepo, type ProductChanges } from './catalogue-edits.repo.js';
import { createStockItemsRepo } from './stock-items.repo.js';

/**
 * Changes to products, brands and stores, each in one transaction with the stock items' copied listing columns
 * (name key, search text, brand and category), so that the shop's listing and search never show stale names.
 * The back office will call these; the seed writes stock items through the same repository.
 */
export function createCatalogueEditor(db: Executor) {
  const edit = <T>(work: (repos: { edits: ReturnType<typeof createCatalogueEditsRepo>; stock: ReturnType<typeof createStockItemsRepo> }) => Promise<T>) =>
    inTransaction(db, (tx) => work({ edits: createCatalogueEditsRepo(tx), stock: createStockItemsRepo(tx) }));

  return {
    updateProduct: (id: number, changes: ProductChanges) =>
      edit(async ({ edits, stock }) => {
        if (!(await edits.updateProduct(id, changes))) throw new AppError('PRODUCT_NOT_FOUND');
        await stock.refreshListing({ productIds: [id] });
      }),
    renameBrand: (id: number, name: string) =>
      edit(async ({ edits, stock }) => {
        if (!(await edits.renameBrand(id, name))) throw new AppError('BRAND_NOT_FOUND');
        await stock.refreshListing({ brandIds: [id] });
      }),
    renameStore: (id: number, name: string) =>
      edit(async ({ edits, stock }) => {
        if (!(await edits.renameStore(id, name))) throw new AppError('STORE_NOT_FOUND');
        await stock.refreshListing({ storeIds: [id] });
      }),
  };
}
export type CatalogueEditor = ReturnType<typeof createCatalogueEditor>;
