import type { ItemDetail } from "@shop/contracts/item";

/** What the structured data needs of an item (GET /api/item/{itemUserCode}). */
export type ProductJsonLdItem = Pick<
  ItemDetail,
  "itemUserCode" | "itemName" | "subTitle" | "presentPrice" | "soldOut" | "images" | "brand" | "seller"
>;

/** The rating box of the item's reviews, when they could be read. */
export interface ProductRating {
  average: number;
  count: number;
}

export interface ProductJsonLdInput {
  item: ProductJsonLdItem;
  /** The item page's absolute address (canonical, without the query). */
  pageUrl: string;
  rating: ProductRating | null;
}

const IN_STOCK = "https://schema.org/InStock";
const OUT_OF_STOCK = "https://schema.org/OutOfStock";

/** An image path made absolute against the page address: crawlers do not resolve relative URLs in JSON-LD. */
function absoluteUrl(url: string, base: string): string {
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

/**
 * schema.org Product of an item page: name, images, sku (the itemUserCode), brand, one offer in KRW with its
 * availability, and an aggregate rating only when there are reviews (Google rejects a rating with no reviews).
 */
export function buildProductJsonLd({ item, pageUrl, rating }: ProductJsonLdInput): Record<string, unknown> {
  const product: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: item.itemName,
    image: item.images.map((image) => absoluteUrl(image.url, pageUrl)),
    sku: item.itemUserCode,
    brand: { "@type": "Brand", name: item.brand.brandName },
    offers: {
      "@type": "Offer",
      url: pageUrl,
      priceCurrency: "KRW",
      price: item.presentPrice,
      availability: item.soldOut ? OUT_OF_STOCK : IN_STOCK,
      seller: { "@type": "Organization", name: item.seller.sellerName },
    },
  };
  if (item.subTitle !== "") product.description = item.subTitle;
  if (rating && rating.count > 0) {
    product.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: rating.average,
      reviewCount: rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return product;
}
