import { resolve } from 'node:path';
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { seedCatalogueIfEmpty } from './db/seed/seed-catalogue.js';
import { loadEnv } from './env.js';

const env = loadEnv();
const database = await openDatabase(
  env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: resolve(env.DATA_DIR) },
);
await database.migrate();
if (env.SEED_CATALOGUE) await seedCatalogueIfEmpty(database.db);

const app = await buildApp({
  database,
  publicApiKey: env.PUBLIC_API_KEY,
  logger: { level: env.LOG_LEVEL },
  ...(env.WEB_DIST_DIR ? { webDistDir: env.WEB_DIST_DIR } : {}),
});

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : env.PORT;
const where = database.kind === 'pglite' ? `embedded PGlite in ${resolve(env.DATA_DIR)}` : 'PostgreSQL';
console.log(`\n  Akwaaba Market is running at http://localhost:${port}/  (database: ${where})\n`);
