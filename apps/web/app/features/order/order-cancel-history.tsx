import type { OrderClaim } from "@shop/contracts/order-cancel";
import { koreaDateTime } from "@shop/core/format/korea-date";
import { formatWon } from "@shop/core/format/number";
import styles from "./order-cancel.module.css";

/**
 * 취소/환불 내역 of my page's order: each cancel with when it was done, its lines, the money back, the points back and
 * the shipping kept back; nothing while the order has none.
 */
export function OrderCancelHistory({ claims }: { claims: readonly OrderClaim[] }) {
  if (claims.length === 0) return null;
  return (
    <section className={styles.history} aria-labelledby="my-order-claims">
      <h2 id="my-order-claims" className={styles.historyTitle}>
        취소/환불 내역
      </h2>
      <ol className={styles.claims}>
        {claims.map((claim) => (
          <li key={claim.claimId} className={styles.claim}>
            <div className={styles.claimHead}>
              <span className={styles.claimKind}>{claim.kindLabel}</span>
              <span
                className={
                  claim.status === "failed" ? `${styles.claimStatus} ${styles.claimFailed}` : styles.claimStatus
                }
              >
                {claim.statusLabel}
              </span>
              <time className={styles.claimDate} dateTime={claim.completedAt ?? claim.requestedAt}>
                {koreaDateTime(claim.completedAt ?? claim.requestedAt)}
              </time>
            </div>
            <ul className={styles.claimLines}>
              {claim.lines.map((line) => (
                <li key={line.orderItemId} className={styles.claimLine}>
                  <span className={styles.claimLineName}>{line.itemName}</span>
                  <span className={styles.claimLineMeta}>
                    {line.optionName ? `${line.optionName} · ` : ""}
                    {line.quantity}개
                  </span>
                </li>
              ))}
            </ul>
            <dl className={styles.claimRows}>
              <div className={styles.claimReason}>
                <dt>취소 사유</dt>
                <dd>{claim.reason}</dd>
              </div>
              {claim.shippingDeduction > 0 ? (
                <div>
                  <dt>배송비 차감</dt>
                  <dd className={styles.minus}>-{formatWon(claim.shippingDeduction)}</dd>
                </div>
              ) : null}
              {claim.pointsRestored > 0 ? (
                <div>
                  <dt>적립금 환원</dt>
                  <dd>{formatWon(claim.pointsRestored)}</dd>
                </div>
              ) : null}
              <div className={styles.claimTotal}>
                <dt>환불 금액</dt>
                <dd>{formatWon(claim.refundAmount)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
}
