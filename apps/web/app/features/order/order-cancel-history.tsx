import type { OrderClaim } from "@shop/contracts/order-cancel";
import { koreaDateTime } from "@shop/core/format/korea-date";
import { formatWon } from "@shop/core/format/number";
import styles from "./order-cancel.module.css";

/**
 * 취소/반품/교환 내역 of my page's order: each cancel, return or exchange with when it was done, its lines, the money
 * back, the points back, the shipping kept back and why the shop refused it; nothing while the order has none.
 */
export function OrderCancelHistory({ claims }: { claims: readonly OrderClaim[] }) {
  if (claims.length === 0) return null;
  return (
    <section className={styles.history} aria-labelledby="my-order-claims">
      <h2 id="my-order-claims" className={styles.historyTitle}>
        취소/반품/교환 내역
      </h2>
      <ol className={styles.claims}>
        {claims.map((claim) => (
          <li key={claim.claimId} className={styles.claim}>
            <div className={styles.claimHead}>
              <span className={styles.claimKind}>{claim.kindLabel}</span>
              <span
                className={
                  claim.status === "failed" || claim.status === "refused"
                    ? `${styles.claimStatus} ${styles.claimFailed}`
                    : styles.claimStatus
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
                <dt>{claim.kindLabel} 사유</dt>
                <dd>{claim.reason}</dd>
              </div>
              {claim.photos.length > 0 ? (
                <div>
                  <dt>첨부 사진</dt>
                  <dd>{claim.photos.length}장</dd>
                </div>
              ) : null}
              {claim.refuseReason ? (
                <div className={styles.claimReason}>
                  <dt>거부 사유</dt>
                  <dd>{claim.refuseReason}</dd>
                </div>
              ) : null}
              {claim.returnFee > 0 ? (
                <div>
                  <dt>반품 배송비({claim.shippingPayerLabel})</dt>
                  <dd className={styles.minus}>-{formatWon(claim.returnFee)}</dd>
                </div>
              ) : null}
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
              {claim.kind === "exchange" ? null : (
                <div className={styles.claimTotal}>
                  <dt>{claim.kind === "return" && claim.status !== "completed" ? "환불 예정 금액" : "환불 금액"}</dt>
                  <dd>{formatWon(claim.refundAmount)}</dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
}
