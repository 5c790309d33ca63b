import type { OrderClaim } from "@shop/contracts/order-cancel";
import { koreaDate, koreaDateTime } from "@shop/core/format/korea-date";
import { formatWon } from "@shop/core/format/number";
import { Link } from "react-router";
import claimStyles from "./my-claims.module.css";
import styles from "./order-pages.module.css";

/** "한우 등심 1++ 외 1건" for the lines a cancel took. */
export function claimTitle(claim: Pick<OrderClaim, "lines">): string {
  const [first, ...rest] = claim.lines;
  if (!first) return "";
  return rest.length > 0 ? `${first.itemName} 외 ${rest.length}건` : first.itemName;
}

/**
 * My page's 취소/반품 조회: each cancel, return or exchange with its order, what it took, what came back (or will, once
 * a return is picked up) and where it stands, with the shop's reason when it refused.
 */
export function MyClaimList({ list }: { list: readonly OrderClaim[] }) {
  if (list.length === 0) return <p className={styles.empty}>취소/반품 내역이 없습니다.</p>;
  return (
    <ul className={styles.orderList}>
      {list.map((claim) => {
        const href = `/mypage/order/${claim.orderId}/${encodeURIComponent(claim.orderCode)}`;
        const first = claim.lines[0];
        return (
          <li key={claim.claimId} className={styles.orderCard}>
            <div className={styles.orderCardHead}>
              <span className={styles.orderCardDate}>
                {claim.kindLabel} 신청 {koreaDateTime(claim.requestedAt)}
              </span>
              <span className={styles.orderCardCode}>
                주문번호 {claim.orderCode} ({koreaDate(claim.orderedAt)} 주문)
              </span>
              <Link to={href} className={styles.detailLink} aria-label={`주문번호 ${claim.orderCode} 주문 상세`}>
                주문 상세 ›
              </Link>
            </div>
            <div className={styles.orderCardBody}>
              <div className={styles.orderThumb}>
                {first?.imageSrc ? (
                  <img src={first.imageSrc} alt="" width={80} height={80} loading="lazy" decoding="async" />
                ) : null}
              </div>
              <div>
                <p className={styles.orderTitle}>{claimTitle(claim)}</p>
                <p className={styles.orderMethod}>사유: {claim.reason}</p>
                {claim.refuseReason ? <p className={styles.orderMethod}>거부 사유: {claim.refuseReason}</p> : null}
              </div>
              <span
                className={
                  claim.status === "completed" ? `${styles.orderStatus} ${styles.statusDone}` : styles.orderStatus
                }
              >
                {claim.statusLabel}
              </span>
            </div>
            <dl className={claimStyles.amounts}>
              {claim.kind === "exchange" ? (
                <div>
                  <dt>교환 배송비</dt>
                  <dd>판매자 부담</dd>
                </div>
              ) : (
                <div>
                  <dt>{claim.kind === "return" && claim.status !== "completed" ? "환불 예정 금액" : "환불 금액"}</dt>
                  <dd className={claimStyles.refund}>{formatWon(claim.refundAmount)}</dd>
                </div>
              )}
              {claim.returnFee > 0 ? (
                <div>
                  <dt>반품 배송비</dt>
                  <dd>-{formatWon(claim.returnFee)}</dd>
                </div>
              ) : null}
              {claim.pointsRestored > 0 ? (
                <div>
                  <dt>적립금 환원</dt>
                  <dd>{formatWon(claim.pointsRestored)}</dd>
                </div>
              ) : null}
              {claim.shippingDeduction > 0 ? (
                <div>
                  <dt>배송비 차감</dt>
                  <dd>-{formatWon(claim.shippingDeduction)}</dd>
                </div>
              ) : null}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
