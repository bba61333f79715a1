import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Db } from './client.js';
import * as schema from './schema/index.js';

// The embedded database (PGlite, the default without DATABASE_URL), in a module of its own that client.ts loads only
// when it is used.

/**
 * PGlite's shared buffers (PostgreSQL's default is 128 MB, all of it resident in the process once read through). The
 * embedded database is for one small shop on one machine: its files stay in the system's page cache anyway, and the
 * catalogue's answers are served from the read model, so 16 MB keeps the process small (docs/benchmarks.md, bench:http).
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB'];

export async function openPglite(dataDir: string | undefined, migrationsFolder: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, postgresqlconf: PGLITE_SETTINGS });
  // Each driver types its raw results its own way; repositories use only the query interface both share (Db).
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => void (await client.query('select 1')),
    // One connection in the process: a notification is heard before the statement that raised it resolves.
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, (payload) => handlers.notified(payload));
      handlers.connected();
      return { close: () => unlisten() };
    },
    poolStats: () => undefined,
    close: () => client.close(),
  };
}
