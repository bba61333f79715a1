import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRejected, type WebhookHeaders } from './payment-provider.js';

// The one check of a provider's webhook signature: a hex HMAC-SHA512 of the exact bytes received, in one header, under
// the provider's secret (Paystack's x-paystack-signature, the sandbox's x-sandbox-signature). Shared so that the sandbox
// exercises the same code as the real provider (docs/decisions/0019-payment-provider-interface.md).

const SIGNATURE = /^[0-9a-f]{128}$/i; // hex of 64 bytes (SHA-512); upper case accepted too: the same bytes

/** The hex HMAC-SHA512 of `rawBody` under `secret`: what a provider sends, and what the sandbox signs with. */
export function signHmacSha512(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha512', secret).update(rawBody).digest('hex');
}

/**
 * Throws WebhookRejected unless header `header` holds the hex HMAC-SHA512 of `rawBody` under `secret`: missing (absent
 * or empty), malformed (not exactly 128 hex characters, or repeated) or wrong. The comparison is constant-time.
 */
export function assertHmacSha512Signature(rawBody: Buffer, headers: WebhookHeaders, header: string, secret: string): void {
  const signature = headerOf(headers, header);
  if (signature === undefined || signature === '') throw new WebhookRejected('missing_signature');
  // Checked before timingSafeEqual, which throws on buffers of different lengths.
  if (typeof signature !== 'string' || !SIGNATURE.test(signature)) throw new WebhookRejected('malformed_signature');
  const expected = createHmac('sha512', secret).update(rawBody).digest();
  if (!timingSafeEqual(Buffer.from(signature, 'hex'), expected)) throw new WebhookRejected('wrong_signature');
}

/** The JSON of a webhook whose signature passed; WebhookRejected('not_json') when it is not JSON. */
export function readWebhookJson(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8')) as unknown;
  } catch {
    throw new WebhookRejected('not_json');
  }
}

/** A request header by its lower-case name, whatever case the caller's object used. */
export function headerOf(headers: WebhookHeaders, name: string): string | string[] | undefined {
  if (name in headers) return headers[name];
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}
