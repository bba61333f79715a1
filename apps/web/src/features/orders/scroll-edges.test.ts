import { describe, expect, it } from 'vitest';
import { hiddenEdges } from './scroll-edges';

// The tab bar's indicators (spec part 2 section 9): an end shows one when more than 20 px is hidden past it.
describe('hiddenEdges', () => {
  it.each([
    ['everything fits', 0, 400, 400, { start: false, end: false }],
    ['at the start, 21 px hidden at the end', 0, 400, 421, { start: false, end: true }],
    ['at the start, exactly 20 px hidden at the end', 0, 400, 420, { start: false, end: false }],
    ['scrolled 21 px, the rest shown', 21, 400, 421, { start: true, end: false }],
    ['scrolled 20 px of 100 hidden', 20, 400, 500, { start: false, end: true }],
    ['in the middle', 50, 400, 600, { start: true, end: true }],
    ['right-to-left, scrolled 50 px', -50, 400, 600, { start: true, end: true }],
  ])('%s', (_name, scrollLeft, clientWidth, scrollWidth, edges) => {
    expect(hiddenEdges(scrollLeft, clientWidth, scrollWidth)).toEqual(edges);
  });
});
