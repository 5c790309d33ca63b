import { Link } from "react-router";
import styles from "./inquiry-page.module.css";
import { INQUIRY_TAB_LABELS, type InquiryTab, inquiryPageHref } from "./inquiry-page-query";

const TABS: readonly InquiryTab[] = ["qna", "item"];

/** 1:1 문의 | 상품 문의, as links (each tab is its own address, so they work without JavaScript). */
export function InquiryTabs({ tab }: { tab: InquiryTab }) {
  return (
    <nav aria-label="문의 구분">
      <ul className={styles.tabs}>
        {TABS.map((each) => (
          <li key={each}>
            <Link
              to={inquiryPageHref({ tab: each })}
              className={styles.tab}
              aria-current={each === tab ? "page" : undefined}
              preventScrollReset
            >
              {INQUIRY_TAB_LABELS[each]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
