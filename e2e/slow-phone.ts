import type { BrowserContext, Page } from '@playwright/test';

// A first visit as a shopper's phone makes it: a slow network (150 ms round trips, 1.6 Mbps down, 750 kbps up, the
// figures Lighthouse's mobile run uses) and a CPU four times slower, so data and pictures arrive late and every place
// that is not reserved for them moves when they come. Chromium's own emulation through the DevTools protocol.

const MBPS = 1_000_000 / 8;

/** Slows a page's network and CPU down to a cheap phone's; answers a function that undoes it. */
export async function throttleLikeAPhone(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6 * MBPS,
    uploadThroughput: 0.75 * MBPS,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  };
}

/** One layout shift the browser counted (none that followed the shopper's own input), with what moved. */
export interface Shift {
  value: number;
  startTime: number;
  sources: { node: string; from: string; to: string }[];
}

/** One candidate the browser took for the page's largest contentful paint. */
export interface PaintCandidate {
  startTime: number;
  size: number;
  element: string;
  /** The candidate's <img> attributes, when it is a picture. */
  image?: { width: string | null; height: string | null; loading: string | null; fetchpriority: string | null; decoding: string | null };
}

declare global {
  interface Window {
    __shifts: Shift[];
    __paints: PaintCandidate[];
  }
}

/**
 * Makes every page of a context record its layout shifts and largest-paint candidates from the start (buffered
 * observers, installed before the page's own code runs); read them with `recordedShifts` and `recordedPaints`.
 */
export async function recordLayoutShifts(context: BrowserContext) {
  await context.addInitScript(() => {
    // The node as a reader of a report finds it: tag, id, first classes, its start of text, and its parents' tags.
    const describe = (node: Node | null | undefined): string => {
      if (!node) return '(removed)';
      const el = node instanceof Element ? node : node.parentElement;
      if (!el) return node.nodeName;
      const own = (e: Element) =>
        `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${Array.from(e.classList)
          .slice(0, 3)
          .map((c) => `.${c}`)
          .join('')}`;
      const parents: string[] = [];
      for (let p = el.parentElement; p && parents.length < 3; p = p.parentElement) parents.unshift(own(p));
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${parents.join(' > ')} > ${own(el)}${text ? ` "${text}"` : ''}`;
    };
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    window.__shifts = [];
    window.__paints = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        window.__shifts.push({
          value: entry.value,
          startTime: entry.startTime,
          sources: entry.sources.map((s) => ({ node: describe(s.node), from: rect(s.previousRect), to: rect(s.currentRect) })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] as (PerformanceEntry & { size: number; element: Element | null })[]) {
        const img = entry.element instanceof HTMLImageElement ? entry.element : null;
        window.__paints.push({
          startTime: entry.startTime,
          size: entry.size,
          element: describe(entry.element),
          image: img
            ? {
                width: img.getAttribute('width'),
                height: img.getAttribute('height'),
                loading: img.getAttribute('loading'),
                fetchpriority: img.getAttribute('fetchpriority'),
                decoding: img.getAttribute('decoding'),
              }
            : undefined,
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

export const recordedShifts = (page: Page) => page.evaluate(() => window.__shifts);
export const recordedPaints = (page: Page) => page.evaluate(() => window.__paints);

/**
 * Cumulative layout shift as Lighthouse and the Web Vitals count it: shifts grouped into windows (a gap of under 1 s
 * between two, 5 s at most in all), the largest window's sum.
 */
export function cumulativeLayoutShift(shifts: Shift[]): number {
  let largest = 0;
  let current = 0;
  let first = 0;
  let previous = 0;
  for (const shift of shifts) {
    if (current > 0 && (shift.startTime - previous >= 1000 || shift.startTime - first >= 5000)) current = 0;
    if (current === 0) first = shift.startTime;
    current += shift.value;
    previous = shift.startTime;
    largest = Math.max(largest, current);
  }
  return largest;
}

/** Every shift in a line each, its sources under it: what a failing check shows. */
export function describeShifts(shifts: Shift[]): string {
  return shifts
    .map((s) => [`${s.value.toFixed(4)} at ${Math.round(s.startTime)} ms`, ...s.sources.map((src) => `    ${src.node}: ${src.from} -> ${src.to}`)].join('\n'))
    .join('\n');
}
