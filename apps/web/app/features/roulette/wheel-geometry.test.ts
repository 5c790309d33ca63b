import { describe, expect, it } from "vitest";
import { labelLines, slicePath, stopJitter } from "./wheel-geometry";

describe("slicePath", () => {
  it.each([
    [0, 4, 100, "M 100 100 L 29.29 29.29 A 100 100 0 0 1 170.71 29.29 Z"],
    [1, 4, 100, "M 100 100 L 170.71 29.29 A 100 100 0 0 1 170.71 170.71 Z"],
    [0, 2, 50, "M 50 50 L 0 50 A 50 50 0 0 1 100 50 Z"],
  ])("slice %i of %i, radius %i", (index, count, radius, expected) => {
    expect(slicePath(index, count, radius)).toBe(expected);
  });
});

describe("labelLines", () => {
  it.each([
    ["꽝", ["꽝"]],
    ["적립금 1,000원", ["적립금", "1,000원"]],
    ["2,000원 할인 쿠폰", ["2,000원 할인", "쿠폰"]],
    ["  다음 기회에 ", ["다음", "기회에"]],
  ])("%s", (label, expected) => {
    expect(labelLines(label)).toEqual(expected);
  });
});

describe("stopJitter", () => {
  it("stays well inside the slice", () => {
    for (let spinId = 1; spinId < 500; spinId++) {
      expect(Math.abs(stopJitter(spinId, 6))).toBeLessThanOrEqual(18);
    }
  });
});
