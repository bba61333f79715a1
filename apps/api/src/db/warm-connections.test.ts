import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, WARM_CONNECTIONS } from './client.js';

// After a quiet spell the next shopper finds connections open, their server processes warm, instead of waiting for new
// ones (decision 0061); a burst's extra connections still close.

describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL pool through a quiet spell', () => {
  it(`keeps ${WARM_CONNECTIONS} connections, the same ones, and closes the rest`, async () => {
    const database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, poolSize: 6, idleConnectionMs: 100 });
    try {
      /** The server process of each of `n` queries run at once, each holding its connection for 50 ms. */
      const pidsAtOnce = (n: number) =>
        Promise.all(
          Array.from({ length: n }, async () => {
            const result = await database.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`);
            return (result as unknown as { rows: { pid: number }[] }).rows[0]!.pid;
          }),
        );
      const before = new Set(await pidsAtOnce(6));
      expect(before.size).toBe(6);
      expect(database.poolStats()).toEqual({ total: 6, idle: 6, waiting: 0 });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(database.poolStats()).toEqual({ total: WARM_CONNECTIONS, idle: WARM_CONNECTIONS, waiting: 0 });
      // The next queries run on server processes that were already there.
      for (const pid of await pidsAtOnce(WARM_CONNECTIONS)) expect(before).toContain(pid);
    } finally {
      await database.close();
    }
  });
});
