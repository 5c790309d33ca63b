import { describe, expect, it } from "vitest";
import { isMaintenanceActive } from "./maintenance.js";

const START = "2025-10-02 11:30";
const END = "2025-10-02 11:35";

describe("isMaintenanceActive", () => {
  it.each([
    // The SPEC's window, 11:30–11:35 Korea time = 02:30–02:35 UTC.
    ["before the window", START, END, "2025-10-02T02:29:59.999Z", false],
    ["at the start", START, END, "2025-10-02T02:30:00.000Z", true],
    ["inside", START, END, "2025-10-02T02:32:10.000Z", true],
    ["the last millisecond", START, END, "2025-10-02T02:34:59.999Z", true],
    ["at the end", START, END, "2025-10-02T02:35:00.000Z", false],
    ["after", START, END, "2025-10-02T03:00:00.000Z", false],
    // Read as UTC the window would be 11:30–11:35Z: that instant is 20:32 in Korea, outside.
    ["11:32 UTC is not 11:32 Korea time", START, END, "2025-10-02T11:32:00.000Z", false],
    ["a window crossing midnight", "2025-12-31 23:50", "2026-01-01 00:10", "2025-12-31T15:05:00.000Z", true],
    ["an end before the start", END, START, "2025-10-02T02:32:00.000Z", false],
    ["an empty window", START, START, "2025-10-02T02:30:00.000Z", false],
    ["no start", "", END, "2025-10-02T02:32:00.000Z", false],
    ["no end", START, "", "2025-10-02T02:32:00.000Z", false],
    ["both empty", "", "", "2025-10-02T02:32:00.000Z", false],
    ["an unreadable start", "2025-10-32 11:30", END, "2025-10-02T02:32:00.000Z", false],
    ["an unreadable end", START, "2025-10-02 11:75", "2025-10-02T02:32:00.000Z", false],
    ["ISO text instead of the configured form", "2025-10-02T11:30+09:00", END, "2025-10-02T02:32:00.000Z", false],
    ["free text", "내일 오전", "내일 오후", "2025-10-02T02:32:00.000Z", false],
  ])("%s", (_name, start, end, now, expected) => {
    expect(isMaintenanceActive(start, end, new Date(now))).toBe(expected);
  });
});
