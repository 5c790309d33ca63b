import { describe, expect, it } from "vitest";
import { wishedIdsOf } from "./wishlist-selection";

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("the wishlist's delete form", () => {
  it.each([
    {
      case: "the ticked cards",
      entries: [
        ["itemIds", "3"],
        ["itemIds", "7"],
      ],
      ids: [3, 7],
    },
    {
      case: "a tick sent twice once",
      entries: [
        ["itemIds", "3"],
        ["itemIds", "3"],
      ],
      ids: [3],
    },
    {
      case: "a card's own button over the ticks",
      entries: [
        ["itemIds", "3"],
        ["only", "9"],
      ],
      ids: [9],
    },
    { case: "nothing ticked", entries: [], ids: [] },
    {
      case: "an id that is not one",
      entries: [
        ["itemIds", "3"],
        ["itemIds", "x"],
      ],
      ids: [],
    },
    { case: "a zero id", entries: [["only", "0"]], ids: [] },
  ] as { case: string; entries: [string, string][]; ids: number[] }[])("deletes $ids for $case", ({ entries, ids }) => {
    expect(wishedIdsOf(form(entries))).toEqual(ids);
  });

  it("refuses more than a hundred at once, as the API does", () => {
    const many = Array.from({ length: 101 }, (_, i): [string, string] => ["itemIds", String(i + 1)]);
    expect(wishedIdsOf(form(many))).toEqual([]);
  });
});
