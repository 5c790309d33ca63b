import type { orderListSchema } from "@shop/contracts/order";
import { PAYMENT_METHOD_LABELS } from "@shop/contracts/order";
import { koreaDate } from "@shop/core/format/korea-date";
import { formatWon } from "@shop/core/format/number";
import { Form, Link } from "react-router";
import type { z } from "zod";
import { BoxTrackingLine } from "./box-tracking";
import styles from "./order-pages.module.css";
import { ORDER_PERIODS, type OrderListFilters, orderListHref, orderStatusTabs } from "./order-period";

type OrderSummary = z.infer<typeof orderListSchema>["list"][number];

const WAITING: readonly string[] = ["payment_pending", "awaiting_deposit"];
const FINISHED: readonly string[] = ["confirmed", "cancelled"];

function statusClass(status: string) {
  if (WAITING.includes(status)) return `${styles.orderStatus} ${styles.statusWaiting}`;
  if (FINISHED.includes(status)) return `${styles.orderStatus} ${styles.statusDone}`;
  return styles.orderStatus;
}

/** 1개월 · 3개월 · 6개월 links and 직접 선택 with two dates (a GET form: the list's address holds the filters). */
export function OrderPeriodFilter({ filters }: { filters: OrderListFilters }) {
  return (
    <div className={styles.filters}>
      <ul className={styles.periods} aria-label="조회 기간">
        {ORDER_PERIODS.map((period) => (
          <li key={period.value}>
            <Link
              to={orderListHref(filters, { period: period.value })}
              className={styles.periodLink}
              aria-current={filters.period === period.value ? "true" : undefined}
            >
              {period.label}
            </Link>
          </li>
        ))}
      </ul>
      <Form method="get" action="/mypage/order">
        <input type="hidden" name="period" value="custom" />
        {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
        <fieldset className={styles.customRange}>
          <legend>직접 선택</legend>
          <label className={styles.dateField}>
            시작일
            <input type="date" name="from" defaultValue={filters.from} max={filters.to} required />
          </label>
          <span className={styles.rangeDash} aria-hidden="true">
            ~
          </span>
          <label className={styles.dateField}>
            종료일
            <input type="date" name="to" defaultValue={filters.to} required />
          </label>
          <button type="submit" className={styles.searchButton}>
            조회
          </button>
        </fieldset>
      </Form>
      {filters.error ? (
        <p className={styles.filterError} role="alert">
          {filters.error}
        </p>
      ) : (
        <p className={styles.rangeNote}>
          {filters.from.replaceAll("-", ".")} ~ {filters.to.replaceAll("-", ".")} 주문 내역입니다.
        </p>
      )}
    </div>
  );
}

/** The status tabs with each status's count over the period (statusCounts). */
export function OrderStatusTabs({
  filters,
  statusCounts,
}: {
  filters: OrderListFilters;
  statusCounts: Readonly<Record<string, number>>;
}) {
  return (
    <nav aria-label="주문 상태">
      <ul className={styles.tabs}>
        {orderStatusTabs(statusCounts).map((tab) => (
          <li key={tab.status ?? "all"}>
            <Link
              to={orderListHref(filters, { status: tab.status })}
              className={styles.tab}
              aria-current={filters.status === tab.status ? "true" : undefined}
              aria-label={`${tab.label} ${tab.count}건`}
              preventScrollReset
            >
              {tab.label}
              <span className={styles.tabCount}>{tab.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The member's orders: date, number, picture, title, amount and status, each opening its detail. */
export function MyOrderList({ list }: { list: readonly OrderSummary[] }) {
  if (list.length === 0) return <p className={styles.empty}>조회 기간에 주문 내역이 없습니다.</p>;
  return (
    <ul className={styles.orderList}>
      {list.map((order) => {
        const href = `/mypage/order/${order.orderId}/${encodeURIComponent(order.orderCode)}`;
        return (
          <li key={order.orderId} className={styles.orderCard}>
            <div className={styles.orderCardHead}>
              <span className={styles.orderCardDate}>{koreaDate(order.orderedAt)}</span>
              <span className={styles.orderCardCode}>주문번호 {order.orderCode}</span>
              {order.kind === "designated" ? <span className={styles.kindBadge}>지정거래</span> : null}
              <Link to={href} className={styles.detailLink} aria-label={`주문번호 ${order.orderCode} 상세보기`}>
                상세보기 ›
              </Link>
            </div>
            <div className={styles.orderCardBody}>
              <div className={styles.orderThumb}>
                {order.imageSrc ? (
                  <img src={order.imageSrc} alt="" width={80} height={80} loading="lazy" decoding="async" />
                ) : null}
              </div>
              <div>
                <p className={styles.orderTitle}>{order.title}</p>
                <p className={styles.orderAmount}>{formatWon(order.orderPayAmount)}</p>
                {order.paymentMethod ? (
                  <p className={styles.orderMethod}>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</p>
                ) : null}
                {(order.tracking ?? []).map((tracking) => (
                  <BoxTrackingLine key={tracking.trackingNumber} tracking={tracking} />
                ))}
              </div>
              <span className={statusClass(order.status)}>{order.statusLabel}</span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
