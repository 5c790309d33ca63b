import type { AdminClaimAction } from "@shop/contracts/admin-claim";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { koreaDateTime } from "@shop/core/format/korea-date";
import { formatWon } from "@shop/core/format/number";
import { data, Form, Link, useNavigation } from "react-router";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import styles from "../../components/admin/admin-table.module.css";
import claimStyles from "../../features/admin-claim/admin-claim.module.css";
import { type ClaimActionAnswer, claimIdOf, submitClaimStep } from "../../features/admin-claim/admin-claim.server";
import own from "../../features/admin-order/admin-order.module.css";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import { readAdminForm } from "../../lib/admin-session.server";
import { ApiResponseError } from "../../lib/api-client.server";
import type { Route } from "./+types/claims-detail";

export const meta = () => adminMeta("클레임 상세");

const NOT_FOUND = "클레임 내역을 찾을 수 없습니다.";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const claimId = claimIdOf(params.claimId);
  if (claimId === null) throw data(NOT_FOUND, { status: 404 });
  try {
    const claim = await callAdminApi(context, request, apiEndpoints.adminClaimDetail, { params: { claimId } });
    return { claim };
  } catch (error) {
    // Another seller's claim is as missing as a made-up one.
    if (error instanceof ApiResponseError && (error.status === 404 || error.status === 400)) {
      throw data(NOT_FOUND, { status: 404 });
    }
    throw error;
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const claimId = claimIdOf(params.claimId);
  if (claimId === null) throw data(NOT_FOUND, { status: 404 });
  const form = await readAdminForm(request);
  const answer: ClaimActionAnswer = await submitClaimStep(context, request, claimId, form);
  return answer.kind === "error" ? data(answer, answer.status) : answer;
}

/** The buttons' words and what the confirmation asks, per step (a return's complete refunds; an exchange's sends). */
function stepText(action: Exclude<AdminClaimAction, "refuse">, kind: string) {
  switch (action) {
    case "collect":
      return { label: "수거 완료", ask: "상품을 회수했나요? 수거 완료로 처리합니다." };
    case "complete":
      return kind === "exchange"
        ? { label: "교환 발송", ask: "교환 상품을 보냈나요? 주문 상품이 배송중으로 바뀝니다." }
        : { label: "환불 완료", ask: "환불을 진행할까요? 결제사에 환불을 요청하며 되돌릴 수 없습니다." };
    case "deliver":
      return { label: "교환 배송완료", ask: "교환 상품이 도착했나요? 배송완료로 처리합니다." };
  }
}

/** Staff: one claim (lines, reason, photos, pickup, refund, payment) and the steps its state allows. */
export default function AdminClaimDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { claim } = loaderData;
  const busy = useNavigation().state !== "idle";
  const steps = claim.actions.filter((action): action is Exclude<AdminClaimAction, "refuse"> => action !== "refuse");
  const canRefuse = claim.actions.includes("refuse");
  return (
    <>
      <Link className={own.back} to="/admin/claims">
        ← 클레임 목록
      </Link>
      <AdminPageHeader
        title={`${claim.kindLabel} ${claim.orderCode}`}
        description={`${koreaDateTime(claim.requestedAt)} 신청 · ${claim.statusLabel}`}
      />
      {actionData && (
        <p className={actionData.kind === "error" ? styles.formError : styles.notice} role="status">
          {actionData.message}
        </p>
      )}
      {(steps.length > 0 || canRefuse) && (
        <section className={styles.panel} aria-labelledby="claim-steps">
          <h2 id="claim-steps" className={styles.cardTitle}>
            처리
          </h2>
          <div className={own.bulkBar}>
            {steps.map((action) => {
              const text = stepText(action, claim.kind);
              return (
                <Form
                  key={action}
                  method="post"
                  onSubmit={(event) => {
                    if (!window.confirm(text.ask)) event.preventDefault();
                  }}
                >
                  <button type="submit" name="intent" value={action} className={styles.primary} disabled={busy}>
                    {text.label}
                  </button>
                </Form>
              );
            })}
          </div>
          {canRefuse && (
            <Form
              method="post"
              className={own.bulkBar}
              onSubmit={(event) => {
                if (!window.confirm("이 신청을 거부할까요? 고객에게 거부 사유가 안내됩니다.")) event.preventDefault();
              }}
            >
              <label className={`${styles.filter} ${claimStyles.wideField}`}>
                거부 사유(고객에게 보입니다)
                <input
                  name="reason"
                  maxLength={200}
                  required
                  placeholder="예: 수거한 상품에서 불량을 찾지 못했습니다."
                />
              </label>
              <button type="submit" name="intent" value="refuse" className={styles.button} disabled={busy}>
                거부
              </button>
            </Form>
          )}
        </section>
      )}
      <section className={styles.panel} aria-labelledby="claim-lines">
        <h2 id="claim-lines" className={styles.cardTitle}>
          신청 상품
        </h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">상품</th>
                <th scope="col">옵션</th>
                <th scope="col">판매사</th>
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
              {claim.lines.map((line) => (
                <tr key={line.orderItemId}>
                  <td>{line.itemName}</td>
                  <td>{line.optionName || "-"}</td>
                  <td>{line.sellerName || "-"}</td>
                  <td className={styles.number}>{line.quantity}</td>
                  <td className={styles.number}>{formatWon(line.amount)}</td>
                  <td>{line.statusLabel}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <div className={own.columns}>
        <section className={styles.panel} aria-labelledby="claim-reason">
          <h2 id="claim-reason" className={styles.cardTitle}>
            신청 내용
          </h2>
          <dl className={own.facts}>
            <dt>주문번호</dt>
            <dd>
              <Link to={`/admin/orders/${encodeURIComponent(claim.orderCode)}`}>{claim.orderCode}</Link> (
              {koreaDateTime(claim.orderedAt)} 주문)
            </dd>
            <dt>주문자</dt>
            <dd>{claim.ordererName}</dd>
            <dt>사유</dt>
            <dd>{claim.reason}</dd>
            {claim.shippingPayerLabel && (
              <>
                <dt>반품 배송비</dt>
                <dd>{claim.shippingPayerLabel}</dd>
              </>
            )}
            {claim.pickup && (
              <>
                <dt>수거지</dt>
                <dd>
                  {claim.pickup.name} {claim.pickup.phone}
                  <br />({claim.pickup.postcode}) {claim.pickup.address} {claim.pickup.addressDetail}
                </dd>
              </>
            )}
            {claim.collectedAt && (
              <>
                <dt>수거 완료</dt>
                <dd>{koreaDateTime(claim.collectedAt)}</dd>
              </>
            )}
            {claim.completedAt && (
              <>
                <dt>처리 완료</dt>
                <dd>{koreaDateTime(claim.completedAt)}</dd>
              </>
            )}
            {claim.refuseReason && (
              <>
                <dt>거부 사유</dt>
                <dd>{claim.refuseReason}</dd>
              </>
            )}
            {claim.failMessage && (
              <>
                <dt>결제사 응답</dt>
                <dd>{claim.failMessage}</dd>
              </>
            )}
          </dl>
          {claim.photos.length > 0 && (
            <>
              <h3 className={styles.cardTitle}>첨부 사진 {claim.photos.length}장</h3>
              <ul className={claimStyles.photos} aria-label="첨부 사진">
                {claim.photos.map((photo) => {
                  const href = `/admin/claims/${claim.claimId}/photos/${photo.photoId}`;
                  return (
                    <li key={photo.photoId}>
                      <a href={href} target="_blank" rel="noopener noreferrer" title={photo.fileName}>
                        <img src={href} alt={photo.fileName} width={160} height={160} />
                      </a>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </section>
        <section className={styles.panel} aria-labelledby="claim-refund">
          <h2 id="claim-refund" className={styles.cardTitle}>
            환불과 결제
          </h2>
          <dl className={own.facts}>
            <dt>환불 금액</dt>
            <dd>
              <strong>{formatWon(claim.refundAmount)}</strong>
            </dd>
            <dt>적립금 복구</dt>
            <dd>{formatWon(claim.pointsRestored)}</dd>
            <dt>배송비 환불</dt>
            <dd>{formatWon(claim.shippingRefund)}</dd>
            <dt>차감 배송비</dt>
            <dd>{formatWon(claim.shippingDeduction + claim.returnFee)}</dd>
            <dt>결제 수단</dt>
            <dd>{claim.payment.methodLabel ?? "-"}</dd>
            {claim.payment.tid && (
              <>
                <dt>거래번호(TID)</dt>
                <dd className={styles.code}>{claim.payment.tid}</dd>
                <dt>승인 금액 / 잔액</dt>
                <dd>
                  {formatWon(claim.payment.amount)} / {formatWon(claim.payment.balanceAmount)}
                </dd>
                <dt>결제 상태</dt>
                <dd>{claim.payment.status ?? "-"}</dd>
              </>
            )}
            {claim.payment.cancelledTid && (
              <>
                <dt>환불 거래번호</dt>
                <dd className={styles.code}>{claim.payment.cancelledTid}</dd>
              </>
            )}
          </dl>
        </section>
      </div>
    </>
  );
}
