import { afterAll, beforeAll, vi } from "vitest";

/**
 * Stands the clock still at `now` for a whole test file, from before its test app is built (call it above the file's
 * own `beforeAll`) until after the app is closed. Only `Date` is faked, so timers, the database and the network run
 * as usual; dated content (events, display blocks, caches with a TTL) is judged at `now`. `set` moves the clock to
 * another moment and `reset` brings it back.
 */
export function stillClockAt(now: Date | string) {
  const start = new Date(now);
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: start });
  });
  // After hooks run in reverse: this one runs after the file's own afterAll has closed its app.
  afterAll(() => {
    vi.useRealTimers();
  });
  return {
    start,
    set(moment: Date | number) {
      vi.setSystemTime(moment);
    },
    reset() {
      vi.setSystemTime(start);
    },
  };
}
