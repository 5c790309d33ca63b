import type { OrderCashReceipt } from "@shop/contracts/order-documents";
import { formatWon } from "@shop/core/format/number";
import { Link } from "react-router";
import { statementHref, TAX_BILL_PARAM } from "../../lib/document-links";
import styles from "./documents.module.css";
import type { OrderDocumentsData } from "./documents.server";
import { TaxBillDialog } from "./tax-bill-dialog";

/** 현금영수증: its type and number, what it states now, its status and the tax office's approval number. */
function CashReceiptLine({ receipt }: { receipt: OrderCashReceipt }) {
  return (
    <dl className={styles.cashReceipt} aria-label="현금영수증">
      <div>
        <dt>현금영수증</dt>
        <dd>
          {receipt.receiptTypeLabel} {receipt.maskedReceiptNo}
        </dd>
      </div>
      <div>
        <dt>발급 금액</dt>
        <dd>
          {formatWon(receipt.balanceAmount)}
          {receipt.cancelledAmount > 0 ? ` (취소 ${formatWon(receipt.cancelledAmount)})` : ""}
        </dd>
      </div>
      <div>
        <dt>상태</dt>
        <dd data-testid="cash-receipt-status">{receipt.statusLabel}</dd>
      </div>
      {receipt.approveNo ? (
        <div>
          <dt>승인번호</dt>
          <dd>{receipt.approveNo}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * 증빙 서류 on the member's order page once it is paid: 거래명세서 (its printable page) and, for a company buyer,
 * 세금계산서 with the number of bills, opening the tax bill modal.
 */
export function OrderDocumentsBar({ documents }: { documents: OrderDocumentsData }) {
  if (!documents.statement) return null;
  const count = documents.taxBillCount;
  return (
    <section className={styles.bar} aria-labelledby="order-documents-title">
      <h2 id="order-documents-title" className={styles.barTitle}>
        증빙 서류
      </h2>
      <div className={styles.barActions}>
        <Link to={statementHref(documents.orderCode)} className={styles.barButton}>
          거래명세서
        </Link>
        {count !== null && count > 0 ? (
          <Link to={`?${TAX_BILL_PARAM}=1`} className={styles.barButton} preventScrollReset>
            세금계산서 <span className={styles.count}>{count}건</span>
          </Link>
        ) : null}
      </div>
      {documents.cashReceipt ? <CashReceiptLine receipt={documents.cashReceipt} /> : null}
      {documents.taxBills ? <TaxBillDialog bills={documents.taxBills} /> : null}
    </section>
  );
}
