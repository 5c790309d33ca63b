import { describe, expect, it } from "vitest";
import { formatNumber, formatWeight, formatWon } from "./number.js";

describe("formatNumber", () => {
  it.each([
    [0, "0"],
    [1000, "1,000"],
    [1234567, "1,234,567"],
    [12.34, "12.3"],
    [-5000, "-5,000"],
  ])("%d → %s", (input, expected) => {
    expect(formatNumber(input)).toBe(expected);
  });
});

describe("formatWon", () => {
  it.each([
    [0, "0원"],
    [12900, "12,900원"],
    [1000000, "1,000,000원"],
  ])("%d → %s", (input, expected) => {
    expect(formatWon(input)).toBe(expected);
  });
});

describe("formatWeight", () => {
  it.each([
    [300, "300g"],
    [999, "999g"],
    [1000, "1kg"],
    [1200, "1.2kg"],
    [2550, "2.6kg"],
  ])("%d g → %s", (input, expected) => {
    expect(formatWeight(input)).toBe(expected);
  });
});
