import { STAFF_CANCEL_REASON_LABELS, STAFF_CANCEL_REASONS } from "@shop/contracts/admin-claim";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { REFUND_BANKS } from "@shop/contracts/order-cancel";
import { koreaDateTime } from "@shop/core/format/korea-date";
import { formatWon } from "@shop/core/format/number";
import { canChangeOrderStatus, isCancellableStatus } from "@shop/core/order/order-status";
import { data, Form, Link, useNavigation, useRouteLoaderData } from "react-router";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import styles from "../../components/admin/admin-table.module.css";
import claimStyles from "../../features/admin-claim/admin-claim.module.css";
import { type OrderCancelAnswer, submitOrderCancel } from "../../features/admin-claim/admin-claim.server";
import own from "../../features/admin-order/admin-order.module.css";
import { submitStatusForm } from "../../features/admin-order/admin-order.server";
import { boxValue, type OrderActionAnswer } from "../../features/admin-order/admin-order-box";
import { OrderActionResult, TrackingInputs } from "../../features/admin-order/admin-order-parts";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import { readAdminForm } from "../../lib/admin-session.server";
import { ApiResponseError } from "../../lib/api-client.server";
import type { Route } from "./+types/orders-detail";
import type { loader as layoutLoader } from "./admin-layout";

export const meta = () => adminMeta("주문 상세");

const NOT_FOUND = "주문 내역을 찾을 수 없습니다.";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  try {
    const order = await callAdminApi(context, request, apiEndpoints.adminOrderDetail, {
      params: { orderCode: params.orderCode },
    });
    return { order };
  } catch (error) {
    // Another seller's order is as missing as a made-up one (and a malformed code too).
    if (error instanceof ApiResponseError && (error.status === 404 || error.status === 400)) {
      throw data(NOT_FOUND, { status: 404 });
    }
    throw error;
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  if (form.get("intent") === "cancel") {
    // The shop's cancel of lines it cannot ship (docs/decisions/042).
    const cancelled: OrderCancelAnswer = await submitOrderCancel(context, request, params.orderCode, form);
    return cancelled.kind === "error" ? data({ ...cancelled, cancel: true as const }, cancelled.status) : cancelled;
  }
  const answer: OrderActionAnswer = await submitStatusForm(context, request, form);
  return answer.kind === "error" ? data(answer, answer.status) : answer;
}

/** Staff: one order (boxes, amounts, receiver, the payment record) and each box's status form. */
export default function AdminOrderDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  // Money paid into a virtual account goes back by bank transfer: the shopper's account is asked (NICEPAY's refund fields).
  const refundsToAccount = order.payment.method === "vbank" && order.status !== "awaiting_deposit";
  const layout = useRouteLoaderData<typeof layoutLoader>("routes/admin/admin-layout");
  const canMove = layout?.staff.permissions.includes("orders.write") ?? false;
  const canReadLog = layout?.staff.permissions.includes("audit.read") ?? false;
  const busy = useNavigation().state !== "idle";
  const { payment, amounts, receiver } = order;
  const cancellable = order.groups.flatMap((group) =>
    group.lines
      .filter((line) => isCancellableStatus(line.status))
      .map((line) => ({ ...line, sellerName: group.sellerName })),
  );
  const answer = actionData as
    | OrderActionAnswer
    | OrderCancelAnswer
    | (OrderCancelAnswer & { cancel: true })
    | undefined;
  const cancelAnswer =
    answer && (answer.kind === "cancelled" || "cancel" in answer) ? (answer as OrderCancelAnswer) : null;
  const statusAnswer = answer && !cancelAnswer ? (answer as OrderActionAnswer) : undefined;
  return (
    <>
      <Link className={own.back} to="/admin/orders">
        ← 주문 목록
      </Link>
      <AdminPageHeader
        title={`주문 ${order.orderCode}`}
        description={`${koreaDateTime(order.orderedAt)} 주문 · ${order.statusLabel}${order.member ? "" : " · 비회원 주문"}`}
      />
      <OrderActionResult answer={statusAnswer} />
      {cancelAnswer && (
        <p className={cancelAnswer.kind === "error" ? styles.formError : styles.notice} role="status">
          {cancelAnswer.kind === "error" ? cancelAnswer.message : cancelAnswer.result.message}
        </p>
      )}
      {order.groups.map((group) => {
        const box = boxValue(order.orderCode, group.shipmentId);
        const label = `${group.sellerName} 배송 묶음`;
        const can = (to: "preparing" | "shipping" | "delivered") =>
          group.status !== null && canChangeOrderStatus(group.status, to);
        return (
          <section key={group.shipmentId} className={styles.panel} aria-label={label}>
            <h2 className={styles.cardTitle}>
              {group.sellerName} <span className={styles.badge}>{group.statusLabel ?? "-"}</span>
            </h2>
            <p className={styles.muted}>
              {group.deliveryType === 2 ? "신선물류 배송" : "택배 배송"} · 배송비 {formatWon(group.shippingFee)}
              {group.trackingNumber ? ` · ${group.carrier} ${group.trackingNumber}` : ""}
            </p>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">상품</th>
                    <th scope="col">옵션</th>
                    <th scope="col" className={styles.number}>
                      수량
                    </th>
                    <th scope="col" className={styles.number}>
                      금액
                    </th>
                    <th scope="col">상태</th>
                  </tr>
                </thead>
                <tbody>
                  {group.lines.map((line) => (
                    <tr key={line.orderItemId}>
                      <td>
                        {line.itemName}
                        <br />
                        <span className={styles.muted}>{line.itemUserCode}</span>
                      </td>
                      <td>{line.optionName || "-"}</td>
                      <td className={styles.number}>{line.quantity}</td>
                      <td className={styles.number}>
                        {formatWon(line.amount)}
                        {line.couponDiscount > 0 && (
                          <>
                            <br />
                            <span className={styles.muted}>쿠폰 -{formatWon(line.couponDiscount)}</span>
                          </>
                        )}
                      </td>
                      <td>{line.statusLabel}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {canMove && (can("preparing") || can("shipping") || can("delivered")) && (
              <Form method="post" className={own.bulkBar} aria-label={`${label} 상태 변경`}>
                <input type="hidden" name="box" value={box} />
                {can("preparing") && (
                  <button type="submit" name="intent" value="preparing" className={styles.button} disabled={busy}>
                    상품준비중 처리
                  </button>
                )}
                {can("shipping") && (
                  <>
                    <TrackingInputs box={box} label={label} />
                    <button type="submit" name="intent" value="shipping" className={styles.primary} disabled={busy}>
                      배송중 처리
                    </button>
                  </>
                )}
                {can("delivered") && (
                  <button type="submit" name="intent" value="delivered" className={styles.button} disabled={busy}>
                    배송완료 처리
                  </button>
                )}
              </Form>
            )}
          </section>
        );
      })}
      {canMove && cancellable.length > 0 && (
        <section className={styles.panel} aria-labelledby="order-cancel">
          <h2 id="order-cancel" className={styles.cardTitle}>
            주문 취소
          </h2>
          <p className={styles.muted}>
            품절이나 배송 불가로 보낼 수 없는 상품을 취소합니다. 결제 금액은 결제사를 통해 환불되고 적립금, 쿠폰, 재고가
            돌아가며 고객에게 문자로 알립니다.
          </p>
          <Form
            method="post"
            onSubmit={(event) => {
              if (!window.confirm("선택한 상품을 취소하고 환불할까요? 되돌릴 수 없습니다.")) event.preventDefault();
            }}
          >
            <ul className={claimStyles.cancelLines} aria-label="취소할 상품">
              {cancellable.map((line) => (
                <li key={line.orderItemId}>
                  <label>
                    <input type="checkbox" name="line" value={line.orderItemId} /> {line.itemName}
                    {line.optionName ? ` / ${line.optionName}` : ""} × {line.quantity} · {line.sellerName} ·{" "}
                    {line.statusLabel}
                  </label>
                </li>
              ))}
            </ul>
            <div className={own.bulkBar}>
              <label className={styles.filter}>
                취소 사유
                <select name="reason" defaultValue="out_of_stock">
                  {STAFF_CANCEL_REASONS.map((reason) => (
                    <option key={reason} value={reason}>
                      {STAFF_CANCEL_REASON_LABELS[reason]}
                    </option>
                  ))}
                </select>
              </label>
              <label className={`${styles.filter} ${claimStyles.wideField}`}>
                고객에게 전할 말(기타는 필수)
                <input name="detail" maxLength={200} />
              </label>
              {refundsToAccount && (
                <>
                  <label className={styles.filter}>
                    환불 은행
                    <select name="refundBankCode" required defaultValue="">
                      <option value="">은행을 선택해 주세요</option>
                      {REFUND_BANKS.map((bank) => (
                        <option key={bank.code} value={bank.code}>
                          {bank.name}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label className={styles.filter}>
                    환불 계좌번호
                    <input name="refundAccountNumber" inputMode="numeric" maxLength={16} required />
                  </label>
                  <label className={styles.filter}>
                    예금주
                    <input name="refundHolder" maxLength={10} required />
                  </label>
                </>
              )}
              <button type="submit" name="intent" value="cancel" className={styles.primary} disabled={busy}>
                선택 상품 취소
              </button>
            </div>
          </Form>
        </section>
      )}
      <div className={own.columns}>
        <section className={styles.panel} aria-labelledby="order-people">
          <h2 id="order-people" className={styles.cardTitle}>
            주문자와 받는 분
          </h2>
          <dl className={own.facts}>
            <dt>주문자</dt>
            <dd>
              {order.orderer.name} {order.orderer.phone} {order.orderer.email}
            </dd>
            <dt>받는 분</dt>
            <dd>
              {receiver.name} {receiver.phone}
            </dd>
            <dt>주소</dt>
            <dd>
              ({receiver.postcode}) {receiver.address} {receiver.addressDetail}
            </dd>
            <dt>배송 메모</dt>
            <dd>{receiver.memo || "-"}</dd>
          </dl>
        </section>
        <section className={styles.panel} aria-labelledby="order-payment">
          <h2 id="order-payment" className={styles.cardTitle}>
            결제 내역
          </h2>
          <dl className={own.facts}>
            <dt>상품 금액</dt>
            <dd>{formatWon(amounts.totalItemPrice)}</dd>
            <dt>배송비</dt>
            <dd>{formatWon(amounts.totalShippingAmount)}</dd>
            <dt>할인</dt>
            <dd>-{formatWon(amounts.totalDiscountAmount)}</dd>
            <dt>적립금 사용</dt>
            <dd>-{formatWon(amounts.pointsUsed)}</dd>
            <dt>결제 금액</dt>
            <dd>
              <strong>{formatWon(amounts.orderPayAmount)}</strong>
            </dd>
            <dt>결제 수단</dt>
            <dd>{payment.methodLabel ?? "-"}</dd>
            <dt>결제일시</dt>
            <dd>{payment.paidAt ? koreaDateTime(payment.paidAt) : "-"}</dd>
            {payment.tid && (
              <>
                <dt>거래번호(TID)</dt>
                <dd className={styles.code}>{payment.tid}</dd>
                <dt>승인 상태</dt>
                <dd>
                  {payment.status} {payment.resultMessage ? `· ${payment.resultMessage}` : ""}
                </dd>
                <dt>승인일시</dt>
                <dd>{payment.approvedAt ? koreaDateTime(payment.approvedAt) : "-"}</dd>
                <dt>승인 금액 / 잔액</dt>
                <dd>
                  {formatWon(payment.amount)} / {formatWon(payment.balanceAmount)}
                </dd>
              </>
            )}
            {payment.virtualAccount && (
              <>
                <dt>가상계좌</dt>
                <dd>
                  {payment.virtualAccount.bankName} {payment.virtualAccount.accountNumber} (
                  {payment.virtualAccount.holder})
                </dd>
              </>
            )}
          </dl>
          {payment.refunds.length > 0 && (
            <>
              <h3 className={styles.cardTitle}>환불</h3>
              <ul>
                {payment.refunds.map((refund) => (
                  <li key={refund.requestedAt}>
                    {koreaDateTime(refund.requestedAt)} {refund.kind === "cancel" ? "취소" : "반품"}{" "}
                    {formatWon(refund.amount)}
                    {refund.pointsRestored > 0 ? ` · 적립금 ${formatWon(refund.pointsRestored)} 복구` : ""} (
                    {refund.status})
                  </li>
                ))}
              </ul>
            </>
          )}
          {canReadLog && (
            <p className={styles.muted}>
              상태 변경 기록은{" "}
              <Link to={`/admin/audit-logs?action=order&targetId=${encodeURIComponent(order.orderCode)}`}>
                작업 기록
              </Link>
              에서 볼 수 있습니다.
            </p>
          )}
        </section>
      </div>
      {order.deliveredAt && <p className={styles.muted}>배송완료 {koreaDateTime(order.deliveredAt)}</p>}
      {order.cancelledAt && <p className={styles.muted}>주문취소 {koreaDateTime(order.cancelledAt)}</p>}
    </>
  );
}
