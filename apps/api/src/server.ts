import { join, resolve } from 'node:path';
import { API_BASE } from '@shop/contract';
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { seedCatalogueIfEmpty } from './db/seed/seed-catalogue.js';
import { loadEnv, mediaBucketOf } from './env.js';
import { dataFolderSecret } from './lib/data-folder-secret.js';
import { createMailer } from './lib/mailer-factory.js';
import { createRateLimits } from './lib/rate-limit-factory.js';
import { createPaymentProvider } from './modules/payments/provider-factory.js';

const env = loadEnv();
const mediaBucket = mediaBucketOf(env);
// Without JWT_SECRET (outside production), the data folder's own secret, made at the first start.
const generated = env.JWT_SECRET ? undefined : dataFolderSecret(resolve(env.DATA_DIR));
const database = await openDatabase(
  env.DATABASE_URL
    ? { databaseUrl: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE, timeoutMs: env.DATABASE_TIMEOUT_MS }
    : { dataDir: resolve(env.DATA_DIR) },
);
await database.migrate();
if (env.SEED_CATALOGUE) await seedCatalogueIfEmpty(database.db);

// Mail and throttling are made before the app, and log through the app's logger once it exists.
type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
let log: Log = { info: (obj, msg) => console.log(msg, obj), warn: (obj, msg) => console.warn(msg, obj) };
const viaAppLog = { info: (obj: object, msg: string) => log.info(obj, msg), warn: (obj: object, msg: string) => log.warn(obj, msg) };
const { mailer, outbox } = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log: viaAppLog });
const rateLimits = await createRateLimits({ redisUrl: env.REDIS_URL, log: viaAppLog });

// Paystack is built here from its keys; the sandbox's provider is built by the app from the same configuration as its
// page (provider-factory.ts), since it needs the app's database, clock and log.
const paystack =
  env.PAYMENT_PROVIDER === 'paystack'
    ? createPaymentProvider({ kind: 'paystack', secretKey: env.PAYSTACK_SECRET_KEY!, publicKey: env.PAYSTACK_PUBLIC_KEY!, baseUrl: env.PAYSTACK_BASE_URL })
    : undefined;

const app = await buildApp({
  database,
  publicApiKey: env.PUBLIC_API_KEY,
  logger: { level: env.LOG_LEVEL },
  jwtSecret: env.JWT_SECRET ?? generated!.secret,
  mailer,
  ...(outbox ? { devOutbox: outbox } : {}),
  rateLimits,
  nodeEnv: env.NODE_ENV,
  taxRatePercent: env.TAX_RATE,
  payOnDeliveryMaxMinor: env.PAY_ON_DELIVERY_MAX,
  paymentHoldMinutes: env.PAYMENT_HOLD_MINUTES,
  catalogueCacheBytes: env.CATALOGUE_CACHE_MB * 1024 * 1024,
  pageCacheBytes: env.PAGE_CACHE_MB * 1024 * 1024,
  supportEmail: env.SUPPORT_EMAIL,
  ...(env.SHOP_URL ? { shopUrl: env.SHOP_URL } : {}),
  ...(env.SHOP_WHATSAPP_NUMBER ? { whatsappNumber: env.SHOP_WHATSAPP_NUMBER } : {}),
  ...(env.TRUST_PROXY !== undefined ? { trustProxy: env.TRUST_PROXY } : {}),
  ...(env.WEB_DIST_DIR ? { webDistDir: env.WEB_DIST_DIR } : {}),
  mediaDir: resolve(env.MEDIA_DIR ?? join(env.DATA_DIR, 'media')),
  ...(mediaBucket ? { mediaBucket } : {}),
  serverRender: env.SERVER_RENDER,
  ...(env.METRICS_TOKEN ? { metricsToken: env.METRICS_TOKEN } : {}),
  serverRenderDeadlineMs: env.SERVER_RENDER_DEADLINE_MS,
  // The sandbox tells the shop's own webhook route of each outcome, over loopback.
  ...(env.PAYMENT_PROVIDER === 'sandbox'
    ? { paymentSandbox: { secret: env.PAYMENT_SANDBOX_SECRET, webhookUrl: `http://127.0.0.1:${env.PORT}${API_BASE}/payment/webhook/sandbox/` } }
    : {}),
  ...(paystack ? { paymentProvider: paystack.provider, paymentLive: paystack.source.live } : {}),
});
log = app.log;
if (generated)
  app.log.info(
    { dataDir: resolve(env.DATA_DIR), created: generated.created },
    "tokens signed with the data folder's own secret (set JWT_SECRET to choose one)",
  );

// A stop (a deploy, a scale-down, Ctrl-C) takes no new connections and finishes the requests under way (http/drain.ts),
// then closes Redis and the database. Requests still open after SHUTDOWN_TIMEOUT_MS are cut off; a second signal
// stops at once.
let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) {
    app.log.warn({ signal }, 'second signal: stopping now');
    process.exit(1);
  }
  stopping = true;
  app.log.info({ signal, timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, 'shutting down: finishing the requests under way');
  let cutOff = false;
  const deadline = setTimeout(() => {
    cutOff = true;
    app.log.warn({ timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, 'requests still open at the shutdown deadline: closing their connections');
    app.server.closeAllConnections();
  }, env.SHUTDOWN_TIMEOUT_MS);
  await app.close();
  clearTimeout(deadline);
  await rateLimits.close();
  await database.close();
  app.log.info({ signal }, 'stopped');
  process.exit(cutOff ? 1 : 0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : env.PORT;
const where = database.kind === 'pglite' ? `embedded PGlite in ${resolve(env.DATA_DIR)}` : 'PostgreSQL';
console.log(`\n  Akwaaba Market is running at http://localhost:${port}/  (database: ${where})\n`);
