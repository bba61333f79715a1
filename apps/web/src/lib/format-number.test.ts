import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';

const intl = (value: number, language: string, min: number, max: number) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: min, maximumFractionDigits: max }).format(value);

// Prices (minor units / 100), weights, averages: whole numbers of every length, halves that round, binary fractions.
const values = [
  0,
  -0,
  1,
  9.99,
  12.5,
  45,
  45.5,
  100,
  999.995,
  1000,
  1234.5,
  4800,
  9999.999,
  12345,
  48000,
  123456.785,
  1234567.89,
  98765432.1,
  0.005,
  0.015,
  1.005,
  2.675,
  0.25,
  0.125,
  1.0005,
  3.14159,
  0.1 + 0.2,
  1e21 / 1e10,
  -4.5,
  -1234.56,
  -0.001,
  1e-7,
];
const fractions: [number, number][] = [
  [2, 2],
  [0, 3],
  [1, 1],
  [0, 2],
  [0, 0],
];

describe('formatNumber', () => {
  for (const language of ['en', 'es', 'zh']) {
    it(`writes every number as Intl.NumberFormat does in ${language}`, () => {
      for (const [min, max] of fractions)
        for (const value of values)
          expect([value, min, max, formatNumber(value, language, min, max)]).toEqual([value, min, max, intl(value, language, min, max)]);
      for (let cents = 0; cents < 3_000_000; cents += 997) expect(formatNumber(cents / 100, language, 2, 2)).toBe(intl(cents / 100, language, 2, 2));
    });
  }

  it('goes to Intl for a language it does not know', () => {
    expect(formatNumber(1234.5, 'de', 2, 2)).toBe('1.234,50');
  });
});
