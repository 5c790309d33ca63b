import { Link } from "react-router";
import styles from "../../components/ui/paper-document.module.css";
import { statementPdfHref } from "../../lib/document-links";
import type { StatementPageData } from "./documents.server";
import { StatementSheet } from "./statement-sheet";

/** The statement page: 주문 상세, 인쇄 and PDF 다운로드 over the sheet, or why there is none yet. */
export function StatementPageView({ data, orderHref }: { data: StatementPageData; orderHref: string }) {
  if (!data.statement) {
    return (
      <div className={styles.page}>
        <div className={styles.problem}>
          <h1 className={styles.problemTitle}>거래명세서</h1>
          <p className={styles.problemText} role="alert">
            {data.problem}
          </p>
          <Link to={orderHref} className={`${styles.toolButton} ${styles.toolButtonPrimary}`}>
            주문 목록으로
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Link to={orderHref} className={styles.toolButton}>
          주문 목록
        </Link>
        <div className={styles.toolbarActions}>
          <button type="button" className={styles.toolButton} onClick={() => window.print()}>
            인쇄
          </button>
          <a
            href={statementPdfHref(data.statement.orderCode)}
            className={`${styles.toolButton} ${styles.toolButtonPrimary}`}
            download
          >
            PDF 다운로드
          </a>
        </div>
      </div>
      <StatementSheet statement={data.statement} />
    </div>
  );
}
