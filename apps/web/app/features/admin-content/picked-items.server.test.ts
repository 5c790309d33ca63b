import { describe, expect, it } from "vitest";
import { editPicks, type PickLine } from "./picked-items.server";

// The item list changes of the back office's display blocks, events and style books (docs/decisions/044).

const tabs: PickLine[] = [
  { itemUserCode: "A", groupKey: "hanwoo", groupName: "한우" },
  { itemUserCode: "B", groupKey: "hanwoo", groupName: "한우" },
  { itemUserCode: "C", groupKey: "pork", groupName: "한돈" },
  { itemUserCode: "D", groupKey: "pork", groupName: "한돈" },
];
const plain: PickLine[] = [{ itemUserCode: "A" }, { itemUserCode: "B" }, { itemUserCode: "C" }];

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};
const codes = (lines: PickLine[]) => lines.map((line) => line.itemUserCode).join("");

describe("editPicks", () => {
  it.each([
    [
      "adds first of the chosen tab",
      tabs,
      { intent: "item-add", itemUserCode: "X", group: "pork", position: "first" },
      "ABXCD",
    ],
    [
      "adds last of the chosen tab",
      tabs,
      { intent: "item-add", itemUserCode: "X", group: "hanwoo", position: "last" },
      "ABXCD",
    ],
    [
      "adds a new tab at the end",
      tabs,
      { intent: "item-add", itemUserCode: "X", newGroupKey: "gift", newGroupName: "선물" },
      "ABCDX",
    ],
    ["adds first of a plain list", plain, { intent: "item-add", itemUserCode: "X", position: "first" }, "XABC"],
    ["adds last of a plain list", plain, { intent: "item-add", itemUserCode: "X", position: "last" }, "ABCX"],
    ["moves up within a tab", tabs, { intent: "item-up", index: "1" }, "BACD"],
    ["does not move up out of a tab", tabs, { intent: "item-up", index: "2" }, "ABCD"],
    ["moves down within a tab", tabs, { intent: "item-down", index: "2" }, "ABDC"],
    ["does not move down past the end", plain, { intent: "item-down", index: "2" }, "ABC"],
    ["takes one out", plain, { intent: "item-remove", index: "1" }, "AC"],
    ["ignores an index that is not there", plain, { intent: "item-remove", index: "9" }, "ABC"],
  ])("%s", (_case, lines, fields, expected) => {
    expect(codes(editPicks(lines, formOf(fields)))).toBe(expected);
  });

  it("names an added line's tab from the list, or from the new tab's fields", () => {
    expect(editPicks(tabs, formOf({ intent: "item-add", itemUserCode: "X", group: "pork" }))[2]).toEqual({
      itemUserCode: "X",
      groupKey: "pork",
      groupName: "한돈",
    });
    expect(
      editPicks(
        tabs,
        formOf({
          intent: "item-add",
          itemUserCode: "X",
          newGroupKey: "gift",
          newGroupName: "선물",
          comment: "맛있어요",
        }),
      )[4],
    ).toEqual({ itemUserCode: "X", groupKey: "gift", groupName: "선물", comment: "맛있어요" });
  });
});
