import type { OrderStatement } from "@shop/contracts/order-documents";
import { formatNumber, formatWon } from "@shop/core/format/number";
import { paperDateText, SupplierBox } from "../../components/ui/paper-document";
import styles from "../../components/ui/paper-document.module.css";

/**
 * The transaction statement (거래명세서) as a document: number and dates, the buyer, the cooperative as 공급자, the
 * total in words, each line and box shipping with supply amount, VAT and 과세/면세, the totals and the sellers. The
 * same markup is printed (the print stylesheet hides the shop around it).
 */
export function StatementSheet({ statement }: { statement: OrderStatement }) {
  const { supplier, buyer, rows, totals } = statement;
  const receiver = [buyer.companyName, buyer.name].filter(Boolean).join(" ");
  return (
    <article className={styles.sheet} aria-labelledby="statement-title">
      <h1 id="statement-title" className={styles.title}>
        거래명세서
      </h1>
      <div className={styles.head}>
        <div>
          <dl className={styles.meta}>
            <div>
              <dt>명세서번호</dt>
              <dd>{statement.statementNo}</dd>
            </div>
            <div>
              <dt>주문번호</dt>
              <dd data-testid="statement-order-code">{statement.orderCode}</dd>
            </div>
            <div>
              <dt>거래일자</dt>
              <dd>{paperDateText(statement.tradeDate)}</dd>
            </div>
            <div>
              <dt>발행일자</dt>
              <dd>{paperDateText(statement.issuedDate)}</dd>
            </div>
          </dl>
          <p className={styles.receiver}>
            <span className={styles.receiverLabel}>공급받는자</span>
            <strong>{receiver} 귀하</strong>
          </p>
          {buyer.businessNumber ? <p className={styles.lead}>사업자등록번호 {buyer.businessNumber}</p> : null}
          <p className={styles.lead}>아래와 같이 거래하였음을 확인합니다.</p>
        </div>
        <SupplierBox supplier={supplier} headingId="statement-supplier" />
      </div>

      <p className={styles.grandTotal} data-testid="statement-total">
        <span className={styles.grandTotalLabel}>합계 금액</span>
        <strong>{statement.totalInWords}</strong>
        <span>(₩{formatNumber(totals.totalAmount)})</span>
      </p>

      <div className={styles.tableScroll}>
        <table className={styles.lines}>
          <caption className="visually-hidden">거래 품목</caption>
          <thead>
            <tr>
              <th scope="col">No</th>
              <th scope="col">품목</th>
              <th scope="col">규격</th>
              <th scope="col">수량</th>
              <th scope="col">단가</th>
              <th scope="col">공급가액</th>
              <th scope="col">세액</th>
              <th scope="col">구분</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${row.kind}-${row.orderItemId ?? row.itemName}`}>
                <td className={styles.center}>{index + 1}</td>
                <td>
                  <span className={styles.itemName}>{row.itemName}</span>
                  <span className={styles.sellerName}>{row.sellerName}</span>
                </td>
                <td>{row.optionName}</td>
                <td className={styles.number}>{formatNumber(row.quantity)}</td>
                <td className={styles.number}>{formatNumber(row.unitPrice)}</td>
                <td className={styles.number}>{formatNumber(row.supplyAmount)}</td>
                <td className={styles.number}>{formatNumber(row.vatAmount)}</td>
                <td className={styles.center}>{row.taxTypeLabel}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className={styles.totals} aria-label="거래 금액">
        <div>
          <dt>주문 금액</dt>
          <dd>{formatWon(totals.amount)}</dd>
        </div>
        {totals.couponDiscount > 0 ? (
          <div>
            <dt>쿠폰 할인</dt>
            <dd>-{formatWon(totals.couponDiscount)}</dd>
          </div>
        ) : null}
        {totals.pointAmount > 0 ? (
          <div>
            <dt>적립금 사용</dt>
            <dd>-{formatWon(totals.pointAmount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>과세 공급가액</dt>
          <dd>{formatWon(totals.taxableSupplyAmount)}</dd>
        </div>
        <div>
          <dt>부가세</dt>
          <dd>{formatWon(totals.vatAmount)}</dd>
        </div>
        <div>
          <dt>면세 공급가액</dt>
          <dd>{formatWon(totals.taxFreeAmount)}</dd>
        </div>
        <div className={styles.totalsSum}>
          <dt>합계</dt>
          <dd>{formatWon(totals.totalAmount)}</dd>
        </div>
      </dl>

      <section className={styles.sellers} aria-labelledby="statement-sellers">
        <h2 id="statement-sellers" className={styles.subTitle}>
          판매자 사업자 정보
        </h2>
        <ul>
          {statement.sellers.map((seller) => (
            <li key={seller.sellerId}>
              {seller.companyName} (대표 {seller.bossName}){" "}
              <span className={styles.bizNo}>{seller.businessNumber}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.notes} aria-labelledby="statement-notes">
        <h2 id="statement-notes" className={styles.subTitle}>
          안내
        </h2>
        <ul>
          <li>금액은 쿠폰과 적립금을 뺀 결제 금액입니다.</li>
          <li>미가공 축산물·농산물은 부가가치세 면세, 가공식품은 과세(부가세 포함)입니다.</li>
          <li>
            이 명세서는 세금계산서가 아닙니다. 사업자 회원은 주문 상세의 세금계산서에서 판매자별 (세금)계산서를 확인하실
            수 있습니다.
          </li>
        </ul>
      </section>
    </article>
  );
}
