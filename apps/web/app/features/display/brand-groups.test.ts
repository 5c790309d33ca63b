import { describe, expect, it } from "vitest";
import { groupBrandsByLivestock } from "./brand-groups";

const brand = (id: number, livestock: string, livestockName: string) => ({ id, livestock, livestockName });

describe("groupBrandsByLivestock", () => {
  const brands = [
    brand(1, "hanwoo", "한우"),
    brand(10, "handon", "한돈"),
    brand(16, "fresh", "신선식품"),
    brand(7, "hanwoo", "한우"),
    brand(99, "game", "사냥육"),
    brand(2, "handon", "한돈"),
  ];

  it.each([
    {
      name: "the menu's order first, unknown kinds after in first-seen order",
      order: ["handon", "hanwoo", "fresh"],
      expected: [
        ["handon", [10, 2]],
        ["hanwoo", [1, 7]],
        ["fresh", [16]],
        ["game", [99]],
      ],
    },
    {
      name: "first-seen order without a menu order",
      order: [],
      expected: [
        ["hanwoo", [1, 7]],
        ["handon", [10, 2]],
        ["fresh", [16]],
        ["game", [99]],
      ],
    },
    {
      name: "kinds in the order but without brands are left out",
      order: ["poultry", "fresh", "game", "hanwoo", "handon"],
      expected: [
        ["fresh", [16]],
        ["game", [99]],
        ["hanwoo", [1, 7]],
        ["handon", [10, 2]],
      ],
    },
  ])("$name", ({ order, expected }) => {
    const groups = groupBrandsByLivestock(brands, order);
    expect(groups.map((group) => [group.livestock, group.brands.map((entry) => entry.id)])).toEqual(expected);
  });

  it("names a group by its brands' livestock name", () => {
    expect(groupBrandsByLivestock(brands).map((group) => group.name)).toEqual(["한우", "한돈", "신선식품", "사냥육"]);
  });
});
