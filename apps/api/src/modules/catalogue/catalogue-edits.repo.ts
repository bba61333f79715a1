import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.js';
import { brands, products, stores } from '../../db/schema/index.js';

export interface ProductChanges {
  name?: string;
  description?: string;
  brandId?: number;
  categoryId?: number;
}

/** Edits of the rows whose names and links stock items copy; only the catalogue editor calls these. */
export function createCatalogueEditsRepo(db: Executor) {
  return {
    async updateProduct(id: number, changes: ProductChanges): Promise<boolean> {
      const rows = await db.update(products).set(changes).where(eq(products.id, id)).returning({ id: products.id });
      return rows.length === 1;
    },
    async renameBrand(id: number, name: string): Promise<boolean> {
      const rows = await db.update(brands).set({ name }).where(eq(brands.id, id)).returning({ id: brands.id });
      return rows.length === 1;
    },
    async renameStore(id: number, name: string): Promise<boolean> {
      const rows = await db.update(stores).set({ name }).where(eq(stores.id, id)).returning({ id: stores.id });
      return rows.length === 1;
    },
  };
}
