import type { Pagination } from "@shop/contracts/common";
import { Link, useLocation } from "react-router";
import styles from "./pagination-nav.module.css";

const BLOCK_SIZE = 10;

/** Page links that keep the rest of the query (keyword, category); 10 page numbers per block. */
export function PaginationNav({ pagination }: { pagination: Pagination }) {
  const location = useLocation();
  const { page, totalPages } = pagination;
  if (totalPages <= 1) return null;

  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target === 1) params.delete("page");
    else params.set("page", String(target));
    const qs = params.toString();
    return qs ? `${location.pathname}?${qs}` : location.pathname;
  };
  const blockStart = Math.floor((page - 1) / BLOCK_SIZE) * BLOCK_SIZE + 1;
  const blockEnd = Math.min(blockStart + BLOCK_SIZE - 1, totalPages);
  const pages = Array.from({ length: blockEnd - blockStart + 1 }, (_, i) => blockStart + i);

  return (
    <nav className={styles.nav} aria-label="페이지 이동">
      <EdgeLink to={hrefFor(1)} disabled={page === 1} label="첫 페이지" symbol="«" />
      <EdgeLink to={hrefFor(Math.max(1, page - 1))} disabled={page === 1} label="이전 페이지" symbol="‹" />
      <ol className={styles.pages}>
        {pages.map((number) => (
          <li key={number}>
            <Link
              to={hrefFor(number)}
              className={number === page ? styles.current : styles.page}
              aria-current={number === page ? "page" : undefined}
              aria-label={`${number} 페이지`}
            >
              {number}
            </Link>
          </li>
        ))}
      </ol>
      <EdgeLink
        to={hrefFor(Math.min(totalPages, page + 1))}
        disabled={page >= totalPages}
        label="다음 페이지"
        symbol="›"
      />
      <EdgeLink to={hrefFor(totalPages)} disabled={page >= totalPages} label="마지막 페이지" symbol="»" />
    </nav>
  );
}

function EdgeLink({ to, disabled, label, symbol }: { to: string; disabled: boolean; label: string; symbol: string }) {
  if (disabled) {
    return (
      <span className={styles.edgeDisabled} aria-hidden="true">
        {symbol}
      </span>
    );
  }
  return (
    <Link to={to} className={styles.edge} aria-label={label}>
      {symbol}
    </Link>
  );
}
