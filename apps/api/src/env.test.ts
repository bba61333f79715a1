import { describe, expect, it } from 'vitest';
import { DEV_PUBLIC_API_KEY, loadEnv } from './env.js';

describe('environment', () => {
  it('has working defaults for a new user', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', PUBLIC_API_KEY: DEV_PUBLIC_API_KEY, NODE_ENV: 'development' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.MAIL_FROM).toBe('Akwaaba Market <no-reply@akwaaba.market>');
  });

  it('names the bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ PUBLIC_API_KEY: 'short' })).toThrow(/PUBLIC_API_KEY must be at least 16 characters/);
    expect(() => loadEnv({ JWT_SECRET: 'too-short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
  });

  it('refuses the development key in production, saying which default is unsafe', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/PUBLIC_API_KEY is the documented development key/);
    expect(() => loadEnv({ NODE_ENV: 'production', PUBLIC_API_KEY: 'pk_live_0123456789abcdef' })).toThrow(
      /JWT_SECRET is the documented development secret/,
    );
    const live = { NODE_ENV: 'production', PUBLIC_API_KEY: 'pk_live_0123456789abcdef', JWT_SECRET: 'a-live-secret-of-at-least-32-characters!' };
    expect(loadEnv(live).NODE_ENV).toBe('production');
  });

  it('treats empty variables as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});
