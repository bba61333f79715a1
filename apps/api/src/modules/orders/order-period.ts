import type { OrderPeriod } from '@shop/contract/my-orders';

// Where the Time filter starts (spec part 2 section 4: today from midnight; 7 days; 1, 3, 6 months; 1 year back).
// Ghana keeps UTC all year, so its midnight is UTC midnight. Months go back by the calendar and stop at the month's
// last day (31 March less one month is 28 or 29 February), as PostgreSQL's intervals do.

const DAY_MS = 24 * 60 * 60 * 1000;

function monthsBack(now: Date, months: number): Date {
  const at = new Date(now);
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, lastDay));
  return at;
}

/** The first moment of the period at `now`; undefined for all time. */
export function periodStart(period: OrderPeriod, now: Date): Date | undefined {
  switch (period) {
    case 'all':
      return undefined;
    case 'today':
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    case '7d':
      return new Date(now.getTime() - 7 * DAY_MS);
    case '30d':
      return monthsBack(now, 1);
    case '3m':
      return monthsBack(now, 3);
    case '6m':
      return monthsBack(now, 6);
    case '1y':
      return monthsBack(now, 12);
  }
}
