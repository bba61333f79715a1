import { expect } from 'vitest';
import { WebhookRejected } from '../modules/payments/payment-provider.js';

// How the payment tests catch a provider's refusals: a webhook's (thrown at once) and a call's (a rejected promise).

/** The WebhookRejected `run` throws; fails the test when it throws nothing or something else. */
export function rejection(run: () => unknown): WebhookRejected {
  try {
    run();
  } catch (err) {
    if (err instanceof WebhookRejected) return err;
    throw err;
  }
  throw new Error('expected a WebhookRejected');
}

/** The error `promise` rejects with, checked to be a `type`. */
export async function failure<T extends Error>(promise: Promise<unknown>, type: new (...args: never[]) => T): Promise<T> {
  const err = await promise.then(
    () => new Error('expected a failure'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(type);
  return err as T;
}
