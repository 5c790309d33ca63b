import { describe, expect, it, vi } from "vitest";
import { recordDailyVisit } from "./daily-visit";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

describe("recordDailyVisit", () => {
  const evening = new Date("2026-11-28T14:30:00Z"); // 23:30 in Korea
  const nextMorning = new Date("2026-11-28T15:10:00Z"); // 00:10 the next Korea day

  it("sends once per Korea day and keeps the visit and visitExpireDate keys", () => {
    const storage = memoryStorage();
    const send = vi.fn();
    expect(recordDailyVisit(storage, evening, send)).toBe(true);
    expect(send).toHaveBeenCalledWith("/api/common/visit", "{}");
    expect(storage.values.get("visit")).toBe("Y");
    expect(storage.values.get("visitExpireDate")).toBe("2026-11-28");
    expect(recordDailyVisit(storage, evening, send)).toBe(false);
    expect(recordDailyVisit(storage, nextMorning, send)).toBe(true);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("counts nothing without storage", () => {
    const send = vi.fn();
    expect(recordDailyVisit(null, evening, send)).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });
});
