import { describe, expect, it } from 'vitest';
import { ProviderUnavailable } from './payment-provider.js';
import { createPaymentProvider, unconfiguredProvider } from './provider-factory.js';

// The factory's choices without a network: which provider, and whether the one function that pays runs live.

describe('the payment provider factory', () => {
  it('builds Paystack from its keys, live only with an sk_live_ key', () => {
    const test = createPaymentProvider({ kind: 'paystack', secretKey: 'sk_test_abc', publicKey: 'pk_test_abc' });
    expect(test.provider.name).toBe('paystack');
    expect(test.source).toEqual({ provider: 'paystack', live: false });
    const live = createPaymentProvider({ kind: 'paystack', secretKey: 'sk_live_abc', publicKey: 'pk_live_abc', baseUrl: 'http://127.0.0.1:1' });
    expect(live.source).toEqual({ provider: 'paystack', live: true });
    expect(() => createPaymentProvider({ kind: 'paystack', secretKey: 'sk_live_abc', publicKey: 'pk_test_abc' })).toThrow(/different modes/);
  });

  it('without a provider, refuses every call as unavailable (not configured)', async () => {
    const none = unconfiguredProvider();
    await expect(none.verify('AGH000001-1-x')).rejects.toMatchObject({ name: 'ProviderUnavailable', reason: 'not_configured' });
    await expect(none.refund('AGH000001-1-x', 100)).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(() => none.parseWebhook(Buffer.from('{}'), {})).toThrow(ProviderUnavailable);
  });
});
