import { resolve } from 'node:path';
import { count } from 'drizzle-orm';
import { loadEnv } from '../../env.js';
import { openDatabase } from '../client.js';
import { createStockRepo } from '../../modules/catalogue/stock.repo.js';
import { stockItems } from '../schema/index.js';
import { inTransaction } from '../transaction.js';
import { products as seedProducts } from './catalogue.js';
import { insertProducts, loadCatalogueIds, seedCatalogueIfEmpty, type ProductToInsert } from './seed-catalogue.js';

// Grows the catalogue to N stock items (default 100,000) for benchmarks: copies of the seed products as
// numbered lots, with varied prices, stock levels and delivery flags so every filter and sort has work to do.
// Usage: npm run seed:large -- 100000   (uses DATABASE_URL or DATA_DIR, like the server)

const target = Number(process.argv[2] ?? 100_000);
if (!Number.isInteger(target) || target < 1) throw new Error('usage: seed-large <number of stock items>');

const env = loadEnv();
// A bulk tool: no statement limit (DATABASE_TIMEOUT_MS is for answering shoppers).
const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, timeoutMs: 0 } : { dataDir: resolve(env.DATA_DIR) });
await database.migrate();
await seedCatalogueIfEmpty(database.db);
const ids = await loadCatalogueIds(database.db);

const countStock = async () => (await database.db.select({ n: count() }).from(stockItems))[0]?.n ?? 0;
let have = await countStock();
let copy = Math.floor(have / 100) + 1; // lot numbers keep growing across runs, so slugs and SKUs stay unique
const started = Date.now();
console.log(`catalogue has ${have} stock items; growing to ${target}`);

while (have < target) {
  const batch: ProductToInsert[] = [];
  let planned = 0;
  for (; planned < Math.min(2000, target - have); copy++) {
    const template = seedProducts[copy % seedProducts.length]!;
    // Vary the numbers deterministically so sorts and filters see a spread, not copies.
    const stocks = template.stocks.slice(0, target - have - planned).map((s, j) => ({
      ...s,
      pricePesewas: Math.max(100, Math.round(s.pricePesewas * (0.6 + ((copy * 7 + j * 13) % 90) / 100))),
      quantity: (copy + j) % 9 === 0 ? 0 : s.quantity + (copy % 40),
      freeDelivery: (copy + j) % 3 === 0,
    }));
    batch.push({ product: { ...template, stocks }, copy });
    planned += stocks.length;
  }
  await inTransaction(database.db, (tx) => insertProducts(tx, ids, batch));
  have += planned;
  process.stdout.write(`\r  ${have} / ${target} stock items (${Math.round((Date.now() - started) / 1000)} s)`);
}
// The rows of change the batches left in the kept counts folded, as the server's job does every 10 minutes
// (search_piece_counts gets hundreds of thousands of them: every batch counts the pieces of its own texts).
await createStockRepo(database.db).compactCounts();
// Fresh statistics and visibility map, so the planner picks index(-only) scans from the first query.
await database.db.execute('vacuum analyze');
console.log(`\ndone: ${await countStock()} stock items in ${Math.round((Date.now() - started) / 1000)} s`);
await database.close();
