import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { koreaDate } from "@shop/core/format/korea-date";
import { Form } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { intentOf } from "../../components/form/form-action.server";
import { FormAlert, SubmitButton } from "../../components/form/form-fields";
import { useLiveValidation } from "../../components/form/use-live-validation";
import { apiRefusal } from "../../features/account/account-action.server";
import styles from "../../features/account/account-form.module.css";
import { CHANGE_PASSWORD_SPEC } from "../../features/account/account-form-specs";
import { AccountPage } from "../../features/account/account-page";
import { submitPasswordChange } from "../../features/account/password-change.server";
import { PasswordChangeFields } from "../../features/account/password-change-fields";
import { requireTokenStatus, resolveTokenStatus } from "../../features/account/restricted-token.server";
import { callApi } from "../../lib/api-client.server";
import { readProtectedForm, safeTarget } from "../../lib/auth.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/expired-password";

export async function loader({ request }: Route.LoaderArgs) {
  await requireTokenStatus(request, "PASSWORD_EXPIRED");
  return null;
}

/**
 * SPEC §4 PASSWORD_EXPIRED: change the password now (change-password) or keep it 90 more days
 * (delay-change-password). Either lifts the restriction, and the shopper goes where the login was headed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireTokenStatus(request, "PASSWORD_EXPIRED");
  const { form, session } = await readProtectedForm(request);
  const target = safeTarget(new URL(request.url).searchParams.get("target"));

  if (intentOf(form) === "delay") {
    try {
      const delayed = await callApi(context, apiEndpoints.delayChangePassword, { request });
      return resolveTokenStatus(
        request,
        session,
        target,
        `비밀번호 변경이 ${koreaDate(delayed.delayedUntil)}까지 연기되었습니다.`,
      );
    } catch (error) {
      return apiRefusal(error, []);
    }
  }

  const refusal = await submitPasswordChange(context, request, form, CHANGE_PASSWORD_SPEC);
  if (refusal) return refusal;
  return resolveTokenStatus(request, session, target, "비밀번호가 변경되었습니다.");
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "비밀번호 변경 안내");

export default function ExpiredPasswordPage({ actionData }: Route.ComponentProps) {
  const { formProps, errorOf } = useLiveValidation(CHANGE_PASSWORD_SPEC, actionData?.fieldErrors);
  return (
    <AccountPage title="비밀번호 변경 안내">
      <p className={styles.notice}>
        <strong>비밀번호를 변경하신 지 90일이 지났습니다.</strong>
        {"\n"}소중한 개인정보 보호를 위해 비밀번호를 변경해 주세요.
      </p>
      <Form method="post" className={styles.form} {...formProps}>
        <CsrfField />
        <FormAlert message={actionData?.formError} />
        <PasswordChangeFields askCurrent errorOf={errorOf} />
        <div className={styles.buttonRow}>
          <button type="submit" name="intent" value="delay" formNoValidate className={styles.secondaryButton}>
            90일 후 변경하기
          </button>
          <SubmitButton>비밀번호 변경</SubmitButton>
        </div>
      </Form>
    </AccountPage>
  );
}
