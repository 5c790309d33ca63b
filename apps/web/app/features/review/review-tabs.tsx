import { formatNumber } from "@shop/core/format/number";
import { Link } from "react-router";
import styles from "./review-page.module.css";
import { REVIEW_TAB_LABELS, type ReviewTab, reviewPageHref } from "./review-page-query";

const TABS: readonly ReviewTab[] = ["awaiting", "written"];

/** 작성 가능한 리뷰 N | 작성한 리뷰 N, as links (each tab is its own address). */
export function ReviewTabs({ tab, counts }: { tab: ReviewTab; counts: Record<ReviewTab, number> }) {
  return (
    <nav aria-label="리뷰 구분">
      <ul className={styles.tabs}>
        {TABS.map((each) => (
          <li key={each}>
            <Link
              to={reviewPageHref({ tab: each })}
              className={styles.tab}
              aria-current={each === tab ? "page" : undefined}
              aria-label={`${REVIEW_TAB_LABELS[each]} ${counts[each]}건`}
              preventScrollReset
            >
              {REVIEW_TAB_LABELS[each]}
              <span className={styles.tabCount}>{formatNumber(counts[each])}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
