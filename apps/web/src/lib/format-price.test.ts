import { describe, expect, it } from 'vitest';
import { formatDisplayPrice } from './format-price';

describe('formatDisplayPrice', () => {
  it('shows the shop symbol and 2 decimals, converted at the spec rates', () => {
    expect(formatDisplayPrice(4500, 'GHS', 'en')).toBe('₵45.00');
    expect(formatDisplayPrice(4500, 'USD', 'en')).toBe('$3.74'); // 373.5 rounds half up
    expect(formatDisplayPrice(4500, 'EUR', 'en')).toBe('€3.42');
    expect(formatDisplayPrice(4500, 'GBP', 'en')).toBe('£2.93'); // 292.5 -> 293
    expect(formatDisplayPrice(0, 'GHS', 'en')).toBe('₵0.00');
  });

  it('groups thousands and writes decimals as the language does', () => {
    expect(formatDisplayPrice(480000, 'GHS', 'en')).toBe('₵4,800.00');
    expect(formatDisplayPrice(123456789, 'GHS', 'zh')).toBe('₵1,234,567.89');
    expect(formatDisplayPrice(4550, 'GHS', 'es')).toBe('₵45,50');
    expect(formatDisplayPrice(1234500, 'GHS', 'es')).toBe('₵12.345,00');
  });
});
