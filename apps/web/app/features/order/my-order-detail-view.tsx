import type { OrderDetail } from "@shop/contracts/order";
import { koreaDateTime } from "@shop/core/format/korea-date";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { OrderBoxes } from "./order-boxes";
import cancelStyles from "./order-cancel.module.css";
import { OrderCancelButton, OrderCancelDialog, type OrderCancelState } from "./order-cancel-dialog";
import { OrderCancelHistory } from "./order-cancel-history";
import { ConfirmPurchaseForm } from "./order-confirm";
import { InfoSection, ordererRows, paymentRows, receiverRows } from "./order-info";
import styles from "./order-pages.module.css";
import { OrderPriceSummary } from "./order-price-summary";
import returnStyles from "./order-return.module.css";
import type { ClaimStart, OrderReturnActionData } from "./order-return-action.server";
import { OrderClaimButtons, OrderReturnDialog } from "./order-return-dialog";
import { hasDeliveredLine } from "./order-return-form";
import { VirtualAccountCard } from "./virtual-account-card";

/**
 * My page's order (SPEC §2 /mypage/order/:sequence/:code): each box with its lines and their status, 주문 취소 while
 * some line has not shipped, 구매확정 once delivered, 결제정보 (the virtual account while the deposit is awaited),
 * 취소/반품/교환 내역, 배송지 and the orderer.
 */
export function MyOrderDetailView({
  order,
  copiedMessage,
  cancel,
  documents,
  claim,
}: {
  order: OrderDetail;
  copiedMessage: string;
  cancel: OrderCancelState;
  /** 증빙 서류 (거래명세서, 세금계산서) of a paid order: the documents feature's, given by the route. */
  documents?: ReactNode;
  /** The return or exchange form while the address opens it, and its action's answer. */
  claim?: { start: ClaimStart | null; answer: OrderReturnActionData | undefined };
}) {
  const account = order.payment.virtualAccount;
  const claimable = hasDeliveredLine(order);
  return (
    <section className={styles.myOrders} aria-labelledby="my-order-title">
      <h1 id="my-order-title" className={styles.pageTitle}>
        주문 상세
      </h1>
      <div className={styles.detailHead}>
        <p>
          주문번호 <strong>{order.orderCode}</strong>{" "}
          {order.kind === "designated" ? <span className={styles.kindBadge}>지정거래</span> : null}
        </p>
        <p className={styles.orderedAt}>주문일시 {koreaDateTime(order.orderedAt)}</p>
        <span className={styles.orderStatus}>{order.statusLabel}</span>
      </div>
      <OrderCancelDialog order={order} state={cancel} />
      {claim ? <OrderReturnDialog order={order} start={claim.start} answer={claim.answer} /> : null}
      {account ? (
        <VirtualAccountCard account={account} amount={order.orderPrice.orderPayAmount} copiedMessage={copiedMessage} />
      ) : null}
      <section className={styles.linesSection} aria-labelledby="my-order-lines">
        <div className={cancelStyles.linesHead}>
          <h2 id="my-order-lines" className={styles.sectionTitle}>
            주문상품
          </h2>
          {order.cancel.available ? (
            <>
              <OrderCancelButton />
              <p className={cancelStyles.linesHint}>상품이 발송되기 전까지는 바로 취소하실 수 있습니다.</p>
            </>
          ) : null}
          {claimable ? (
            <>
              <span className={returnStyles.claimButtons}>
                <OrderClaimButtons />
              </span>
              <p className={cancelStyles.linesHint}>
                받으신 상품에 문제가 있으면 배송 완료 후 30일 이내에 반품·교환을 신청해 주세요.
              </p>
            </>
          ) : null}
        </div>
        <OrderBoxes boxes={order.boxes} showStatus />
        {order.status === "delivered" ? <ConfirmPurchaseForm /> : null}
      </section>
      <OrderPriceSummary price={order.orderPrice} title="결제 금액" headingId="my-order-price" />
      {documents}
      <OrderCancelHistory claims={order.claims} />
      <InfoSection id="my-order-payment" title="결제정보" rows={paymentRows(order)} />
      <InfoSection id="my-order-receiver" title="배송지" rows={receiverRows(order.receiver)} />
      <InfoSection id="my-order-orderer" title="주문자 정보" rows={ordererRows(order.orderer)} />
      <Link to="/mypage/order" className={styles.backToList}>
        주문 목록으로
      </Link>
    </section>
  );
}
