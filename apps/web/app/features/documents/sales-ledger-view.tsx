import { formatNumber, formatWon } from "@shop/core/format/number";
import { Form, Link } from "react-router";
import { PaginationNav } from "../../components/ui/pagination-nav";
import { CONVERSE_BUSINESS_PATH, salesLedgerHref } from "../../lib/document-links";
import styles from "./documents.module.css";
import type { SalesLedgerPageData } from "./documents.server";
import { LEDGER_PERIODS, ledgerPeriodRange } from "./ledger-period";

/** 이번 달 · 지난달 · 최근 3개월 links and 직접 선택 with two days (a GET form: the address holds the period). */
function LedgerPeriodFilter({ filters, now }: { filters: SalesLedgerPageData["filters"]; now: Date }) {
  return (
    <div className={styles.filters}>
      <ul className={styles.periods} aria-label="조회 기간">
        {LEDGER_PERIODS.map((period) => (
          <li key={period.value}>
            <Link
              to={salesLedgerHref(ledgerPeriodRange(period.value, now))}
              className={styles.periodLink}
              aria-current={filters.period === period.value ? "true" : undefined}
            >
              {period.label}
            </Link>
          </li>
        ))}
      </ul>
      <Form method="get" className={styles.customRange} aria-label="직접 선택">
        <label className={styles.dateField}>
          시작일
          <input type="date" name="from" defaultValue={filters.from} required />
        </label>
        <span aria-hidden="true">~</span>
        <label className={styles.dateField}>
          종료일
          <input type="date" name="to" defaultValue={filters.to} required />
        </label>
        <button type="submit" className={styles.searchButton}>
          조회
        </button>
      </Form>
    </div>
  );
}

/**
 * The company buyer's purchase ledger (거래 원장, decision 021): the period, the totals split into 과세 공급가액, 부가세
 * and 면세, the rows of the page and 엑셀 다운로드 of the whole period; or why there is none.
 */
export function SalesLedgerView({ data }: { data: SalesLedgerPageData }) {
  const { filters, ledger } = data;
  const now = new Date(data.now);
  if (data.companyOnly) {
    return (
      <section className={styles.ledger} aria-labelledby="ledger-title">
        <h1 id="ledger-title" className={styles.pageTitle}>
          거래 원장
        </h1>
        <p className={styles.problem} role="alert">
          {data.problem}
        </p>
        <p className={styles.hint}>
          사업자 회원으로 전환하시려면 <Link to="/mypage/modify">회원정보 수정</Link>에서 사업자 정보를 입력해 주세요.
        </p>
      </section>
    );
  }
  return (
    <section className={styles.ledger} aria-labelledby="ledger-title">
      <h1 id="ledger-title" className={styles.pageTitle}>
        거래 원장
      </h1>
      <p className={styles.hint}>
        결제한 주문의 상품과 배송비를 결제일 기준으로 보여 드립니다. 금액은 쿠폰·적립금을 뺀 결제 금액이며, 미가공
        축산물·농산물은 면세, 가공식품은 과세(부가세 포함)입니다.
      </p>
      <LedgerPeriodFilter filters={filters} now={now} />
      {data.problem ? (
        <p className={styles.problem} role="alert">
          {data.problem}
        </p>
      ) : null}
      {ledger ? (
        <>
          <div className={styles.ledgerHead}>
            <p className={styles.rangeNote}>
              {ledger.buyer.companyName} ({ledger.buyer.businessNumber}) · {ledger.period.from.replaceAll("-", ".")} ~{" "}
              {ledger.period.to.replaceAll("-", ".")}
            </p>
            <div className={styles.downloads}>
              <a href={salesLedgerHref(ledger.period, { file: true })} className={styles.downloadButton} download>
                엑셀 다운로드
              </a>
              <a href={CONVERSE_BUSINESS_PATH} className={styles.barButton} download>
                거래처 등록 정보
              </a>
            </div>
          </div>
          <dl className={styles.ledgerTotals} aria-label="기간 합계">
            <div>
              <dt>과세 공급가액</dt>
              <dd>{formatWon(ledger.totals.taxableSupplyAmount)}</dd>
            </div>
            <div>
              <dt>부가세</dt>
              <dd>{formatWon(ledger.totals.vatAmount)}</dd>
            </div>
            <div>
              <dt>면세 공급가액</dt>
              <dd>{formatWon(ledger.totals.taxFreeAmount)}</dd>
            </div>
            <div className={styles.billTotal}>
              <dt>합계</dt>
              <dd data-testid="ledger-total">{formatWon(ledger.totals.totalAmount)}</dd>
            </div>
          </dl>
          {ledger.list.length === 0 ? (
            <p className={styles.empty}>조회 기간에 결제한 주문이 없습니다.</p>
          ) : (
            <table className={styles.ledgerTable}>
              <caption className="visually-hidden">거래 원장 내역</caption>
              <thead>
                <tr>
                  <th scope="col">결제일</th>
                  <th scope="col">주문번호</th>
                  <th scope="col">품목</th>
                  <th scope="col">수량</th>
                  <th scope="col">결제 금액</th>
                  <th scope="col">공급가액</th>
                  <th scope="col">부가세</th>
                  <th scope="col">구분</th>
                </tr>
              </thead>
              <tbody>
                {ledger.list.map((row) => (
                  <tr key={`${row.orderCode}-${row.kind}-${row.orderItemId ?? row.itemName}`}>
                    <td data-label="결제일">{row.date}</td>
                    <td data-label="주문번호">{row.orderCode}</td>
                    <td data-label="품목" className={styles.itemCell}>
                      <span>
                        {row.itemName}
                        {row.optionName ? <span className={styles.option}> · {row.optionName}</span> : null}
                      </span>
                    </td>
                    <td data-label="수량" className={styles.number}>
                      {formatNumber(row.quantity)}
                    </td>
                    <td data-label="결제 금액" className={styles.number}>
                      {formatWon(row.paidAmount)}
                    </td>
                    <td data-label="공급가액" className={styles.number}>
                      {formatWon(row.supplyAmount)}
                    </td>
                    <td data-label="부가세" className={styles.number}>
                      {formatWon(row.vatAmount)}
                    </td>
                    <td data-label="구분" className={styles.center}>
                      {row.taxTypeLabel}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <PaginationNav pagination={ledger.pagination} />
        </>
      ) : null}
    </section>
  );
}
