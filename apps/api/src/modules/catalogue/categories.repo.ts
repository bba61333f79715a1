import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.js';
import { categories } from '../../db/schema/index.js';
import type { RowRef } from '../../lib/id-or-slug.js';

const columns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  image: categories.image,
  featured: categories.featured,
  // Their names in the other languages; the service picks the caller's.
  translations: categories.translations,
};

export function createCategoriesRepo(db: Executor) {
  return {
    list: () => db.select(columns).from(categories).where(eq(categories.hidden, false)).orderBy(asc(categories.position), asc(categories.name)),
    async find(ref: RowRef) {
      const where = 'id' in ref ? eq(categories.id, ref.id) : eq(categories.slug, ref.slug);
      // A hidden one is not found, as if it were gone.
      const [row] = await db
        .select(columns)
        .from(categories)
        .where(and(where, eq(categories.hidden, false)))
        .limit(1);
      return row;
    },
  };
}
export type CategoryRow = NonNullable<Awaited<ReturnType<CategoriesRepo['find']>>>;
export type CategoriesRepo = ReturnType<typeof createCategoriesRepo>;
