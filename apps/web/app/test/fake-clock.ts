import { afterEach, beforeEach, vi } from "vitest";

/**
 * Stands the clock still at `now` for every test of the file (only `Date` is faked: timers keep running, so
 * rendered countdowns still tick and Testing Library's waits still poll). `advance` moves it on; a display that
 * reads the clock (a countdown, a D-day badge, "방금 전") then shows the new time on its next tick.
 */
export function fakeClockAt(now: Date | string) {
  const start = new Date(now);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: start });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return {
    start,
    advance(ms: number) {
      vi.setSystemTime(Date.now() + ms);
    },
  };
}
