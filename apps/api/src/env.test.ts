import { describe, expect, it } from 'vitest';
import { DEV_PUBLIC_API_KEY, loadEnv, mediaBucketOf } from './env.js';

const PAYSTACK_TEST_KEYS = { PAYSTACK_SECRET_KEY: 'sk_test_0123456789abcdef', PAYSTACK_PUBLIC_KEY: 'pk_test_0123456789abcdef' };
const PAYSTACK_LIVE_KEYS = { PAYSTACK_SECRET_KEY: 'sk_live_0123456789abcdef', PAYSTACK_PUBLIC_KEY: 'pk_live_0123456789abcdef' };

describe('environment', () => {
  it('has working defaults for a new user', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', PUBLIC_API_KEY: DEV_PUBLIC_API_KEY, NODE_ENV: 'development' });
    // No signing secret from the docs: the server makes one for its data folder (lib/data-folder-secret.ts).
    expect(env.JWT_SECRET).toBeUndefined();
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
    expect(() => loadEnv({ NODE_ENV: 'production', PUBLIC_API_KEY: 'pk_live_0123456789abcdef' })).toThrow(/JWT_SECRET is not set/);
    expect(() => loadEnv({ NODE_ENV: 'production', PUBLIC_API_KEY: 'pk_live_0123456789abcdef' })).toThrow(/SMTP_URL is not set; without it no code/);
    const live = {
      NODE_ENV: 'production',
      PUBLIC_API_KEY: 'pk_live_0123456789abcdef',
      JWT_SECRET: 'a-live-secret-of-at-least-32-characters!',
      SMTP_URL: 'smtp://mail.example.com:587',
      ...PAYSTACK_LIVE_KEYS,
    };
    expect(loadEnv(live).NODE_ENV).toBe('production');
  });

  it('reads PAY_ON_DELIVERY_MAX as GHS into pesewas, GHS 2,000.00 by default', () => {
    expect(loadEnv({}).PAY_ON_DELIVERY_MAX).toBe(200_000);
    expect(loadEnv({ PAY_ON_DELIVERY_MAX: '1500.5' }).PAY_ON_DELIVERY_MAX).toBe(150_050);
    expect(loadEnv({ PAY_ON_DELIVERY_MAX: '0' }).PAY_ON_DELIVERY_MAX).toBe(0);
    for (const bad of ['-1', '2,000', '10.001', 'GHS 2000']) {
      expect(() => loadEnv({ PAY_ON_DELIVERY_MAX: bad }), bad).toThrow(/PAY_ON_DELIVERY_MAX must be an amount in GHS/);
    }
  });

  it('reads TAX_RATE as a percentage with at most 2 decimals, 15 by default', () => {
    expect(loadEnv({}).TAX_RATE).toBe(15);
    expect(loadEnv({ TAX_RATE: '12.5' }).TAX_RATE).toBe(12.5);
    expect(loadEnv({ TAX_RATE: '0' }).TAX_RATE).toBe(0);
    expect(loadEnv({ TAX_RATE: '100' }).TAX_RATE).toBe(100);
    expect(loadEnv({ TAX_RATE: '7.25' }).TAX_RATE).toBe(7.25);
    for (const bad of ['15%', '-1', '100.01', '101', '12.345', 'fifteen', '0x10', '1e1', ' 15']) {
      expect(() => loadEnv({ TAX_RATE: bad }), bad).toThrow(/TAX_RATE must be a percentage from 0 to 100 with at most 2 decimals/);
    }
  });

  it('reads SUPPORT_EMAIL, support@akwaaba.market by default, and refuses what is not an address', () => {
    expect(loadEnv({}).SUPPORT_EMAIL).toBe('support@akwaaba.market');
    expect(loadEnv({ SUPPORT_EMAIL: ' help@example.com ' }).SUPPORT_EMAIL).toBe('help@example.com');
    expect(loadEnv({ SUPPORT_EMAIL: '' }).SUPPORT_EMAIL).toBe('support@akwaaba.market');
    expect(() => loadEnv({ SUPPORT_EMAIL: 'support' })).toThrow(/SUPPORT_EMAIL must be an email address/);
  });

  it('reads SERVER_RENDER_DEADLINE_MS in milliseconds, 2000 by default, from 50 to 60000', () => {
    expect(loadEnv({}).SERVER_RENDER_DEADLINE_MS).toBe(2000);
    expect(loadEnv({ SERVER_RENDER_DEADLINE_MS: '750' }).SERVER_RENDER_DEADLINE_MS).toBe(750);
    for (const bad of ['10', '60001', '1.5', 'soon', '-100'])
      expect(() => loadEnv({ SERVER_RENDER_DEADLINE_MS: bad })).toThrow(/SERVER_RENDER_DEADLINE_MS must be a whole number of milliseconds from 50 to 60000/);
  });

  it('reads TRUST_PROXY as true or a list of addresses; none by default; refuses anything else', () => {
    expect(loadEnv({}).TRUST_PROXY).toBeUndefined();
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(() => loadEnv({ TRUST_PROXY: '2' })).toThrow(/TRUST_PROXY must be true/);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => loadEnv({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY must be true/);
  });

  it('reads SHOP_WHATSAPP_NUMBER as E.164 digits (a leading + dropped), none by default, and refuses a local number', () => {
    expect(loadEnv({}).SHOP_WHATSAPP_NUMBER).toBeUndefined();
    expect(loadEnv({ SHOP_WHATSAPP_NUMBER: '+233201234567' }).SHOP_WHATSAPP_NUMBER).toBe('233201234567');
    expect(loadEnv({ SHOP_WHATSAPP_NUMBER: '233201234567' }).SHOP_WHATSAPP_NUMBER).toBe('233201234567');
    expect(() => loadEnv({ SHOP_WHATSAPP_NUMBER: '0201234567' })).toThrow(/SHOP_WHATSAPP_NUMBER must be an E.164 number/);
  });

  it('takes payments through the sandbox by default outside production, and through Paystack in production', () => {
    expect(loadEnv({}).PAYMENT_PROVIDER).toBe('sandbox');
    expect(loadEnv({ NODE_ENV: 'test' }).PAYMENT_PROVIDER).toBe('sandbox');
    expect(loadEnv({ PAYMENT_PROVIDER: 'paystack', ...PAYSTACK_TEST_KEYS }).PAYMENT_PROVIDER).toBe('paystack');
    const live = {
      NODE_ENV: 'production',
      PUBLIC_API_KEY: 'pk_live_0123456789abcdef',
      JWT_SECRET: 'a-live-secret-of-at-least-32-characters!',
      SMTP_URL: 'smtp://mail.example.com:587',
      ...PAYSTACK_LIVE_KEYS,
    };
    expect(loadEnv(live).PAYMENT_PROVIDER).toBe('paystack');
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'wingipay' })).toThrow(/PAYMENT_PROVIDER must be sandbox or paystack/);
  });

  it('needs both Paystack keys, of one mode, when Paystack takes the payments; PAYSTACK_BASE_URL is optional', () => {
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'paystack' })).toThrow(
      /PAYSTACK_SECRET_KEY: required when PAYMENT_PROVIDER is paystack[\s\S]*PAYSTACK_PUBLIC_KEY: required/,
    );
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: PAYSTACK_TEST_KEYS.PAYSTACK_SECRET_KEY })).toThrow(
      /PAYSTACK_PUBLIC_KEY: required/,
    );
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'pk_test_abc' })).toThrow(/PAYSTACK_SECRET_KEY must be a Paystack secret key/);
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'paystack', ...PAYSTACK_TEST_KEYS, PAYSTACK_PUBLIC_KEY: 'pk_live_abc' })).toThrow(/same mode/);
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'paystack', ...PAYSTACK_TEST_KEYS, PAYSTACK_BASE_URL: 'nowhere' })).toThrow(
      /PAYSTACK_BASE_URL must be an address/,
    );
    expect(loadEnv({ PAYMENT_PROVIDER: 'paystack', ...PAYSTACK_TEST_KEYS, PAYSTACK_BASE_URL: 'http://127.0.0.1:9999' }).PAYSTACK_BASE_URL).toBe(
      'http://127.0.0.1:9999',
    );
    const production = {
      NODE_ENV: 'production',
      PUBLIC_API_KEY: 'pk_live_0123456789abcdef',
      JWT_SECRET: 'a-live-secret-of-at-least-32-characters!',
      SMTP_URL: 'smtp://mail.example.com:587',
    };
    expect(() => loadEnv(production)).toThrow(/PAYSTACK_SECRET_KEY: required/);
    // The sandbox needs no Paystack key.
    expect(loadEnv({}).PAYSTACK_SECRET_KEY).toBeUndefined();
  });

  it('refuses to start in production with the sandbox, where no money moves', () => {
    const live = {
      NODE_ENV: 'production',
      PUBLIC_API_KEY: 'pk_live_0123456789abcdef',
      JWT_SECRET: 'a-live-secret-of-at-least-32-characters!',
      SMTP_URL: 'smtp://mail.example.com:587',
    };
    expect(() => loadEnv({ ...live, PAYMENT_PROVIDER: 'sandbox' })).toThrow(/Refusing to start in production[\s\S]*PAYMENT_PROVIDER is sandbox/);
  });

  it('signs sandbox webhooks with PAYMENT_SANDBOX_SECRET, or a random secret of this process', () => {
    const secret = loadEnv({}).PAYMENT_SANDBOX_SECRET;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadEnv({}).PAYMENT_SANDBOX_SECRET).toBe(secret);
    expect(loadEnv({ PAYMENT_SANDBOX_SECRET: 'my-sandbox-secret-123' }).PAYMENT_SANDBOX_SECRET).toBe('my-sandbox-secret-123');
    expect(() => loadEnv({ PAYMENT_SANDBOX_SECRET: 'short' })).toThrow(/PAYMENT_SANDBOX_SECRET must be at least 16 characters/);
  });

  it('keeps pictures in a folder by default, and in an S3-compatible bucket only when the bucket is named with its address and keys', () => {
    expect(mediaBucketOf(loadEnv({}))).toBeUndefined();
    const bucket = {
      MEDIA_S3_BUCKET: 'akwaaba-media',
      MEDIA_S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
      MEDIA_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secret-example',
    };
    expect(mediaBucketOf(loadEnv({ ...bucket, MEDIA_S3_PREFIX: 'media/' }))).toEqual({
      bucket: 'akwaaba-media',
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
      prefix: 'media/',
    });
    expect(() => loadEnv({ ...bucket, MEDIA_S3_ACCESS_KEY_ID: '', MEDIA_S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /MEDIA_S3_ACCESS_KEY_ID: required when MEDIA_S3_BUCKET is set\n\s+MEDIA_S3_SECRET_ACCESS_KEY: required/,
    );
    expect(() => loadEnv({ ...bucket, MEDIA_S3_PREFIX: '/media' })).toThrow(/MEDIA_S3_PREFIX is folder names each ending in \//);
  });

  it('treats empty variables as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});
