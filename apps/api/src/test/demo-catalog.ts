// The demo catalog as the test template holds it, rebuilt from the generator: tests compute
// what an endpoint must answer from these rows, independently of the SQL under test.
import { presentPrice } from "@shop/core/catalog/pricing";
import { type BuiltItem, buildDemoItem, buildSellerBrandRows, type NewItem } from "../db/seed/catalog.factory.js";
import { DEFAULT_SEED_ITEMS } from "../db/seed/seed-demo.js";

export interface DemoItem extends NewItem {
  /** The row id: items are inserted in generator order into an empty table. */
  id: number;
  brandName: string;
  presentPrice: number;
}

export interface DemoCatalog {
  all: DemoItem[];
  displayed: DemoItem[];
  built: BuiltItem[];
  byCode: Map<string, DemoItem>;
}

let cached: DemoCatalog | undefined;

/** The DEFAULT_SEED_ITEMS demo items with their ids, brand names and present prices. */
export function demoCatalog(): DemoCatalog {
  if (cached) return cached;
  const brandNames = new Map(buildSellerBrandRows().map((brand) => [brand.id, brand.brandName]));
  const built = Array.from({ length: DEFAULT_SEED_ITEMS }, (_, i) => buildDemoItem(i));
  const all = built.map(({ item }, i) => ({
    ...item,
    id: i + 1,
    brandName: brandNames.get(item.brandId)!,
    presentPrice: presentPrice(item.salePrice, item.specialSalePrice ?? 0),
  }));
  cached = {
    all,
    displayed: all.filter((item) => item.displayed),
    built,
    byCode: new Map(all.map((item) => [item.itemUserCode, item])),
  };
  return cached;
}

/** Sort comparators of the item list, as the API documents them (ties by id in the sort's direction). */
export const listComparators = {
  newest: (a: DemoItem, b: DemoItem) => +b.createdAt! - +a.createdAt! || b.id - a.id,
  popular: (a: DemoItem, b: DemoItem) => b.salesCount! - a.salesCount! || b.id - a.id,
  reviews: (a: DemoItem, b: DemoItem) => b.reviewCount! - a.reviewCount! || b.id - a.id,
  priceLow: (a: DemoItem, b: DemoItem) => a.presentPrice - b.presentPrice || a.id - b.id,
  priceHigh: (a: DemoItem, b: DemoItem) => b.presentPrice - a.presentPrice || b.id - a.id,
} as const;
