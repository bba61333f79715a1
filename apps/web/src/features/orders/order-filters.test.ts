import { describe, expect, it } from 'vitest';
import { NO_ORDER_FILTERS, orderListQuery, readOrderFilters, writeOrderFilters } from './order-filters';

describe("My Orders' filters in the URL", () => {
  it('reads the tab, period and sort, and falls back to the defaults for unknown values', () => {
    expect(readOrderFilters(new URLSearchParams('status=On Delivery&period=7d&sort=oldest'))).toEqual({ tab: 'On Delivery', period: '7d', sort: 'oldest' });
    expect(readOrderFilters(new URLSearchParams('status=Lost&period=2w&sort=cheapest'))).toEqual(NO_ORDER_FILTERS);
  });

  it('writes only what differs from the defaults and keeps ?highlight=', () => {
    const params = writeOrderFilters(new URLSearchParams('highlight=AGH123456&sort=oldest'), { tab: 'Completed', period: 'all', sort: 'newest' });
    expect(params.toString()).toBe('highlight=AGH123456&status=Completed');
  });

  it("asks the server for a tab's statuses, the period and the ordering, leaving its defaults out", () => {
    expect(orderListQuery(NO_ORDER_FILTERS)).toEqual({});
    expect(orderListQuery({ tab: 'On Delivery', period: '3m', sort: 'price-high' })).toEqual({
      status: 'On Delivery,Shipped',
      period: '3m',
      ordering: '-total',
    });
    expect(orderListQuery({ tab: 'Completed', period: 'all', sort: 'price-low' })).toEqual({ status: 'Completed,Delivered', ordering: 'total' });
  });
});
