import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { DEFAULT_PAY_ON_DELIVERY_MAX_MINOR, DEFAULT_TAX_RATE_PERCENT, parseAmount } from '@shop/contract';
import type { MediaBucket } from './lib/media-store.js';

// The only reader of process.env. Parsed once, failing fast with the name of the bad variable.

export const DEV_PUBLIC_API_KEY = 'pk_dev_akwaaba_public_storefront_key';
export const DEFAULT_MAIL_FROM = 'Akwaaba Market <no-reply@akwaaba.market>';
export const DEFAULT_SUPPORT_EMAIL = 'support@akwaaba.market';
/** The sandbox's webhook secret when none is set: random, new with every process (nobody outside can sign for it). */
const PROCESS_SANDBOX_SECRET = randomBytes(32).toString('hex');

const PAY_ON_DELIVERY_MAX_MESSAGE = 'PAY_ON_DELIVERY_MAX must be an amount in GHS with at most 2 decimals, such as 2000 or 1500.50';
const TAX_RATE_MESSAGE = 'TAX_RATE must be a percentage from 0 to 100 with at most 2 decimals, such as 15 or 12.5';

/** A whole number of `unit` from `min` to `max` (the variable's text), refused with one message naming the variable. */
function wholeNumber(name: string, unit: string, min: number, max: number) {
  const message = `${name} must be a whole number of ${unit} from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);
}

/** `true` or `false`, `fallback` when unset. */
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Uploaded pictures (the back office's): DATA_DIR/media when unset. */
  MEDIA_DIR: z.string().min(1).optional(),
  /** An S3-compatible bucket for the pictures instead of MEDIA_DIR (lib/media-store.ts); its keys below. */
  MEDIA_S3_BUCKET: z.string().min(3).optional(),
  /** The bucket's API, path-style: https://s3.eu-west-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com… */
  MEDIA_S3_ENDPOINT: z.string().url('MEDIA_S3_ENDPOINT must be an address such as https://s3.eu-west-1.amazonaws.com').optional(),
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** A key prefix inside the bucket, such as media/. */
  MEDIA_S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9._-]+\/)*$/, 'MEDIA_S3_PREFIX is folder names each ending in /, such as media/')
    .default(''),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_API_KEY: z.string().min(16, 'PUBLIC_API_KEY must be at least 16 characters').default(DEV_PUBLIC_API_KEY),
  REDIS_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  /** The bearer token GET /metrics asks for; without it, only callers on the same machine may read the metrics. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** PostgreSQL connections per instance. */
  DATABASE_POOL_SIZE: wholeNumber('DATABASE_POOL_SIZE', 'connections', 1, 500).default(10),
  /** The longest a PostgreSQL connection may take to open and a statement to run; then 503 with Retry-After. */
  DATABASE_TIMEOUT_MS: wholeNumber('DATABASE_TIMEOUT_MS', 'milliseconds', 100, 600_000).default(5000),
  /** Signs access tokens; without it, a secret made at the first start and kept in DATA_DIR (lib/data-folder-secret.ts). */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  MAIL_FROM: z.string().min(3).default(DEFAULT_MAIL_FROM),
  /** Where the messages of the contact form are mailed. */
  SUPPORT_EMAIL: z.string().trim().email('SUPPORT_EMAIL must be an email address').default(DEFAULT_SUPPORT_EMAIL),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  /** `npm run admin:create` only: the new admin's password, for scripts (otherwise it is asked for). */
  ADMIN_PASSWORD: z.string().optional(),
  /** The storefront's public address, such as https://akwaaba.market: mails link to the customer's order with it. */
  SHOP_URL: z.string().url('SHOP_URL must be an address such as https://akwaaba.market').optional(),
  /**
   * The shop's WhatsApp number in E.164 (country code first, such as 233201234567; a leading + is allowed): My Orders
   * links to a chat about an order with it. No link without it.
   */
  SHOP_WHATSAPP_NUMBER: z
    .string()
    .trim()
    .regex(/^\+?[1-9]\d{7,14}$/, 'SHOP_WHATSAPP_NUMBER must be an E.164 number such as 233201234567')
    .transform((v) => v.replace(/^\+/, ''))
    .optional(),
  /**
   * Which proxies in front of the API to believe about the client's address (X-Forwarded-For), so per-address limits
   * see the shopper, not the balancer: `true` (every one: only when nothing else can reach the port) or a
   * comma-separated list of proxy addresses or CIDR ranges such as `10.0.0.0/8,127.0.0.1`. None by default: the
   * address is the connection's own.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(
      /^(true|[0-9a-fA-F.:/]*[.:][0-9a-fA-F.:/]*(\s*,\s*[0-9a-fA-F.:/]*[.:][0-9a-fA-F.:/]*)*)$/,
      'TRUST_PROXY must be true or a comma-separated list of addresses or CIDR ranges',
    )
    .transform((v): true | string[] => (v === 'true' ? true : v.split(',').map((a) => a.trim())))
    .optional(),
  /** VAT on the cart, in percent. */
  TAX_RATE: z
    .string()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, TAX_RATE_MESSAGE)
    .transform(Number)
    .refine((n) => n <= 100, TAX_RATE_MESSAGE)
    .default(DEFAULT_TAX_RATE_PERCENT),
  /** The largest order total, in GHS, paid on delivery or at pickup; above it the shopper pays online. */
  PAY_ON_DELIVERY_MAX: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, PAY_ON_DELIVERY_MAX_MESSAGE)
    .transform(parseAmount)
    .default(DEFAULT_PAY_ON_DELIVERY_MAX_MINOR),
  /** Who takes online payments: our own test page (sandbox, the default outside production; refused in production) or Paystack. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'paystack'], { message: 'PAYMENT_PROVIDER must be sandbox or paystack' }).optional(),
  /** How long a payment attempt holds its stock before it is given up (a mobile-money prompt can be slow): 1 to 120. */
  PAYMENT_HOLD_MINUTES: wholeNumber('PAYMENT_HOLD_MINUTES', 'minutes', 1, 120).default(15),
  /** The bound of the catalogue's cached answers in MiB (decision 0031): 1 to 4096. */
  CATALOGUE_CACHE_MB: wholeNumber('CATALOGUE_CACHE_MB', 'MiB', 1, 4096).default(32),
  /** The bound of the storefront's rendered pages kept in memory, in MiB (decision 0037): 0 (none kept) to 4096. */
  PAGE_CACHE_MB: wholeNumber('PAGE_CACHE_MB', 'MiB', 0, 4096).default(16),
  /** Signs the sandbox's webhooks; a random secret per process by default. */
  PAYMENT_SANDBOX_SECRET: z.string().min(16, 'PAYMENT_SANDBOX_SECRET must be at least 16 characters').default(PROCESS_SANDBOX_SECRET),
  /** Paystack's secret key (sk_test_… or sk_live_…): required when PAYMENT_PROVIDER is paystack. */
  PAYSTACK_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_\w+$/, 'PAYSTACK_SECRET_KEY must be a Paystack secret key, sk_test_… or sk_live_…')
    .optional(),
  /** Paystack's public key (pk_test_… or pk_live_…, the same mode as the secret key): handed to the storefront's popup. */
  PAYSTACK_PUBLIC_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'PAYSTACK_PUBLIC_KEY must be a Paystack public key, pk_test_… or pk_live_…')
    .optional(),
  /** Paystack's API address; https://api.paystack.co unless set. */
  PAYSTACK_BASE_URL: z.string().url('PAYSTACK_BASE_URL must be an address such as https://api.paystack.co').optional(),
  /** On SIGTERM or SIGINT, how long the requests under way may take to finish before their connections are closed. */
  SHUTDOWN_TIMEOUT_MS: wholeNumber('SHUTDOWN_TIMEOUT_MS', 'milliseconds', 0, 600_000).default(10_000),
  SEED_CATALOGUE: flag(true),
  /** The storefront's pages rendered here when the web build has its server bundle (decision 34); false sends index.html. */
  SERVER_RENDER: flag(true),
  /** How long a page waits for its server render before it goes out as plain index.html. */
  SERVER_RENDER_DEADLINE_MS: wholeNumber('SERVER_RENDER_DEADLINE_MS', 'milliseconds', 50, 60_000).default(2000),
});

type ParsedEnv = z.infer<typeof envSchema>;
export type Env = Omit<ParsedEnv, 'PAYMENT_PROVIDER'> & { PAYMENT_PROVIDER: NonNullable<ParsedEnv['PAYMENT_PROVIDER']> };

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Treat empty strings as unset, as shells and .env files often leave them.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env: Env = { ...parsed.data, PAYMENT_PROVIDER: parsed.data.PAYMENT_PROVIDER ?? (parsed.data.NODE_ENV === 'production' ? 'paystack' : 'sandbox') };
  if (env.NODE_ENV === 'production') {
    const unsafe: string[] = [];
    if (env.PAYMENT_PROVIDER === 'sandbox') unsafe.push('PAYMENT_PROVIDER is sandbox, the test payment page where no money moves; use paystack');
    if (env.PUBLIC_API_KEY === DEV_PUBLIC_API_KEY) unsafe.push('PUBLIC_API_KEY is the documented development key; set your own');
    if (!env.JWT_SECRET) unsafe.push('JWT_SECRET is not set; set a secret of at least 32 characters, the same on every instance');
    if (!env.SMTP_URL) unsafe.push('SMTP_URL is not set; without it no code, order or password mail would reach a customer');
    if (unsafe.length) throw new Error(`Refusing to start in production with development defaults:\n  ${unsafe.join('\n  ')}`);
  }
  if (env.PAYMENT_PROVIDER === 'paystack') {
    const missing: string[] = [];
    if (!env.PAYSTACK_SECRET_KEY)
      missing.push('PAYSTACK_SECRET_KEY: required when PAYMENT_PROVIDER is paystack (sk_test_… or sk_live_…, from the Paystack dashboard)');
    if (!env.PAYSTACK_PUBLIC_KEY)
      missing.push('PAYSTACK_PUBLIC_KEY: required when PAYMENT_PROVIDER is paystack (pk_test_… or pk_live_…, from the Paystack dashboard)');
    const mode = (key: string | undefined) => key?.split('_')[1];
    if (env.PAYSTACK_SECRET_KEY && env.PAYSTACK_PUBLIC_KEY && mode(env.PAYSTACK_SECRET_KEY) !== mode(env.PAYSTACK_PUBLIC_KEY))
      missing.push('PAYSTACK_PUBLIC_KEY: must be of the same mode (test or live) as PAYSTACK_SECRET_KEY');
    if (missing.length) throw new Error(`Invalid environment:\n  ${missing.join('\n  ')}`);
  }
  if (env.MEDIA_S3_BUCKET) {
    const missing = (['MEDIA_S3_ENDPOINT', 'MEDIA_S3_ACCESS_KEY_ID', 'MEDIA_S3_SECRET_ACCESS_KEY'] as const).filter((name) => !env[name]);
    if (missing.length) throw new Error(`Invalid environment:\n  ${missing.map((name) => `${name}: required when MEDIA_S3_BUCKET is set`).join('\n  ')}`);
  }
  return env;
}

/** The pictures' bucket the environment names, if it names one (checked whole by loadEnv). */
export function mediaBucketOf(env: Env): MediaBucket | undefined {
  if (!env.MEDIA_S3_BUCKET || !env.MEDIA_S3_ENDPOINT || !env.MEDIA_S3_ACCESS_KEY_ID || !env.MEDIA_S3_SECRET_ACCESS_KEY) return undefined;
  return {
    bucket: env.MEDIA_S3_BUCKET,
    endpoint: env.MEDIA_S3_ENDPOINT,
    region: env.MEDIA_S3_REGION,
    accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID,
    secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY,
    prefix: env.MEDIA_S3_PREFIX,
  };
}
