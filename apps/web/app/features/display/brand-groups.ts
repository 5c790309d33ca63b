/** The fields grouping needs: any brand summary has them. */
interface LivestockBrand {
  livestock: string;
  livestockName: string;
}

export interface LivestockBrandGroup<T> {
  livestock: string;
  name: string;
  brands: T[];
}

/**
 * Brands grouped by the livestock they sell, groups in the order of `livestockOrder` (the
 * header menu's order) and kinds it does not know after them in first-seen order; brands keep
 * the order they came in.
 */
export function groupBrandsByLivestock<T extends LivestockBrand>(
  brands: readonly T[],
  livestockOrder: readonly string[] = [],
): LivestockBrandGroup<T>[] {
  const groups = new Map<string, LivestockBrandGroup<T>>();
  for (const brand of brands) {
    const group = groups.get(brand.livestock);
    if (group) group.brands.push(brand);
    else groups.set(brand.livestock, { livestock: brand.livestock, name: brand.livestockName, brands: [brand] });
  }
  const rank = (code: string) => {
    const position = livestockOrder.indexOf(code);
    return position >= 0 ? position : livestockOrder.length;
  };
  // Array.prototype.sort is stable: unknown kinds stay in first-seen order.
  return [...groups.values()].sort((a, b) => rank(a.livestock) - rank(b.livestock));
}
