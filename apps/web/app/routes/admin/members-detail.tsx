import {
  ADMIN_MEMBER_LOGIN_TYPE_LABELS,
  ADMIN_MEMBER_MESSAGES,
  ADMIN_POINT_ADJUST_MAX,
  ADMIN_POINT_REASON_MAX,
} from "@shop/contracts/admin-member";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { koreaDate, koreaDateTime } from "@shop/core/format/korea-date";
import { formatWon } from "@shop/core/format/number";
import { data, Form, Link, useNavigation, useRouteLoaderData } from "react-router";
import adminDetail from "../../components/admin/admin-detail.module.css";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import styles from "../../components/admin/admin-table.module.css";
import { PaginationNav } from "../../components/ui/pagination-nav";
import own from "../../features/admin-member/admin-member.module.css";
import { memberKindText, memberStatusText, signedWon } from "../../features/admin-member/admin-member-format";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import { readAdminForm } from "../../lib/admin-session.server";
import { ApiResponseError } from "../../lib/api-client.server";
import type { Route } from "./+types/members-detail";
import type { loader as layoutLoader } from "./admin-layout";

export const meta = () => adminMeta("회원 상세");

function memberId(value: string | undefined): number {
  const id = Number(value);
  if (!/^[1-9][0-9]{0,9}$/.test(value ?? "") || id > 2_147_483_647) {
    throw data(ADMIN_MEMBER_MESSAGES.notFound, { status: 404 });
  }
  return id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = memberId(params.id);
  const pointPage = Number(new URL(request.url).searchParams.get("page") ?? "1");
  try {
    const [detail, points] = await Promise.all([
      callAdminApi(context, request, apiEndpoints.adminMember, { params: { id } }),
      callAdminApi(context, request, apiEndpoints.adminMemberPoints, {
        params: { id },
        query: { page: Number.isSafeInteger(pointPage) && pointPage >= 1 ? pointPage : 1, size: 20 },
      }),
    ]);
    // One key per form shown: a double submit or a retried post writes one adjustment (Idempotency-Key).
    return { detail, points, requestKey: crypto.randomUUID() };
  } catch (error) {
    if (error instanceof ApiResponseError && (error.status === 404 || error.status === 400)) {
      throw data(ADMIN_MEMBER_MESSAGES.notFound, { status: 404 });
    }
    throw error;
  }
}

type AdjustAnswer = { ok: true; message: string } | { ok: false; message: string; amount: string; reason: string };

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  const id = memberId(params.id);
  const amountText = String(form.get("amount") ?? "").replace(/[,\s원]/g, "");
  const reason = String(form.get("reason") ?? "");
  const requestKey = String(form.get("requestKey") ?? "");
  const amount =
    amountText === "" ? undefined : /^[+-]?[0-9]{1,10}$/.test(amountText) ? Number(amountText) : Number.NaN;
  try {
    const saved = await callAdminApi(context, request, apiEndpoints.adminAdjustMemberPoints, {
      params: { id },
      // A value that is not a whole number goes as text so the API answers its Korean message.
      body: { amount: (Number.isNaN(amount) ? amountText : amount) as number, reason },
      headers: requestKey ? { "idempotency-key": requestKey } : {},
    });
    return data<AdjustAnswer>({
      ok: true,
      message: `${saved.message} ${signedWon(saved.entry.amount)} · 잔액 ${formatWon(saved.balance)}`,
    });
  } catch (error) {
    if (!(error instanceof ApiResponseError)) throw error;
    if (error.status === 404) throw data(ADMIN_MEMBER_MESSAGES.notFound, { status: 404 });
    return data<AdjustAnswer>(
      { ok: false, message: error.message, amount: String(form.get("amount") ?? ""), reason },
      error.status,
    );
  }
}

/** Staff: one member (profile, company, address, grade, points, coupons, orders) and the point adjustment. */
export default function AdminMemberDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { detail, points, requestKey } = loaderData;
  const { member, company, baseAddress, grade, orders } = detail;
  const layout = useRouteLoaderData<typeof layoutLoader>("routes/admin/admin-layout");
  const canAdjust = (layout?.staff.permissions.includes("members.write") ?? false) && member.status !== "SECEDED";
  const busy = useNavigation().state !== "idle";
  const failed = actionData && !actionData.ok ? actionData : null;
  return (
    <>
      <Link className={adminDetail.back} to="/admin/members">
        ← 회원 목록
      </Link>
      <AdminPageHeader
        title={`${member.userName} (${member.loginId})`}
        description={`${memberKindText(member)} · ${memberStatusText(member)} · ${koreaDate(member.createdAt)} 가입`}
      />
      {detail.masked && (
        <p className={styles.notice}>고객센터 계정에는 이름, 연락처, 이메일, 주소가 가려져 보입니다.</p>
      )}
      <div className={`${adminDetail.columns} ${adminDetail.wideAside}`}>
        <div>
          <section className={styles.panel} aria-labelledby="member-profile">
            <h2 id="member-profile" className={styles.cardTitle}>
              회원 정보
            </h2>
            <dl className={adminDetail.facts}>
              <dt>아이디</dt>
              <dd>{member.loginId}</dd>
              <dt>이름</dt>
              <dd>{member.userName}</dd>
              <dt>휴대폰 번호</dt>
              <dd data-testid="member-phone">{member.phoneNumber ?? "-"}</dd>
              <dt>이메일</dt>
              <dd>{member.email ?? "-"}</dd>
              <dt>회원 구분</dt>
              <dd>{memberKindText(member)}</dd>
              <dt>간편 로그인</dt>
              <dd>
                {member.snsProviders.length > 0
                  ? member.snsProviders.map((provider) => ADMIN_MEMBER_LOGIN_TYPE_LABELS[provider]).join(", ")
                  : "연결 없음"}
              </dd>
              <dt>상태</dt>
              <dd>
                <span className={styles.badge}>{memberStatusText(member)}</span>
                {member.dormantAt && ` ${koreaDate(member.dormantAt)} 휴면 전환`}
                {member.secededAt && ` ${koreaDate(member.secededAt)} 탈퇴`}
                {member.transferPending && " · 전환 가입 대기"}
              </dd>
              <dt>가입일</dt>
              <dd>{koreaDateTime(member.createdAt)}</dd>
              <dt>최근 로그인</dt>
              <dd>{member.lastLoginAt ? koreaDateTime(member.lastLoginAt) : "-"}</dd>
              <dt>마케팅 수신</dt>
              <dd>{member.agreeMarketing ? "동의" : "동의 안 함"}</dd>
              <dt>기본 배송지</dt>
              <dd>
                {baseAddress
                  ? `${baseAddress.receiverName} · ${baseAddress.receiverPhone} · (${baseAddress.postcode}) ${baseAddress.address}`
                  : "등록된 배송지 없음"}
              </dd>
            </dl>
          </section>
          {company && (
            <section className={styles.panel} aria-labelledby="member-company">
              <h2 id="member-company" className={styles.cardTitle}>
                사업자 정보
              </h2>
              <dl className={adminDetail.facts}>
                <dt>회사명</dt>
                <dd>{company.companyName ?? "-"}</dd>
                <dt>사업자등록번호</dt>
                <dd>
                  {company.businessNumber ?? "-"}{" "}
                  {company.businessNumber &&
                    (company.businessNumberValid ? (
                      <span className={styles.badge}>검증 번호 일치</span>
                    ) : (
                      <span className={own.invalid}>검증 번호가 맞지 않습니다. 회원에게 번호를 확인해 주세요.</span>
                    ))}
                </dd>
              </dl>
            </section>
          )}
          <section className={styles.panel} aria-labelledby="member-points">
            <h2 id="member-points" className={styles.cardTitle}>
              적립금 내역
            </h2>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">일시</th>
                    <th scope="col">구분</th>
                    <th scope="col">내용</th>
                    <th scope="col" className={styles.number}>
                      금액
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {points.list.length === 0 ? (
                    <tr>
                      <td colSpan={4} className={styles.empty}>
                        적립금 내역이 없습니다.
                      </td>
                    </tr>
                  ) : (
                    points.list.map((entry) => (
                      <tr key={entry.pointId}>
                        <td className={own.nowrap}>{koreaDateTime(entry.createdAt)}</td>
                        <td>{entry.kindLabel}</td>
                        <td>{entry.reason}</td>
                        <td className={`${styles.number} ${own.nowrap} ${entry.amount > 0 ? own.plus : own.minus}`}>
                          {signedWon(entry.amount)}
                        </td>
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
            <PaginationNav pagination={points.pagination} />
          </section>
        </div>
        <aside>
          <section className={styles.panel} aria-labelledby="member-summary">
            <h2 id="member-summary" className={styles.cardTitle}>
              적립금 · 등급 · 주문
            </h2>
            <p className={own.balance} data-testid="member-point-balance">
              {formatWon(points.balance)}
            </p>
            <dl className={adminDetail.facts}>
              <dt>소멸 예정</dt>
              <dd>
                {detail.points.expiringAmount > 0 && detail.points.expiringDate
                  ? `${formatWon(detail.points.expiringAmount)} (${detail.points.expiringDate.replaceAll("-", ".")}까지)`
                  : "없음"}
              </dd>
              <dt>회원 등급</dt>
              <dd>
                {grade.label} (최근 {grade.periodMonths}개월 {formatWon(grade.periodAmount)})
              </dd>
              <dt>사용 가능 쿠폰</dt>
              <dd>{detail.couponCount.toLocaleString("ko-KR")}장</dd>
              <dt>결제한 주문</dt>
              <dd>{orders.count.toLocaleString("ko-KR")}건</dd>
              <dt>결제 금액 합계</dt>
              <dd>{formatWon(orders.paidTotal)}</dd>
            </dl>
          </section>
          {canAdjust && (
            <section className={styles.panel} aria-labelledby="member-adjust">
              <h2 id="member-adjust" className={styles.cardTitle}>
                적립금 조정
              </h2>
              {actionData?.ok && (
                <p className={styles.notice} role="status">
                  {actionData.message}
                </p>
              )}
              {failed && (
                <p className={styles.formError} role="alert">
                  {failed.message}
                </p>
              )}
              <Form method="post" className={own.adjustForm} key={requestKey}>
                <input type="hidden" name="requestKey" value={requestKey} />
                <label>
                  금액 (원)
                  <input
                    name="amount"
                    inputMode="numeric"
                    required
                    autoComplete="off"
                    placeholder="예: 1000 또는 -500"
                    defaultValue={failed?.amount ?? ""}
                  />
                  <span className={own.hint}>
                    더하려면 양수, 빼려면 앞에 -를 붙입니다. 한 번에 {formatWon(ADMIN_POINT_ADJUST_MAX)}까지.
                  </span>
                </label>
                <label>
                  사유
                  <input
                    name="reason"
                    required
                    maxLength={ADMIN_POINT_REASON_MAX}
                    autoComplete="off"
                    placeholder="예: 배송 지연 보상"
                    defaultValue={failed?.reason ?? ""}
                  />
                  <span className={own.hint}>회원의 적립금 내역에 이 사유가 그대로 보입니다.</span>
                </label>
                <button type="submit" className={styles.primary} disabled={busy}>
                  적립금 조정
                </button>
              </Form>
            </section>
          )}
        </aside>
      </div>
    </>
  );
}
