import { describe, expect, it } from "vitest";
import { formatKoreaDate, koreaDayEnd, koreaDayStart, parseKoreaMinute } from "./korea-time.js";

describe("parseKoreaMinute", () => {
  it.each([
    ["2025-10-02 11:30", "2025-10-02T02:30:00.000Z"],
    ["2025-10-02 00:00", "2025-10-01T15:00:00.000Z"],
    ["2024-02-29 23:59", "2024-02-29T14:59:00.000Z"],
    ["  2025-10-02 11:35  ", "2025-10-02T02:35:00.000Z"],
  ])("reads %j as Korea time", (text, iso) => {
    expect(parseKoreaMinute(text)?.toISOString()).toBe(iso);
  });

  it.each([
    [""],
    ["2025-10-02"],
    ["2025-10-02 11:30:00"],
    ["2025-10-02T11:30"],
    ["2025-10-02T02:30:00Z"],
    ["2025-10-2 11:30"],
    ["2025-10-02 1:30"],
    ["2025-13-02 11:30"],
    ["2025-02-29 11:30"],
    ["2025-04-31 11:30"],
    ["2025-10-02 24:00"],
    ["2025-10-02 11:60"],
    ["２０２５-10-02 11:30"],
    ["점검 예정"],
  ])("refuses %j", (text) => {
    expect(parseKoreaMinute(text)).toBeNull();
  });

  it("answers the same text read again with a Date of its own (the instant is kept, not the object)", () => {
    const first = parseKoreaMinute("2025-10-02 11:30");
    first?.setUTCFullYear(1999);
    expect(parseKoreaMinute("2025-10-02 11:30")?.toISOString()).toBe("2025-10-02T02:30:00.000Z");
    // Past what is kept, texts are still read right.
    for (let minute = 0; minute < 100; minute += 1) {
      const text = `2025-10-02 ${String(10 + Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
      expect(parseKoreaMinute(text)?.getUTCMinutes()).toBe(minute % 60);
    }
    expect(parseKoreaMinute("2025-10-02 11:30")?.toISOString()).toBe("2025-10-02T02:30:00.000Z");
  });
});

describe("formatKoreaDate", () => {
  it.each([
    ["2025-10-01T14:59:59.000Z", "2025-10-01"],
    ["2025-10-01T15:00:00.000Z", "2025-10-02"],
    ["2025-12-31T15:00:00.000Z", "2026-01-01"],
  ])("%s is %s in Korea", (iso, day) => {
    expect(formatKoreaDate(new Date(iso))).toBe(day);
  });
});

describe("koreaDayStart / koreaDayEnd", () => {
  it.each([
    ["2026-11-28", "2026-11-27T15:00:00.000Z", "2026-11-28T15:00:00.000Z"],
    ["2026-12-31", "2026-12-30T15:00:00.000Z", "2026-12-31T15:00:00.000Z"],
    ["2028-02-29", "2028-02-28T15:00:00.000Z", "2028-02-29T15:00:00.000Z"],
  ])("%s runs from %s to %s", (day, start, end) => {
    expect(koreaDayStart(day)?.toISOString()).toBe(start);
    expect(koreaDayEnd(day)?.toISOString()).toBe(end);
  });

  it.each(["2026-02-30", "2026-13-01", "26-11-28", "2026-11-28 00:00", ""])("refuses %j", (day) => {
    expect(koreaDayStart(day)).toBeNull();
    expect(koreaDayEnd(day)).toBeNull();
  });
});
