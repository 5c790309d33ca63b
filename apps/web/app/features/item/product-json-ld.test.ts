import { describe, expect, it } from "vitest";
import { buildProductJsonLd, type ProductJsonLdItem } from "./product-json-ld";

const PAGE_URL = "https://shop.example.kr/items/G0000042";

function item(overrides: Partial<ProductJsonLdItem> = {}): ProductJsonLdItem {
  return {
    itemUserCode: "G0000042",
    itemName: "한우 1++ 등심 500g",
    subTitle: "마블링이 살아있는 구이용 등심",
    presentPrice: 89_000,
    soldOut: false,
    images: [
      { url: "/images/items/G0000042/1.svg", alt: "등심" },
      { url: "https://cdn.example.kr/g42-2.jpg", alt: "등심 2" },
    ],
    brand: { brandId: 1, brandName: "농협안심한우" },
    seller: {
      sellerId: 90000000,
      sellerName: "농협경제지주",
      ownBrand: true,
      shippingCondition: "",
      shippingFee: 0,
      freeShippingThreshold: 0,
    },
    ...overrides,
  };
}

describe("buildProductJsonLd", () => {
  it("describes the item as a schema.org Product with an offer in KRW", () => {
    expect(buildProductJsonLd({ item: item(), pageUrl: PAGE_URL, rating: null })).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "한우 1++ 등심 500g",
      description: "마블링이 살아있는 구이용 등심",
      image: ["https://shop.example.kr/images/items/G0000042/1.svg", "https://cdn.example.kr/g42-2.jpg"],
      sku: "G0000042",
      brand: { "@type": "Brand", name: "농협안심한우" },
      offers: {
        "@type": "Offer",
        url: PAGE_URL,
        priceCurrency: "KRW",
        price: 89_000,
        availability: "https://schema.org/InStock",
        seller: { "@type": "Organization", name: "농협경제지주" },
      },
    });
  });

  it.each([
    [false, "https://schema.org/InStock"],
    [true, "https://schema.org/OutOfStock"],
  ])("soldOut %s → availability %s", (soldOut, availability) => {
    const offers = buildProductJsonLd({ item: item({ soldOut }), pageUrl: PAGE_URL, rating: null }).offers;
    expect(offers).toMatchObject({ availability });
  });

  it.each([
    ["no rating box", null, undefined],
    ["no reviews yet", { average: 0, count: 0 }, undefined],
    [
      "reviews",
      { average: 4.5, count: 12 },
      { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 12, bestRating: 5, worstRating: 1 },
    ],
  ])("aggregateRating with %s", (_case, rating, expected) => {
    expect(buildProductJsonLd({ item: item(), pageUrl: PAGE_URL, rating }).aggregateRating).toEqual(expected);
  });

  it("leaves the description out when the item has no sub title", () => {
    expect(buildProductJsonLd({ item: item({ subTitle: "" }), pageUrl: PAGE_URL, rating: null })).not.toHaveProperty(
      "description",
    );
  });
});
