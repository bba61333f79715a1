import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';

/** The catalogue_version sequence's value as text (0 before it first moved; drizzle/0013_catalogue_version.sql). */
export async function readCatalogueVersion(db: Db): Promise<string> {
  const result = await db.execute(sql`select coalesce(pg_sequence_last_value('catalogue_version'), 0)::text as version`);
  return (result as unknown as { rows: { version: string }[] }).rows[0]!.version;
}
