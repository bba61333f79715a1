import { useRef, type PointerEvent } from 'react';

/** How far a finger must travel sideways before the move counts as a swipe. */
export const SWIPE_MIN_PX = 40;

/**
 * A horizontal swipe by touch or pen on an element (with `touch-action: pan-y pinch-zoom`, so the browser still
 * scrolls the page on a mostly-vertical move, and cancels our gesture when it does). `onSwipe(-1)` is a swipe to the
 * left (the next picture), `onSwipe(1)` to the right. A mouse never swipes: it clicks, and drags nothing.
 * `clicked` tells the element's click handler whether the click is the end of a swipe, to be ignored.
 */
export function useSwipe(onSwipe: (direction: -1 | 1) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const swiped = useRef(false);
  return {
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        swiped.current = false;
        start.current = event.pointerType === 'mouse' ? null : { id: event.pointerId, x: event.clientX, y: event.clientY };
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        const from = start.current;
        start.current = null;
        if (!from || from.id !== event.pointerId) return;
        const dx = event.clientX - from.x;
        const dy = event.clientY - from.y;
        // Mostly sideways: twice as far across as up or down.
        if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 2 * Math.abs(dy)) return;
        swiped.current = true;
        onSwipe(dx < 0 ? -1 : 1);
      },
      onPointerCancel() {
        start.current = null;
      },
    },
    /** True when this click ends a swipe (the picture already changed): the click should do nothing more. */
    endsSwipe() {
      const was = swiped.current;
      swiped.current = false;
      return was;
    },
  };
}
