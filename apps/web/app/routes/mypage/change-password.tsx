import { memberProfileSchema, successResponseSchema } from "@shop/contracts/auth";
import { Form, redirect } from "react-router";
import styles from "../../features/account/account-form.module.css";
import { CHANGE_PASSWORD_SPEC } from "../../features/account/account-form-specs";
import { apiRefusal, invalid } from "../../features/account/form-action.server";
import { CsrfField, FormAlert, SubmitButton, TextField } from "../../features/account/form-fields";
import { readFormValues, textOf, validateFormValues } from "../../features/account/form-values";
import { useLiveValidation } from "../../features/account/use-live-validation";
import { pageMeta } from "../../features/content/page-meta";
import { formatSeoulDate } from "../../features/content/seoul-date";
import { callApi } from "../../lib/api-client.server";
import { readProtectedForm, requireUser } from "../../lib/auth.server";
import { commitShopperSession } from "../../lib/session.server";
import type { Route } from "./+types/change-password";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request);
  const me = await callApi(context, "/api/auth/me", memberProfileSchema, { request });
  return { hasPassword: me.hasPassword, passwordChangedAt: me.passwordChangedAt };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request);
  const { form, session } = await readProtectedForm(request);
  const values = readFormValues(form, CHANGE_PASSWORD_SPEC);
  const fieldErrors = validateFormValues(values, CHANGE_PASSWORD_SPEC);
  if (Object.keys(fieldErrors).length > 0) return invalid({ fieldErrors });
  try {
    await callApi(context, "/api/auth/change-password", successResponseSchema, {
      request,
      method: "POST",
      body: {
        currentPassword: textOf(values, "currentPassword"),
        password: textOf(values, "password"),
        passwordConfirm: textOf(values, "passwordConfirm"),
      },
    });
  } catch (error) {
    return apiRefusal(error, Object.keys(CHANGE_PASSWORD_SPEC.rules));
  }
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
            {passwordChangedAt && `\n마지막 변경일: ${formatSeoulDate(passwordChangedAt)}`}
          </p>
          <Form method="post" className={styles.form} {...formProps}>
            <CsrfField />
            <FormAlert message={actionData?.formError} />
            <TextField
              label="현재 비밀번호"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              maxLength={20}
              error={errorOf("currentPassword")}
            />
            <TextField
              label="새 비밀번호"
              name="password"
              type="password"
              autoComplete="new-password"
              maxLength={16}
              hint="영문/숫자/특수문자를 혼합하여 10~16자"
              error={errorOf("password")}
            />
            <TextField
              label="새 비밀번호 확인"
              name="passwordConfirm"
              type="password"
              autoComplete="new-password"
              maxLength={16}
              error={errorOf("passwordConfirm")}
            />
            <SubmitButton>비밀번호 변경</SubmitButton>
          </Form>
        </>
      )}
    </section>
  );
}
