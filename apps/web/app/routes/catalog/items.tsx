import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { CatalogListing } from "../../features/listing/catalog-listing";
import { loadItemPage, loadListingFilters } from "../../features/listing/listing-data.server";
import type { Crumb } from "../../features/listing/listing-header";
import { listingMeta } from "../../features/listing/listing-meta";
import { itemsNavigation } from "../../features/listing/listing-navigation";
import { listingMoreEndpoint } from "../../features/listing/listing-params";
import { parseListingParams } from "../../features/listing/listing-params.server";
import { callApi, callApiOrFallback } from "../../lib/api-client.server";
import { brandItemsHref } from "../../lib/category-links";
import { notFound } from "../../lib/not-found.server";
import { SHOP_NAME } from "../../lib/seo-meta";
import type { Route } from "./+types/items";

const ALL_ITEMS_TITLE = "전체상품";

/** /items: every item, one livestock kind (?livestock=) or one seller's brand in it (&sellerId=). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const listing = parseListingParams(url.searchParams, "items");
  const scope = { livestock: listing.livestock, sellerId: listing.sellerId };

  const [livestock, tree, filter, items] = await Promise.all([
    callApi(context, apiEndpoints.livestockKinds, { request }),
    // The tabs are navigation the header also has: a failed tree is only logged (SPEC §8).
    callApiOrFallback(context, apiEndpoints.categoryTree, { groups: [], updatedDate: "" }, { request }),
    loadListingFilters(context, request, scope),
    loadItemPage(context, request, listing),
  ]);

  const kind = scope.livestock ? livestock.list.find((entry) => entry.code === scope.livestock) : undefined;
  // An unknown livestock kind is a page that does not exist, not an empty list.
  if (scope.livestock && !kind) notFound();
  const brands = kind?.sellerBrands ?? livestock.list.flatMap((entry) => entry.sellerBrands);
  const brand = scope.sellerId === undefined ? undefined : brands.find((entry) => entry.sellerId === scope.sellerId);

  const crumbs: Crumb[] = [];
  if (kind) crumbs.push({ name: kind.name, url: `/items?${new URLSearchParams({ livestock: kind.code })}` });
  if (brand) crumbs.push({ name: brand.brandName, url: brandItemsHref(brand) });
  const title = brand && kind ? brand.brandName : (brand?.sellerName ?? kind?.name ?? ALL_ITEMS_TITLE);
  const seoTitle = brand && kind ? `${brand.brandName} ${kind.name}` : title;
  const canonical = new URL("/items", url.origin);
  if (kind) canonical.searchParams.set("livestock", kind.code);
  if (brand) canonical.searchParams.set("sellerId", String(brand.sellerId));

  return {
    params: listing,
    title,
    crumbs,
    navigation: itemsNavigation(tree.groups, livestock.list, scope),
    navigationLabels: { tabs: kind ? "카테고리 목록" : "축종 목록", chips: "브랜드 목록" },
    filter,
    items,
    seo: {
      title: seoTitle,
      description: itemsDescription(
        kind ? [seoTitle] : livestock.list.map((entry) => entry.name),
        brand ? [] : (kind?.sellerBrands ?? []).map((entry) => entry.brandName),
      ),
      canonical: canonical.toString(),
    },
  };
}

function itemsDescription(names: string[], brandNames: string[]): string {
  const brands = brandNames.length > 0 ? ` ${brandNames.join(", ")} 브랜드의` : "";
  return `${names.join(", ")}${brands} 상품을 ${SHOP_NAME}에서 도매가로 만나보세요.`;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => listingMeta(matches, loaderData?.seo);

export default function ItemsPage({ loaderData }: Route.ComponentProps) {
  const { params, title, crumbs, navigation, navigationLabels, filter, items } = loaderData;
  return (
    <CatalogListing
      kind="items"
      params={params}
      title={title}
      crumbs={crumbs}
      navigation={navigation}
      navigationLabels={navigationLabels}
      filter={filter}
      items={items}
      endpoint={listingMoreEndpoint("items", params)}
    />
  );
}
