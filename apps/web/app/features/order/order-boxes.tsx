import type { OrderBox, OrderLine } from "@shop/contracts/order";
import { SHIPPING_ON_DELIVERY } from "@shop/core/checkout/delivery-groups";
import { formatWon } from "@shop/core/format/number";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BoxTrackingLine } from "./box-tracking";
import styles from "./order.module.css";

/** "배송비 3,000원", "무료배송" or "배송비 착불" for a box. */
export function boxShippingLabel(box: Pick<OrderBox, "shipping" | "shippingPaymentType">): string {
  if (box.shippingPaymentType === SHIPPING_ON_DELIVERY) return "배송비 착불";
  return box.shipping > 0 ? `배송비 ${formatWon(box.shipping)}` : "무료배송";
}

function LineRow({ line, showStatus, extra }: { line: OrderLine; showStatus: boolean; extra?: ReactNode }) {
  const lineTotal = line.amount - line.couponDiscount;
  const cancelled = line.status === "cancelled";
  return (
    <li className={cancelled ? `${styles.line} ${styles.lineCancelled}` : styles.line}>
      <div className={styles.thumb}>
        {line.imageSrc ? (
          <img src={line.imageSrc} alt="" width={64} height={64} loading="lazy" decoding="async" />
        ) : null}
      </div>
      <div className={styles.lineBody}>
        {showStatus && line.statusLabel ? (
          <span className={cancelled ? `${styles.statusBadge} ${styles.statusCancelled}` : styles.statusBadge}>
            {line.statusLabel}
          </span>
        ) : null}
        <Link to={`/items/${encodeURIComponent(line.itemUserCode)}`} className={styles.lineName}>
          {line.itemName}
        </Link>
        {line.optionName ? <p className={styles.lineOption}>{line.optionName}</p> : null}
        <p className={styles.lineQuantity}>
          {formatWon(line.unitPrice)} · {line.quantity}개
        </p>
        {extra}
      </div>
      <div className={styles.linePrice}>
        {line.couponDiscount > 0 ? (
          <>
            <del className={styles.linePriceBefore}>
              <span className="visually-hidden">할인 전 </span>
              {formatWon(line.amount)}
            </del>
            <span className={styles.lineCoupon}>쿠폰 -{formatWon(line.couponDiscount)}</span>
          </>
        ) : null}
        <strong>{formatWon(lineTotal)}</strong>
      </div>
    </li>
  );
}

interface OrderBoxesProps {
  boxes: readonly OrderBox[];
  /** My page and the order page: each line's status (배송중 …). */
  showStatus?: boolean;
  /** Something under a line (checkout: nothing yet; kept for claims later). */
  lineExtra?: (line: OrderLine) => ReactNode;
}

/**
 * The order's boxes (one per seller and delivery type) with their lines, shipping and the seller-responsibility
 * notice (SPEC §1, §6): the same view on checkout, the order-complete page and my page.
 */
export function OrderBoxes({ boxes, showStatus = false, lineExtra }: OrderBoxesProps) {
  return (
    <div className={styles.boxes}>
      {boxes.map((box) => (
        <section key={box.boxKey} className={styles.box} aria-label={box.title}>
          <header className={styles.boxHeader}>
            <h3 className={styles.boxTitle}>{box.title}</h3>
            <p className={styles.boxShipping}>
              {boxShippingLabel(box)}
              {box.islandSurcharge > 0 ? (
                <span className={styles.boxSurcharge}> (도서산간 +{formatWon(box.islandSurcharge)})</span>
              ) : null}
              {box.couponDiscount > 0 ? (
                <span className={styles.boxCoupon}> 배송비 쿠폰 -{formatWon(box.couponDiscount)}</span>
              ) : null}
            </p>
            {box.tracking ? <BoxTrackingLine tracking={box.tracking} /> : null}
          </header>
          <ul className={styles.lines}>
            {box.lines.map((line) => (
              <LineRow
                key={line.cartId ?? line.orderItemId ?? line.itemUserCode}
                line={line}
                showStatus={showStatus}
                extra={lineExtra?.(line)}
              />
            ))}
          </ul>
          {box.notice ? <p className={styles.boxNotice}>{box.notice}</p> : null}
        </section>
      ))}
    </div>
  );
}
