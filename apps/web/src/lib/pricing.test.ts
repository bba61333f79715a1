import { describe, expect, it } from 'vitest';
import { discountedMinor } from './pricing';

const ghs = (amount: string) => ({ amount, currency: 'GHS' as const });

describe('discountedMinor', () => {
  it('takes the percentage off in whole pesewas', () => {
    expect(discountedMinor(ghs('100.00'), 10)).toBe(9000);
    expect(discountedMinor(ghs('80.00'), 15)).toBe(6800);
    expect(discountedMinor(ghs('45.00'), 0)).toBe(4500);
  });

  it('rounds a half pesewa up', () => {
    // 0.25 x 0.9 = 0.225 -> 0.23
    expect(discountedMinor(ghs('0.25'), 10)).toBe(23);
    // 0.33 x 0.875 = 0.28875 -> 0.29
    expect(discountedMinor(ghs('0.33'), 12.5)).toBe(29);
  });

  it('never goes below zero or above the selling price', () => {
    expect(discountedMinor(ghs('10.00'), 150)).toBe(0);
    expect(discountedMinor(ghs('10.00'), -5)).toBe(1000);
  });
});
