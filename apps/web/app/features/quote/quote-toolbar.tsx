import { Link } from "react-router";
import styles from "../../components/ui/paper-document.module.css";
import { CART_PATH } from "../../lib/checkout-links";
import { type QuoteLinkOptions, quoteHref, quotePdfHref } from "../../lib/quote-links";

/**
 * The quote's tools, never printed: 가격 표시 (a switch that reloads the quote with prices shown or hidden; a link, so
 * it works without JavaScript), 인쇄 (the browser's print dialog) and PDF 다운로드 (the server's PDF of the same quote).
 */
export function QuoteToolbar({ options }: { options: QuoteLinkOptions & { isPriceDisplayInQuote: boolean } }) {
  const shown = options.isPriceDisplayInQuote;
  return (
    <div className={styles.toolbar}>
      <Link
        to={quoteHref({ ...options, isPriceDisplayInQuote: !shown })}
        role="switch"
        aria-checked={shown}
        className={styles.priceSwitch}
        replace
        preventScrollReset
      >
        <span className={styles.switchTrack} aria-hidden="true" />
        가격 표시
      </Link>
      <div className={styles.toolbarActions}>
        <Link to={CART_PATH} className={styles.toolButton}>
          장바구니
        </Link>
        <button type="button" className={styles.toolButton} onClick={() => window.print()}>
          인쇄
        </button>
        <a href={quotePdfHref(options)} className={`${styles.toolButton} ${styles.toolButtonPrimary}`} download>
          PDF 다운로드
        </a>
      </div>
    </div>
  );
}
