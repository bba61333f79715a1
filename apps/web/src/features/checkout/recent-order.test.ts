import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markRecentOrder, RECENT_ORDER_KEEP_MS, RECENT_ORDER_KEY } from './recent-order';

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const flag = () => JSON.parse(sessionStorage.getItem(RECENT_ORDER_KEY) ?? 'null') as unknown;

describe('the recent-order flag', () => {
  it('is set while the confirmation shows and removed 10 minutes after leaving it', () => {
    const leave = markRecentOrder('AGH123456');
    expect(flag()).toEqual({ order_id: 'AGH123456', left_at: null });
    vi.advanceTimersByTime(RECENT_ORDER_KEEP_MS * 2);
    expect(flag()).not.toBeNull();

    leave();
    expect(flag()).toEqual({ order_id: 'AGH123456', left_at: Date.now() });
    vi.advanceTimersByTime(RECENT_ORDER_KEEP_MS - 1);
    expect(flag()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(flag()).toBeNull();
  });

  it('stays when the confirmation was opened again before the 10 minutes were up', () => {
    markRecentOrder('AGH123456')();
    vi.advanceTimersByTime(60_000);
    markRecentOrder('AGH123456');
    vi.advanceTimersByTime(RECENT_ORDER_KEEP_MS);
    expect(flag()).toEqual({ order_id: 'AGH123456', left_at: null });
  });
});
