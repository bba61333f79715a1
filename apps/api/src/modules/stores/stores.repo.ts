import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { stores } from '../../db/schema.js';

export function createStoresRepo(db: Db) {
  return {
    list: () =>
      db
        .select({ id: stores.id, name: stores.name, slug: stores.slug, city: stores.city, region: stores.region })
        .from(stores)
        .orderBy(asc(stores.name)),
  };
}
export type StoresRepo = ReturnType<typeof createStoresRepo>;
