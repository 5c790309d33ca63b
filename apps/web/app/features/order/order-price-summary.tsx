import type { OrderPrice } from "@shop/contracts/order";
import { formatWon } from "@shop/core/format/number";
import type { ReactNode } from "react";
import styles from "./order.module.css";

interface OrderPriceSummaryProps {
  price: OrderPrice;
  /** The heading of the block (결제 예정 금액 at checkout, 결제 금액 after). */
  title: string;
  /** The label of the last row. */
  totalLabel?: string;
  /** Shown while a new amount is being computed. */
  busy?: boolean;
  children?: ReactNode;
  headingId?: string;
  /**
   * Where coupons and points cannot be used (a non-member's order, the Naver Pay express path): their rows only when
   * something was taken off, instead of a row of 0원 the shopper can do nothing about.
   */
  discountsOnlyWhenUsed?: boolean;
}

/** The order's money (SPEC §3 orderPrice): items, shipping with the island surcharge, coupons, points, the total. */
export function OrderPriceSummary({
  price,
  title,
  totalLabel = "최종 결제금액",
  busy = false,
  children,
  headingId,
  discountsOnlyWhenUsed = false,
}: OrderPriceSummaryProps) {
  return (
    <section className={styles.summary} aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h2 id={headingId} className={styles.summaryTitle}>
        {title}
      </h2>
      <dl className={styles.summaryRows}>
        <div>
          <dt>총 상품금액</dt>
          <dd>{formatWon(price.totalItemPrice)}</dd>
        </div>
        <div>
          <dt>
            배송비
            {price.islandSurchargeAmount > 0 ? (
              <span className={styles.summaryNote}>도서산간 {formatWon(price.islandSurchargeAmount)} 포함</span>
            ) : null}
          </dt>
          <dd>{price.totalShippingAmount > 0 ? `+${formatWon(price.totalShippingAmount)}` : "0원"}</dd>
        </div>
        {discountsOnlyWhenUsed && price.totalDiscountAmount === 0 ? null : (
          <div>
            <dt>쿠폰 할인</dt>
            <dd className={price.totalDiscountAmount > 0 ? styles.minus : undefined}>
              {price.totalDiscountAmount > 0 ? `-${formatWon(price.totalDiscountAmount)}` : "0원"}
            </dd>
          </div>
        )}
        {discountsOnlyWhenUsed && price.totalPointAmount === 0 ? null : (
          <div>
            <dt>적립금 사용</dt>
            <dd className={price.totalPointAmount > 0 ? styles.minus : undefined}>
              {price.totalPointAmount > 0 ? `-${formatWon(price.totalPointAmount)}` : "0원"}
            </dd>
          </div>
        )}
        <div className={styles.summaryTotal}>
          <dt>{totalLabel}</dt>
          <dd aria-live="polite">{formatWon(price.orderPayAmount)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
