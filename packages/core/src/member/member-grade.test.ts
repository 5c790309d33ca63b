import { describe, expect, it } from "vitest";
import {
  amountToNextGrade,
  gradeFor,
  MEMBER_GRADES,
  nextGrade,
  purchasePointReason,
  purchasePoints,
} from "./member-grade";

describe("gradeFor", () => {
  it.each([
    [0, "family"],
    [299_999, "family"],
    [300_000, "silver"],
    [999_999, "silver"],
    [1_000_000, "gold"],
    [3_000_000, "vip"],
    [50_000_000, "vip"],
    [-5_000, "family"],
  ])("%i won → %s", (amount, code) => {
    expect(gradeFor(amount).code).toBe(code);
  });
});

describe("nextGrade and amountToNextGrade", () => {
  it.each([
    [0, "silver", 300_000],
    [250_000, "silver", 50_000],
    [300_000, "gold", 700_000],
    [2_999_000, "vip", 1_000],
    [3_000_000, null, 0],
  ])("%i won → next %s, %i to go", (amount, next, left) => {
    expect(nextGrade(gradeFor(amount))?.code ?? null).toBe(next);
    expect(amountToNextGrade(amount)).toBe(left);
  });

  it("lists the grades from the lowest minimum up", () => {
    const minimums = MEMBER_GRADES.map((grade) => grade.minAmount);
    expect(minimums).toEqual([...minimums].sort((a, b) => a - b));
    expect(minimums[0]).toBe(0);
  });
});

describe("purchasePoints", () => {
  const [family, silver, gold, vip] = MEMBER_GRADES;
  it.each([
    [50_000, family, 250],
    [50_000, silver, 500],
    [12_345, gold, 180],
    [12_345, vip, 240],
    [1_999, silver, 10],
    [999, silver, 0],
    [0, vip, 0],
    [-100, vip, 0],
  ])("%i won at %o → %i points", (paid, grade, points) => {
    expect(purchasePoints(paid, grade)).toBe(points);
  });

  it("says the grade and the rate in the history", () => {
    expect(purchasePointReason(gold)).toBe("구매확정 적립 (골드 1.5%)");
  });
});
