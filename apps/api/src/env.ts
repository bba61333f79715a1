import { z } from 'zod';

// The only reader of process.env. Parsed once, failing fast with the name of the bad variable.

export const DEV_PUBLIC_API_KEY = 'pk_dev_akwaaba_public_storefront_key';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_API_KEY: z.string().min(16, 'PUBLIC_API_KEY must be at least 16 characters').default(DEV_PUBLIC_API_KEY),
  REDIS_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  SEED_CATALOGUE: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
});

export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Treat empty strings as unset, as shells and .env files often leave them.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production') {
    const unsafe: string[] = [];
    if (env.PUBLIC_API_KEY === DEV_PUBLIC_API_KEY) unsafe.push('PUBLIC_API_KEY is the documented development key; set your own');
    if (unsafe.length) throw new Error(`Refusing to start in production with development defaults:\n  ${unsafe.join('\n  ')}`);
  }
  return env;
}
