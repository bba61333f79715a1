import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, PAINT_REPORT_WAIT_MS } from './after-first-paint';

/** A browser's PerformanceObserver for paint entries, whose reports the test sends (`report`). */
function fakePaintTiming(supported: string[] = ['paint']) {
  const observers: { callback: PerformanceObserverCallback; connected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    private readonly own: (typeof observers)[number];
    constructor(callback: PerformanceObserverCallback) {
      this.own = { callback, connected: false };
      observers.push(this.own);
    }
    observe() {
      this.own.connected = true;
    }
    disconnect() {
      this.own.connected = false;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    report(name: string) {
      const list = { getEntriesByName: (asked: string) => (asked === name ? [{ name, startTime: 1 }] : []) } as unknown as PerformanceObserverEntryList;
      for (const observer of observers) if (observer.connected) observer.callback(list, observer as unknown as PerformanceObserver);
    },
    connected: () => observers.filter((o) => o.connected).length,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint to be reported, not for the frame, and calls once', () => {
    const paint = fakePaintTiming();
    const then = vi.fn();
    afterFirstPaint(then);
    vi.advanceTimersByTime(100);
    // The frame was drawn, but the paint is not reported on screen yet.
    expect(then).not.toHaveBeenCalled();
    paint.report('first-paint');
    expect(then).not.toHaveBeenCalled();
    paint.report('first-contentful-paint');
    expect(then).toHaveBeenCalledTimes(1);
    expect(paint.connected()).toBe(0);
    vi.advanceTimersByTime(PAINT_REPORT_WAIT_MS * 2);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('goes on after a while when no paint is reported', () => {
    fakePaintTiming();
    const then = vi.fn();
    afterFirstPaint(then);
    vi.advanceTimersByTime(PAINT_REPORT_WAIT_MS - 100);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('in a browser without paint timing, goes on a frame and a task later', () => {
    fakePaintTiming([]);
    const then = vi.fn();
    afterFirstPaint(then);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
