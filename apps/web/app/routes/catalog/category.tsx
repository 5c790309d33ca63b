import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { idParamSchema } from "@shop/contracts/common";
import { CatalogListing } from "../../features/listing/catalog-listing";
import { loadItemPage, loadListingFilters } from "../../features/listing/listing-data.server";
import { listingMeta } from "../../features/listing/listing-meta";
import { categoryCrumbs, categoryNavigation } from "../../features/listing/listing-navigation";
import { listingMoreEndpoint } from "../../features/listing/listing-params";
import { parseListingParams } from "../../features/listing/listing-params.server";
import { callApi, callApiOrFallback } from "../../lib/api-client.server";
import { notFound, orNotFound } from "../../lib/not-found.server";
import { SHOP_NAME } from "../../lib/seo-meta";
import type { Route } from "./+types/category";

const BLANK_PREFIX = "/category/blank";

/** /category/:id? and its frameless twin /category/blank/:id? (the blank layout, for the app). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const blank = url.pathname === BLANK_PREFIX || url.pathname.startsWith(`${BLANK_PREFIX}/`);
  let categoryId: number | undefined;
  if (params.id !== undefined) {
    const parsed = idParamSchema.safeParse(params);
    if (!parsed.success) notFound();
    categoryId = parsed.data.id;
  }
  const listing = parseListingParams(url.searchParams, "category");

  const [current, tree, filter, items] = await orNotFound(
    Promise.all([
      categoryId === undefined
        ? null
        : callApi(context, apiEndpoints.currentCategory, { request, query: { id: categoryId } }),
      // The tabs are navigation the header also has: a failed tree is only logged (SPEC §8).
      callApiOrFallback(context, apiEndpoints.categoryTree, { groups: [], updatedDate: "" }, { request }),
      loadListingFilters(context, request, { categoryId }),
      loadItemPage(context, request, listing, { categoryId }),
    ]),
  );
  const path = current?.path ?? [];
  const title = current?.category.name ?? "전체 카테고리";
  const pathNames = path.map((entry) => entry.name);
  const childNames = (current?.childCategories ?? tree.groups).map((entry) => entry.name);
  const seoTitle = pathNames.length > 1 ? `${pathNames[0]} ${title}` : title;
  const canonicalPath = current ? `/category/${current.category.id}` : "/category";
  return {
    params: listing,
    categoryId,
    title,
    crumbs: categoryCrumbs(path, { blank }),
    navigation: categoryNavigation(tree.groups, path, { blank }),
    filter,
    items,
    seo: {
      title: seoTitle,
      description: categoryDescription(pathNames.length > 0 ? pathNames : [title], childNames),
      canonical: `${url.origin}${canonicalPath}`,
    },
  };
}

function categoryDescription(pathNames: string[], childNames: string[]): string {
  const where = pathNames.join(" > ");
  const kinds = childNames.length > 0 ? ` ${childNames.slice(0, 6).join(", ")} 등` : "";
  return `${where}${kinds} 상품을 ${SHOP_NAME}에서 도매가로 만나보세요.`;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => listingMeta(matches, loaderData?.seo);

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { params, categoryId, title, crumbs, navigation, filter, items } = loaderData;
  return (
    <CatalogListing
      kind="category"
      params={params}
      title={title}
      crumbs={crumbs}
      navigation={navigation}
      navigationLabels={{ tabs: "카테고리 목록", chips: "세부 카테고리 목록" }}
      filter={filter}
      items={items}
      endpoint={listingMoreEndpoint("category", params, categoryId)}
    />
  );
}
