import type { ItemList } from "@shop/contracts/catalog";
import { formatNumber } from "@shop/core/format/number";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { ItemGrid } from "../../components/catalog/item-grid";
import { Spinner } from "../../components/ui/spinner";
import styles from "./listing-results.module.css";
import { useLoadMore } from "./use-load-more";

interface ListingResultsProps {
  /** The page the loader rendered. */
  first: Pick<ItemList, "list" | "pagination">;
  /** The list's load-more resource route without the page (listingMoreEndpoint). */
  endpoint: string;
  /** The page URL of page n: the 더보기 link without JavaScript. */
  pageHref: (page: number) => string;
}

/**
 * The item grid with load-more. Without JavaScript 더보기 is a link to the next page; with it,
 * the next page is appended here (scrolling to 80 % does the same).
 */
export function ListingResults({ first, endpoint, pageHref }: ListingResultsProps) {
  const { items, status, hasMore, lastPage, totalCount, loadMore, enhanced } = useLoadMore(first, endpoint);
  const firstPage = first.pagination.page;
  const onMore = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void loadMore();
  };

  return (
    <div className={styles.results}>
      {firstPage > 1 && (
        <p className={styles.previous}>
          <Link to={pageHref(firstPage - 1)} className={styles.previousLink}>
            이전 상품 보기
          </Link>
        </p>
      )}
      <div aria-busy={status === "loading"}>
        <ItemGrid items={items} eagerCount={4} />
      </div>
      {/* data-load-more: "link" until hydrated (a plain link to the next page), then "append". */}
      <div className={styles.more} data-load-more={enhanced ? "append" : "link"}>
        {status === "loading" && <Spinner label="상품을 더 불러오는 중입니다." />}
        {status === "error" && (
          <p className={styles.error} role="alert">
            상품을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.
          </p>
        )}
        {hasMore && status !== "loading" && (
          <a href={pageHref(lastPage + 1)} className={styles.moreLink} onClick={onMore}>
            {status === "error" ? "다시 시도" : "더보기"}
            {firstPage === 1 && (
              <span className={styles.progress}>
                <span className="visually-hidden">, 전체 {formatNumber(totalCount)}개 중 </span>
                <span aria-hidden="true">
                  {formatNumber(items.length)} / {formatNumber(totalCount)}
                </span>
                <span className="visually-hidden">{formatNumber(items.length)}개 보는 중</span>
              </span>
            )}
          </a>
        )}
      </div>
    </div>
  );
}
