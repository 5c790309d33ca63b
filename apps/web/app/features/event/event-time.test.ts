import { describe, expect, it } from "vitest";
import { dDayLabel, formatTimeLeft, koreaDaysUntil, secondsUntil } from "./event-time";

const at = (iso: string) => new Date(iso);

describe("secondsUntil", () => {
  it.each([
    [10_000, 0, 10],
    [10_000, 9_001, 1],
    [10_000, 10_000, 0],
    [10_000, 60_000, 0],
  ])("end %d at %d leaves %d s", (end, now, left) => {
    expect(secondsUntil(end, now)).toBe(left);
  });
});

describe("formatTimeLeft", () => {
  it.each([
    [0, "00:00:00"],
    [-5, "00:00:00"],
    [59, "00:00:59"],
    [3_600, "01:00:00"],
    [86_399, "23:59:59"],
    [86_400, "1일 00:00:00"],
    [2 * 86_400 + 3 * 3_600 + 4 * 60 + 5, "2일 03:04:05"],
    [45 * 86_400 + 1.9, "45일 00:00:01"],
  ])("%d s reads %s", (seconds, text) => {
    expect(formatTimeLeft(seconds)).toBe(text);
  });
});

describe("koreaDaysUntil", () => {
  it.each([
    // 2026-11-15 12:00 KST is 03:00 UTC.
    ["2026-11-15T03:00:00Z", "2026-11-15T14:59:59Z", 0],
    // 15:00 UTC is midnight in Korea: the next Korea day, though still the same UTC day.
    ["2026-11-15T03:00:00Z", "2026-11-15T15:00:00Z", 1],
    ["2026-11-15T03:00:00Z", "2026-12-27T14:59:59Z", 42],
    ["2026-11-15T16:00:00Z", "2026-11-15T03:00:00Z", -1],
  ])("from %s to %s is %d days", (now, end, days) => {
    expect(koreaDaysUntil(at(end), at(now))).toBe(days);
  });
});

describe("dDayLabel", () => {
  it.each([
    ["2026-11-15T03:00:00Z", "2026-12-27T14:59:59Z", "D-42"],
    ["2026-11-15T03:00:00Z", "2026-11-16T02:00:00Z", "D-1"],
    // Last Korea day: 23:59:59 KST the same day.
    ["2026-11-15T03:00:00Z", "2026-11-15T14:59:59Z", "D-DAY"],
    ["2026-11-15T03:00:00Z", "2026-11-15T03:00:00Z", "종료"],
    ["2026-11-15T03:00:00Z", "2026-10-05T14:59:59Z", "종료"],
  ])("at %s an event ending %s shows %s", (now, end, label) => {
    expect(dDayLabel(at(end), at(now))).toBe(label);
  });
});
