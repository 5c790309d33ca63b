import type { Cart } from "@shop/contracts/cart";
import { formatWon } from "@shop/core/format/number";
import { Link } from "react-router";
import { checkoutHref } from "../../lib/checkout-links";
import { naverPayHref } from "../../lib/naverpay-links";
import { quoteHref } from "../../lib/quote-links";
import styles from "./cart-page.module.css";
import { NOTHING_TO_ORDER_MESSAGE } from "./cart-view";

interface SummaryProps {
  orderPrice: Cart["orderPrice"];
  /** 착불 fees of the selected boxes: paid to the courier, so not in 결제예정금액. */
  onDeliveryShipping: number;
  /** The lines 주문하기 orders (the selection as shown). */
  selectedIds: readonly number[];
  /** The selection is being saved: the money shown is the previous selection's. */
  saving: boolean;
  /** The cart's displayNaverPayFlag: N pay 구매 can order the selection (a member with a base address). */
  naverPay: boolean;
}

/** 총 상품금액, 배송비, 할인금액 and 결제예정금액 of the selected lines (SPEC §3 orderPrice), with 주문하기. */
export function CartSummary({ orderPrice, onDeliveryShipping, selectedIds, saving, naverPay }: SummaryProps) {
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-title" aria-busy={saving}>
      <h2 id="cart-summary-title" className={styles.summaryTitle}>
        결제 예정 금액
      </h2>
      <dl className={styles.amounts}>
        <div>
          <dt>총 상품금액</dt>
          <dd>{formatWon(orderPrice.totalItemPrice)}</dd>
        </div>
        <div>
          <dt>배송비</dt>
          <dd>{orderPrice.totalShippingAmount > 0 ? `+${formatWon(orderPrice.totalShippingAmount)}` : "0원"}</dd>
        </div>
        <div>
          <dt>할인금액</dt>
          <dd className={orderPrice.totalDiscountAmount > 0 ? styles.discount : undefined}>
            {orderPrice.totalDiscountAmount > 0 ? `-${formatWon(orderPrice.totalDiscountAmount)}` : "0원"}
          </dd>
        </div>
        <div className={styles.payTotal}>
          <dt>결제예정금액</dt>
          <dd data-testid="order-pay-amount">{formatWon(orderPrice.orderPayAmount)}</dd>
        </div>
      </dl>
      {onDeliveryShipping > 0 ? (
        <p className={styles.summaryNote}>착불 배송비 {formatWon(onDeliveryShipping)}은 상품을 받으실 때 결제합니다.</p>
      ) : null}
      <p className={styles.summaryNote}>쿠폰과 포인트는 주문서에서 적용하실 수 있습니다.</p>
      <OrderButton selectedIds={selectedIds} className={styles.orderButton} />
      {selectedIds.length > 0 ? (
        <Link to={quoteHref({ cartIds: selectedIds })} className={styles.quoteButton}>
          견적서
        </Link>
      ) : null}
      {naverPay && selectedIds.length > 0 ? <NaverPayButton selectedIds={selectedIds} /> : null}
    </section>
  );
}

/** The phone's order bar, kept above the bottom menu while the list scrolls. */
export function MobileOrderBar({
  orderPayAmount,
  selectedIds,
}: {
  orderPayAmount: number;
  selectedIds: readonly number[];
}) {
  return (
    <div className={styles.orderBar}>
      <p className={styles.orderBarAmount}>
        <span>결제예정금액</span>
        <strong>{formatWon(orderPayAmount)}</strong>
      </p>
      <OrderButton selectedIds={selectedIds} className={styles.orderBarButton} />
    </div>
  );
}

/** 주문하기: checkout of the selected lines; with none it is off and says why. */
function OrderButton({ selectedIds, className }: { selectedIds: readonly number[]; className: string | undefined }) {
  if (selectedIds.length === 0) {
    return (
      <div className={styles.orderOff}>
        <button type="button" className={className} disabled>
          주문하기
        </button>
        <p className={styles.orderHint}>{NOTHING_TO_ORDER_MESSAGE}</p>
      </div>
    );
  }
  return (
    <Link to={checkoutHref(selectedIds)} className={className}>
      {selectedIds.length}개 상품 주문하기
    </Link>
  );
}

/**
 * N pay 구매 (Naver Pay's button, drawn in text in its green): the selection ordered to the member's base address on
 * one confirmation page, then paid in the Naver Pay window — no order form.
 */
function NaverPayButton({ selectedIds }: { selectedIds: readonly number[] }) {
  return (
    <div className={styles.naverPay}>
      <Link to={naverPayHref(selectedIds)} className={styles.naverPayButton}>
        <span className={styles.naverPayMark}>
          <span className={styles.naverPayN}>N</span> pay
        </span>{" "}
        구매
      </Link>
      <p className={styles.naverPayNote}>기본 배송지로 바로 주문하고 네이버페이로 결제해요.</p>
    </div>
  );
}
