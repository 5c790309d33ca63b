import type { OrderDetail } from "@shop/contracts/order";
import { koreaDateTime } from "@shop/core/format/korea-date";
import { Link } from "react-router";
import { useCheckoutStep } from "../../lib/checkout-steps";
import { useTrackPurchase } from "../../lib/tracking/track-events";
import { GUEST_ORDER_LOOKUP_PATH } from "./guest-checkout";
import { GuestOrderNumber } from "./guest-order-number";
import { OrderBoxes } from "./order-boxes";
import { InfoSection, paymentRows, receiverRows } from "./order-info";
import styles from "./order-pages.module.css";
import { OrderPriceSummary } from "./order-price-summary";
import { VirtualAccountCard } from "./virtual-account-card";

/** My page's detail of an order (SPEC §2 /mypage/order/:sequence/:code). */
export function myOrderHref(order: Pick<OrderDetail, "orderId" | "orderCode">): string {
  return `/mypage/order/${order.orderId}/${encodeURIComponent(order.orderCode)}`;
}

/** What the order-complete page says first: where the order stands, in the shopper's words. */
export function orderCompleteHeadline(order: OrderDetail): { title: string; lead: string } {
  switch (order.status) {
    case "awaiting_deposit":
      // 일괄 가상계좌 (decision 033): the account is opened later for several orders at once.
      if (order.payment.method === "bulkVbank") {
        return {
          title: "주문이 완료되었습니다",
          lead: "일괄 가상계좌 메뉴에서 다른 주문과 함께 계좌를 발급받아 입금해 주시면 결제가 완료됩니다.",
        };
      }
      return {
        title: "주문이 완료되었습니다",
        lead: "아래 가상계좌로 입금해 주시면 결제가 완료되고 상품 준비를 시작합니다.",
      };
    case "payment_pending":
      if (order.payment.checking) {
        return {
          title: "결제를 확인하고 있습니다",
          lead: "카드사의 승인 결과를 확인하고 있습니다. 결제가 확인되면 주문이 완료되며, 결제되지 않았다면 결제기한이 지난 뒤 주문이 자동으로 취소됩니다. 잠시 후 주문내역에서 확인해 주세요.",
        };
      }
      return {
        title: "결제가 완료되지 않았습니다",
        lead: "결제창에서 결제를 마치지 않은 주문입니다. 결제기한이 지나면 주문이 자동으로 취소됩니다.",
      };
    case "cancelled":
      return { title: "취소된 주문입니다", lead: order.cancelReason ?? "이 주문은 취소되었습니다." };
    default:
      return { title: "주문이 완료되었습니다", lead: "주문해 주셔서 감사합니다. 정성껏 준비해 보내 드리겠습니다." };
  }
}

/**
 * /order/invoice/:id (SPEC §2): 주문이 완료되었습니다, and for a virtual-account order the account to pay into
 * prominently (bank, number with 복사, holder, deadline); the order number, the money, the delivery address, the
 * lines, and the ways on: 주문내역 보기, 쇼핑 계속하기.
 */
export function OrderCompleteView({ order, copiedMessage }: { order: OrderDetail; copiedMessage: string }) {
  useCheckoutStep("purchase", order.status === "paid" || order.status === "awaiting_deposit", order.orderCode);
  useTrackPurchase(order);
  const { title, lead } = orderCompleteHeadline(order);
  const account = order.payment.virtualAccount;
  return (
    <div className={styles.complete}>
      <header className={styles.completeHead}>
        <h1 className={styles.completeTitle}>{title}</h1>
        <p className={styles.completeLead}>{lead}</p>
        {order.member ? (
          <p className={styles.orderNumber}>
            주문번호 <strong>{order.orderCode}</strong>
            <span className={styles.orderedAt}>{koreaDateTime(order.orderedAt)}</span>
          </p>
        ) : (
          <GuestOrderNumber orderCode={order.orderCode} orderedAt={koreaDateTime(order.orderedAt)} />
        )}
      </header>
      {account ? (
        <VirtualAccountCard account={account} amount={order.orderPrice.orderPayAmount} copiedMessage={copiedMessage} />
      ) : null}
      <div className={styles.completeGrid}>
        <div className={styles.completeMain}>
          <InfoSection id="invoice-receiver" title="배송지" rows={receiverRows(order.receiver)} />
          <InfoSection id="invoice-payment" title="결제 정보" rows={paymentRows(order)} />
          <section className={styles.linesSection} aria-labelledby="invoice-lines">
            <h2 id="invoice-lines" className={styles.sectionTitle}>
              주문상품
            </h2>
            <OrderBoxes boxes={order.boxes} />
          </section>
        </div>
        <OrderPriceSummary
          price={order.orderPrice}
          title={order.status === "awaiting_deposit" ? "입금하실 금액" : "결제 금액"}
          totalLabel={order.status === "awaiting_deposit" ? "입금 금액" : "최종 결제금액"}
          headingId="invoice-summary"
        />
      </div>
      <div className={styles.completeActions}>
        <Link to={order.member ? myOrderHref(order) : GUEST_ORDER_LOOKUP_PATH} className={styles.secondaryAction}>
          주문내역 보기
        </Link>
        {order.status === "awaiting_deposit" && order.payment.method === "bulkVbank" ? (
          <Link to="/mypage/bulk-vbank" className={styles.primaryAction}>
            일괄 가상계좌 발급
          </Link>
        ) : (
          <Link to="/" className={styles.primaryAction}>
            쇼핑 계속하기
          </Link>
        )}
      </div>
    </div>
  );
}
