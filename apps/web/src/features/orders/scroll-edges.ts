/** The spec's threshold (part 2 section 9): an edge indicator shows when more than this much is hidden past it. */
export const SCROLL_INDICATOR_THRESHOLD_PX = 20;

/** Which ends of a horizontal scroller hide more than the threshold of its content. */
export function hiddenEdges(scrollLeft: number, clientWidth: number, scrollWidth: number, threshold = SCROLL_INDICATOR_THRESHOLD_PX) {
  // Right-to-left pages scroll to negative offsets; the distance from the start is what counts.
  const fromStart = Math.abs(scrollLeft);
  return { start: fromStart > threshold, end: scrollWidth - clientWidth - fromStart > threshold };
}
