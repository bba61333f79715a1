import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.js';
import { stores } from '../../db/schema/index.js';

export function createStoresRepo(db: Executor) {
  return {
    list: () =>
      db
        .select({ id: stores.id, name: stores.name, slug: stores.slug, city: stores.city, region: stores.region })
        .from(stores)
        .where(eq(stores.hidden, false))
        .orderBy(asc(stores.name)),
  };
}
export type StoresRepo = ReturnType<typeof createStoresRepo>;
