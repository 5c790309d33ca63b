import { describe, expect, it } from "vitest";
import { dispatchDate } from "./dispatch-date.js";

const kst = (text: string) => new Date(`${text}+09:00`);

describe("dispatchDate", () => {
  const twoPm = { cutoffHour: 14, preparationDays: 0 };

  it.each([
    // 2026-11-23 is a Monday.
    ["2026-11-23T09:00:00", twoPm, "2026-11-23", "오늘(11월 23일 월) 출고"],
    ["2026-11-23T13:59:59", twoPm, "2026-11-23", "오늘(11월 23일 월) 출고"],
    ["2026-11-23T14:00:00", twoPm, "2026-11-24", "11월 24일(화) 출고 예정"],
    ["2026-11-27T15:00:00", twoPm, "2026-11-30", "11월 30일(월) 출고 예정"],
    ["2026-11-28T10:00:00", twoPm, "2026-11-30", "11월 30일(월) 출고 예정"],
    ["2026-11-29T23:59:00", twoPm, "2026-11-30", "11월 30일(월) 출고 예정"],
    // Just after midnight Korea time is still the previous day in UTC.
    ["2026-11-24T00:30:00", twoPm, "2026-11-24", "오늘(11월 24일 화) 출고"],
    ["2026-11-23T10:00:00", { cutoffHour: 14, preparationDays: 1 }, "2026-11-24", "11월 24일(화) 출고 예정"],
    ["2026-11-27T10:00:00", { cutoffHour: 14, preparationDays: 1 }, "2026-11-30", "11월 30일(월) 출고 예정"],
    ["2026-11-27T16:00:00", { cutoffHour: 14, preparationDays: 2 }, "2026-12-02", "12월 2일(수) 출고 예정"],
    ["2026-11-23T23:00:00", { cutoffHour: 24, preparationDays: 0 }, "2026-11-23", "오늘(11월 23일 월) 출고"],
    ["2026-11-23T00:00:00", { cutoffHour: 0, preparationDays: 0 }, "2026-11-24", "11월 24일(화) 출고 예정"],
  ])("paid %s with %o → %s", (paidAt, policy, date, text) => {
    expect(dispatchDate(kst(paidAt), policy)).toEqual({ date, text });
  });
});
