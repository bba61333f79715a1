import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { DEFAULT_PAY_ON_DELIVERY_MAX_MINOR, DEFAULT_TAX_RATE_PERCENT } from '@shop/contract';
import type { Database } from './db/client.js';
import { DEFAULT_SUPPORT_EMAIL } from './env.js';
import { answerClientError, clientTimeouts } from './http/client-errors.js';
import { createDrain } from './http/drain.js';
import { refuseControlCharacters } from './http/control-characters.js';
import { createCustomerAuth, decorateCustomer, rememberedCustomers } from './http/customer-auth.js';
import { registerErrorHandling, registerNotFound, sendError } from './http/error-handler.js';
import type { Mailer } from './lib/mailer.js';
import { createDevOutbox, type DevOutbox } from './lib/mailer-outbox.js';
import type { RateLimiterFactory } from './lib/rate-limit.js';
import { createMemoryRateLimits } from './lib/rate-limit-memory.js';
import { createAccessTokens, type Clock } from './lib/tokens.js';
import type { AppDeps, AppModule } from './modules/app-module.js';
import { createMailOutbox } from './modules/mail-outbox/mail-outbox.js';
import { renderOrderPlaced } from './modules/orders/order-placed-mail.js';
import { renderOrderStatusChanged } from './modules/orders/order-status-mail.js';
import { renderPickupReady } from './modules/orders/pickup-ready-mail.js';
import { shopInfoModule } from './modules/shop-info/shop-info.module.js';
import { addressesModule } from './modules/addresses/addresses.module.js';
import { backOfficeModule } from './modules/back-office/back-office.module.js';
import { cartModule } from './modules/cart/cart.module.js';
import { catalogueModule } from './modules/catalogue/catalogue.module.js';
import { ordersModule } from './modules/orders/orders.module.js';
import { notificationSettingsModule } from './modules/notification-settings/notification-settings.module.js';
import { checkoutModule } from './modules/checkout/checkout.module.js';
import { createCataloguePageMeta } from './modules/catalogue/page-meta.js';
import { createCatalogueAnswers, type CatalogueAnswers } from './modules/catalogue/read-model/catalogue-answers.js';
import { createKeptSearches } from './modules/catalogue/read-model/kept-searches.js';
import { watchCatalogueVersion } from './modules/catalogue/read-model/catalogue-version.js';
import { readCatalogueVersion } from './modules/catalogue/read-model/catalogue-version.repo.js';
import { createEarlyPath } from './modules/catalogue/read-model/serve-cached.js';
import { renderContactReply } from './modules/contact/contact-reply-mail.js';
import { contactModule } from './modules/contact/contact.module.js';
import { devOutboxModule } from './modules/dev-outbox/dev-outbox.module.js';
import { devOrdersModule } from './modules/dev-orders/dev-orders.module.js';
import { healthModule } from './modules/health/health.module.js';
import { identityModule } from './modules/identity/identity.module.js';
import { createUsersRepo } from './modules/identity/users.repo.js';
import { createOutboxRepo } from './modules/mail-outbox/outbox.repo.js';
import { createMetrics, type Metrics } from './modules/metrics/metrics.js';
import { metricsModule } from './modules/metrics/metrics.module.js';
import { paymentSandboxModule, sandboxGatewayOptions, type PaymentSandboxConfig } from './modules/payment-sandbox/payment-sandbox.module.js';
import { createSandboxGateway, type SandboxGateway } from './modules/payment-sandbox/sandbox-gateway.js';
import type { PaymentProvider } from './modules/payments/payment-provider.js';
import { paymentsModule } from './modules/payments/payments.module.js';
import { wishlistModule } from './modules/wishlist/wishlist.module.js';
import { createPaymentProvider, unconfiguredProvider } from './modules/payments/provider-factory.js';
import { createPaymentRecorder } from './modules/payments/record-payment.service.js';
import { reviewsModule } from './modules/reviews/reviews.module.js';
import { registerDocs } from './plugins/docs.js';
import { registerSecurity } from './plugins/security.js';
import { registerWeb, webDistOf } from './plugins/web.js';
import { inlineScriptSources } from './plugins/inline-scripts.js';
import { createPageCache, createPageEarlyPath } from './plugins/web-page-cache.js';
import { bucketMediaStore, folderMediaStore, type MediaBucket, type MediaStore } from './lib/media-store.js';

/**
 * The areas of the API, each registering its own routes in its own security scope. An orders, payments or admin
 * area is one more module here (see docs/decisions/0010-house-shape-for-the-money-path.md).
 */
/** Where uploaded pictures go: MEDIA_DIR, or (tests, a bare buildApp) a folder of the system's temporary one. */
const mediaStoreOf = (options: AppOptions): MediaStore =>
  options.mediaBucket ? bucketMediaStore(options.mediaBucket) : folderMediaStore(options.mediaDir ?? join(tmpdir(), 'akwaaba-media'));

const MODULES: readonly AppModule[] = [
  catalogueModule,
  identityModule,
  cartModule,
  checkoutModule,
  ordersModule,
  addressesModule,
  paymentsModule,
  wishlistModule,
  contactModule,
  shopInfoModule,
  notificationSettingsModule,
  healthModule,
  devOutboxModule,
  devOrdersModule,
  reviewsModule,
  metricsModule,
  backOfficeModule,
];

export interface AppOptions {
  database: Database;
  publicApiKey: string;
  /** Fastify logger options; false (the default) for tests. */
  logger?: FastifyServerOptions['logger'];
  /** The built storefront; defaults to apps/web/dist, served only when it exists. */
  webDistDir?: string;
  /** Render the storefront's pages here when its build has the server bundle (decision 34); true by default. */
  serverRender?: boolean;
  /** How long a page waits for its server render before index.html goes without it (DEFAULT_RENDER_DEADLINE_MS). */
  serverRenderDeadlineMs?: number;
  /** Signs access tokens and keys one-time-code hashes; a random secret of this process when not given. */
  jwtSecret?: string;
  /** Sends the mails (SMTP, or the development outbox); defaults to a development outbox. */
  mailer?: Mailer;
  /** The development outbox, when `mailer` is one: listed at GET /dev/outbox?to=<email> outside production. */
  devOutbox?: DevOutbox;
  /** Counters for throttling (memory or Redis); defaults to memory. */
  rateLimits?: RateLimiterFactory;
  /** The time the account rules go by (code expiry, token expiry, resend wait); tests move it. */
  clock?: Clock;
  nodeEnv?: 'development' | 'production' | 'test';
  /** VAT on the cart in percent (such as 15 or 12.5, at most 2 decimals); defaults to DEFAULT_TAX_RATE_PERCENT. */
  taxRatePercent?: number;
  /** The largest total paid on delivery, in pesewas (PAY_ON_DELIVERY_MAX); defaults to DEFAULT_PAY_ON_DELIVERY_MAX_MINOR. */
  payOnDeliveryMaxMinor?: number;
  /** Where the contact form's messages are mailed (SUPPORT_EMAIL); defaults to DEFAULT_SUPPORT_EMAIL. */
  supportEmail?: string;
  /** The storefront's public address (SHOP_URL), for links in mails; without it mails carry no links. */
  shopUrl?: string;
  /** The proxies believed about the client's address (TRUST_PROXY): Fastify's trustProxy. None by default. */
  trustProxy?: true | string[];
  /** The shop's WhatsApp number, E.164 digits (SHOP_WHATSAPP_NUMBER): GET /shop-info/ tells the storefront. */
  whatsappNumber?: string;
  /**
   * The sandbox payment provider's hosted page and its API (PAYMENT_PROVIDER=sandbox): registered only when given and
   * never in production, whatever the caller passes.
   */
  paymentSandbox?: PaymentSandboxConfig;
  /**
   * The payment provider (server.ts builds Paystack's with provider-factory.ts; tests pass their own). Without it: the
   * sandbox's provider when `paymentSandbox` is given (outside production), else one that refuses every call as
   * unavailable ('not_configured') and whose webhook route answers 404.
   */
  paymentProvider?: PaymentProvider;
  /** `paymentProvider` takes real money (Paystack with an sk_live_ key); false by default. */
  paymentLive?: boolean;
  /** How long a payment attempt holds its stock, in minutes (PAYMENT_HOLD_MINUTES); DEFAULT_PAYMENT_HOLD_MINUTES by default. */
  paymentHoldMinutes?: number;
  /** The bearer token of GET /metrics (METRICS_TOKEN); without it only callers on this machine may read it. */
  metricsToken?: string;
  /** The longest a request may take to arrive whole, headers and body (DEFAULT_REQUEST_TIMEOUT_MS). */
  requestTimeoutMs?: number;
  /** The bound of the catalogue's cached answers in bytes (CATALOGUE_CACHE_MB); DEFAULT_CATALOGUE_CACHE_BYTES by default. */
  catalogueCacheBytes?: number;
  /** How often the catalogue version is read in case a notification was lost unseen; VERSION_CHECK_MS by default. */
  catalogueCheckEveryMs?: number;
  /** The bound of the rendered pages kept in bytes (PAGE_CACHE_MB), 0 for none; DEFAULT_PAGE_CACHE_BYTES by default. */
  pageCacheBytes?: number;
  /** How many searches' counts, and as many suggestions, are kept until the catalogue changes, 0 for none (bench); DEFAULT_KEPT_SEARCHES by default. */
  keptSearches?: number;
  /** Where uploaded pictures are kept and served from at /uploads/ (MEDIA_DIR); a folder under the system's temporary one by default. */
  mediaDir?: string;
  /** An S3-compatible bucket that keeps the pictures instead of mediaDir (MEDIA_S3_BUCKET). */
  mediaBucket?: MediaBucket;
}

/** Requests are small (a 64 KB body at most): 30 s lets the slowest phone send one, and no one hold a connection longer. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** A mobile-money prompt can take minutes to be approved; a quarter of an hour keeps others' wait short. */
export const DEFAULT_PAYMENT_HOLD_MINUTES = 15;

/** Builds the whole HTTP app from its dependencies. No side effects: listening is server.ts's job. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // Both log through the app's logger, which exists by the time either does anything (requests, onReady).
  const catalogueAnswers = catalogueReadModel(options, () => app.log);
  const keptSearches = {
    counts: createKeptSearches<number>(catalogueAnswers.version, options.keptSearches),
    suggestions: createKeptSearches<number[]>(catalogueAnswers.version, options.keptSearches),
  };
  const metrics = createMetrics({
    pool: () => options.database.poolStats(),
    unsentMails: () => createOutboxRepo(options.database.db).countUnsent(),
    cachedAnswers: () => catalogueAnswers.stats,
    keptSearches: () => ({
      kept: keptSearches.counts.size + keptSearches.suggestions.size,
      refilling: keptSearches.counts.refilling + keptSearches.suggestions.refilling,
    }),
  });
  const serveCached = createEarlyPath(catalogueAnswers, options.publicApiKey, () => app.log);
  // The storefront's rendered pages, kept until the catalogue version moves, as the catalogue's answers (decision 0037).
  const pages = createPageCache(catalogueAnswers.version, options.pageCacheBytes);
  const serveCachedPage = createPageEarlyPath(pages, options.trustProxy, () => app.log);
  const drain = createDrain();
  const app = Fastify({
    // A cached catalogue answer or page is written before Fastify routes the request; everything else goes on to Fastify.
    serverFactory: (handler) => {
      // A request must arrive whole within the limit: a body trickled byte by byte does not hold a connection for minutes.
      const timeouts = clientTimeouts(options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS);
      const server = createServer(timeouts, (req, res) => {
        drain.track(res);
        // Answers served before Fastify are counted here; the others by the onResponse hook below.
        const started = performance.now();
        const early = serveCached(req, res) ? 'catalogue (cached)' : serveCachedPage(req, res) ? 'page (cached)' : undefined;
        if (early) metrics.observe(req.method ?? 'GET', early, res.statusCode, (performance.now() - started) / 1000);
        else handler(req, res);
      });
      // Longer than a balancer's idle timeout (60 s on the common ones), so that the balancer closes first.
      server.keepAliveTimeout = 72_000;
      return server;
    },
    clientErrorHandler: answerClientError,
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // Requests arriving during close() are answered, each with `Connection: close` (http/drain.ts), not refused with 503.
    return503OnClosing: false,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Long enough that an over-long id reaches validation and gets its clear message.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    bodyLimit: 64 * 1024,
    // A malformed URL (bad percent-encoding, say) is the caller's mistake: 400 in the envelope.
    frameworkErrors: (_error, _request, reply) => {
      void sendError(reply, 'MALFORMED_URL');
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  refuseControlCharacters(app);
  decorateCustomer(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // A write of this instance is seen by its next read: the catalogue version is read before the write's answer goes.
    if (!READS.has(request.method) && catalogueAnswers.version.serving)
      await catalogueAnswers.version.check().catch(() => catalogueAnswers.version.invalidate());
  });
  app.addHook('onResponse', async (request, reply) => {
    metrics.observe(request.method, request.routeOptions.url ?? '(no route)', reply.statusCode, reply.elapsedTime / 1000);
  });
  app.addHook('onReady', () => catalogueAnswers.version.start());
  app.addHook('preClose', async () => drain.begin(app.server));
  app.addHook('onClose', () => catalogueAnswers.version.stop());

  const clock = options.clock ?? (() => new Date());
  const sandbox = sandboxConfig(options);
  // One sandbox gateway for its page module and its provider: one set of timers and deliveries, stopped at close.
  const sandboxGateway = sandbox && createSandboxGateway(sandboxGatewayOptions(sandbox, { db: options.database.db, clock, log: app.log }));
  const deps = appDeps({ ...options, clock }, app, sandboxGateway, { catalogueAnswers, keptSearches }, metrics);
  // The payment provider's page and script are the only other origins the storefront may frame or load.
  // And the storefront's index.html may run its own inline scripts, each allowed by its hash.
  await registerSecurity(app, deps.payments.provider.origins, inlineScriptSources(join(webDistOf(options.webDistDir), 'index.html')));
  await registerDocs(app);

  const sandboxModule = sandbox ? [paymentSandboxModule(sandbox, sandboxGateway)] : [];
  for (const module of [...MODULES, ...sandboxModule]) await module.register(app, deps);
  // Mails queued before a restart (or left by another instance) go out once the app is ready; closing waits for a send.
  app.addHook('onReady', async () => deps.mailOutbox.start());
  app.addHook('onClose', async () => deps.mailOutbox.stop());

  const pageFallback = await registerWeb(app, {
    publicApiKey: options.publicApiKey,
    // Link previews of product, category and brand pages, read through the catalogue's services.
    pageMeta: createCataloguePageMeta(deps.db),
    pages,
    media: deps.media,
    ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}),
    ...(options.serverRender !== undefined ? { serverRender: options.serverRender } : {}),
    ...(options.serverRenderDeadlineMs !== undefined ? { renderDeadlineMs: options.serverRenderDeadlineMs } : {}),
  });
  registerNotFound(app, pageFallback);
  return app;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The catalogue's cached answers, emptied when the catalogue_version sequence moves (decision 0031). */
function catalogueReadModel(options: AppOptions, log: () => FastifyBaseLogger | undefined): CatalogueAnswers {
  const { database } = options;
  const version = watchCatalogueVersion({
    read: () => readCatalogueVersion(database.db),
    listen: (channel, handlers) => database.listen(channel, handlers),
    onError: (error) => log()?.warn({ err: error }, 'reading the catalogue version failed'),
    ...(options.catalogueCheckEveryMs ? { checkEveryMs: options.catalogueCheckEveryMs } : {}),
  });
  return createCatalogueAnswers(version, options.catalogueCacheBytes);
}

/** The sandbox's configuration when it runs: given, and never in production. */
const sandboxConfig = (options: AppOptions) => (options.nodeEnv !== 'production' ? options.paymentSandbox : undefined);

/** The provider the options name, the sandbox's by default when it runs, else one that refuses every call. */
function paymentsOf(options: AppOptions, app: FastifyInstance, clock: Clock, sandboxGateway: SandboxGateway | undefined) {
  if (options.paymentProvider) {
    const provider = options.paymentProvider;
    return { provider, source: { provider: provider.name, live: options.paymentLive ?? false }, configured: true };
  }
  const sandbox = sandboxConfig(options);
  if (sandbox) {
    const gateway = sandboxGateway ? { gateway: sandboxGateway } : {};
    return { ...createPaymentProvider({ kind: 'sandbox', sandbox, db: options.database.db, clock, log: app.log, ...gateway }), configured: true };
  }
  return { provider: unconfiguredProvider(), source: { provider: 'sandbox' as const, live: false }, configured: false };
}

/** The one set of dependencies every module builds on, from the options and their defaults. */
function appDeps(
  options: AppOptions,
  app: FastifyInstance,
  sandboxGateway: SandboxGateway | undefined,
  { catalogueAnswers, keptSearches }: Pick<AppDeps, 'catalogueAnswers' | 'keptSearches'>,
  metrics: Metrics,
): AppDeps {
  const clock = options.clock ?? (() => new Date());
  // Without one, tokens of this process only: right for tests and tools; server.ts always gives one.
  const jwtSecret = options.jwtSecret ?? randomBytes(48).toString('base64url');
  const fallbackOutbox = options.mailer ? undefined : createDevOutbox(app.log);
  const tokens = createAccessTokens({ secret: jwtSecret, clock });
  const mailer = options.mailer ?? fallbackOutbox!;
  const supportEmail = options.supportEmail ?? DEFAULT_SUPPORT_EMAIL;
  const mailOutbox = createMailOutbox({
    db: options.database.db,
    mailer,
    clock,
    log: app.log,
    renderers: {
      order_placed: renderOrderPlaced({ supportEmail, shopUrl: options.shopUrl }),
      order_status_changed: renderOrderStatusChanged({ supportEmail, shopUrl: options.shopUrl }),
      order_pickup_ready: renderPickupReady({ supportEmail, shopUrl: options.shopUrl }),
      contact_reply: renderContactReply({ supportEmail }),
    },
  });
  const payments = paymentsOf(options, app, clock, sandboxGateway);
  const recorder = createPaymentRecorder({ db: options.database.db, clock, log: app.log, mailQueued: () => mailOutbox.kick() });
  return {
    payments: { ...payments, recorder, holdMinutes: options.paymentHoldMinutes ?? DEFAULT_PAYMENT_HOLD_MINUTES },
    catalogueAnswers,
    keptSearches,
    shopUrl: options.shopUrl,
    whatsappNumber: options.whatsappNumber,
    media: mediaStoreOf(options),
    db: options.database.db,
    ping: options.database.ping,
    metrics,
    metricsToken: options.metricsToken,
    publicApiKey: options.publicApiKey,
    auth: createCustomerAuth(tokens, rememberedCustomers(createUsersRepo(options.database.db).customerOfUserExists)),
    tokens,
    mailer,
    mailOutbox,
    devOutbox: options.nodeEnv === 'production' ? undefined : (options.devOutbox ?? fallbackOutbox),
    rateLimits: options.rateLimits ?? createMemoryRateLimits(),
    clock,
    pepper: jwtSecret,
    taxRatePercent: options.taxRatePercent ?? DEFAULT_TAX_RATE_PERCENT,
    payOnDeliveryMaxMinor: options.payOnDeliveryMaxMinor ?? DEFAULT_PAY_ON_DELIVERY_MAX_MINOR,
    supportEmail,
    log: app.log,
  };
}
