import { describe, expect, it } from "vitest";
import { findUnusableText } from "./unusable-text.js";

/** `value` wrapped in `depth` arrays: the body a stack-overflow attempt would send. */
function nestedArrays(value: unknown, depth: number): unknown {
  let nested = value;
  for (let i = 0; i < depth; i++) nested = [nested];
  return nested;
}

describe("findUnusableText", () => {
  it.each([
    ["text without a NUL byte", { keyword: "한우 ' OR 1=1--", page: 1, tags: ["a", null, true] }, null],
    ["nothing to read", undefined, null],
    ["a whole text", "a\u0000b", ""],
    ["a top-level field", { loginId: "hanwoo\u0000" }, "loginId"],
    ["a field name", { loginId: "hanwoo", "a\u0000": 1 }, "a\u0000"],
    ["one of a repeated query key", { grade: ["1", "a\u0000b"] }, "grade.1"],
    ["text in an array in an object in an array", { extra: [{ note: ["ok", "not\u0000ok"] }] }, "extra.0.note.1"],
    [
      "text deep in arrays and objects, after siblings that pass",
      { a: [{ b: "ok" }, { b: [[], [{ c: "ok" }, { c: { d: ["x", "y\u0000"] } }]] }], z: "\u0000" },
      "a.1.b.1.1.c.d.1",
    ],
    ["a field name deep in arrays and objects", [[{ ok: [{ "k\u0000": "v" }] }]], "0.0.ok.0.k\u0000"],
    ["the first text in document order", [{ a: "\u0000" }, "\u0000"], "0.a"],
    ["an object's field names before its values", { a: "\u0000", "b\u0000": 1 }, "b\u0000"],
    ["text under ten thousand arrays", nestedArrays("\u0000", 10_000), Array(10_000).fill("0").join(".")],
  ])("%s", (_name, input, path) => {
    expect(findUnusableText(input)).toBe(path);
  });

  it("walks a million nested arrays without overflowing the call stack", () => {
    expect(findUnusableText(nestedArrays("ok", 1_000_000))).toBeNull();
  });
});
