import {
  ADMIN_COUPON_STATUS_LABELS,
  COUPON_CODES_PER_REQUEST,
  COUPON_ISSUE_METHOD_LABELS,
  COUPON_KIND_LABELS,
} from "@shop/contracts/admin-coupon";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { koreaDate } from "@shop/core/format/korea-date";
import { MEMBER_GRADES } from "@shop/core/member/member-grade";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import adminDetail from "../../components/admin/admin-detail.module.css";
import form from "../../components/admin/admin-form.module.css";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import table from "../../components/admin/admin-table.module.css";
import own from "../../features/admin-coupon/admin-coupon.module.css";
import { couponIdOf, refusalOf } from "../../features/admin-coupon/admin-coupon.server";
import { CouponForm } from "../../features/admin-coupon/coupon-form";
import { couponBodyOf, formValuesFromForm, formValuesOf } from "../../features/admin-coupon/coupon-form-values";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import { readAdminForm } from "../../lib/admin-session.server";
import type { Route } from "./+types/coupons-detail";

export const meta = () => adminMeta("쿠폰 상세");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = couponIdOf(params.id);
  try {
    const detail = await callAdminApi(context, request, apiEndpoints.adminCoupon, { params: { id } });
    // One key per issuing form shown: a double submit or a retried post issues once (Idempotency-Key).
    return { detail, requestKey: crypto.randomUUID() };
  } catch (error) {
    refusalOf(error);
    throw error;
  }
}

/** A login id a line: commas, spaces and line breaks all separate. */
function loginIdsOf(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter((id) => id.length > 0))];
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  const id = couponIdOf(params.id);
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "issue") {
      const grade = String(form.get("grade") ?? "");
      const requestKey = String(form.get("requestKey") ?? "");
      const answer = await callAdminApi(context, request, apiEndpoints.adminIssueCoupon, {
        params: { id },
        body: {
          ...(grade ? { grade } : {}),
          loginIds: loginIdsOf(String(form.get("loginIds") ?? "")),
        },
        headers: requestKey ? { "idempotency-key": requestKey } : {},
      });
      return {
        intent,
        message: answer.message,
        unknownLoginIds: answer.unknownLoginIds,
        alreadyHeld: answer.alreadyHeldCount,
      };
    }
    if (intent === "codes") {
      const count = Number(String(form.get("count") ?? "").replace(/[,\s개]/g, ""));
      const answer = await callAdminApi(context, request, apiEndpoints.adminCouponCodes, {
        params: { id },
        body: { count },
      });
      return { intent, message: answer.message, codes: answer.codes };
    }
    if (intent === "end") {
      const answer = await callAdminApi(context, request, apiEndpoints.adminEndCoupon, { params: { id } });
      return { intent, message: answer.message };
    }
    const answer = await callAdminApi(context, request, apiEndpoints.adminUpdateCoupon, {
      params: { id },
      body: couponBodyOf(form),
    });
    return { intent: "save", message: answer.message };
  } catch (error) {
    const refusal = refusalOf(error);
    return data(
      { intent, ...refusal, form: intent === "save" ? Object.fromEntries(form) : null },
      { status: refusal.status },
    );
  }
}

type ActionAnswer = {
  intent: string;
  message?: string;
  formError?: string;
  fieldErrors?: Record<string, string>;
  unknownLoginIds?: string[];
  alreadyHeld?: number;
  codes?: string[];
  form?: Record<string, FormDataEntryValue> | null;
};

/** The outcome of one panel's last post, shown inside that panel. */
function PanelMessage({ answer, intent }: { answer: ActionAnswer | undefined; intent: string }) {
  if (!answer || answer.intent !== intent) return null;
  if (answer.formError) {
    return (
      <p className={table.formError} role="alert">
        {answer.formError}
      </p>
    );
  }
  return (
    <p className={table.notice} role="status">
      {answer.message}
      {answer.alreadyHeld ? ` (이미 받은 회원 ${answer.alreadyHeld.toLocaleString("ko-KR")}명 제외)` : ""}
      {answer.unknownLoginIds && answer.unknownLoginIds.length > 0 && (
        <>
          <br />
          찾을 수 없는 아이디: {answer.unknownLoginIds.join(", ")}
        </>
      )}
    </p>
  );
}

/** Operators: one coupon — its form, issuing to a grade or members, offline codes, and ending it. */
export default function AdminCouponDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { detail, requestKey } = loaderData;
  const { coupon } = detail;
  const answer = actionData as ActionAnswer | undefined;
  const busy = useNavigation().state !== "idle";
  const [params] = useSearchParams();
  const running = coupon.status === "active";
  const issuable = coupon.issueMethod === "grade" || coupon.issueMethod === "members";
  const saved = answer?.intent === "save" ? answer : undefined;
  const base = formValuesOf(coupon);
  const values = saved?.form ? formValuesFromForm(new Map(Object.entries(saved.form)), base) : base;
  return (
    <>
      <Link className={adminDetail.back} to="/admin/coupons">
        ← 쿠폰 목록
      </Link>
      <AdminPageHeader
        title={coupon.name}
        description={`${COUPON_KIND_LABELS[coupon.kind]} · ${coupon.benefit} · ${COUPON_ISSUE_METHOD_LABELS[coupon.issueMethod]} · ${ADMIN_COUPON_STATUS_LABELS[coupon.status]}`}
      />
      {params.get("done") === "created" && !answer && (
        <p className={table.notice} role="status">
          쿠폰을 만들었습니다.
        </p>
      )}
      {(answer?.intent === "save" || answer?.intent === "end") && (
        <PanelMessage answer={answer} intent={answer.intent} />
      )}
      <dl className={`${adminDetail.facts} ${adminDetail.spaced}`}>
        <dt>기간</dt>
        <dd>
          {koreaDate(coupon.validFrom)} ~ {koreaDate(coupon.validUntil)}
          {coupon.validDays !== null && ` (발급일로부터 ${coupon.validDays}일)`}
        </dd>
        <dt>발급 / 사용</dt>
        <dd data-testid="coupon-counts">
          {coupon.issuedCount.toLocaleString("ko-KR")}장 발급 · {coupon.usedCount.toLocaleString("ko-KR")}장 사용
        </dd>
      </dl>
      <CouponForm
        key={JSON.stringify(values)}
        title="쿠폰 정보"
        values={values}
        errors={saved?.fieldErrors ?? {}}
        locked={coupon.issued}
        submitLabel="저장"
        busy={busy}
      />
      <div className={adminDetail.columns}>
        {issuable && (
          <section className={table.panel} aria-labelledby="coupon-issue">
            <h2 id="coupon-issue" className={table.cardTitle}>
              쿠폰 발급
            </h2>
            <PanelMessage answer={answer} intent="issue" />
            {running ? (
              <Form method="post" className={form.panelForm} key={requestKey}>
                <input type="hidden" name="intent" value="issue" />
                <input type="hidden" name="requestKey" value={requestKey} />
                <label className={form.field}>
                  회원 등급
                  <select name="grade" defaultValue="">
                    <option value="">선택 안 함</option>
                    {MEMBER_GRADES.map((grade) => (
                      <option key={grade.code} value={grade.code}>
                        {grade.label}
                      </option>
                    ))}
                  </select>
                </label>
                <label className={form.field}>
                  회원 아이디
                  <textarea name="loginIds" placeholder="아이디를 줄바꿈이나 쉼표로 구분해 입력 (최대 1,000개)" />
                </label>
                <span className={form.hint}>한 회원에게는 한 장만 발급됩니다. 이미 받은 회원은 건너뜁니다.</span>
                <button type="submit" className={table.primary} disabled={busy}>
                  발급하기
                </button>
              </Form>
            ) : (
              <p className={table.muted}>종료된 쿠폰은 발급할 수 없습니다.</p>
            )}
          </section>
        )}
        {coupon.issueMethod === "codes" && (
          <section className={table.panel} aria-labelledby="coupon-codes">
            <h2 id="coupon-codes" className={table.cardTitle}>
              오프라인 코드
            </h2>
            <PanelMessage answer={answer} intent="codes" />
            <p>
              만든 코드 {coupon.codeCount.toLocaleString("ko-KR")}개 · 사용{" "}
              {coupon.codeUsedCount.toLocaleString("ko-KR")}개
            </p>
            {running && (
              <Form method="post" className={form.panelForm}>
                <input type="hidden" name="intent" value="codes" />
                <label className={form.field}>
                  만들 코드 수
                  <input name="count" inputMode="numeric" defaultValue="100" required />
                </label>
                <span className={form.hint}>
                  한 번에 {COUPON_CODES_PER_REQUEST.toLocaleString("ko-KR")}개까지 만듭니다. 코드 하나는 한 회원이 한
                  번만 등록할 수 있습니다.
                </span>
                <button type="submit" className={table.primary} disabled={busy}>
                  코드 만들기
                </button>
              </Form>
            )}
            {answer?.intent === "codes" && answer.codes && answer.codes.length > 0 && (
              <ul className={own.codes} aria-label="방금 만든 코드">
                {answer.codes.slice(0, 100).map((code) => (
                  <li key={code}>{code}</li>
                ))}
              </ul>
            )}
            {coupon.codeCount > 0 && (
              <div className={own.downloads}>
                <a className={table.button} href={`/admin/coupons/${coupon.id}/codes/csv`} download>
                  CSV 내려받기
                </a>
                <a className={table.button} href={`/admin/coupons/${coupon.id}/codes/xlsx`} download>
                  엑셀 내려받기
                </a>
              </div>
            )}
          </section>
        )}
        {coupon.status === "active" && (
          <section className={table.panel} aria-labelledby="coupon-end">
            <h2 id="coupon-end" className={table.cardTitle}>
              쿠폰 종료
            </h2>
            <p className={table.muted}>
              종료하면 더 발급되지 않고, 회원이 가진 쿠폰도 더는 쓸 수 없습니다. 되돌릴 수 없습니다.
            </p>
            <Form
              method="post"
              onSubmit={(event) => {
                if (!window.confirm("이 쿠폰을 종료할까요? 회원이 가진 쿠폰도 쓸 수 없게 됩니다."))
                  event.preventDefault();
              }}
            >
              <input type="hidden" name="intent" value="end" />
              <button type="submit" className={table.button} disabled={busy}>
                쿠폰 종료
              </button>
            </Form>
          </section>
        )}
      </div>
    </>
  );
}
