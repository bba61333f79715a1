import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { listenOnPostgres, type ListenHandlers, type Listening } from './listener.js';
import * as schema from './schema/index.js';

/** The query interface shared by both drivers; repositories depend on this only. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Hears the notifications of `channel` (NOTIFY), on PostgreSQL over a connection of its own that is reopened when lost. */
  listen(channel: string, handlers: ListenHandlers): Promise<Listening>;
  /** The PostgreSQL pool's connections (the metrics); undefined on the embedded database. */
  poolStats(): { total: number; idle: number; waiting: number } | undefined;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; undefined keeps the database in memory (tests). */
  dataDir?: string;
  /** PostgreSQL: connections in the pool (DATABASE_POOL_SIZE); 10 by default. */
  poolSize?: number;
  /** PostgreSQL: how long a connection beyond the WARM_CONNECTIONS stays open unused; 10 s by default (tests shorten it). */
  idleConnectionMs?: number;
  /**
   * PostgreSQL: the longest a connection may take to open and a statement to run (DATABASE_TIMEOUT_MS), 0 for no limit
   * (bulk tools). A server that is down or silent then fails a request within this time, answered 503, never a hang.
   */
  timeoutMs?: number;
}

export const DEFAULT_POOL_SIZE = 10;
/**
 * Connections the pool keeps open however long it sits idle; the others close after IDLE_CONNECTION_MS unused. A
 * shop's traffic comes with gaps, and after one the next shopper waited for new connections, whose server processes
 * read the tables' descriptions afresh and prepared the catalogue's statements again (decision 58; the wait is
 * measured in decision 61). Three, as a listing asks for three things at once (pictures, options, variants' pictures).
 */
export const WARM_CONNECTIONS = 3;
/** pg-pool's own default: a burst's extra connections close this long after it. */
const IDLE_CONNECTION_MS = 10_000;
export const DEFAULT_DATABASE_TIMEOUT_MS = 5_000;

// Resolved from this file so that it works from src/ (tsx, vitest) and dist/ alike.
const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const MIGRATION_LOCK_ID = 724_300_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  // Loaded only when used: a server on PostgreSQL never loads the embedded engine's code.
  const { openPglite } = await import('./pglite-client.js');
  return openPglite(options.dataDir, migrationsFolder);
}

/** The pool's settings: every wait on the server bounded, so that a server that is down or silent is an error in time. */
function poolConfig(url: string, options: DatabaseOptions): pg.PoolConfig {
  const timeout = options.timeoutMs ?? DEFAULT_DATABASE_TIMEOUT_MS;
  const bounded =
    timeout > 0
      ? {
          connectionTimeoutMillis: timeout,
          // The server stops a statement at the limit; the client gives up a little later on a server that says nothing.
          statement_timeout: timeout,
          query_timeout: timeout + 1_000,
          idle_in_transaction_session_timeout: timeout * 4,
        }
      : {};
  // keepAlive: a connection whose server vanished without a word is found dead by the kernel, not only at the next query.
  const max = options.poolSize ?? DEFAULT_POOL_SIZE;
  return {
    connectionString: url,
    max,
    min: Math.min(WARM_CONNECTIONS, max),
    idleTimeoutMillis: options.idleConnectionMs ?? IDLE_CONNECTION_MS,
    keepAlive: true,
    ...bounded,
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool(poolConfig(url, options));
  // An idle client that loses its server must not crash the process; the next query reports the failure.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // One instance migrates at a time when several start together; on a connection of its own, without the pool's
      // statement limit (building an index on a large table may take longer).
      const conn = new pg.Client({ connectionString: url });
      await conn.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg(conn), { migrationsFolder });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        await conn.end();
      }
    },
    ping: async () => void (await db.execute(sql`select 1`)),
    listen: async (channel, handlers) => listenOnPostgres(url, channel, handlers),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}
