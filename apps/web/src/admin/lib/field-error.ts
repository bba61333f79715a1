import type { FieldError } from 'react-hook-form';
import type { TFunction } from '@/lib/i18n';

// The contract's form rules (staffCreateBody, signInBody) carry English messages. The back office shows each in the
// staff member's language by the field and the kind of problem: `fieldErrors.<field>_<kind>` of the admin namespace
// (the kind is zod's issue code, such as too_big), else `fieldErrors.<field>`; the contract's English otherwise.

/** The translated text of a field's problem; undefined when there is none. */
export function fieldErrorText(t: TFunction, field: string, error: FieldError | undefined, values: Record<string, unknown> = {}): string | undefined {
  if (!error) return undefined;
  const key = `fieldErrors.${field}`;
  const text = t(key, { ...values, context: error.type });
  // A key without a text comes back as itself.
  return text === key ? error.message : text;
}
