import type { CategoryFilter, ItemList } from "@shop/contracts/catalog";
import { Link, useLocation } from "react-router";
import { ChipNav } from "./chip-nav";
import { ListingFilters } from "./listing-filters";
import { type Crumb, ListingEmpty, ListingHeader } from "./listing-header";
import type { ListingNavigation } from "./listing-navigation";
import styles from "./listing-page.module.css";
import { activeFilterCount, clearFilters, type ListingKind, type ListingParams, listingHref } from "./listing-params";
import { ListingResults } from "./listing-results";
import { ListingToolbar } from "./listing-toolbar";

interface CatalogListingProps {
  kind: Exclude<ListingKind, "search">;
  params: ListingParams;
  title: string;
  crumbs: Crumb[];
  navigation: ListingNavigation;
  /** Names the tab and chip rows for screen readers, e.g. "카테고리 목록" and "세부 카테고리 목록". */
  navigationLabels: { tabs: string; chips: string };
  filter: CategoryFilter;
  items: ItemList;
  /** The load-more resource route without the page. */
  endpoint: string;
}

/** A category page or /items: heading, tree or brand links, filters, sorts and the grid. */
export function CatalogListing(props: CatalogListingProps) {
  const { kind, params, title, crumbs, navigation, navigationLabels, filter, items, endpoint } = props;
  const { pathname } = useLocation();
  const filtered = activeFilterCount(params, kind) > 0;
  return (
    <div className={styles.page}>
      <ListingHeader title={title} crumbs={crumbs}>
        <ChipNav label={navigationLabels.tabs} links={navigation.tabs} variant="tabs" />
        <ChipNav label={navigationLabels.chips} links={navigation.chips} variant="chips" />
      </ListingHeader>
      <div className={styles.body}>
        {filter.totalCount > 0 && (
          <ListingFilters kind={kind} params={params} filter={filter} showCounts showBrands={kind === "category"} />
        )}
        <ListingToolbar kind={kind} params={params} totalCount={items.pagination.totalCount} />
        {items.list.length > 0 ? (
          <ListingResults
            key={`${endpoint}#${params.page}`}
            first={items}
            endpoint={endpoint}
            pageHref={(page) => listingHref(pathname, params, kind, { page })}
          />
        ) : filtered ? (
          <ListingEmpty message="선택한 조건에 맞는 상품이 없습니다.">
            <Link to={listingHref(pathname, params, kind, clearFilters(params, kind))} className={styles.emptyLink}>
              필터 초기화
            </Link>
          </ListingEmpty>
        ) : params.page > 1 ? (
          <ListingEmpty message="더 이상 상품이 없습니다.">
            <Link to={listingHref(pathname, params, kind, { page: 1 })} className={styles.emptyLink}>
              처음으로
            </Link>
          </ListingEmpty>
        ) : (
          <ListingEmpty message="등록된 상품이 없습니다.">
            <Link to="/items" className={styles.emptyLink}>
              전체상품 보기
            </Link>
          </ListingEmpty>
        )}
      </div>
    </div>
  );
}
