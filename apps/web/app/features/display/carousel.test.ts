import { describe, expect, it } from "vitest";
import { slideIndexAt, stepSlide } from "./carousel";

describe("slideIndexAt", () => {
  it.each([
    [0, 375, 5, 0],
    [180, 375, 5, 0],
    [190, 375, 5, 1],
    [375, 375, 5, 1],
    [1500, 375, 5, 4],
    // Overscroll and right-to-left scrolling (negative scrollLeft) stay inside the strip.
    [9999, 375, 5, 4],
    [-750, 375, 5, 2],
    // Nothing laid out yet, or no slides.
    [100, 0, 5, 0],
    [100, 375, 0, 0],
  ])("scrollLeft %d with %dpx slides of %d → slide %d", (scrollLeft, width, count, expected) => {
    expect(slideIndexAt(scrollLeft, width, count)).toBe(expected);
  });
});

describe("stepSlide", () => {
  it.each([
    [0, 1, 5, 1],
    [4, 1, 5, 0],
    [0, -1, 5, 4],
    [2, -1, 5, 1],
    [0, 1, 1, 0],
    [0, 1, 0, 0],
  ])("from %d by %d of %d → %d", (current, step, count, expected) => {
    expect(stepSlide(current, step, count)).toBe(expected);
  });
});
