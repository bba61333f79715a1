import { CURRENCY_SYMBOLS, type CurrencyCode } from '@shop/contract/constants';
import { convertFromCedis } from '@shop/contract/money';

// One formatter per language, made on first use: building an Intl.NumberFormat is far dearer than using one.
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A cedi price (minor units) as the shopper reads it: converted to the display currency and written the way their
 * language writes numbers, always 2 decimals, after the shop's own symbol: "₵4,800.00", "€3.42", "₵4800,00" (es),
 * whatever symbol the browser's Intl would have picked (GH₵, US$).
 */
export function formatDisplayPrice(minorGhs: number, currency: CurrencyCode, language: string): string {
  return CURRENCY_SYMBOLS[currency] + numberFormatOf(language).format(convertFromCedis(minorGhs, currency) / 100);
}

function numberFormatOf(language: string): Intl.NumberFormat {
  let numberFormat = numberFormats.get(language);
  if (!numberFormat) {
    numberFormat = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    numberFormats.set(language, numberFormat);
  }
  return numberFormat;
}

/**
 * Builds the language's formatter ahead of the first price. Building one takes about 40 ms on a slow phone: main.tsx
 * does it in a task of its own while the page's code downloads, rather than inside the long task of hydrating.
 */
export const prepareNumberFormat = (language: string) => void numberFormatOf(language);
