import { CURRENCY_SYMBOLS, type CurrencyCode } from '@shop/contract/constants';
import { convertFromCedis } from '@shop/contract/money';
import { formatNumber } from './format-number';

/**
 * A cedi price (minor units) as the shopper reads it: converted to the display currency and written the way their
 * language writes numbers, always 2 decimals, after the shop's own symbol: "₵4,800.00", "€3.42", "₵4800,00" (es),
 * whatever symbol the browser's Intl would have picked (GH₵, US$). Written without Intl.NumberFormat (format-number.ts).
 */
export function formatDisplayPrice(minorGhs: number, currency: CurrencyCode, language: string): string {
  return CURRENCY_SYMBOLS[currency] + formatNumber(convertFromCedis(minorGhs, currency) / 100, language, 2, 2);
}
