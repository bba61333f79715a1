import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

// Text searches of the repositories: LIKE patterns made of what a person typed, taken literally.

/** The text with LIKE's own wildcards (and its escape) escaped, so '%' or '_' typed are only themselves. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%`: anything that holds the text. */
export const containing = (text: string) => `%${likeLiteral(text)}%`;

/**
 * A phone number's national digits ("024 412 3456", "+233 24 412 3456" → "244123456"), or undefined when too few to
 * search by (4).
 */
export function phoneDigits(typed: string): string | undefined {
  const digits = typed.replace(/\D/g, '').replace(/^233/, '').replace(/^0/, '');
  return digits.length >= 4 ? digits : undefined;
}

/** A phone column whose digits hold these digits, however it was written. */
export const phoneHolds = (column: AnyColumn, digits: string): SQL => sql`regexp_replace(${column}, '[^0-9]', '', 'g') like ${containing(digits)}`;
