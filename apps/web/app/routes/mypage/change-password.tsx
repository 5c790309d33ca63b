import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { koreaDate } from "@shop/core/format/korea-date";
import { Form, redirect } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { FormAlert, SubmitButton } from "../../components/form/form-fields";
import { useLiveValidation } from "../../components/form/use-live-validation";
import styles from "../../features/account/account-form.module.css";
import { CHANGE_PASSWORD_SPEC } from "../../features/account/account-form-specs";
import { submitPasswordChange } from "../../features/account/password-change.server";
import { PasswordChangeFields } from "../../features/account/password-change-fields";
import { callApi } from "../../lib/api-client.server";
import { readProtectedForm, requireUser } from "../../lib/auth.server";
import { pageMeta } from "../../lib/page-meta";
import { commitShopperSession } from "../../lib/session.server";
import type { Route } from "./+types/change-password";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request);
  const me = await callApi(context, apiEndpoints.myProfile, { request });
  return { hasPassword: me.hasPassword, passwordChangedAt: me.passwordChangedAt };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request);
  const { form, session } = await readProtectedForm(request);
  const refusal = await submitPasswordChange(context, request, form, CHANGE_PASSWORD_SPEC);
  if (refusal) return refusal;
  session.flash("alert", "비밀번호가 변경되었습니다.");
  return redirect("/mypage/change-password", {
    headers: { "Set-Cookie": await commitShopperSession(request, session) },
  });
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "비밀번호 변경");

export default function MypageChangePasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { hasPassword, passwordChangedAt } = loaderData;
  const { formProps, errorOf } = useLiveValidation(CHANGE_PASSWORD_SPEC, actionData?.fieldErrors);
  return (
    <section className={styles.divided} aria-labelledby="change-password-title">
      <h1 id="change-password-title" className={styles.title}>
        비밀번호 변경
      </h1>
      {!hasPassword ? (
        <p className={styles.notice}>SNS 계정으로 가입하신 회원은 비밀번호 없이 SNS 로그인으로 이용하실 수 있습니다.</p>
      ) : (
        <>
          <p className={styles.lead}>
            주기적인 비밀번호 변경으로 개인정보를 안전하게 지켜 주세요.
            {passwordChangedAt && `\n마지막 변경일: ${koreaDate(passwordChangedAt)}`}
          </p>
          <Form method="post" className={styles.form} {...formProps}>
            <CsrfField />
            <FormAlert message={actionData?.formError} />
            <PasswordChangeFields askCurrent errorOf={errorOf} />
            <SubmitButton>비밀번호 변경</SubmitButton>
          </Form>
        </>
      )}
    </section>
  );
}
