import type { Money } from '@shop/contract';
import { parseAmount } from '@shop/contract/money';

/**
 * The price after the discount, in integer minor units (pesewas), rounded half up.
 * The percentage is taken to hundredths of a percent so that 12.5 % stays exact; it is clamped to 0..100.
 */
export function discountedMinor(price: Money, discountPercentage: number): number {
  const minor = parseAmount(price.amount);
  const basisPoints = Math.min(10_000, Math.max(0, Math.round(discountPercentage * 100)));
  if (basisPoints === 0) return minor;
  return Math.floor((minor * (10_000 - basisPoints) + 5_000) / 10_000);
}
