import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAGE_FETCH_MIN_DELAY_MS, reachedScrollRatio, withMinimumDelay } from "./page-fetch";

describe("withMinimumDelay", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const after = <T>(ms: number, outcome: { value: T } | { error: Error }) =>
    new Promise<T>((resolve, reject) =>
      setTimeout(() => ("error" in outcome ? reject(outcome.error) : resolve(outcome.value)), ms),
    );

  it.each<[string, number, number, number]>([
    // name, work takes (ms), minimum (ms), settles at (ms)
    ["a fast answer waits for the minimum", 30, 200, 200],
    ["an instant answer waits for the minimum", 0, 200, 200],
    ["a slow answer is not delayed further", 350, 200, 350],
    ["an answer exactly at the minimum", 200, 200, 200],
    ["no minimum", 40, 0, 40],
  ])("%s", async (_name, workMs, minMs, settlesAt) => {
    const settled = vi.fn();
    void withMinimumDelay(after(workMs, { value: "page" }), minMs).then(settled);
    await vi.advanceTimersByTimeAsync(settlesAt - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith("page");
  });

  it.each<[string, number, number]>([
    ["a fast failure waits for the minimum too", 10, 200],
    ["a slow failure fails when it fails", 500, 500],
  ])("%s", async (_name, workMs, failsAt) => {
    const failed = vi.fn();
    void withMinimumDelay(after(workMs, { error: new Error("503") })).catch(failed);
    await vi.advanceTimersByTimeAsync(failsAt - 1);
    expect(failed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(failed).toHaveBeenCalledWith(new Error("503"));
  });

  it("defaults to SPEC §9's 200 ms", () => {
    expect(PAGE_FETCH_MIN_DELAY_MS).toBe(200);
  });
});

describe("reachedScrollRatio", () => {
  it.each<[string, number, number, number, boolean]>([
    // name, scrollTop, viewportHeight, scrollHeight, reached 80 %?
    ["top of a long page", 0, 800, 10_000, false],
    ["viewport bottom at 79.99 %", 7_199, 800, 10_000, false],
    ["viewport bottom at exactly 80 %", 7_200, 800, 10_000, true],
    ["near the end", 9_000, 800, 10_000, true],
    ["a page shorter than the viewport", 0, 800, 600, true],
    ["nothing laid out yet", 0, 0, 0, false],
  ])("%s", (_name, scrollTop, viewportHeight, scrollHeight, expected) => {
    expect(reachedScrollRatio({ scrollTop, viewportHeight, scrollHeight })).toBe(expected);
  });

  it("takes another ratio", () => {
    expect(reachedScrollRatio({ scrollTop: 400, viewportHeight: 100, scrollHeight: 1000 }, 0.5)).toBe(true);
    expect(reachedScrollRatio({ scrollTop: 300, viewportHeight: 100, scrollHeight: 1000 }, 0.5)).toBe(false);
  });
});
