import { describe, expect, it } from "vitest";
import { boxProgress, dispatchDayText, expectedArrival } from "./direct-delivery.js";

describe("boxProgress", () => {
  it.each([
    [["paid"], false, "preparing"],
    [["paid", "preparing"], false, "preparing"],
    [["preparing"], true, "shipping"],
    [["shipping"], false, "shipping"],
    [["shipping", "delivered"], true, "shipping"],
    [["delivered"], true, "delivered"],
    [["delivered", "confirmed"], true, "delivered"],
    [["confirmed", "cancelled"], true, "delivered"],
    [["payment_pending"], false, "awaitingPayment"],
    [["awaiting_deposit"], false, "awaitingPayment"],
    [["cancelled"], false, "cancelled"],
    [["cancelled", "cancelled"], true, "cancelled"],
    [[], false, "cancelled"],
  ] as const)("%j, tracking %s → %s", (statuses, tracking, expected) => {
    expect(boxProgress(statuses, tracking)).toBe(expected);
  });
});

describe("expectedArrival", () => {
  it.each([
    // 2026-11-23 is a Monday.
    ["2026-11-23", "2026-11-24", "11월 24일(화) 도착 예정"],
    ["2026-11-27", "2026-11-28", "11월 28일(토) 도착 예정"],
    // Dispatched on Saturday: no Sunday delivery.
    ["2026-11-28", "2026-11-30", "11월 30일(월) 도착 예정"],
    ["2026-12-31", "2027-01-01", "1월 1일(금) 도착 예정"],
  ])("dispatched %s → %s", (dispatch, date, text) => {
    expect(expectedArrival(dispatch)).toEqual({ date, text });
  });
});

describe("dispatchDayText", () => {
  const now = new Date("2026-11-24T10:00:00+09:00");
  it.each([
    ["2026-11-23", "11월 23일(월) 출고"],
    ["2026-11-24", "11월 24일(화) 출고"],
    ["2026-11-25", "11월 25일(수) 출고 예정"],
  ])("%s seen on 24 November → %s", (day, text) => {
    expect(dispatchDayText(day, now)).toBe(text);
  });

  it("today is Korea's: 00:30 on the 25th in Korea is the 25th", () => {
    expect(dispatchDayText("2026-11-25", new Date("2026-11-25T00:30:00+09:00"))).toBe("11월 25일(수) 출고");
  });
});
