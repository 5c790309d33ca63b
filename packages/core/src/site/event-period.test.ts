import { describe, expect, it } from "vitest";
import { eventStatusAt, formatEventPeriod } from "./event-period.js";

const kst = (text: string) => new Date(`${text}+09:00`);

describe("formatEventPeriod", () => {
  it.each([
    ["2026-10-15T00:00:00", "2027-02-07T23:59:59", "2026.10.15 ~ 2027.02.07"],
    // 00:30 in Korea is the previous day in UTC: the Korea day is shown.
    ["2026-11-01T00:30:00", "2026-11-01T08:59:00", "2026.11.01 ~ 2026.11.01"],
    ["2026-12-31T23:59:59", "2027-01-01T00:00:00", "2026.12.31 ~ 2027.01.01"],
  ])("%s – %s → %s", (start, end, expected) => {
    expect(formatEventPeriod(kst(start), kst(end))).toBe(expected);
  });
});

describe("eventStatusAt", () => {
  const window = { startAt: kst("2026-11-01T10:00:00"), endAt: kst("2026-11-30T00:00:00") };
  it.each([
    ["2026-11-01T09:59:59", "upcoming"],
    ["2026-11-01T10:00:00", "active"],
    ["2026-11-29T23:59:59", "active"],
    ["2026-11-30T00:00:00", "ended"],
    ["2027-01-01T00:00:00", "ended"],
  ])("at %s → %s", (now, expected) => {
    expect(eventStatusAt(window, kst(now))).toBe(expected);
  });
});
