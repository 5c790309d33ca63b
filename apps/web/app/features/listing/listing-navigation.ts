import type { CategoryGroup, LivestockList, SellerBrand } from "@shop/contracts/catalog";
import { brandItemsHref } from "../../lib/category-links";
import type { ChipLink } from "./chip-nav";
import type { Crumb } from "./listing-header";

/** The two levels of links above a list: tabs (a level of the tree) and chips (the level below). */
export interface ListingNavigation {
  tabs: ChipLink[];
  chips: ChipLink[];
}

/** /category/11 → /category/blank/11 on the blank pages (the app's frameless screens); other URLs unchanged. */
export function toCategoryBase(url: string, blank: boolean): string {
  if (!blank) return url;
  return url.replace(/^\/category(?=\/|$|\?)/, "/category/blank");
}

/**
 * A category page's navigation from the tree and the page's path (top group first): the top
 * group's categories as tabs ("전체" is the group itself), and when one of them is chosen its
 * sub-categories as chips ("전체" is that category). Without a path (/category) the tabs are
 * the top groups.
 */
export function categoryNavigation(
  groups: CategoryGroup[],
  path: ReadonlyArray<{ id: number }>,
  { blank = false }: { blank?: boolean } = {},
): ListingNavigation {
  const link = (url: string) => toCategoryBase(url, blank);
  const [top, second, third] = path;
  if (!top) {
    return {
      tabs: [
        { label: "전체", to: link("/category"), current: true },
        ...groups.map((group) => ({ label: group.name, to: link(group.url) })),
      ],
      chips: [],
    };
  }
  const group = groups.find((candidate) => candidate.id === top.id);
  if (!group) return { tabs: [], chips: [] };
  const tabs: ChipLink[] = [
    { label: "전체", to: link(group.url), current: second === undefined },
    ...group.categories.map((category) => ({
      label: category.name,
      to: link(category.url),
      current: category.id === second?.id,
    })),
  ];
  const chosen = second ? group.categories.find((category) => category.id === second.id) : undefined;
  const chips: ChipLink[] =
    chosen && chosen.childCategories.length > 0
      ? [
          { label: "전체", to: link(chosen.url), current: third === undefined },
          ...chosen.childCategories.map((child) => ({
            label: child.name,
            to: link(child.url),
            current: child.id === third?.id,
          })),
        ]
      : [];
  return { tabs, chips };
}

/** Crumbs of a category path, with the blank pages' URLs on the blank pages. */
export function categoryCrumbs(path: ReadonlyArray<Crumb>, { blank = false }: { blank?: boolean } = {}): Crumb[] {
  return path.map((entry) => ({ name: entry.name, url: toCategoryBase(entry.url, blank) }));
}

/** The top group of a livestock kind (where its category tree starts). */
export function groupOfLivestock(groups: CategoryGroup[], livestock: string): CategoryGroup | undefined {
  return groups.find((group) => group.livestock === livestock);
}

/**
 * /items navigation: without a livestock the kinds as tabs; with one, its categories as tabs
 * (전체 is this page) and the brands selling it as chips (SPEC §2: the seller brands of the
 * livestock), "전체" being every brand.
 */
export function itemsNavigation(
  groups: CategoryGroup[],
  livestockKinds: LivestockList["list"],
  scope: { livestock?: string | undefined; sellerId?: number | undefined },
): ListingNavigation {
  const kind = scope.livestock ? livestockKinds.find((entry) => entry.code === scope.livestock) : undefined;
  if (!kind) {
    return {
      tabs: [
        { label: "전체", to: "/items", current: true },
        ...livestockKinds.map((entry) => ({ label: entry.name, to: entry.url })),
      ],
      chips: [],
    };
  }
  const group = groupOfLivestock(groups, kind.code);
  const tabs: ChipLink[] = group
    ? [
        { label: "전체", to: kind.url.startsWith("/items") ? kind.url : livestockHref(kind.code), current: true },
        ...group.categories.map((category) => ({ label: category.name, to: category.url })),
      ]
    : [];
  const chips: ChipLink[] =
    kind.sellerBrands.length > 0
      ? [
          { label: "전체", to: livestockHref(kind.code), current: scope.sellerId === undefined },
          ...kind.sellerBrands.map((brand: SellerBrand) => ({
            label: brand.brandName,
            to: brandItemsHref(brand),
            current: brand.sellerId === scope.sellerId,
          })),
        ]
      : [];
  return { tabs, chips };
}

function livestockHref(code: string): string {
  return `/items?${new URLSearchParams({ livestock: code }).toString()}`;
}
