import { CURRENCY_RATES, type CurrencyCode } from './constants.js';

// Money lives as integer minor units (pesewas for GHS) everywhere inside; the wire carries 2-decimal strings.

/** 1250 -> "12.50"; -5 -> "-0.05". */
export function formatMinor(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`money must be an integer number of minor units, got ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "12.5" or "12.50" -> 1250. Throws on anything that is not a plain decimal with at most 2 places. */
export function parseAmount(amount: string): number {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new RangeError(`not a money amount: ${amount}`);
  const [, sign, whole, frac = ''] = match;
  const minor = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return sign ? -minor : minor;
}

/** Converts a cedi amount (minor units) into the display currency, rounded to whole minor units of that currency. */
export function convertFromCedis(minorGhs: number, currency: CurrencyCode): number {
  // Scale the rate to an integer first so that 4500 x 0.065 is exactly 292.5 (and rounds to 293), not 292.4999...
  const ratePerMillion = Math.round(CURRENCY_RATES[currency] * 1_000_000);
  return Math.round((minorGhs * ratePerMillion) / 1_000_000);
}
