import type { Pagination } from "@shop/contracts/common";
import { Link, useLocation } from "react-router";
import styles from "../../components/ui/pagination-nav.module.css";
import { type ITEM_QUERY_KEYS, itemQueryHref } from "./item-page-query";

const BLOCK_SIZE = 10;

interface ItemPagerProps {
  pagination: Pagination;
  /** Which of the page's lists this pager moves (each keeps its own page in the query). */
  param: "reviewPage" | "qnaPage" | "expPage";
  /** The list's anchor, so a page opened without JavaScript lands on the list. */
  anchor: string;
  label: string;
}

/** Page links of one list on the item page; the other lists keep their pages and the window keeps its scroll. */
export function ItemPager({ pagination, param, anchor, label }: ItemPagerProps) {
  const { pathname, search } = useLocation();
  const { page, totalPages } = pagination;
  if (totalPages <= 1) return null;

  const hrefFor = (target: number) =>
    itemQueryHref(
      pathname,
      search,
      { [param]: target } as Partial<Record<keyof typeof ITEM_QUERY_KEYS, number>>,
      `#${anchor}`,
    );
  const blockStart = Math.floor((page - 1) / BLOCK_SIZE) * BLOCK_SIZE + 1;
  const blockEnd = Math.min(blockStart + BLOCK_SIZE - 1, totalPages);
  const pages = Array.from({ length: blockEnd - blockStart + 1 }, (_, i) => blockStart + i);

  return (
    <nav className={styles.nav} aria-label={label}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} preventScrollReset className={styles.edge} aria-label="이전 페이지">
          ‹
        </Link>
      ) : (
        <span className={styles.edgeDisabled} aria-hidden="true">
          ‹
        </span>
      )}
      <ol className={styles.pages}>
        {pages.map((number) => (
          <li key={number}>
            <Link
              to={hrefFor(number)}
              preventScrollReset
              className={number === page ? styles.current : styles.page}
              aria-current={number === page ? "page" : undefined}
              aria-label={`${number} 페이지`}
            >
              {number}
            </Link>
          </li>
        ))}
      </ol>
      {page < totalPages ? (
        <Link to={hrefFor(page + 1)} preventScrollReset className={styles.edge} aria-label="다음 페이지">
          ›
        </Link>
      ) : (
        <span className={styles.edgeDisabled} aria-hidden="true">
          ›
        </span>
      )}
    </nav>
  );
}
