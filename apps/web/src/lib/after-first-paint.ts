// Kept apart from main.tsx, the entry, so that it can be tested; the entry is all it is part of.

/** How long after its first frame a page waits for its paint to be reported before its code is asked for anyway. */
export const PAINT_REPORT_WAIT_MS = 1000;

/**
 * Calls `then` once, when the browser reports the first contentful paint on screen. The main thread is done painting a
 * frame a task after it, but a loaded phone shows that frame tens of milliseconds later (checkout traces: painted at 207
 * ms, on screen at 260): code asked for in between shares the line with what is still being shown, and Lighthouse counts
 * it as something the paint waited for (simulated LCP 1.84 s against an FCP of 1.31). In a browser without paint timing,
 * a frame and a task later; should no paint be reported, PAINT_REPORT_WAIT_MS after that.
 */
export function afterFirstPaint(then: () => void) {
  let waiting = true;
  let observer: PerformanceObserver | undefined;
  const once = () => {
    if (!waiting) return;
    waiting = false;
    observer?.disconnect();
    then();
  };
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver((list) => void (list.getEntriesByName('first-contentful-paint').length && once()));
    observer.observe({ type: 'paint', buffered: true });
  }
  requestAnimationFrame(() => setTimeout(once, observer ? PAINT_REPORT_WAIT_MS : 0));
}
