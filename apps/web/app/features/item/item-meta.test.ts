import type { ItemDetail } from "@shop/contracts/item";
import { describe, expect, it } from "vitest";
import { itemDescription, itemMeta } from "./item-meta";

const item = {
  itemUserCode: "G0000007",
  itemName: "한돈 삼겹살 구이용",
  subTitle: "두툼하게 썬 국내산 삼겹살",
  presentPrice: 15_900,
  soldOut: false,
  images: [{ url: "/images/items/G0000007/1.svg", alt: "삼겹살" }],
  brand: { brandId: 3, brandName: "도드람" },
  seller: {
    sellerId: 3,
    sellerName: "도드람양돈농협",
    ownBrand: false,
    shippingCondition: "",
    shippingFee: 3000,
    freeShippingThreshold: 50000,
  },
  weightLabel: "500g",
  unitPriceNote: "100g당 3,180원",
} satisfies Partial<ItemDetail>;

// What the root route's meta (the /api/seo answer for /items/*) leaves for the page.
const rootMatch = {
  meta: [
    { title: "상품 상세 | 농협축산몰" },
    { name: "description", content: "이력번호와 등급까지 확인하는 축산물입니다." },
    { name: "robots", content: "index, follow" },
    { name: "keywords", content: "한우,한돈" },
    { property: "og:type", content: "product" },
    { property: "og:title", content: "상품 상세 | 농협축산몰" },
    { property: "og:url", content: "/items/G0000007" },
  ],
};

describe("itemMeta", () => {
  const tags = itemMeta([rootMatch], { item, pageUrl: "https://shop.example.kr/items/G0000007", rating: null });
  const find = (key: "name" | "property", value: string) =>
    tags.filter((tag) => key in tag && (tag as Record<string, unknown>)[key] === value);

  it("titles the page with the item and describes it", () => {
    expect(tags).toContainEqual({ title: "한돈 삼겹살 구이용 | 농협 축산물 도매몰" });
    expect(find("name", "description")).toEqual([
      { name: "description", content: "두툼하게 썬 국내산 삼겹살 - 도드람 · 500g · 15,900원 (100g당 3,180원)" },
    ]);
    expect(find("property", "og:title")).toHaveLength(1);
  });

  it("replaces the generic OpenGraph tags with the item's and keeps robots and keywords", () => {
    expect(find("property", "og:url")).toEqual([
      { property: "og:url", content: "https://shop.example.kr/items/G0000007" },
    ]);
    expect(find("property", "og:image")).toEqual([
      { property: "og:image", content: "https://shop.example.kr/images/items/G0000007/1.svg" },
    ]);
    expect(find("property", "og:type")).toEqual([{ property: "og:type", content: "product" }]);
    expect(find("name", "robots")).toHaveLength(1);
    expect(find("name", "keywords")).toHaveLength(1);
  });

  it("carries the Product JSON-LD", () => {
    const ld = tags.find((tag) => "script:ld+json" in tag) as { "script:ld+json": Record<string, unknown> };
    expect(ld["script:ld+json"]).toMatchObject({ "@type": "Product", sku: "G0000007" });
  });

  it("describes an item without a sub title by its name", () => {
    expect(itemDescription({ ...item, subTitle: "", unitPriceNote: "" })).toBe(
      "한돈 삼겹살 구이용 - 도드람 · 500g · 15,900원",
    );
  });
});
