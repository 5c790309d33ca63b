import { Link } from "react-router";
import styles from "../../components/ui/paper-document.module.css";
import { CART_PATH } from "../../lib/checkout-links";
import type { QuotePageData } from "./quote-page.server";
import { QuoteSheet } from "./quote-sheet";
import { QuoteToolbar } from "./quote-toolbar";

/** The quote page: the tools and the sheet, or why there is nothing to quote with the way back to the cart. */
export function QuotePageView({ data }: { data: QuotePageData }) {
  if (!data.quote) {
    return (
      <div className={styles.page}>
        <div className={styles.problem}>
          <h1 className={styles.problemTitle}>견적서</h1>
          <p className={styles.problemText} role="alert">
            {data.problem}
          </p>
          <Link to={CART_PATH} className={`${styles.toolButton} ${styles.toolButtonPrimary}`}>
            장바구니로 가기
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <QuoteToolbar options={data.options} />
      <QuoteSheet quote={data.quote} />
    </div>
  );
}
