import { describe, expect, it } from "vitest";
import { type MeatCutKind, pickMeatCutKind } from "./meat-cut-guide";

const kind = (livestock: string): MeatCutKind => ({ livestock, livestockName: livestock, chart: null, cuts: [] });
const list = [kind("hanwoo"), kind("handon")];

describe("pickMeatCutKind", () => {
  it.each([
    ["the kind asked for", list, "handon", "handon"],
    ["the first without a request", list, null, "hanwoo"],
    ["the first for an unknown code", list, "dragon", "hanwoo"],
    ["nothing when no kind has cuts", [], "hanwoo", null],
  ])("picks %s", (_name, kinds, requested, expected) => {
    expect(pickMeatCutKind(kinds, requested)?.livestock ?? null).toBe(expected);
  });
});
