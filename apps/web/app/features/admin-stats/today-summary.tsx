import type { StatsDay } from "@shop/contracts/admin-stats";
import { formatNumber, formatWon } from "@shop/core/format/number";
import styles from "./admin-stats.module.css";

/** The summary cards: today's orders, paid amount, cancels and returns, new members (operators). */
export function TodaySummary({ today, compact = false }: { today: StatsDay; compact?: boolean }) {
  const refunds = today.cancelAmount + today.returnAmount;
  return (
    <ul className={styles.summary} aria-label="오늘 요약">
      <li className={styles.card}>
        <p className={styles.cardLabel}>오늘 주문</p>
        <p className={styles.cardValue} data-testid="today-orders">
          {formatNumber(today.orderCount)}건
        </p>
      </li>
      <li className={styles.card}>
        <p className={styles.cardLabel}>결제 금액</p>
        <p className={styles.cardValue} data-testid="today-paid">
          {formatWon(today.paidAmount)}
        </p>
      </li>
      {compact ? null : (
        <li className={styles.card}>
          <p className={styles.cardLabel}>취소/환불</p>
          <p className={styles.cardValue}>{formatWon(refunds)}</p>
          <p className={styles.cardNote}>
            취소 {formatNumber(today.cancelCount)}건 · 반품 {formatNumber(today.returnCount)}건
          </p>
        </li>
      )}
      {compact || today.newMembers === null ? null : (
        <li className={styles.card}>
          <p className={styles.cardLabel}>신규 회원</p>
          <p className={styles.cardValue}>{formatNumber(today.newMembers)}명</p>
        </li>
      )}
    </ul>
  );
}
