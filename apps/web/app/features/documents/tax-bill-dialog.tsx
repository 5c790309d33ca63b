import type { TaxBill, TaxBills } from "@shop/contracts/order-documents";
import { formatNumber, formatWon } from "@shop/core/format/number";
import { useCallback } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Modal } from "../../components/ui/modal";
import styles from "./documents.module.css";

/** "2026-03-10" → "03-10": a bill's 월일 column. */
const monthDay = (date: string) => date.slice(5);

function PartyTable({ title, rows }: { title: string; rows: readonly [string, string][] }) {
  return (
    <table className={styles.partyTable}>
      <caption>{title}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One bill: 공급자 and 공급받는자, 작성일자, the amounts and the rows, as an 전자(세금)계산서 lays them out. */
function TaxBillCard({ bill }: { bill: TaxBill }) {
  const taxed = bill.taxType === "taxable";
  return (
    <article
      className={taxed ? styles.bill : `${styles.bill} ${styles.billTaxFree}`}
      aria-labelledby={`bill-${bill.billNo}`}
      data-testid="tax-bill"
    >
      <header className={styles.billHead}>
        <h3 id={`bill-${bill.billNo}`} className={styles.billTitle}>
          {bill.title}
          <span className={styles.billKind}>(공급받는자 보관용)</span>
        </h3>
        <p className={styles.billNo}>
          No. {bill.billNo} · 작성일자 {bill.writtenDate}
        </p>
      </header>
      <div className={styles.parties}>
        <PartyTable
          title="공급자"
          rows={[
            ["등록번호", bill.supplier.businessNumber],
            ["상호", bill.supplier.companyName],
            ["대표자", bill.supplier.bossName],
            ["주소", bill.supplier.address],
          ]}
        />
        <PartyTable
          title="공급받는자"
          rows={[
            ["등록번호", bill.buyer.businessNumber],
            ["상호", bill.buyer.companyName],
            ["담당자", bill.buyer.bossName],
          ]}
        />
      </div>
      <dl className={styles.billAmounts}>
        <div>
          <dt>공급가액</dt>
          <dd>{formatWon(bill.supplyAmount)}</dd>
        </div>
        {taxed ? (
          <div>
            <dt>세액</dt>
            <dd>{formatWon(bill.vatAmount)}</dd>
          </div>
        ) : null}
        <div className={styles.billTotal}>
          <dt>합계금액</dt>
          <dd>{formatWon(bill.totalAmount)}</dd>
        </div>
      </dl>
      <div className={styles.tableScroll}>
        <table className={styles.billRows}>
          <caption className="visually-hidden">{bill.title} 품목</caption>
          <thead>
            <tr>
              <th scope="col">월일</th>
              <th scope="col">품목</th>
              <th scope="col">수량</th>
              <th scope="col">공급가액</th>
              {taxed ? <th scope="col">세액</th> : null}
            </tr>
          </thead>
          <tbody>
            {bill.rows.map((row) => (
              <tr key={`${row.kind}-${row.orderItemId ?? row.itemName}`}>
                <td className={styles.center}>{monthDay(row.date)}</td>
                <td>
                  {row.itemName}
                  {row.optionName ? <span className={styles.option}> · {row.optionName}</span> : null}
                </td>
                <td className={styles.number}>{formatNumber(row.quantity)}</td>
                <td className={styles.number}>{formatNumber(row.supplyAmount)}</td>
                {taxed ? <td className={styles.number}>{formatNumber(row.vatAmount)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.receipt}>이 금액을 영수함</p>
    </article>
  );
}

/**
 * The tax bill modal of a company buyer's order (SPEC §2 "tax bill"): the order's bills, one per seller and tax type
 * (전자세금계산서 for taxed goods, 전자계산서 for VAT-exempt ones). Opened by `?taxbill=1`; 닫기 is a link, so it
 * closes without script too.
 */
export function TaxBillDialog({ bills }: { bills: TaxBills }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const close = useCallback(() => {
    void navigate(pathname, { replace: true, preventScrollReset: true });
  }, [navigate, pathname]);
  return (
    <Modal
      open
      title="세금계산서"
      onClose={close}
      size="lg"
      footer={
        <Link to={pathname} replace preventScrollReset className={styles.closeLink}>
          닫기
        </Link>
      }
    >
      <p className={styles.billLead}>
        판매자별로 발행되는 (세금)계산서입니다. 가공식품은 전자세금계산서, 미가공 축산물·농산물(면세)은 전자계산서로
        발행됩니다. 금액은 쿠폰과 적립금을 뺀 결제 금액 기준입니다.
      </p>
      <div className={styles.bills}>
        {bills.list.map((bill) => (
          <TaxBillCard key={bill.billNo} bill={bill} />
        ))}
      </div>
      <dl className={styles.billSummary}>
        <div>
          <dt>공급가액 합계</dt>
          <dd>{formatWon(bills.supplyAmount)}</dd>
        </div>
        <div>
          <dt>세액 합계</dt>
          <dd>{formatWon(bills.vatAmount)}</dd>
        </div>
        <div className={styles.billTotal}>
          <dt>총 합계</dt>
          <dd>{formatWon(bills.totalAmount)}</dd>
        </div>
      </dl>
    </Modal>
  );
}
