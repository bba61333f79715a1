import type { Executor } from '../../db/transaction.js';
import type { Clock } from '../../lib/tokens.js';
import { sandboxGatewayOptions, type PaymentSandboxConfig } from '../payment-sandbox/payment-sandbox.module.js';
import { createSandboxProvider } from '../payment-sandbox/provider-sandbox.js';
import type { SandboxGateway, SandboxLog } from '../payment-sandbox/sandbox-gateway.js';
import { ProviderUnavailable, type PaymentProvider } from './payment-provider.js';
import { createPaystackProvider } from './provider-paystack.js';
import type { PaymentSource } from './record-payment.service.js';

// Builds the payment provider PAYMENT_PROVIDER names, as mailer-factory.ts builds the mailer
// (docs/decisions/0019-payment-provider-interface.md, 0021 "Routes"). Both answer the provider and the source the one
// function that pays compares with: its name and whether it takes real money.

export type PaymentProviderConfig =
  | {
      kind: 'sandbox';
      /** The same configuration the sandbox's page module gets, so the page's gateway and the provider agree. */
      sandbox: PaymentSandboxConfig;
      db: Executor;
      clock: Clock;
      log?: SandboxLog;
      /** The page module's gateway, shared by the app (one set of timers, stopped at close). */
      gateway?: SandboxGateway;
    }
  | {
      kind: 'paystack';
      /** PAYSTACK_SECRET_KEY: sk_test_… or sk_live_…. */
      secretKey: string;
      /** PAYSTACK_PUBLIC_KEY: pk_test_… or pk_live_…, of the same mode. */
      publicKey: string;
      /** PAYSTACK_BASE_URL: https://api.paystack.co unless set (a stub in tests). */
      baseUrl?: string | undefined;
    };

export interface ConfiguredPayments {
  provider: PaymentProvider;
  source: PaymentSource;
}

/** Paystack's live keys start sk_live_: payments made with them are real money. */
export const isLivePaystackKey = (secretKey: string) => secretKey.startsWith('sk_live_');

export function createPaymentProvider(config: PaymentProviderConfig): ConfiguredPayments {
  if (config.kind === 'sandbox') {
    const provider = createSandboxProvider(
      sandboxGatewayOptions(config.sandbox, { db: config.db, clock: config.clock, ...(config.log ? { log: config.log } : {}) }),
      config.gateway,
    );
    return { provider, source: { provider: 'sandbox', live: false } };
  }
  const provider = createPaystackProvider({
    secretKey: config.secretKey,
    publicKey: config.publicKey,
    ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}),
  });
  return { provider, source: { provider: 'paystack', live: isLivePaystackKey(config.secretKey) } };
}

/**
 * The provider of an app started without one (no sandbox configuration and none passed, e.g. most tests): every call
 * is refused as unavailable ('not_configured'), so a payment is never created, verified or believed. Its webhook
 * route answers 404 (see payments.module.ts).
 */
export function unconfiguredProvider(): PaymentProvider {
  const refuse = () => new ProviderUnavailable('not_configured', 'No payment provider is configured');
  return {
    name: 'sandbox',
    origins: Object.freeze({ frame: Object.freeze([]), script: Object.freeze([]), connect: Object.freeze([]) }),
    create: () => Promise.reject(refuse()),
    verify: () => Promise.reject(refuse()),
    parseWebhook: () => {
      throw refuse();
    },
    refund: () => Promise.reject(refuse()),
  };
}
