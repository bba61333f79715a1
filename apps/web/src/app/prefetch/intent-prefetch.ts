import type { QueryClient } from '@tanstack/react-query';
import { saveDataRequested } from '@/lib/save-data';
import { prefetchRoute } from './route-prefetches';

/** A mouse must rest on a link this long: one passing over it on the way elsewhere fetches nothing. */
export const HOVER_DELAY_MS = 80;
/** One target is warmed at most once in this while (TanStack Query's stale time decides whether data is fetched again). */
const REPEAT_AFTER_MS = 30_000;

const anchorOf = (target: EventTarget | null) => (target instanceof Element ? target.closest('a[href]') : null);

/** A click with a modifier key opens a new tab or window (or downloads): this tab's cache would not serve it. */
const modified = (e: MouseEvent | TouchEvent) => e.ctrlKey || e.metaKey || e.shiftKey || e.altKey;

/** The page a link leads to, when it is a page of this shop that this tab would show, other than the current one. */
function ownTarget(anchor: Element): URL | undefined {
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return undefined;
  const url = new URL(anchor.href);
  if (url.origin !== location.origin) return undefined;
  if (url.pathname === location.pathname && url.search === location.search) return undefined;
  return url;
}

/**
 * Starts loading a page's code and data when the shopper shows the intent to open it: a mouse resting on its link,
 * a finger touching it, keyboard focus reaching it. One set of listeners on the document serves every link, those
 * drawn later included. `first`: an intent seen before they were there, handled as they would have. Returns the
 * function that removes them.
 */
export function installIntentPrefetch(client: QueryClient, first?: Event): () => void {
  const warmedAt = new Map<string, number>();
  let hovered: Element | null = null;
  let hoverTimer: ReturnType<typeof setTimeout> | undefined;

  const prefetch = (anchor: Element) => {
    if (saveDataRequested()) return;
    const url = ownTarget(anchor);
    if (!url) return;
    const key = url.pathname + url.search;
    const last = warmedAt.get(key);
    if (last !== undefined && Date.now() - last < REPEAT_AFTER_MS) return;
    if (prefetchRoute(client, url)) warmedAt.set(key, Date.now());
  };

  const onPointerOver = (e: PointerEvent) => {
    const anchor = anchorOf(e.target);
    // Moving between the parts of one link (its picture, its name) is still the same hover.
    if (!anchor || anchor === hovered) return;
    clearTimeout(hoverTimer);
    hovered = anchor;
    if (modified(e)) return;
    if (e.pointerType === 'mouse') hoverTimer = setTimeout(() => prefetch(anchor), HOVER_DELAY_MS);
    else prefetch(anchor);
  };
  const onPointerOut = (e: PointerEvent) => {
    if (!hovered || (e.relatedTarget instanceof Node && hovered.contains(e.relatedTarget))) return;
    clearTimeout(hoverTimer);
    hovered = null;
  };
  const onTouchStart = (e: TouchEvent) => {
    const anchor = anchorOf(e.target);
    if (anchor && !modified(e)) prefetch(anchor);
  };
  const onFocusIn = (e: FocusEvent) => {
    const anchor = anchorOf(e.target);
    if (anchor) prefetch(anchor);
  };

  if (first instanceof PointerEvent && first.type === 'pointerover') onPointerOver(first);
  else if (first instanceof FocusEvent) onFocusIn(first);
  else if (first?.type === 'touchstart') onTouchStart(first as TouchEvent);

  const options = { capture: true, passive: true };
  document.addEventListener('pointerover', onPointerOver, options);
  document.addEventListener('pointerout', onPointerOut, options);
  document.addEventListener('touchstart', onTouchStart, options);
  document.addEventListener('focusin', onFocusIn, options);
  return () => {
    clearTimeout(hoverTimer);
    document.removeEventListener('pointerover', onPointerOver, options);
    document.removeEventListener('pointerout', onPointerOut, options);
    document.removeEventListener('touchstart', onTouchStart, options);
    document.removeEventListener('focusin', onFocusIn, options);
  };
}
