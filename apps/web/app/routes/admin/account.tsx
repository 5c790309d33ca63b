import { ADMIN_PASSWORD_MESSAGES } from "@shop/contracts/admin-staff-password";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { STAFF_ROLE_LABELS } from "@shop/core/staff/staff-roles";
import { MEMBER_ACCOUNT_SCHEME } from "@shop/core/validation/account-schemes";
import { data, Form, useNavigation } from "react-router";
import detail from "../../components/admin/admin-detail.module.css";
import { Field } from "../../components/admin/admin-form";
import form from "../../components/admin/admin-form.module.css";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import table from "../../components/admin/admin-table.module.css";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import { readAdminForm } from "../../lib/admin-session.server";
import { ApiResponseError } from "../../lib/api-client.server";
import type { Route } from "./+types/account";

export const meta = () => adminMeta("내 계정");

export async function loader({ request, context }: Route.LoaderArgs) {
  return { staff: await callAdminApi(context, request, apiEndpoints.adminMe) };
}

type ActionAnswer = { notice?: string; formError?: string; fieldErrors?: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readAdminForm(request);
  try {
    await callAdminApi(context, request, apiEndpoints.adminPasswordChange, {
      body: {
        currentPassword: String(body.get("currentPassword") ?? ""),
        password: String(body.get("password") ?? ""),
        passwordConfirm: String(body.get("passwordConfirm") ?? ""),
      },
    });
    return data<ActionAnswer>({ notice: ADMIN_PASSWORD_MESSAGES.changed });
  } catch (error) {
    if (!(error instanceof ApiResponseError)) throw error;
    const fieldErrors = Object.fromEntries((error.body?.errors ?? []).map((entry) => [entry.field, entry.message]));
    return data<ActionAnswer>({ formError: error.message, fieldErrors }, error.status);
  }
}

const { minLength, maxLength } = MEMBER_ACCOUNT_SCHEME.password;

/** Every staff member: who they are, and their own password (a temporary one must be changed here first). */
export default function AdminAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { staff } = loaderData;
  const busy = useNavigation().state !== "idle";
  const fieldError = (name: string) => actionData?.fieldErrors?.[name];
  return (
    <>
      <AdminPageHeader title="내 계정" description="로그인한 계정의 정보와 비밀번호입니다." />
      {staff.mustChangePassword && (
        <p className={table.formError} role="alert">
          {ADMIN_PASSWORD_MESSAGES.mustChange}
        </p>
      )}
      {actionData?.notice && (
        <p className={table.notice} role="status">
          {actionData.notice}
        </p>
      )}
      {actionData?.formError && !actionData.fieldErrors?.currentPassword && (
        <p className={table.formError} role="alert">
          {actionData.formError}
        </p>
      )}
      <section className={table.panel} aria-labelledby="account-profile">
        <h2 id="account-profile" className={table.cardTitle}>
          계정 정보
        </h2>
        <dl className={detail.facts}>
          <dt>아이디</dt>
          <dd>{staff.loginId}</dd>
          <dt>이름</dt>
          <dd>{staff.name}</dd>
          <dt>권한</dt>
          <dd>
            {STAFF_ROLE_LABELS[staff.role]}
            {staff.sellerName ? ` (${staff.sellerName})` : ""}
          </dd>
        </dl>
      </section>
      <Form method="post" className={form.form} aria-label="비밀번호 변경">
        <h2 className={form.formTitle}>비밀번호 변경</h2>
        <Field
          label={staff.mustChangePassword ? "임시 비밀번호" : "현재 비밀번호"}
          error={fieldError("currentPassword")}
        >
          <input name="currentPassword" type="password" required maxLength={100} autoComplete="current-password" />
        </Field>
        <Field
          label="새 비밀번호"
          error={fieldError("password")}
          hint="영문, 숫자, 특수문자를 섞어 10~16자로 입력해 주세요. 같은 문자 세 번, 연속된 문자 세 개는 쓸 수 없습니다."
        >
          <input
            name="password"
            type="password"
            required
            minLength={minLength}
            maxLength={maxLength}
            autoComplete="new-password"
          />
        </Field>
        <Field label="새 비밀번호 확인" error={fieldError("passwordConfirm")}>
          <input
            name="passwordConfirm"
            type="password"
            required
            minLength={minLength}
            maxLength={maxLength}
            autoComplete="new-password"
          />
        </Field>
        <div className={form.formActions}>
          <button type="submit" className={table.primary} disabled={busy}>
            비밀번호 변경
          </button>
        </div>
      </Form>
      <p className={table.muted}>비밀번호를 바꾸면 이 브라우저를 뺀 다른 곳의 로그인은 모두 종료됩니다.</p>
    </>
  );
}
