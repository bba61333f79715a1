import { describe, expect, it } from 'vitest';
import { convertFromCedis, formatDisplayPrice, formatMinor, parseAmount } from './money.js';

describe('money', () => {
  it.each([
    [0, '0.00'], [5, '0.05'], [1250, '12.50'], [100000, '1000.00'], [-5, '-0.05'], [-1999, '-19.99'],
  ])('formats %i minor units as %s', (minor, text) => {
    expect(formatMinor(minor)).toBe(text);
    expect(parseAmount(text)).toBe(minor);
  });

  it('refuses fractional minor units and malformed amounts', () => {
    expect(() => formatMinor(1.5)).toThrow(RangeError);
    expect(() => parseAmount('12.505')).toThrow(RangeError);
    expect(() => parseAmount('abc')).toThrow(RangeError);
  });

  it('converts cedis to the display currencies at the spec rates, 2 decimals', () => {
    expect(convertFromCedis(10000, 'USD')).toBe(830);
    expect(formatDisplayPrice(4500, 'GHS')).toBe('₵45.00');
    expect(formatDisplayPrice(4500, 'USD')).toBe('$3.74'); // 373.5 rounds half up
    expect(formatDisplayPrice(4500, 'EUR')).toBe('€3.42');
    expect(formatDisplayPrice(4500, 'GBP')).toBe('£2.93'); // 292.5 -> 293
  });
});
