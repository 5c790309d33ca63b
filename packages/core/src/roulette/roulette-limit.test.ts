import { describe, expect, it } from "vitest";
import { type RouletteRefusal, rouletteRefusal, rouletteSpinKey } from "./roulette-limit.js";

const kst = (text: string) => new Date(`${text}+09:00`);

describe("rouletteSpinKey", () => {
  it.each([
    ["daily", "2026-11-28T00:00:00", "2026-11-28"],
    // 23:59 in Korea is still that day; 00:00 the next, though UTC is the day before in both.
    ["daily", "2026-11-28T23:59:59", "2026-11-28"],
    ["daily", "2026-11-29T00:00:00", "2026-11-29"],
    ["daily", "2026-11-29T08:59:59", "2026-11-29"],
    ["event", "2026-11-28T10:00:00", "event"],
    ["event", "2026-12-31T23:59:59", "event"],
  ] as const)("%s at %s → %s", (limit, now, expected) => {
    expect(rouletteSpinKey(limit, kst(now))).toBe(expected);
  });
});

describe("rouletteRefusal", () => {
  const window = { startAt: kst("2026-11-01T00:00:00"), endAt: kst("2027-01-01T00:00:00") };
  it.each<[string, "daily" | "event", string, boolean, boolean, RouletteRefusal | null]>([
    ["before the start", "daily", "2026-10-31T23:59:59", true, false, "notStarted"],
    ["a guest before the start", "daily", "2026-10-31T23:59:59", false, false, "notStarted"],
    ["at the start", "daily", "2026-11-01T00:00:00", true, false, null],
    ["a guest while it runs", "daily", "2026-11-28T12:00:00", false, false, "login"],
    ["spun today", "daily", "2026-11-28T12:00:00", true, true, "spunToday"],
    ["spun in this event", "event", "2026-11-28T12:00:00", true, true, "spunEvent"],
    ["not spun, event limit", "event", "2026-12-31T23:59:59", true, false, null],
    ["at the end", "daily", "2027-01-01T00:00:00", true, false, "ended"],
    ["a guest after the end", "event", "2027-02-01T00:00:00", false, false, "ended"],
  ])("%s", (_name, limit, now, loggedIn, spun, expected) => {
    expect(rouletteRefusal({ ...window, limit }, kst(now), { loggedIn, spun })).toBe(expected);
  });
});
