import { idParamSchema } from "@shop/contracts/common";
import { brandItemsQuerySchema } from "@shop/contracts/display";
import type { z } from "zod";

export type BrandItemSort = z.infer<typeof brandItemsQuerySchema>["sort"];

/** The sort links of a brand's items, in the order shown. */
export const BRAND_ITEM_SORTS: { sort: BrandItemSort; label: string }[] = [
  { sort: "popular", label: "인기순" },
  { sort: "newest", label: "신상품순" },
  { sort: "priceLow", label: "낮은가격순" },
  { sort: "priceHigh", label: "높은가격순" },
  { sort: "reviews", label: "리뷰많은순" },
];

/** What /brand shows: the hall, one brand's items, or nothing (a brand id that cannot exist). */
export type BrandPageQuery =
  | { view: "hall" }
  | { view: "brand"; brandId: number; page: number; sort: BrandItemSort }
  | { view: "not-found" };

/**
 * Reads /brand's query: without brandId the hall; with one, that brand's items. A mistyped page
 * or sort in a shared link falls back to the first page and the default order rather than an
 * error; a brandId that is not a positive id is a page that does not exist.
 */
export function parseBrandPageQuery(params: URLSearchParams): BrandPageQuery {
  const rawId = params.get("brandId")?.trim() ?? "";
  if (rawId === "") return { view: "hall" };
  // Digits only: coercion alone would also read "1e3" or "0x10" as an id.
  const brandId = /^\d{1,10}$/.test(rawId) ? idParamSchema.shape.id.safeParse(rawId) : null;
  if (!brandId?.success) return { view: "not-found" };
  const page = brandItemsQuerySchema.shape.page.safeParse(params.get("page") ?? undefined);
  const sort = brandItemsQuerySchema.shape.sort.safeParse(params.get("sort") ?? undefined);
  return {
    view: "brand",
    brandId: brandId.data,
    page: page.success ? page.data : 1,
    sort: sort.success ? sort.data : "popular",
  };
}

/** The link of one sort of a brand's items: back to the first page, other parameters kept. */
export function brandSortHref(params: URLSearchParams, sort: BrandItemSort): string {
  const next = new URLSearchParams(params);
  next.delete("page");
  if (sort === "popular") next.delete("sort");
  else next.set("sort", sort);
  return `/brand?${next.toString()}`;
}
