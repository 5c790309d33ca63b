import { describe, expect, it } from "vitest";
import { formatMmSs, PHONE_AUTH_SECONDS, secondsLeft } from "./countdown";

describe("countdown", () => {
  it.each([
    [PHONE_AUTH_SECONDS, "05:00"],
    [299, "04:59"],
    [61, "01:01"],
    [60, "01:00"],
    [9, "00:09"],
    [0, "00:00"],
    [-3, "00:00"],
    [12.7, "00:12"],
  ])("%d s reads %s", (seconds, text) => {
    expect(formatMmSs(seconds)).toBe(text);
  });

  it.each([
    [10_000, 0, 10],
    [10_000, 9_001, 1],
    [10_000, 9_999, 1],
    [10_000, 10_000, 0],
    [10_000, 50_000, 0],
  ])("deadline %d at %d leaves %d s", (deadline, now, left) => {
    expect(secondsLeft(deadline, now)).toBe(left);
  });
});
