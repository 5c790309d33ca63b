/** Where a brand's items open: the brand hall with that brand chosen. */
export function brandHref(brandId: number): string {
  return `/brand?brandId=${brandId}`;
}

export const BRAND_HALL_PATH = "/brand";
export const BRAND_INDEX_PATH = "/brand/index2";
