import type { Money } from '@shop/contract';
import { parseAmount } from '@shop/contract/money';
import { formatDayRange } from './format-date';

// Dates and fees of a delivery as the checkout, the confirmation and My Orders show them, in the shopper's language.

/** A Ghana calendar date (YYYY-MM-DD) as a moment that is that day everywhere: noon UTC, formatted in UTC. */
const asDay = (date: string) => new Date(`${date}T12:00:00Z`);

/**
 * The expected days: "Thu, Mar 5 – Sat, Mar 7" (en), one date when they are the same day, as Intl writes them but
 * without building an Intl.DateTimeFormat in the shop's languages (format-date.ts says why: the checkout draws them
 * while it is taken over).
 */
export function formatDays(expected: { from: string; by: string }, language: string): string {
  return formatDayRange(asDay(expected.from), asDay(expected.by), language);
}

/** A delivery fee: the price, or `free` when it costs nothing. */
export const feeText = (fee: Money, formatPrice: (price: Money) => string, free: string) => (parseAmount(fee.amount) === 0 ? free : formatPrice(fee));
