import type { Money } from '@shop/contract';
import { parseAmount } from '@shop/contract/money';

// Dates and fees of a delivery as the checkout, the confirmation and My Orders show them, in the shopper's language.

/** A Ghana calendar date (YYYY-MM-DD) as a moment that is that day everywhere: noon UTC, formatted in UTC. */
const asDay = (date: string) => new Date(`${date}T12:00:00Z`);

/**
 * The expected days: "Wed, 5 Mar – Fri, 7 Mar" (en), one date when they are the same day. Intl writes the range the
 * language's way ("5–7 mar", "3月5日至7日").
 */
export function formatDays(expected: { from: string; by: string }, language: string): string {
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  if (expected.from === expected.by) return format.format(asDay(expected.from));
  return format.formatRange(asDay(expected.from), asDay(expected.by));
}

/** A delivery fee: the price, or `free` when it costs nothing. */
export const feeText = (fee: Money, formatPrice: (price: Money) => string, free: string) => (parseAmount(fee.amount) === 0 ? free : formatPrice(fee));
