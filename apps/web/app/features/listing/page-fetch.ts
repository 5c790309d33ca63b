/** SPEC §9: a page fetch takes at least this long, so the loading state never just flickers. */
export const PAGE_FETCH_MIN_DELAY_MS = 200;

/** SPEC §9: the next page loads once the shopper has scrolled to 80 % of the page. */
export const LOAD_MORE_SCROLL_RATIO = 0.8;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Settles like `work`, but not before `minMs` have passed since the call: a fast answer waits
 * out the rest, a slow one is not delayed further. A failure waits too, so an error never
 * flashes in before the spinner was seen.
 */
export async function withMinimumDelay<T>(work: Promise<T>, minMs: number = PAGE_FETCH_MIN_DELAY_MS): Promise<T> {
  const floor = sleep(minMs);
  try {
    return await work;
  } finally {
    await floor;
  }
}

export interface ScrollPosition {
  /** window.scrollY */
  scrollTop: number;
  /** window.innerHeight */
  viewportHeight: number;
  /** document.documentElement.scrollHeight */
  scrollHeight: number;
}

/** Whether the bottom of the viewport has reached `ratio` of the page's height. */
export function reachedScrollRatio(
  { scrollTop, viewportHeight, scrollHeight }: ScrollPosition,
  ratio: number = LOAD_MORE_SCROLL_RATIO,
): boolean {
  if (scrollHeight <= 0) return false;
  return (scrollTop + viewportHeight) / scrollHeight >= ratio;
}
