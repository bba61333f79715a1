import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.js';
import { brands } from '../../db/schema/index.js';
import type { RowRef } from '../../lib/id-or-slug.js';

const columns = { id: brands.id, name: brands.name, slug: brands.slug, description: brands.description, featured: brands.featured };

export function createBrandsRepo(db: Executor) {
  return {
    list: () => db.select(columns).from(brands).where(eq(brands.hidden, false)).orderBy(asc(brands.name)),
    async find(ref: RowRef) {
      const where = 'id' in ref ? eq(brands.id, ref.id) : eq(brands.slug, ref.slug);
      // A hidden one is not found, as if it were gone.
      const [row] = await db
        .select(columns)
        .from(brands)
        .where(and(where, eq(brands.hidden, false)))
        .limit(1);
      return row;
    },
  };
}
export type BrandsRepo = ReturnType<typeof createBrandsRepo>;
