import { describe, expect, it } from 'vitest';
import { priceCart, taxRateBasisPoints, type PricedLineInput } from './cart-pricing.js';

const line = (unitPriceMinor: number, quantity: number, discountPercentage = 0): PricedLineInput => ({
  unitPriceMinor,
  quantity,
  discountPercentage,
});

// Every expected figure is worked out by hand in the comment beside it, not by the code under test.
describe('priceCart', () => {
  it.each([
    { name: 'an empty cart', lines: [], bp: 1500, sub: 0, disc: 0, tax: 0, total: 0, lineTotals: [], lineDiscounts: [] },
    // 45.00 × 2 = 90.00; tax 15 % of 90.00 = 13.50
    { name: 'one line, no discount', lines: [line(4500, 2)], bp: 1500, sub: 9000, disc: 0, tax: 1350, total: 10350, lineTotals: [9000], lineDiscounts: [0] },
    // 100.00 × 1, 10 % off = 10.00; taxable 90.00; tax 13.50
    {
      name: 'a discounted line',
      lines: [line(10000, 1, 10)],
      bp: 1500,
      sub: 10000,
      disc: 1000,
      tax: 1350,
      total: 10350,
      lineTotals: [10000],
      lineDiscounts: [1000],
    },
    // 0.05 × 1, 10 % off = 0.005 -> rounds half up to 0.01
    {
      name: 'a line discount of exactly half a pesewa rounds up',
      lines: [line(5, 1, 10)],
      bp: 0,
      sub: 5,
      disc: 1,
      tax: 0,
      total: 4,
      lineTotals: [5],
      lineDiscounts: [1],
    },
    // 0.04 × 1, 10 % off = 0.004 -> rounds down to 0.00
    {
      name: 'a line discount under half a pesewa rounds down',
      lines: [line(4, 1, 10)],
      bp: 0,
      sub: 4,
      disc: 0,
      tax: 0,
      total: 4,
      lineTotals: [4],
      lineDiscounts: [0],
    },
    // each line 0.05 at 10 % = 0.005 -> 0.01 per line, so 0.02 in all (rounded per line, not on the sum 0.01)
    {
      name: 'discounts are rounded per line, then summed',
      lines: [line(5, 1, 10), line(5, 1, 10)],
      bp: 0,
      sub: 10,
      disc: 2,
      tax: 0,
      total: 8,
      lineTotals: [5, 5],
      lineDiscounts: [1, 1],
    },
    // 0.10 at 15 % = 0.015 -> 0.02 (half up)
    {
      name: 'tax of exactly half a pesewa rounds up',
      lines: [line(10, 1)],
      bp: 1500,
      sub: 10,
      disc: 0,
      tax: 2,
      total: 12,
      lineTotals: [10],
      lineDiscounts: [0],
    },
    // 0.09 at 15 % = 0.0135 -> 0.01
    { name: 'tax under half a pesewa rounds down', lines: [line(9, 1)], bp: 1500, sub: 9, disc: 0, tax: 1, total: 10, lineTotals: [9], lineDiscounts: [0] },
    // 134.04 at 12.5 % = 16.755 -> 16.76 (exact in basis points)
    {
      name: 'a rate with a decimal (12.5 %) is exact',
      lines: [line(13404, 1)],
      bp: 1250,
      sub: 13404,
      disc: 0,
      tax: 1676,
      total: 15080,
      lineTotals: [13404],
      lineDiscounts: [0],
    },
    // 45.50 × 3 = 136.50, 15 % off = 20.475 -> 20.48; 19.99 × 1, 10 % off = 1.999 -> 2.00
    // sub 156.49, discount 22.48, taxable 134.01, tax 12.5 % = 16.75125 -> 16.75, total 150.76
    {
      name: 'two discounted lines at 12.5 %',
      lines: [line(4550, 3, 15), line(1999, 1, 10)],
      bp: 1250,
      sub: 15649,
      disc: 2248,
      tax: 1675,
      total: 15076,
      lineTotals: [13650, 1999],
      lineDiscounts: [2048, 200],
    },
    // the same cart at 15 %: 134.01 × 0.15 = 20.1015 -> 20.10, total 154.11
    {
      name: 'the same cart at 15 %',
      lines: [line(4550, 3, 15), line(1999, 1, 10)],
      bp: 1500,
      sub: 15649,
      disc: 2248,
      tax: 2010,
      total: 15411,
      lineTotals: [13650, 1999],
      lineDiscounts: [2048, 200],
    },
    // tax 0 %: total is sub − discount
    { name: 'no tax', lines: [line(2000, 3, 5)], bp: 0, sub: 6000, disc: 300, tax: 0, total: 5700, lineTotals: [6000], lineDiscounts: [300] },
    // 100 % off: nothing to pay and nothing taxed
    { name: 'a free item', lines: [line(2500, 2, 100)], bp: 1500, sub: 5000, disc: 5000, tax: 0, total: 0, lineTotals: [5000], lineDiscounts: [5000] },
    // 100 % tax doubles the taxable amount
    { name: 'a 100 % tax', lines: [line(1234, 1)], bp: 10000, sub: 1234, disc: 0, tax: 1234, total: 2468, lineTotals: [1234], lineDiscounts: [0] },
    // a price of 0 is allowed (a gift) and costs nothing
    { name: 'a zero price', lines: [line(0, 5, 10)], bp: 1500, sub: 0, disc: 0, tax: 0, total: 0, lineTotals: [0], lineDiscounts: [0] },
  ])('$name', ({ lines, bp, sub, disc, tax, total, lineTotals, lineDiscounts }) => {
    const figures = priceCart(lines, bp);
    expect(figures).toEqual({
      subTotalMinor: sub,
      discountMinor: disc,
      taxMinor: tax,
      totalMinor: total,
      lines: lineTotals.map((totalMinor, i) => ({ totalMinor, discountMinor: lineDiscounts[i] })),
    });
    expect(figures.totalMinor).toBe(figures.subTotalMinor - figures.discountMinor + figures.taxMinor);
  });

  it('stays exact at the largest cart: 100 lines of 10,000 units at the largest price', () => {
    const maxPrice = 2_147_483_647; // the integer column's limit, in pesewas
    const figures = priceCart(
      Array.from({ length: 100 }, () => line(maxPrice, 10_000, 33)),
      1250,
    );
    // one line: 21,474,836,470,000; 33 % = 7,086,696,035,100 exactly; taxable per line 14,388,140,434,900
    expect(figures.subTotalMinor).toBe(2_147_483_647_000_000);
    expect(figures.discountMinor).toBe(708_669_603_510_000);
    // taxable 1,438,814,043,490,000 × 12.5 % = 179,851,755,436,250 exactly
    expect(figures.taxMinor).toBe(179_851_755_436_250);
    expect(figures.totalMinor).toBe(1_438_814_043_490_000 + 179_851_755_436_250);
  });

  it.each([
    ['a negative quantity', line(100, -1)],
    ['a fractional price', line(10.5, 1)],
    ['a discount above 100 %', line(100, 1, 101)],
  ])('refuses %s', (_name, bad) => {
    expect(() => priceCart([bad], 1500)).toThrow(RangeError);
  });
});

describe('taxRateBasisPoints', () => {
  it.each([
    [15, 1500],
    [12.5, 1250],
    [12.34, 1234],
    [0, 0],
    [100, 10000],
    [0.01, 1],
  ])('%s %% is %s basis points', (percent, basisPoints) => {
    expect(taxRateBasisPoints(percent)).toBe(basisPoints);
  });

  it.each([-1, 100.01, 12.345, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (percent) => {
    expect(() => taxRateBasisPoints(percent)).toThrow(RangeError);
  });
});
