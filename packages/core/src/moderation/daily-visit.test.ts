import { describe, expect, it } from "vitest";
import { visitDayOf, visitDue } from "./daily-visit.js";

describe("visitDue", () => {
  // 2026-11-28 23:30 KST is 14:30 UTC; 00:10 KST the next day is 15:10 UTC.
  const lateEvening = new Date("2026-11-28T14:30:00Z");
  const afterMidnight = new Date("2026-11-28T15:10:00Z");

  it.each([
    [null, lateEvening, true],
    ["", lateEvening, true],
    ["garbage", lateEvening, true],
    ["2026-11-27", lateEvening, true],
    ["2026-11-28", lateEvening, false],
    ["2026-11-28", afterMidnight, true],
    ["2026-11-29", afterMidnight, false],
  ])("stored %j at %s → %s", (stored, now, expected) => {
    expect(visitDue(stored, now)).toBe(expected);
  });

  it("counts the visit under the Korea day", () => {
    expect(visitDayOf(lateEvening)).toBe("2026-11-28");
    expect(visitDayOf(afterMidnight)).toBe("2026-11-29");
  });
});
