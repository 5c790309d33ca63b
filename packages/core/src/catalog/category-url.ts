// Where a category link goes (SPEC §2 header): the processed-meat groups have their own category
// pages, the other livestock groups open the item list filtered by livestock, and everything else
// (plain groups and every sub-category) opens its category page.

/** Livestock groups that open a category page instead of the livestock item list. */
export const CATEGORY_PAGE_LIVESTOCK: readonly string[] = ["meat-processing", "meat-processing-private"];

export interface CategoryLinkTarget {
  id: number;
  /** 1 = top-level group. */
  depth: number;
  /** Livestock code, '' for a plain category. */
  livestock: string;
}

/** The storefront URL of a category. */
export function categoryUrl(category: CategoryLinkTarget): string {
  const { id, depth, livestock } = category;
  if (depth === 1 && livestock !== "" && !CATEGORY_PAGE_LIVESTOCK.includes(livestock)) {
    return livestockItemsUrl(livestock);
  }
  return `/category/${id}`;
}

/** `/items?livestock=…`: the item list of one livestock kind. */
export function livestockItemsUrl(livestock: string): string {
  return `/items?livestock=${encodeURIComponent(livestock)}`;
}
