import { describe, expect, it } from "vitest";
import { fittedSize, PHOTO_BYTES_PER_POST, photoByteBudget } from "./review-photo-fit";

describe("photoByteBudget", () => {
  it.each([
    { count: 0, budget: PHOTO_BYTES_PER_POST },
    { count: 1, budget: PHOTO_BYTES_PER_POST },
    { count: 2, budget: PHOTO_BYTES_PER_POST / 2 },
    { count: 5, budget: Math.floor(PHOTO_BYTES_PER_POST / 5) },
  ])("$count photos may take $budget bytes each", ({ count, budget }) => {
    expect(photoByteBudget(count)).toBe(budget);
  });

  it("five photos at their budget still leave room under the page's 1 MB body limit", () => {
    expect(photoByteBudget(5) * 5 + 16 * 1024).toBeLessThan(1024 * 1024);
  });
});

describe("fittedSize", () => {
  it.each([
    { size: [4032, 3024], longSide: 1600, fitted: { width: 1600, height: 1200 } },
    { size: [3024, 4032], longSide: 1280, fitted: { width: 960, height: 1280 } },
    { size: [800, 600], longSide: 1600, fitted: { width: 800, height: 600 } },
    { size: [5000, 10], longSide: 640, fitted: { width: 640, height: 1 } },
    { size: [0, 0], longSide: 640, fitted: { width: 1, height: 1 } },
  ])("$size within $longSide", ({ size: [width, height], longSide, fitted }) => {
    expect(fittedSize(width!, height!, longSide)).toEqual(fitted);
  });
});
