import { describe, expect, it } from 'vitest';
import { convertFromCedis, formatMinor, parseAmount } from './money.js';

describe('money', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1250, '12.50'],
    [100000, '1000.00'],
    [-5, '-0.05'],
    [-1999, '-19.99'],
  ])('formats %i minor units as %s', (minor, text) => {
    expect(formatMinor(minor)).toBe(text);
    expect(parseAmount(text)).toBe(minor);
  });

  it('refuses fractional minor units and malformed amounts', () => {
    expect(() => formatMinor(1.5)).toThrow(RangeError);
    expect(() => parseAmount('12.505')).toThrow(RangeError);
    expect(() => parseAmount('abc')).toThrow(RangeError);
  });

  // The web shows these with the shop's symbols (apps/web/src/lib/format-price.ts).
  it('converts cedis to the display currencies at the spec rates, in whole minor units', () => {
    expect(convertFromCedis(10000, 'USD')).toBe(830);
    expect(convertFromCedis(4500, 'GHS')).toBe(4500);
    expect(convertFromCedis(4500, 'USD')).toBe(374); // 373.5 rounds half up
    expect(convertFromCedis(4500, 'EUR')).toBe(342);
    expect(convertFromCedis(4500, 'GBP')).toBe(293); // 292.5 -> 293
  });
});
