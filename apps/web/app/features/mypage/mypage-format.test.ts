import { describe, expect, it } from "vitest";
import { daysLeft, dottedDay, expiringPointsLine, signedWon } from "./mypage-format";

describe("my page's formats", () => {
  // 2026-11-15 08:30 in Seoul.
  const now = new Date("2026-11-14T23:30:00Z");
  it.each([
    { until: "2026-11-15T14:59:59.000Z", left: 0 },
    { until: "2026-11-15T15:00:00.000Z", left: 1 },
    { until: "2026-11-22T14:59:59.000Z", left: 7 },
    { until: "2026-11-14T10:00:00.000Z", left: -1 },
    { until: "soon", left: null },
  ])("counts $left days left until $until on Korea's calendar", ({ until, left }) => {
    expect(daysLeft(until, now)).toBe(left);
  });

  it.each([
    { amount: 2_000, shown: "+2,000원" },
    { amount: -1_200, shown: "-1,200원" },
    { amount: 0, shown: "0원" },
  ])("signs $amount as $shown", ({ amount, shown }) => {
    expect(signedWon(amount)).toBe(shown);
  });

  it.each([
    { day: "2027-11-28", shown: "2027.11.28" },
    { day: "soon", shown: "soon" },
  ])("dots $day as $shown", ({ day, shown }) => {
    expect(dottedDay(day)).toBe(shown);
  });

  it.each([
    { amount: 1_000, day: "2027-11-28", shown: "30일 이내 소멸 예정 적립금 1,000원 (2027.11.28 소멸)" },
    { amount: 0, day: null, shown: "30일 이내 소멸 예정 적립금 0원" },
  ])("writes $amount expiring on $day", ({ amount, day, shown }) => {
    expect(expiringPointsLine(amount, day)).toBe(shown);
  });
});
