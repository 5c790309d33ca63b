import { describe, expect, it } from "vitest";
import { formatMaintenanceWindow } from "./maintenance-window";

describe("maintenance window text", () => {
  it.each([
    ["2025-10-02 11:30", "2025-10-02 11:35", "2025년 10월 2일(목) 11:30 ~ 11:35"],
    ["2025-10-02 23:00", "2025-10-03 02:00", "2025년 10월 2일(목) 23:00 ~ 2025년 10월 3일(금) 02:00"],
    ["2025-10-02 11:30", "not a date", null],
    ["", "", null],
    ["2025-02-30 10:00", "2025-03-01 10:00", null],
  ])("%s ~ %s → %j", (start, end, expected) => {
    expect(formatMaintenanceWindow(start, end)).toBe(expected);
  });
});
