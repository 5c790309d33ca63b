import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { Link, useLocation } from "react-router";
import { loadListingFilters, loadSearchPage } from "../../features/listing/listing-data.server";
import { ListingFilters } from "../../features/listing/listing-filters";
import { ListingEmpty, ListingHeader } from "../../features/listing/listing-header";
import { listingMeta } from "../../features/listing/listing-meta";
import styles from "../../features/listing/listing-page.module.css";
import {
  activeFilterCount,
  clearFilters,
  listingHref,
  listingMoreEndpoint,
} from "../../features/listing/listing-params";
import { parseListingParams } from "../../features/listing/listing-params.server";
import { ListingResults } from "../../features/listing/listing-results";
import { ListingToolbar } from "../../features/listing/listing-toolbar";
import { PopularKeywords, RecentSearches, SearchTips } from "../../features/listing/search-keywords";
import { callApiOrFallback } from "../../lib/api-client.server";
import { SHOP_NAME } from "../../lib/seo-meta";
import { useShellData } from "../../lib/use-root-data";
import type { Route } from "./+types/search";

const SEARCH_TITLE = "상품 검색";

/** /search?query=: the item search with the list's filters and sorts, and a corrected typo said aloud. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const listing = parseListingParams(url.searchParams, "search");
  const [outcome, filter, livestock] = await Promise.all([
    loadSearchPage(context, request, listing),
    listing.query ? loadListingFilters(context, request, { livestock: listing.livestock }) : null,
    // Only the names of the 축종 filter: without them the search still works, unfiltered by kind.
    listing.query ? callApiOrFallback(context, apiEndpoints.livestockKinds, { list: [] }, { request }) : null,
  ]);
  const searched = outcome.status === "searched" ? outcome.result : null;
  const shownQuery = searched?.correctedQuery ?? listing.query;
  const title = searched && shownQuery ? `‘${shownQuery}’ 검색 결과` : SEARCH_TITLE;
  return {
    params: listing,
    outcome,
    filter,
    livestockOptions: (livestock?.list ?? []).map(({ code, name }) => ({ code, name })),
    title,
    seo: {
      title,
      description: searched
        ? `${title} ${searched.pagination.totalCount.toLocaleString("ko-KR")}개 상품을 ${SHOP_NAME}에서 확인해 보세요.`
        : `${SHOP_NAME}의 한우, 한돈, 가공육과 신선식품을 검색해 보세요.`,
    },
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => listingMeta(matches, loaderData?.seo);

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { params, outcome, filter, livestockOptions, title } = loaderData;
  const { bestKeywords } = useShellData();
  const { pathname } = useLocation();

  if (outcome.status === "no-query") {
    return (
      <div className={styles.page}>
        <ListingHeader title={title}>
          <RecentSearches current={undefined} />
        </ListingHeader>
        <ListingEmpty message={outcome.message}>
          <PopularKeywords keywords={bestKeywords} />
        </ListingEmpty>
      </div>
    );
  }

  const { result } = outcome;
  const filtered = activeFilterCount(params, "search") > 0;
  const nothingAtAll = result.pagination.totalCount === 0 && !filtered;
  return (
    <div className={styles.page}>
      <ListingHeader title={title}>
        {result.correctionMessage && (
          <p className={styles.notice} role="status">
            {result.correctionMessage}
          </p>
        )}
        <RecentSearches current={params.query} />
      </ListingHeader>
      {nothingAtAll ? (
        <ListingEmpty message={`‘${params.query}’에 대한 검색 결과가 없습니다.`}>
          <SearchTips />
          <PopularKeywords keywords={bestKeywords} />
        </ListingEmpty>
      ) : (
        <div className={styles.body}>
          {filter && (
            <ListingFilters
              kind="search"
              params={params}
              filter={filter}
              showCounts={false}
              showBrands
              livestockOptions={livestockOptions}
            />
          )}
          <ListingToolbar kind="search" params={params} totalCount={result.pagination.totalCount} />
          {result.list.length > 0 ? (
            <ListingResults
              key={`${listingMoreEndpoint("search", params)}#${params.page}`}
              first={result}
              endpoint={listingMoreEndpoint("search", params)}
              pageHref={(page) => listingHref(pathname, params, "search", { page })}
            />
          ) : params.page > 1 ? (
            <ListingEmpty message="더 이상 상품이 없습니다.">
              <Link to={listingHref(pathname, params, "search", { page: 1 })} className={styles.emptyLink}>
                처음으로
              </Link>
            </ListingEmpty>
          ) : (
            <ListingEmpty message="선택한 조건에 맞는 상품이 없습니다.">
              <Link
                to={listingHref(pathname, params, "search", clearFilters(params, "search"))}
                className={styles.emptyLink}
              >
                필터 초기화
              </Link>
            </ListingEmpty>
          )}
        </div>
      )}
    </div>
  );
}
