import { Form } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { FormAlert, SubmitButton } from "../../components/form/form-fields";
import { useLiveValidation } from "../../components/form/use-live-validation";
import styles from "../../features/account/account-form.module.css";
import { NEW_PASSWORD_SPEC } from "../../features/account/account-form-specs";
import { AccountPage } from "../../features/account/account-page";
import { submitPasswordChange } from "../../features/account/password-change.server";
import { PasswordChangeFields } from "../../features/account/password-change-fields";
import { requireTokenStatus, resolveTokenStatus } from "../../features/account/restricted-token.server";
import { readProtectedForm, safeTarget } from "../../lib/auth.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/change-password";

export async function loader({ request }: Route.LoaderArgs) {
  await requireTokenStatus(request, "TEMP_PASSWORD");
  return null;
}

/** SPEC §4 TEMP_PASSWORD: the shopper logged in with the temporary password and now sets a new one. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireTokenStatus(request, "TEMP_PASSWORD");
  const { form, session } = await readProtectedForm(request);
  // No current password: the restricted token proves the temporary one was just typed.
  const refusal = await submitPasswordChange(context, request, form, NEW_PASSWORD_SPEC);
  if (refusal) return refusal;
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
        <PasswordChangeFields askCurrent={false} errorOf={errorOf} />
        <SubmitButton>비밀번호 변경</SubmitButton>
      </Form>
    </AccountPage>
  );
}
