import type { OrderDetail } from "@shop/contracts/order";
import { koreaDateTime } from "@shop/core/format/korea-date";
import { data, Form, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { intentOf } from "../../components/form/form-action.server";
import { COPY_DONE } from "../../features/item/share";
import { OrderBoxes } from "../../features/order/order-boxes";
import cancelStyles from "../../features/order/order-cancel.module.css";
import { cancelOrderLines, loadCancelPreview } from "../../features/order/order-cancel-action.server";
import { OrderCancelButton, OrderCancelDialog, type OrderCancelState } from "../../features/order/order-cancel-dialog";
import { CANCEL_INTENTS } from "../../features/order/order-cancel-form";
import { OrderCancelHistory } from "../../features/order/order-cancel-history";
import { InfoSection, ordererRows, paymentRows, receiverRows } from "../../features/order/order-info";
import { OrderPriceSummary } from "../../features/order/order-price-summary";
import { VirtualAccountCard } from "../../features/order/virtual-account-card";
import { loadGuestOrder } from "../../features/order-lookup/guest-order.server";
import styles from "../../features/order-lookup/order-lookup.module.css";
import {
  closeGuestOrder,
  GUEST_ORDER_PATH,
  lookUpGuestOrder,
  type OrderLookupActionData,
} from "../../features/order-lookup/order-lookup-action.server";
import { OrderLookupForm } from "../../features/order-lookup/order-lookup-form";
import { GUEST_ORDER_ENDED_MESSAGE } from "../../features/order-lookup/order-lookup-spec";
import { readProtectedForm } from "../../lib/auth.server";
import { pageMeta } from "../../lib/page-meta";
import { getShopperSession, hasGuestToken } from "../../lib/session.server";
import type { Route } from "./+types/no-member";

// SPEC §2 /order/no-member: a non-member finds an order by its number and order password. A guest's browser keeps
// it open in its session (the guest token the API let read and cancel it) until the token ends or 조회 종료; with
// `?cancel=1` the cancel form opens, as on my page. A member's browser sees the order in the lookup's answer only.

/** 조회 종료: the order leaves the session. */
const CLOSE_INTENT = "close";

/** The order this browser's session opened, and with `?cancel=1` the cancel form's starting refund. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await getShopperSession(request);
  const guest = await loadGuestOrder(request, context, session);
  const cancelStart = guest.order ? await loadCancelPreview(request, context, guest.order, true) : null;
  const body = { order: guest.order, ended: guest.ended, cancelStart };
  return guest.setCookie ? data(body, { headers: { "Set-Cookie": guest.setCookie } }) : body;
}

/** The lookup (the form), 조회 종료, or the cancel form's refund preview and cancel of the open order. */
export async function action({ request, context }: Route.ActionArgs) {
  const { form, session } = await readProtectedForm(request);
  const intent = intentOf(form);
  if (intent === CLOSE_INTENT) return closeGuestOrder(request, session);
  if (intent === CANCEL_INTENTS.preview || intent === CANCEL_INTENTS.confirm) {
    const orderCode = session.get("guestOrderCode");
    // The order is no longer open here (closed in another tab, the token ended): the page says so.
    if (!orderCode || !hasGuestToken(session)) throw redirect(GUEST_ORDER_PATH);
    return cancelOrderLines(
      context,
      { request, callerHandlesErrors: true },
      form,
      session,
      orderCode,
      GUEST_ORDER_PATH,
    );
  }
  return lookUpGuestOrder(request, context, form, session);
}

/** A refund preview (the cancel form's fetcher) changes nothing the page loaded. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === CANCEL_INTENTS.preview ? false : defaultShouldRevalidate;
}

// An order's address and phone: never kept by a browser or a proxy. The root's cookies ride along, and the loader's
// when it closed an order that can no longer be shown.
export function headers({ parentHeaders, loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  for (const source of [loaderHeaders, actionHeaders]) {
    const cookie = source.get("Set-Cookie");
    if (cookie) headers.append("Set-Cookie", cookie);
  }
  headers.set("cache-control", "no-store");
  return headers;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "비회원 주문조회").filter((tag) => !("name" in tag && tag.name === "robots")),
  { name: "robots", content: "noindex, nofollow" },
];

export default function GuestOrderLookupPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.order) {
    const cancel: OrderCancelState = { start: loaderData.cancelStart, answer: actionData };
    return <GuestOrder order={loaderData.order} cancel={cancel} />;
  }
  const answer = actionData as OrderLookupActionData | undefined;
  if (answer?.order) return <GuestOrder order={answer.order} cancel={null} />;
  const ended = loaderData.ended && !answer ? { formError: GUEST_ORDER_ENDED_MESSAGE } : answer;
  return <OrderLookupForm answer={ended} />;
}

/**
 * The order found: number, date and status, the deposit account while awaited, the boxes with 주문 취소 before they
 * ship (`cancel`: the order is open in the guest's session), the money, its cancels, the rest.
 */
function GuestOrder({ order, cancel }: { order: OrderDetail; cancel: OrderCancelState | null }) {
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
      {cancel ? <OrderCancelDialog order={order} state={cancel} /> : null}
      {account ? (
        <VirtualAccountCard account={account} amount={order.orderPrice.orderPayAmount} copiedMessage={COPY_DONE} />
      ) : null}
      <div className={styles.resultGrid}>
        <section className={styles.linesSection} aria-labelledby="guest-order-lines">
          <div className={cancelStyles.linesHead}>
            <h2 id="guest-order-lines" className={styles.sectionTitle}>
              주문상품
            </h2>
            {cancel && order.cancel.available ? (
              <>
                <OrderCancelButton />
                <p className={cancelStyles.linesHint}>상품이 발송되기 전까지는 바로 취소하실 수 있습니다.</p>
              </>
            ) : null}
          </div>
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
      <OrderCancelHistory claims={order.claims} />
      <p className={styles.privacyNote}>
        {cancel
          ? "개인정보 보호를 위해 주문 내역은 이 브라우저에서 잠시 동안만 보여 드립니다. 다 보셨으면 조회 종료를 눌러 주세요."
          : "개인정보 보호를 위해 주문 내역은 이 화면에서만 보여 드립니다. 다시 보시려면 주문번호와 주문 비밀번호를 다시 입력해 주세요."}
      </p>
      <div className={styles.actions}>
        {cancel ? (
          <Form method="post" className={styles.closeForm}>
            <CsrfField />
            <button type="submit" name="intent" value={CLOSE_INTENT} className={styles.secondaryAction}>
              조회 종료
            </button>
          </Form>
        ) : (
          <Link to="/order/no-member" className={styles.secondaryAction}>
            다른 주문 조회
          </Link>
        )}
        <Link to="/" className={styles.primaryAction}>
          쇼핑 계속하기
        </Link>
      </div>
    </section>
  );
}
