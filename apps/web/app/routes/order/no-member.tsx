import type { OrderDetail } from "@shop/contracts/order";
import { koreaDateTime } from "@shop/core/format/korea-date";
import { Link } from "react-router";
import { COPY_DONE } from "../../features/item/share";
import { OrderBoxes } from "../../features/order/order-boxes";
import { InfoSection, ordererRows, paymentRows, receiverRows } from "../../features/order/order-info";
import { OrderPriceSummary } from "../../features/order/order-price-summary";
import { VirtualAccountCard } from "../../features/order/virtual-account-card";
import styles from "../../features/order-lookup/order-lookup.module.css";
import { lookUpGuestOrder } from "../../features/order-lookup/order-lookup-action.server";
import { OrderLookupForm } from "../../features/order-lookup/order-lookup-form";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/no-member";

// SPEC §2 /order/no-member: a non-member finds an order by its number and order password. The order is in the
// action's answer only: nothing keeps it (no cookie, no URL), so each look posts the password again.

export async function action({ request, context }: Route.ActionArgs) {
  return lookUpGuestOrder(request, context);
}

// An order's address and phone: never kept by a browser or a proxy. The root's cookies ride along.
export function headers({ parentHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  headers.set("cache-control", "no-store");
  return headers;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "비회원 주문조회").filter((tag) => !("name" in tag && tag.name === "robots")),
  { name: "robots", content: "noindex, nofollow" },
];

export default function GuestOrderLookupPage({ actionData }: Route.ComponentProps) {
  if (actionData?.order) return <GuestOrder order={actionData.order} />;
  return <OrderLookupForm answer={actionData} />;
}

/** The order found: number, date and status, the deposit account while awaited, the boxes, the money, the rest. */
function GuestOrder({ order }: { order: OrderDetail }) {
  const account = order.payment.virtualAccount;
  const cancelled = order.status === "cancelled";
  return (
    <section className={styles.result} aria-labelledby="guest-order-title">
      <header className={styles.resultHead}>
        <h1 id="guest-order-title" className={styles.resultTitle}>
          비회원 주문조회
        </h1>
        <dl className={styles.facts}>
          <div>
            <dt>주문번호</dt>
            <dd className={styles.orderCode}>{order.orderCode}</dd>
          </div>
          <div>
            <dt>주문일시</dt>
            <dd>{koreaDateTime(order.orderedAt)}</dd>
          </div>
          <div>
            <dt>주문상태</dt>
            <dd>
              <span className={cancelled ? `${styles.status} ${styles.statusCancelled}` : styles.status}>
                {order.statusLabel}
              </span>
            </dd>
          </div>
        </dl>
        {cancelled && order.cancelledAt ? (
          <p className={styles.cancelNote}>
            {koreaDateTime(order.cancelledAt)}에 취소되었습니다.{order.cancelReason ? ` (${order.cancelReason})` : ""}
          </p>
        ) : null}
      </header>
      {account ? (
        <VirtualAccountCard account={account} amount={order.orderPrice.orderPayAmount} copiedMessage={COPY_DONE} />
      ) : null}
      <div className={styles.resultGrid}>
        <section className={styles.linesSection} aria-labelledby="guest-order-lines">
          <h2 id="guest-order-lines" className={styles.sectionTitle}>
            주문상품
          </h2>
          <OrderBoxes boxes={order.boxes} showStatus />
        </section>
        <div className={styles.summaryColumn}>
          <OrderPriceSummary
            price={order.orderPrice}
            title={order.status === "awaiting_deposit" ? "입금하실 금액" : "결제 금액"}
            totalLabel={order.status === "awaiting_deposit" ? "입금 금액" : "결제금액"}
            headingId="guest-order-price"
            discountsOnlyWhenUsed
          />
        </div>
        <InfoSection id="guest-order-receiver" title="배송지" rows={receiverRows(order.receiver)} />
        <InfoSection id="guest-order-payment" title="결제정보" rows={paymentRows(order)} />
        <InfoSection id="guest-order-orderer" title="주문자 정보" rows={ordererRows(order.orderer)} />
      </div>
      <p className={styles.privacyNote}>
        개인정보 보호를 위해 주문 내역은 이 화면에서만 보여 드립니다. 다시 보시려면 주문번호와 주문 비밀번호를 다시
        입력해 주세요.
      </p>
      <div className={styles.actions}>
        <Link to="/order/no-member" className={styles.secondaryAction}>
          다른 주문 조회
        </Link>
        <Link to="/" className={styles.primaryAction}>
          쇼핑 계속하기
        </Link>
      </div>
    </section>
  );
}
