import { describe, expect, it } from "vitest";
import { displayDate } from "./display-date";

describe("displayDate", () => {
  it.each([
    ["2025-03-14", "2025.03.14"],
    // 16:00 UTC is already the next day in Korea.
    ["2025-03-13T16:00:00.000Z", "2025.03.14"],
    ["2025-03-13T14:59:59Z", "2025.03.13"],
    ["", ""],
    [null, ""],
    ["곧 입고", "곧 입고"],
  ])("%s → %s", (value, expected) => {
    expect(displayDate(value)).toBe(expected);
  });
});
