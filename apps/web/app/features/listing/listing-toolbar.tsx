import { formatNumber } from "@shop/core/format/number";
import { Link, useLocation } from "react-router";
import { type ListingKind, type ListingParams, listingHref, SORT_LABELS, sortOptionsOf } from "./listing-params";
import styles from "./listing-toolbar.module.css";

interface ListingToolbarProps {
  kind: ListingKind;
  params: ListingParams;
  totalCount: number;
}

/** 총 N개, the sold-out switch and the sorts: every one a link, so each state has its own URL. */
export function ListingToolbar({ kind, params, totalCount }: ListingToolbarProps) {
  const { pathname } = useLocation();
  const hidingSoldOut = params.soldOut === "hide";
  return (
    <div className={styles.toolbar}>
      <p className={styles.count} aria-live="polite">
        총 <strong>{formatNumber(totalCount)}</strong>개
      </p>
      <Link
        to={listingHref(pathname, params, kind, { soldOut: hidingSoldOut ? "show" : "hide" })}
        className={styles.soldOut}
        role="switch"
        aria-checked={hidingSoldOut}
        preventScrollReset
      >
        <span className={styles.switchBox} aria-hidden="true" />
        품절상품 제외
      </Link>
      <nav aria-label="정렬" className={styles.sorts}>
        <ul className={styles.sortList}>
          {sortOptionsOf(kind).map((sort) => (
            <li key={sort}>
              <Link
                to={listingHref(pathname, params, kind, { sort })}
                className={styles.sort}
                aria-current={params.sort === sort ? "true" : undefined}
                preventScrollReset
              >
                {SORT_LABELS[sort]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
