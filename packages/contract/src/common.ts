import { z } from 'zod';
import { CURRENCIES } from './constants.js';

/** Money on the wire: a 2-decimal string and its currency. */
export const moneySchema = z.object({
  amount: z.string().regex(/^-?\d+\.\d{2}$/),
  currency: z.enum(CURRENCIES),
});
export type Money = z.infer<typeof moneySchema>;

/** Every successful answer: { status: true, message, data }. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(true), message: z.string(), data });
}

/** A page of results, as GET /stock/ answers it. */
export function pagedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    status: z.literal(true),
    message: z.string(),
    data: z.array(item),
    count: z.number().int().nonnegative(),
    total_pages: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    page_size: z.number().int().positive(),
  });
}

/**
 * Every failure: { status: false, message, code, params?, errors? }. `code` is one of ERRORS, `message` its English
 * text, `params` the figures it names (retry_after, available, in_cart, moq, ...; a validation failure's
 * `params.fields` holds each field's FIELD_MESSAGES codes) and `errors` each field's English messages.
 */
export const errorEnvelopeSchema = z.object({
  status: z.literal(false),
  message: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.unknown()).optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

const MAX_ID = 2_147_483_647; // PostgreSQL integer

/** Path id: a positive integer id or a slug (lower-case letters, digits and hyphens, not only digits). */
export const idOrSlugSchema = z
  .string()
  .max(120, 'The id is too long.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'The id must be a number or a slug (letters, digits and hyphens).')
  .refine((v) => !/^\d+$/.test(v) || (/^[1-9]\d{0,9}$/.test(v) && Number(v) <= MAX_ID), `A numeric id must be a whole number from 1 to ${MAX_ID}.`);

export const numericIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'The id must be a positive whole number.')
  .transform(Number)
  .refine((n) => n <= MAX_ID, 'The id is too large.');

export const idOrSlugParams = z.object({ id: idOrSlugSchema });
export const numericIdParams = z.object({ id: numericIdSchema });
