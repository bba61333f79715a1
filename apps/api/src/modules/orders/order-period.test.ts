import { describe, expect, it } from 'vitest';
import { periodStart } from './order-period.js';

describe('periodStart', () => {
  const now = new Date('2026-03-31T15:20:00Z');
  it.each([
    ['all', undefined],
    ['today', '2026-03-31T00:00:00.000Z'],
    ['7d', '2026-03-24T15:20:00.000Z'],
    ['30d', '2026-02-28T15:20:00.000Z'],
    ['3m', '2025-12-31T15:20:00.000Z'],
    ['6m', '2025-09-30T15:20:00.000Z'],
    ['1y', '2025-03-31T15:20:00.000Z'],
  ] as const)('%s starts at %s', (period, start) => {
    expect(periodStart(period, now)?.toISOString()).toBe(start);
  });
  it('a leap day less a year is the last day of February', () => {
    expect(periodStart('1y', new Date('2028-02-29T10:00:00Z'))?.toISOString()).toBe('2027-02-28T10:00:00.000Z');
  });
});
