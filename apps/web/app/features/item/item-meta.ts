import type { ItemDetail } from "@shop/contracts/item";
import { formatWon } from "@shop/core/format/number";
import type { MetaDescriptor } from "react-router";
import { pageMeta } from "../../lib/page-meta";
import { buildProductJsonLd, type ProductRating } from "./product-json-ld";

type MetaItem = Pick<
  ItemDetail,
  | "itemUserCode"
  | "itemName"
  | "subTitle"
  | "presentPrice"
  | "soldOut"
  | "images"
  | "brand"
  | "seller"
  | "weightLabel"
  | "unitPriceNote"
>;

export interface ItemMetaInput {
  item: MetaItem;
  /** The item page's absolute address without the query. */
  pageUrl: string;
  rating: ProductRating | null;
}

/** The item's own description line: sub title, brand, weight and price, as search results and shares show it. */
export function itemDescription(item: MetaItem): string {
  const facts = [item.brand.brandName, item.weightLabel, formatWon(item.presentPrice)].filter((part) => part !== "");
  const lead = item.subTitle !== "" ? item.subTitle : item.itemName;
  return `${lead} - ${facts.join(" · ")}${item.unitPriceNote !== "" ? ` (${item.unitPriceNote})` : ""}`;
}

// Tags the item replaces; keywords and robots stay as /api/seo answered for /items/*.
const REPLACED = new Set(["description", "og:description", "og:type", "og:url", "og:image"]);

function replacedTag(tag: MetaDescriptor): boolean {
  if ("name" in tag && typeof tag.name === "string") return REPLACED.has(tag.name);
  if ("property" in tag && typeof tag.property === "string") return REPLACED.has(tag.property);
  return false;
}

/**
 * The item page's meta over the shop's /items/* SEO entry: the item's title, description, OpenGraph picture and
 * address, its price for product previews, and the schema.org Product JSON-LD.
 */
export function itemMeta(
  matches: Parameters<typeof pageMeta>[0],
  { item, pageUrl, rating }: ItemMetaInput,
): MetaDescriptor[] {
  const description = itemDescription(item);
  const image = item.images[0]?.url;
  const tags: MetaDescriptor[] = [
    ...pageMeta(matches, item.itemName).filter((tag) => !replacedTag(tag)),
    { name: "description", content: description },
    { property: "og:type", content: "product" },
    { property: "og:url", content: pageUrl },
    { property: "og:description", content: description },
    { property: "product:price:amount", content: String(item.presentPrice) },
    { property: "product:price:currency", content: "KRW" },
    { tagName: "link", rel: "canonical", href: pageUrl },
    { "script:ld+json": buildProductJsonLd({ item, pageUrl, rating }) },
  ];
  if (image) tags.push({ property: "og:image", content: new URL(image, pageUrl).href });
  return tags;
}
