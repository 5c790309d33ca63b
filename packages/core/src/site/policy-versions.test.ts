import { describe, expect, it } from "vitest";
import { type PolicyVersion, policyVersionState } from "./policy-versions.js";

const v = (id: number, effectiveDate: string): PolicyVersion => ({ id, version: `v${id}`, effectiveDate });

describe("policyVersionState", () => {
  it.each([
    ["no versions", [], "2026-11-28", null, null],
    ["only a past one", [v(1, "2025-01-01")], "2026-11-28", 1, null],
    ["takes effect on its date", [v(1, "2025-01-01"), v(2, "2026-11-28")], "2026-11-28", 2, null],
    ["a later date is upcoming", [v(1, "2025-01-01"), v(2, "2026-11-29")], "2026-11-28", 1, 2],
    ["before the first", [v(1, "2027-01-01")], "2026-11-28", null, 1],
    ["same date: higher id wins", [v(3, "2025-01-01"), v(2, "2025-01-01")], "2026-11-28", 3, null],
    ["the nearest revision is next", [v(1, "2025-01-01"), v(5, "2027-03-01"), v(4, "2027-01-01")], "2026-11-28", 1, 4],
    ["newest past in any order", [v(2, "2026-06-01"), v(1, "2025-01-01"), v(3, "2026-01-01")], "2026-11-28", 2, null],
  ])("%s", (_name, versions, today, current, upcoming) => {
    const state = policyVersionState(versions, today);
    expect(state.current?.id ?? null).toBe(current);
    expect(state.upcoming?.id ?? null).toBe(upcoming);
  });
});
