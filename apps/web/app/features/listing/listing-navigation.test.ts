import type { CategoryGroup, CategoryNode, LivestockList } from "@shop/contracts/catalog";
import { describe, expect, it } from "vitest";
import type { ChipLink } from "./chip-nav";
import { categoryCrumbs, categoryNavigation, itemsNavigation, toCategoryBase } from "./listing-navigation";

const node = (id: number, name: string, children: CategoryNode[] = []): CategoryNode => ({
  id,
  name,
  url: `/category/${id}`,
  livestock: "hanwoo",
  childCategories: children,
});

const groups: CategoryGroup[] = [
  {
    id: 1,
    name: "한우",
    url: "/items?livestock=hanwoo",
    livestock: "hanwoo",
    categories: [node(11, "구이용", [node(111, "등심"), node(112, "안심")]), node(14, "선물세트")],
  },
  { id: 5, name: "가공육", url: "/category/5", livestock: "meat-processing", categories: [node(51, "햄·소시지")] },
];

const kinds: LivestockList["list"] = [
  {
    code: "hanwoo",
    name: "한우",
    url: "/items?livestock=hanwoo",
    sellerBrands: [
      { id: 1, sellerId: 90000000, brandName: "농협안심한우", sellerName: "농협", livestock: "hanwoo" },
      { id: 7, sellerId: 10000001, brandName: "대관령한우", sellerName: "대관령", livestock: "hanwoo" },
    ],
  },
  { code: "meat-processing", name: "가공육", url: "/category/5", sellerBrands: [] },
];

const labels = (links: ChipLink[]) => links.map((link) => `${link.label}${link.current ? "*" : ""} ${link.to}`);

describe("categoryNavigation", () => {
  it.each<[string, { id: number }[], boolean, string[], string[]]>([
    [
      "all categories: the groups",
      [],
      false,
      ["전체* /category", "한우 /items?livestock=hanwoo", "가공육 /category/5"],
      [],
    ],
    [
      "a group: its categories, 전체 current",
      [{ id: 1 }],
      false,
      ["전체* /items?livestock=hanwoo", "구이용 /category/11", "선물세트 /category/14"],
      [],
    ],
    [
      "a second level: its children as chips",
      [{ id: 1 }, { id: 11 }],
      false,
      ["전체 /items?livestock=hanwoo", "구이용* /category/11", "선물세트 /category/14"],
      ["전체* /category/11", "등심 /category/111", "안심 /category/112"],
    ],
    [
      "a leaf: its siblings, itself current",
      [{ id: 1 }, { id: 11 }, { id: 112 }],
      false,
      ["전체 /items?livestock=hanwoo", "구이용* /category/11", "선물세트 /category/14"],
      ["전체 /category/11", "등심 /category/111", "안심* /category/112"],
    ],
    [
      "a second level without children: no chips",
      [{ id: 1 }, { id: 14 }],
      false,
      ["전체 /items?livestock=hanwoo", "구이용 /category/11", "선물세트* /category/14"],
      [],
    ],
    [
      "the blank pages stay blank",
      [{ id: 5 }, { id: 51 }],
      true,
      ["전체 /category/blank/5", "햄·소시지* /category/blank/51"],
      [],
    ],
    ["a path outside the tree: nothing", [{ id: 99 }], false, [], []],
  ])("%s", (_name, path, blank, tabs, chips) => {
    const navigation = categoryNavigation(groups, path, { blank });
    expect(labels(navigation.tabs)).toEqual(tabs);
    expect(labels(navigation.chips)).toEqual(chips);
  });
});

describe("itemsNavigation", () => {
  it.each<[string, { livestock?: string; sellerId?: number }, string[], string[]]>([
    ["no livestock: the kinds", {}, ["전체* /items", "한우 /items?livestock=hanwoo", "가공육 /category/5"], []],
    [
      "a livestock: its categories and brands",
      { livestock: "hanwoo" },
      ["전체* /items?livestock=hanwoo", "구이용 /category/11", "선물세트 /category/14"],
      [
        "전체* /items?livestock=hanwoo",
        "농협안심한우 /items?livestock=hanwoo&sellerId=90000000",
        "대관령한우 /items?livestock=hanwoo&sellerId=10000001",
      ],
    ],
    [
      "a brand chosen",
      { livestock: "hanwoo", sellerId: 10000001 },
      ["전체* /items?livestock=hanwoo", "구이용 /category/11", "선물세트 /category/14"],
      [
        "전체 /items?livestock=hanwoo",
        "농협안심한우 /items?livestock=hanwoo&sellerId=90000000",
        "대관령한우* /items?livestock=hanwoo&sellerId=10000001",
      ],
    ],
    [
      "a livestock with a category page links 전체 to this list",
      { livestock: "meat-processing" },
      ["전체* /items?livestock=meat-processing", "햄·소시지 /category/51"],
      [],
    ],
  ])("%s", (_name, scope, tabs, chips) => {
    const navigation = itemsNavigation(groups, kinds, scope);
    expect(labels(navigation.tabs)).toEqual(tabs);
    expect(labels(navigation.chips)).toEqual(chips);
  });
});

describe("toCategoryBase and categoryCrumbs", () => {
  it.each<[string, boolean, string]>([
    ["/category/11", true, "/category/blank/11"],
    ["/category", true, "/category/blank"],
    ["/category/11", false, "/category/11"],
    ["/items?livestock=hanwoo", true, "/items?livestock=hanwoo"],
    ["/categoryx/1", true, "/categoryx/1"],
  ])("%s (blank %s) → %s", (url, blank, expected) => {
    expect(toCategoryBase(url, blank)).toBe(expected);
  });

  it("maps a path for the blank pages", () => {
    expect(
      categoryCrumbs(
        [
          { name: "한우", url: "/items?livestock=hanwoo" },
          { name: "구이용", url: "/category/11" },
        ],
        { blank: true },
      ),
    ).toEqual([
      { name: "한우", url: "/items?livestock=hanwoo" },
      { name: "구이용", url: "/category/blank/11" },
    ]);
  });
});
