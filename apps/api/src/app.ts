import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_BASE, DEFAULT_TAX_RATE_PERCENT } from '@shop/contract';
import type { Database } from './db/client.js';
import { DEFAULT_SUPPORT_EMAIL, DEV_JWT_SECRET } from './env.js';
import type { Mailer } from './lib/mailer.js';
import { createDevOutbox, type DevOutbox } from './lib/mailer-outbox.js';
import type { RateLimiterFactory } from './lib/rate-limit.js';
import { createMemoryRateLimits } from './lib/rate-limit-memory.js';
import { createAccessTokens, type Clock } from './lib/tokens.js';
import { createAccountsRepo } from './modules/accounts/accounts.repo.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { createAccountsService } from './modules/accounts/accounts.service.js';
import { createBrandsRepo } from './modules/brands/brands.repo.js';
import { brandsRoutes } from './modules/brands/brands.routes.js';
import { createBrandsService } from './modules/brands/brands.service.js';
import { createCartRepo } from './modules/cart/cart.repo.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { createCartService } from './modules/cart/cart.service.js';
import { createContactRepo } from './modules/contact/contact.repo.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { createContactService } from './modules/contact/contact.service.js';
import { createCategoriesRepo } from './modules/categories/categories.repo.js';
import { categoriesRoutes } from './modules/categories/categories.routes.js';
import { createCategoriesService } from './modules/categories/categories.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createSessionsRepo } from './modules/sessions/sessions.repo.js';
import { sessionsRoutes } from './modules/sessions/sessions.routes.js';
import { createSessionsService } from './modules/sessions/sessions.service.js';
import { createStockRepo } from './modules/stock/stock.repo.js';
import { stockRoutes } from './modules/stock/stock.routes.js';
import { createStockService } from './modules/stock/stock.service.js';
import { createStoresRepo } from './modules/stores/stores.repo.js';
import { storesRoutes } from './modules/stores/stores.routes.js';
import { requireApiKey } from './plugins/api-key.js';
import { customerAuth } from './plugins/customer-auth.js';
import { registerDevOutbox } from './plugins/dev-outbox.js';
import { registerDocs } from './plugins/docs.js';
import { registerErrorHandling, sendError } from './plugins/error-handler.js';
import { registerFieldErrorHandling } from './plugins/field-errors.js';
import { registerSecurity } from './plugins/security.js';
import { registerWeb } from './plugins/web.js';

export interface AppOptions {
  database: Database;
  publicApiKey: string;
  /** Fastify logger options; false (the default) for tests. */
  logger?: FastifyServerOptions['logger'];
  /** The built storefront; defaults to apps/web/dist, served only when it exists. */
  webDistDir?: string;
  /** Signs access tokens and keys one-time-code hashes; defaults to the development secret. */
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
  /** Where the contact form's messages are mailed (SUPPORT_EMAIL); defaults to DEFAULT_SUPPORT_EMAIL. */
  supportEmail?: string;
}

/** Builds the whole HTTP app from its dependencies. No side effects: listening is server.ts's job. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Long enough that an over-long id reaches validation and gets its clear message.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    bodyLimit: 64 * 1024,
    // A malformed URL (bad percent-encoding, say) is the caller's mistake: 400 in the envelope.
    frameworkErrors: (_error, _request, reply) => sendError(reply, 'MALFORMED_REQUEST', 'The address could not be read.'),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurity(app);
  await registerDocs(app);

  const db = options.database.db;
  const brands = createBrandsService(createBrandsRepo(db));
  const categories = createCategoriesService(createCategoriesRepo(db));
  const stock = createStockService(createStockRepo(db));
  const stores = createStoresRepo(db);

  const clock = options.clock ?? (() => new Date());
  const jwtSecret = options.jwtSecret ?? DEV_JWT_SECRET;
  const fallbackOutbox = options.mailer ? undefined : createDevOutbox(app.log);
  const mailer = options.mailer ?? fallbackOutbox!;
  const devOutbox = options.devOutbox ?? fallbackOutbox;
  const rateLimits = options.rateLimits ?? createMemoryRateLimits();
  const tokens = createAccessTokens({ secret: jwtSecret, clock });
  const accounts = createAccountsService({ repo: createAccountsRepo(db), mailer, rateLimits, clock, pepper: jwtSecret, log: app.log });
  const sessions = createSessionsService({ repo: createSessionsRepo(db), tokens, rateLimits, clock });
  const cart = createCartService({ repo: createCartRepo(db), taxRatePercent: options.taxRatePercent ?? DEFAULT_TAX_RATE_PERCENT });
  const contact = createContactService({
    repo: createContactRepo(db),
    mailer,
    rateLimits,
    clock,
    supportEmail: options.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
    log: app.log,
  });

  await app.register(
    async (api) => {
      requireApiKey(api, options.publicApiKey);
      await api.register(brandsRoutes, { brands });
      await api.register(categoriesRoutes, { categories });
      await api.register(storesRoutes, { stores });
      await api.register(stockRoutes, { stock });
      // The contact form: the public key, no bearer needed (guests write too), and the field messages of the form.
      await api.register(async (form) => {
        registerFieldErrorHandling(form);
        const { optionalCustomer } = customerAuth(form, tokens);
        await form.register(contactRoutes, { contact, optionalCustomer });
      });
    },
    { prefix: API_BASE },
  );
  // The account calls need no public key (spec part 1, section 6); the customer's own ones need the bearer token.
  await app.register(
    async (auth) => {
      registerFieldErrorHandling(auth);
      const { requireCustomer } = customerAuth(auth, tokens);
      await auth.register(accountsRoutes, { accounts, requireCustomer });
      await auth.register(sessionsRoutes, { sessions, requireCustomer });
    },
    { prefix: API_BASE },
  );
  // The cart is one customer's data: the public key, then the bearer token, on every call, before the input is read.
  // Refusals come in that order (401 key, 401 token, 400 input), then 403 for a customer that is not the token's.
  await app.register(
    async (scope) => {
      requireApiKey(scope, options.publicApiKey);
      registerFieldErrorHandling(scope);
      const { requireCustomer } = customerAuth(scope, tokens);
      scope.addHook('onRequest', requireCustomer);
      await scope.register(cartRoutes, { cart });
    },
    { prefix: API_BASE },
  );
  if (devOutbox && options.nodeEnv !== 'production') await registerDevOutbox(app, devOutbox);
  await app.register(healthRoutes, { ping: options.database.ping });
  await registerWeb(app, { publicApiKey: options.publicApiKey, ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}) });

  return app;
}
