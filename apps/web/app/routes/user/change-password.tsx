import { successResponseSchema } from "@shop/contracts/auth";
import { Form } from "react-router";
import styles from "../../features/account/account-form.module.css";
import { NEW_PASSWORD_SPEC } from "../../features/account/account-form-specs";
import { apiRefusal, invalid } from "../../features/account/form-action.server";
import { AccountPage, CsrfField, FormAlert, SubmitButton, TextField } from "../../features/account/form-fields";
import { readFormValues, textOf, validateFormValues } from "../../features/account/form-values";
import { requireTokenStatus, resolveTokenStatus } from "../../features/account/restricted-token.server";
import { useLiveValidation } from "../../features/account/use-live-validation";
import { pageMeta } from "../../features/content/page-meta";
import { callApi } from "../../lib/api-client.server";
import { readProtectedForm, safeTarget } from "../../lib/auth.server";
import type { Route } from "./+types/change-password";

export async function loader({ request }: Route.LoaderArgs) {
  await requireTokenStatus(request, "TEMP_PASSWORD");
  return null;
}

/** SPEC §4 TEMP_PASSWORD: the shopper logged in with the temporary password and now sets a new one. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireTokenStatus(request, "TEMP_PASSWORD");
  const { form, session } = await readProtectedForm(request);
  const values = readFormValues(form, NEW_PASSWORD_SPEC);
  const fieldErrors = validateFormValues(values, NEW_PASSWORD_SPEC);
  if (Object.keys(fieldErrors).length > 0) return invalid({ fieldErrors });
  try {
    // No current password: the restricted token proves the temporary one was just typed.
    await callApi(context, "/api/auth/change-password", successResponseSchema, {
      request,
      method: "POST",
      body: { password: textOf(values, "password"), passwordConfirm: textOf(values, "passwordConfirm") },
    });
  } catch (error) {
    return apiRefusal(error, Object.keys(NEW_PASSWORD_SPEC.rules));
  }
  const target = safeTarget(new URL(request.url).searchParams.get("target"));
  return resolveTokenStatus(request, session, target, "비밀번호가 변경되었습니다.");
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "비밀번호 변경");

export default function TemporaryPasswordChangePage({ actionData }: Route.ComponentProps) {
  const { formProps, errorOf } = useLiveValidation(NEW_PASSWORD_SPEC, actionData?.fieldErrors);
  return (
    <AccountPage title="비밀번호 변경">
      <p className={styles.notice}>
        <strong>임시 비밀번호로 로그인하셨습니다.</strong>
        {"\n"}안전한 이용을 위해 새 비밀번호를 설정해 주세요.
      </p>
      <Form method="post" className={styles.form} {...formProps}>
        <CsrfField />
        <FormAlert message={actionData?.formError} />
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
    </AccountPage>
  );
}
