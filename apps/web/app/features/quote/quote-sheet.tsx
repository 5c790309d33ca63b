import type { Quote } from "@shop/contracts/quote";
import { formatNumber, formatWon } from "@shop/core/format/number";
import { TAX_TYPE_LABELS } from "@shop/core/order/sales-ledger";
import { paperDateText, SupplierBox } from "../../components/ui/paper-document";
import styles from "../../components/ui/paper-document.module.css";

/** Whom the quote is made out to: "한빛식자재(주) 박구매 귀하"; a guest's quote has no name. */
export function receiverText({ name, companyName }: Quote["orderQuote"]["receiver"]): string {
  const who = [companyName, name].filter(Boolean).join(" ");
  return who ? `${who} 귀하` : "귀하";
}

/**
 * The quote (견적서) as a document: number and date, the receiver, the cooperative as 공급자, the total in words and
 * numbers, the lines with shipping per box, the totals, the sellers' business numbers and the notes. The same markup
 * is printed (the page's print stylesheet hides the shop around it).
 */
export function QuoteSheet({ quote }: { quote: Quote }) {
  const { orderQuote, lines, shipping, totals, notes } = quote;
  const { provider } = orderQuote;
  const priced = totals !== null;
  return (
    <article className={styles.sheet} aria-labelledby="quote-title">
      <h1 id="quote-title" className={styles.title}>
        견적서
      </h1>
      <div className={styles.head}>
        <div className={styles.headLeft}>
          <dl className={styles.meta}>
            <div>
              <dt>견적번호</dt>
              <dd data-testid="quote-number">{orderQuote.no}</dd>
            </div>
            <div>
              <dt>견적일자</dt>
              <dd>{paperDateText(orderQuote.date)}</dd>
            </div>
          </dl>
          <p className={styles.receiver}>
            <span className={styles.receiverLabel}>수신</span>
            <strong>{receiverText(orderQuote.receiver)}</strong>
          </p>
          <p className={styles.lead}>아래와 같이 견적합니다.</p>
        </div>
        <SupplierBox supplier={provider} headingId="quote-provider" />
      </div>

      {totals ? (
        <p className={styles.grandTotal} data-testid="quote-grand-total">
          <span className={styles.grandTotalLabel}>합계 금액</span>
          <strong>{totals.grandTotalInWords}</strong>
          <span>(₩{formatNumber(totals.grandTotal)})</span>
        </p>
      ) : null}

      <div className={styles.tableScroll}>
        <table className={styles.lines}>
          <caption className="visually-hidden">견적 품목</caption>
          <thead>
            <tr>
              <th scope="col">No</th>
              <th scope="col">품명</th>
              <th scope="col">규격(옵션)</th>
              <th scope="col">수량</th>
              {priced ? <th scope="col">단가</th> : null}
              {priced ? <th scope="col">금액</th> : null}
              <th scope="col">과세</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <tr key={line.cartId}>
                <td className={styles.center}>{index + 1}</td>
                <td>
                  <span className={styles.itemName}>{line.itemName}</span>
                  <span className={styles.sellerName}>{line.sellerName}</span>
                </td>
                <td>{line.optionName}</td>
                <td className={styles.number}>{formatNumber(line.quantity)}</td>
                {priced ? <td className={styles.number}>{formatNumber(line.unitPrice ?? 0)}</td> : null}
                {priced ? <td className={styles.number}>{formatNumber(line.amount ?? 0)}</td> : null}
                <td className={styles.center}>{TAX_TYPE_LABELS[line.taxType]}</td>
              </tr>
            ))}
            {shipping.map((box) => (
              <tr key={box.boxKey} className={styles.shippingRow}>
                <td />
                <td colSpan={3}>
                  배송비 · {box.title}
                  {box.shippingPaymentType === 2 ? " (착불)" : ""}
                </td>
                {priced ? <td /> : null}
                {priced ? (
                  <td className={styles.number}>
                    {box.fee === 0
                      ? "무료"
                      : box.shippingPaymentType === 2
                        ? `(${formatNumber(box.fee ?? 0)})`
                        : formatNumber(box.fee ?? 0)}
                  </td>
                ) : null}
                <td />
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {totals ? (
        <dl className={styles.totals} aria-label="견적 금액">
          <div>
            <dt>상품 합계</dt>
            <dd>{formatWon(totals.itemTotal)}</dd>
          </div>
          {totals.taxableTotal > 0 ? (
            <>
              <div>
                <dt>면세 상품</dt>
                <dd>{formatWon(totals.exemptTotal)}</dd>
              </div>
              <div>
                <dt>과세 상품</dt>
                <dd>
                  {formatWon(totals.taxableTotal)} (부가세 {formatWon(totals.vatIncluded)} 포함)
                </dd>
              </div>
            </>
          ) : null}
          <div>
            <dt>배송비</dt>
            <dd>{formatWon(totals.shippingTotal)}</dd>
          </div>
          {totals.onDeliveryShipping > 0 ? (
            <div>
              <dt>착불 배송비</dt>
              <dd>{formatWon(totals.onDeliveryShipping)} (수령 시 지불)</dd>
            </div>
          ) : null}
          <div className={styles.totalsSum}>
            <dt>합계</dt>
            <dd>{formatWon(totals.grandTotal)}</dd>
          </div>
        </dl>
      ) : null}

      <section className={styles.sellers} aria-labelledby="quote-sellers">
        <h2 id="quote-sellers" className={styles.subTitle}>
          판매자 사업자등록번호
        </h2>
        <ul>
          {orderQuote.businessNumbers.map((seller) => (
            <li key={seller.sellerId}>
              {seller.sellerName} (대표 {seller.bossName}) <span className={styles.bizNo}>{seller.businessNumber}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.notes} aria-labelledby="quote-notes">
        <h2 id="quote-notes" className={styles.subTitle}>
          안내
        </h2>
        <ul>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
