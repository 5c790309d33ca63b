/** The slide shown by a horizontal scroller of equal-width slides, from its scroll position. */
export function slideIndexAt(scrollLeft: number, slideWidth: number, count: number): number {
  if (count <= 0 || slideWidth <= 0) return 0;
  const index = Math.round(Math.abs(scrollLeft) / slideWidth);
  return Math.min(Math.max(index, 0), count - 1);
}

/** The slide after (step 1) or before (step -1) the current one, wrapping at both ends. */
export function stepSlide(current: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}
