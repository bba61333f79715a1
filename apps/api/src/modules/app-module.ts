import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Executor } from '../db/transaction.js';
import type { CustomerAuth } from '../http/customer-auth.js';
import type { Mailer } from '../lib/mailer.js';
import type { DevOutbox } from '../lib/mailer-outbox.js';
import type { RateLimiterFactory } from '../lib/rate-limit.js';
import type { AccessTokens, Clock } from '../lib/tokens.js';
import type { CatalogueAnswers } from './catalogue/read-model/catalogue-answers.js';
import type { MailOutbox } from './mail-outbox/mail-outbox.js';
import type { Metrics } from './metrics/metrics.js';
import type { PaymentProvider } from './payments/payment-provider.js';
import type { PaymentRecorder, PaymentSource } from './payments/record-payment.service.js';
import type { MediaStore } from '../lib/media-store.js';
import type { KeptSearches } from './catalogue/read-model/kept-searches.js';

/** What every module may build on; app.ts makes it once from the app's options. */
export interface AppDeps {
  db: Executor;
  /** Requests, pool, queue and cache figures for GET /metrics. */
  metrics: Metrics;
  /** The bearer token GET /metrics asks for (METRICS_TOKEN); without it, only callers on this machine are answered. */
  metricsToken: string | undefined;
  /** Answers while the database answers (the health check). */
  ping(): Promise<void>;
  publicApiKey: string;
  auth: CustomerAuth;
  tokens: AccessTokens;
  mailer: Mailer;
  /** Sends the mails queued in outbox_mails; kick it after the transaction that queued one commits. */
  mailOutbox: MailOutbox;
  /** The development outbox, when mail goes to one and the shop is not in production. */
  devOutbox: DevOutbox | undefined;
  rateLimits: RateLimiterFactory;
  clock: Clock;
  /** Keys one-time-code hashes (JWT_SECRET). */
  pepper: string;
  /** VAT in percent, such as 15 or 12.5. */
  taxRatePercent: number;
  /** The largest order total paid on delivery or at pickup, in pesewas (PAY_ON_DELIVERY_MAX). */
  payOnDeliveryMaxMinor: number;
  supportEmail: string;
  log: FastifyBaseLogger;
  /**
   * Paying online: the configured provider, the source the one function that pays compares with (its name, live or
   * test), and that function. `configured` is false when the app runs without a provider (every call refused).
   * `holdMinutes`: how long an attempt holds its stock (PAYMENT_HOLD_MINUTES).
   */
  payments: { provider: PaymentProvider; source: PaymentSource; recorder: PaymentRecorder; configured: boolean; holdMinutes: number };
  /** The catalogue's answers kept as bytes until the catalogue changes (decision 0031); served early by app.ts's server. */
  catalogueAnswers: CatalogueAnswers;
  /** What searches read, kept until the catalogue changes (decisions 0049, 0051-0053): their counts, and the products they suggest. */
  keptSearches: { counts: KeptSearches<number>; suggestions: KeptSearches<number[]> };
  /** The storefront's public address (SHOP_URL), when configured: links in mails, where a provider's page returns to. */
  shopUrl: string | undefined;
  /** The shop's WhatsApp number, E.164 digits (SHOP_WHATSAPP_NUMBER), when configured. */
  whatsappNumber: string | undefined;
  /** Where uploaded pictures are kept (MEDIA_DIR or a bucket), served at /uploads/. */
  media: MediaStore;
}

/**
 * An area of the API (catalogue, identity, cart, ...): it builds its repositories and services from the deps and
 * registers its routes, each inside the security scope of its access (see http/router.ts). app.ts is a list of them.
 */
export interface AppModule {
  name: string;
  register(app: FastifyInstance, deps: AppDeps): Promise<void>;
}
