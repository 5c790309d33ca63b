import type { PointEntry } from "@shop/contracts/point";
import { koreaDate } from "@shop/core/format/korea-date";
import { formatWon } from "@shop/core/format/number";
import { POINT_VALID_MONTHS } from "@shop/core/member/point-expiry";
import { Link } from "react-router";
import pageStyles from "./mypage.module.css";
import { expiringPointsLine, signedWon } from "./mypage-format";
import styles from "./point-history.module.css";

/**
 * The balance the member can spend now, what of it expires within 30 days (docs/decisions/035), and how points are
 * used and when they expire.
 */
export function PointBalance({
  balance,
  expiringAmount,
  expiringDate,
}: {
  balance: number;
  expiringAmount: number;
  expiringDate: string | null;
}) {
  return (
    <section className={styles.balance} aria-labelledby="point-balance">
      <h2 id="point-balance" className={styles.balanceLabel}>
        사용 가능한 적립금
      </h2>
      <p className={styles.balanceValue}>{formatWon(balance)}</p>
      <p className={expiringAmount > 0 ? styles.expiringSoon : styles.expiring} data-testid="point-expiring">
        {expiringPointsLine(expiringAmount, expiringDate)}
      </p>
      <ul className={styles.notes}>
        <li>적립금은 주문서에서 결제 금액의 일부로 사용하실 수 있습니다.</li>
        <li>적립금은 적립일로부터 {POINT_VALID_MONTHS}개월이 지나면 소멸되며, 먼저 소멸되는 적립금부터 사용됩니다.</li>
        <li>주문을 취소하시면 사용하신 적립금은 원래의 유효기간으로 다시 돌려드립니다.</li>
      </ul>
    </section>
  );
}

/** The history, newest first: date, kind, reason and the signed amount (green when it adds, red when it takes). */
export function PointHistoryList({ list }: { list: readonly PointEntry[] }) {
  if (list.length === 0) {
    return (
      <div className={pageStyles.empty}>
        <p className={styles.emptyText}>적립금 내역이 없습니다.</p>
        <Link to="/" className={pageStyles.emptyAction}>
          쇼핑하러 가기
        </Link>
      </div>
    );
  }
  return (
    <ul className={styles.history}>
      {list.map((entry) => (
        <li key={entry.pointId} className={styles.entry}>
          <span className={styles.date}>{koreaDate(entry.createdAt)}</span>
          <span className={styles.what}>
            <span className={entry.amount >= 0 ? styles.kindPlus : styles.kindMinus}>{entry.kindLabel}</span>
            <span className={styles.reason}>{entry.reason}</span>
          </span>
          <strong className={entry.amount >= 0 ? styles.amountPlus : styles.amountMinus}>
            {signedWon(entry.amount)}
          </strong>
        </li>
      ))}
    </ul>
  );
}
