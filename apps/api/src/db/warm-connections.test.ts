import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, WARM_CONNECTIONS } from './client.js';

// After a quiet spell the next shopper finds connections open, their server processes warm, instead of waiting for new
// ones (decision 0061); a burst's extra connections still close.

describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL pool through a quiet spell', () => {
  it(`keeps ${WARM_CONNECTIONS} connections, the same ones, and closes the rest`, async () => {
    const database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, poolSize: 6, idleConnectionMs: 100 });
    try {
      const burst = () => Promise.all(Array.from({ length: 6 }, () => database.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`)));
      const pidsOf = (results: Awaited<ReturnType<typeof burst>>) => results.map((r) => (r as unknown as { rows: { pid: number }[] }).rows[0]!.pid);
      const before = new Set(pidsOf(await burst()));
      expect(before.size).toBe(6);
      expect(database.poolStats()).toEqual({ total: 6, idle: 6, waiting: 0 });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(database.poolStats()).toEqual({ total: WARM_CONNECTIONS, idle: WARM_CONNECTIONS, waiting: 0 });
      // The next queries run on server processes that were already there.
      const after = await Promise.all(Array.from({ length: WARM_CONNECTIONS }, () => database.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`)));
      for (const pid of pidsOf(after)) expect(before).toContain(pid);
    } finally {
      await database.close();
    }
  });
});
