import { describe, expect, it } from 'vitest';
import { ORDER_NUMBER_PATTERN } from '@shop/contract/orders';
import { newOrderNumber } from './order-number.js';

describe('order numbers', () => {
  it('are AGH and six digits', () => {
    for (let i = 0; i < 1000; i++) expect(newOrderNumber()).toMatch(ORDER_NUMBER_PATTERN);
  });

  it('are spread over the whole range, not counted', () => {
    const numbers = Array.from({ length: 2000 }, () => Number(newOrderNumber().slice(3)));
    expect(new Set(numbers).size).toBeGreaterThan(1980);
    expect(Math.min(...numbers)).toBeLessThan(200_000);
    expect(Math.max(...numbers)).toBeGreaterThan(900_000);
  });
});
