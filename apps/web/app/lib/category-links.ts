import type { CategoryGroup, LivestockList, SellerBrand } from "@shop/contracts/catalog";

/** SPEC §2: a livestock group's menu lists the brands selling that livestock. */
export function brandsOfGroup(group: CategoryGroup, livestock: LivestockList["list"]): SellerBrand[] {
  if (group.livestock === "") return [];
  return livestock.find((kind) => kind.code === group.livestock)?.sellerBrands ?? [];
}

/** A brand's items within its livestock: /items?livestock=…&sellerId=… (SPEC §2 routes). */
export function brandItemsHref(brand: Pick<SellerBrand, "sellerId" | "livestock">): string {
  const query = new URLSearchParams({ livestock: brand.livestock, sellerId: String(brand.sellerId) });
  return `/items?${query.toString()}`;
}
