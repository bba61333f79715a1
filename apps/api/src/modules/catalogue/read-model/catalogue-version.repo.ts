import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { VersionRead } from './catalogue-version.js';

/**
 * The catalogue_version, listing_version and stock_version sequences' values as text (0 before they first moved;
 * drizzle/0013, 0018 and 0019), read together.
 */
export async function readCatalogueVersion(db: Db): Promise<VersionRead> {
  const result = await db.execute(
    sql`select coalesce(pg_sequence_last_value('catalogue_version'), 0)::text as catalogue, coalesce(pg_sequence_last_value('listing_version'), 0)::text as listing, coalesce(pg_sequence_last_value('stock_version'), 0)::text as stock`,
  );
  return (result as unknown as { rows: VersionRead[] }).rows[0]!;
}
