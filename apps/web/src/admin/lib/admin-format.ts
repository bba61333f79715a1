import type { Money } from '@shop/contract';
import { parseAmount } from '@shop/contract/money';
import { formatNumber } from '@/lib/format-number';

// How the back office writes money and moments: the same everywhere, on Ghana's clock (the shop's, and the API's dates).

/** The sign before an amount; the shop charges in cedis, any other currency is written by its code. */
const SIGNS: Partial<Record<Money['currency'], string>> = { GHS: 'GH₵' };

/** "GH₵ 12.50" (the digits the way the staff member's language writes them). */
export const formatMoney = (money: Money, language: string) =>
  `${SIGNS[money.currency] ?? money.currency} ${formatNumber(parseAmount(money.amount) / 100, language, 2, 2)}`;

/** A moment (ISO) as a date and a time in Ghana: "2 Mar 2026, 09:00". */
export const formatMoment = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Accra' }).format(new Date(iso));

/** A Ghana date (YYYY-MM-DD) as it is written in the language: "4 Mar 2026". */
export const formatDay = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/** A moment (ISO) as its date in Ghana: "2 Mar 2026". */
export const formatDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'Africa/Accra' }).format(new Date(iso));

/** A language's name in the staff member's language ("es" → "Spanish"); the code itself when it has none. */
export function languageName(code: string, language: string) {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A change of a figure with its sign: "+12", "−3" (a true minus sign). */
export const formatSigned = (value: number, language: string) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatNumber(Math.abs(value), language, 0, 0)}`;
