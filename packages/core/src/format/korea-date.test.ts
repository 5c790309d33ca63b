import { describe, expect, it } from "vitest";
import { koreaDate, koreaDateTime } from "./korea-date";

describe("koreaDate and koreaDateTime", () => {
  it.each([
    ["2026-11-14T15:00:00.000Z", "2026.11.15", "2026.11.15 00:00"],
    ["2026-11-14T14:59:00.000Z", "2026.11.14", "2026.11.14 23:59"],
    ["2026-03-01T09:05:00+09:00", "2026.03.01", "2026.03.01 09:05"],
    ["nope", "nope", "nope"],
  ])("%s → %s / %s", (value, day, minute) => {
    expect(koreaDate(value)).toBe(day);
    expect(koreaDateTime(value)).toBe(minute);
  });
});
