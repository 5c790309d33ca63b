import { adminStaffActionRequestSchema } from "@shop/contracts/admin";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { koreaDateTime } from "@shop/core/format/korea-date";
import { STAFF_ROLE_LABELS, STAFF_ROLES } from "@shop/core/staff/staff-roles";
import { data, Form, useNavigation } from "react-router";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import styles from "../../components/admin/admin-table.module.css";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import { readAdminForm } from "../../lib/admin-session.server";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import type { Route } from "./+types/staff";

export const meta = () => adminMeta("관리자 계정");

export async function loader({ request, context }: Route.LoaderArgs) {
  const [staff, brands] = await Promise.all([
    callAdminApi(context, request, apiEndpoints.adminStaffList),
    callApi(context, apiEndpoints.allSellerBrands),
  ]);
  const sellers = [...new Map(brands.list.map((brand) => [brand.sellerId, brand.sellerName])).entries()].map(
    ([id, name]) => ({ id, name }),
  );
  return { staff: staff.list, sellers };
}

type ActionAnswer = {
  notice?: string;
  formError?: string;
  fieldErrors?: Record<string, string>;
  /** An operator's temporary password for an account, shown this once (decision 045). */
  temporary?: { loginId: string; name: string; password: string };
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "create") {
      const sellerId = Number(form.get("sellerId")) || null;
      const created = await callAdminApi(context, request, apiEndpoints.adminStaffCreate, {
        body: {
          loginId: String(form.get("loginId") ?? ""),
          password: String(form.get("password") ?? ""),
          name: String(form.get("name") ?? ""),
          role: String(form.get("role") ?? "") as (typeof STAFF_ROLES)[number],
          sellerId,
        },
      });
      return data<ActionAnswer>({
        notice: `${created.name}(${created.loginId}) 계정을 만들었습니다. 첫 로그인 때 인증 앱을 등록합니다.`,
      });
    }
    if (intent === "reset-password") {
      const reset = await callAdminApi(context, request, apiEndpoints.adminStaffPasswordReset, {
        params: { id: Number(form.get("id")) },
      });
      const { loginId, name } = reset.staff;
      return data<ActionAnswer>({
        notice: `${name}(${loginId}) 계정에 임시 비밀번호를 정했습니다. 다음 로그인 때 새 비밀번호로 바꿔야 합니다.`,
        temporary: { loginId, name, password: reset.temporaryPassword },
      });
    }
    const parsed = adminStaffActionRequestSchema.safeParse({ action: intent });
    if (!parsed.success) return data<ActionAnswer>({ formError: "처리할 작업을 선택해 주세요." }, 400);
    const id = Number(form.get("id"));
    const changed = await callAdminApi(context, request, apiEndpoints.adminStaffAction, {
      params: { id },
      body: parsed.data,
    });
    const done = {
      disable: "사용 중지했습니다",
      enable: "다시 사용하게 했습니다",
      "reset-totp": "인증 앱 등록을 초기화했습니다",
    };
    return data<ActionAnswer>({ notice: `${changed.name}(${changed.loginId}) 계정을 ${done[parsed.data.action]}.` });
  } catch (error) {
    if (!(error instanceof ApiResponseError)) throw error;
    const fieldErrors = Object.fromEntries((error.body?.errors ?? []).map((entry) => [entry.field, entry.message]));
    return data<ActionAnswer>({ formError: error.message, fieldErrors }, error.status);
  }
}

/** Operators: the staff accounts, a new one, and stopping, restarting or resetting an account's authenticator. */
export default function AdminStaffPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const fieldError = (name: string) => actionData?.fieldErrors?.[name];
  return (
    <>
      <AdminPageHeader
        title="관리자 계정"
        description="운영자, 고객센터, 판매사 직원의 계정입니다. 새 계정은 첫 로그인 때 인증 앱을 등록합니다."
      />
      {actionData?.notice && (
        <p className={styles.notice} role="status">
          {actionData.notice}
        </p>
      )}
      {actionData?.temporary && (
        <section className={styles.panel} aria-label="임시 비밀번호">
          <p>
            {actionData.temporary.name}({actionData.temporary.loginId})의 임시 비밀번호:{" "}
            <strong className={styles.code}>{actionData.temporary.password}</strong>
          </p>
          <p className={styles.muted}>
            이 화면을 벗어나면 다시 볼 수 없습니다. 본인에게 직접 전달해 주세요. 기존 로그인은 모두 종료되었습니다.
          </p>
        </section>
      )}
      {actionData?.formError && (
        <p className={styles.formError} role="alert">
          {actionData.formError}
        </p>
      )}
      <Form method="post" className={styles.filters} aria-label="새 관리자 계정">
        <input type="hidden" name="intent" value="create" />
        <label className={styles.filter}>
          아이디
          <input name="loginId" required maxLength={16} autoComplete="off" />
          {fieldError("loginId") && <span className={styles.fieldError}>{fieldError("loginId")}</span>}
        </label>
        <label className={styles.filter}>
          처음 비밀번호
          <input name="password" type="password" required maxLength={16} autoComplete="new-password" />
          {fieldError("password") && <span className={styles.fieldError}>{fieldError("password")}</span>}
        </label>
        <label className={styles.filter}>
          이름
          <input name="name" required maxLength={20} />
          {fieldError("name") && <span className={styles.fieldError}>{fieldError("name")}</span>}
        </label>
        <label className={styles.filter}>
          권한
          <select name="role" defaultValue="ROLE_CS">
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {STAFF_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          판매사 (판매사 계정만)
          <select name="sellerId" defaultValue="">
            <option value="">선택 안 함</option>
            {loaderData.sellers.map((seller) => (
              <option key={seller.id} value={seller.id}>
                {seller.name}
              </option>
            ))}
          </select>
          {fieldError("sellerId") && <span className={styles.fieldError}>{fieldError("sellerId")}</span>}
        </label>
        <button type="submit" className={styles.primary} disabled={busy}>
          계정 만들기
        </button>
      </Form>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">아이디</th>
              <th scope="col">이름</th>
              <th scope="col">권한</th>
              <th scope="col">인증 앱</th>
              <th scope="col">마지막 로그인</th>
              <th scope="col">상태</th>
              <th scope="col">관리</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.staff.map((account) => (
              <tr key={account.id}>
                <td>{account.loginId}</td>
                <td>{account.name}</td>
                <td>
                  {STAFF_ROLE_LABELS[account.role]}
                  {account.sellerName && <div className={styles.muted}>{account.sellerName}</div>}
                </td>
                <td>{account.enrolled ? "등록됨" : "첫 로그인 때 등록"}</td>
                <td>{account.lastLoginAt ? koreaDateTime(account.lastLoginAt) : "-"}</td>
                <td>
                  <span className={styles.badge}>{account.disabled ? "사용 중지" : "사용 중"}</span>
                </td>
                <td>
                  <Form method="post" className={styles.rowActions}>
                    <input type="hidden" name="id" value={account.id} />
                    <button
                      type="submit"
                      name="intent"
                      value={account.disabled ? "enable" : "disable"}
                      className={styles.button}
                      disabled={busy}
                      aria-label={`${account.loginId} ${account.disabled ? "다시 사용" : "사용 중지"}`}
                    >
                      {account.disabled ? "다시 사용" : "사용 중지"}
                    </button>
                    <button
                      type="submit"
                      name="intent"
                      value="reset-password"
                      className={styles.button}
                      disabled={busy}
                      aria-label={`${account.loginId} 임시 비밀번호 발급`}
                    >
                      임시 비밀번호
                    </button>
                    {account.enrolled && (
                      <button
                        type="submit"
                        name="intent"
                        value="reset-totp"
                        className={styles.button}
                        disabled={busy}
                        aria-label={`${account.loginId} 인증 앱 초기화`}
                      >
                        인증 앱 초기화
                      </button>
                    )}
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
