import type { FieldPath } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import type { CheckoutFormValues } from './form-values';

// What the server's refusals of the checkout mean for the form: which field a VALIDATION_FAILED names.

/** The form's field for the last part of a server field path (billing_address.first_name → firstName). */
const FIELD_OF: Record<string, FieldPath<CheckoutFormValues>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  phone_number: 'phone',
  address: 'address',
  state: 'region',
  post_code: 'ghanaPostCode',
  delivery_price_location: 'deliveryLocationId',
  delivery_speed: 'deliverySpeed',
  platform_pickup_address: 'pickupLocationId',
  order_note: 'orderNote',
  delivery_option: 'deliveryMethod',
};

/** The form fields a VALIDATION_FAILED answer names, each with its first message code (none for other failures). */
export function fieldErrorsOf(error: unknown): [FieldPath<CheckoutFormValues>, string][] {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return [];
  const fields = (error.params?.fields ?? {}) as Record<string, string[] | undefined>;
  const found = new Map<FieldPath<CheckoutFormValues>, string>();
  for (const [path, codes] of Object.entries(fields)) {
    const field = FIELD_OF[path.split('.').pop() ?? ''];
    if (field && codes?.[0] && !found.has(field)) found.set(field, codes[0]);
  }
  return [...found];
}

/** Whether the refusal says the chosen place or store is not one of ours. */
export const isUnknownLocation = (error: unknown) =>
  fieldErrorsOf(error).some(([field, code]) => (field === 'deliveryLocationId' || field === 'pickupLocationId') && code.endsWith('_UNKNOWN'));

/** A refusal by the server (4xx), as against a failure to reach it or of the server itself. */
export const isRefusal = (error: unknown) => error instanceof ApiError && error.status !== undefined && error.status >= 400 && error.status < 500;
