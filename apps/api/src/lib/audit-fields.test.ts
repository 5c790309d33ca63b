import { describe, expect, it } from "vitest";
import { changedFields, pickFields } from "./audit-fields.js";

describe("changedFields", () => {
  const before = { price: 10_000, name: "한우 등심", tags: ["구이"], at: new Date("2026-11-28T00:00:00Z"), stock: 3 };

  it.each([
    ["nothing changed", { price: 10_000, name: "한우 등심" }, {}, {}],
    ["a price", { price: 9_000 }, { price: 10_000 }, { price: 9_000 }],
    ["a key left out is unchanged", { name: "한우 안심" }, { name: "한우 등심" }, { name: "한우 안심" }],
    ["a list by content", { tags: ["구이"] }, {}, {}],
    ["a list that differs", { tags: ["구이", "선물"] }, { tags: ["구이"] }, { tags: ["구이", "선물"] }],
    ["a date by content", { at: new Date("2026-11-28T00:00:00Z") }, {}, {}],
  ])("%s", (_case, after, was, now) => {
    const diff = changedFields(before, after, ["price", "name", "tags", "at"]);
    expect(diff.before).toEqual(was);
    expect(diff.after).toEqual(now);
    expect(diff.changed).toEqual(Object.keys(now));
  });

  it("reads only the keys it is given", () => {
    const after: Partial<typeof before> = { price: 10_000, stock: 0 };
    expect(changedFields(before, after, ["price", "name"]).changed).toEqual([]);
  });
});

describe("pickFields", () => {
  it("keeps the named fields", () => {
    expect(pickFields({ id: 1, title: "공지", body: "…" }, ["id", "title"])).toEqual({ id: 1, title: "공지" });
  });
});
