import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { Form, redirect } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { intentOf, publicValues } from "../../components/form/form-action.server";
import { FormAlert, SubmitButton, TextField } from "../../components/form/form-fields";
import { readFormValues, textOf, validateFormValues } from "../../components/form/form-values";
import { useLiveValidation } from "../../components/form/use-live-validation";
import { apiRefusal, invalid, reply } from "../../features/account/account-action.server";
import styles from "../../features/account/account-form.module.css";
import { SLEEP_USER_SPEC } from "../../features/account/account-form-specs";
import { AccountPage } from "../../features/account/account-page";
import { PhoneVerification } from "../../features/account/phone-verification";
import { handlePhoneIntent, isPhoneIntent, phoneStateFromForm } from "../../features/account/phone-verification.server";
import { callApi } from "../../lib/api-client.server";
import { LOGIN_PATH, readProtectedForm, requireAnonymous } from "../../lib/auth.server";
import { pageMeta } from "../../lib/page-meta";
import { commitShopperSession } from "../../lib/session.server";
import type { Route } from "./+types/sleep-user";

const REACTIVATED_MESSAGE = "휴면 상태가 해제되었습니다. 다시 로그인해 주세요.";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  return null;
}

/** Reactivation: the account's id and password plus a SLEEP_USER phone proof (POST /api/auth/sleep-user). */
export async function action({ request, context }: Route.ActionArgs) {
  const { form, session } = await readProtectedForm(request);
  const intent = intentOf(form);
  const values = readFormValues(form, SLEEP_USER_SPEC);
  const kept = publicValues(values);
  if (isPhoneIntent(intent)) {
    return reply({ phone: await handlePhoneIntent(intent, form, request, context, "SLEEP_USER"), values: kept });
  }
  const phone = phoneStateFromForm(form);
  const fieldErrors = validateFormValues(values, SLEEP_USER_SPEC);
  if (Object.keys(fieldErrors).length > 0) return invalid({ fieldErrors, values: kept, phone });
  try {
    await callApi(context, apiEndpoints.reactivateSleepUser, {
      request,
      body: {
        loginId: textOf(values, "loginId"),
        password: textOf(values, "password"),
        phoneNumber: textOf(values, "phoneNumber"),
        phoneVerificationToken: textOf(values, "phoneVerificationToken"),
      },
      callerHandlesErrors: true,
    });
  } catch (error) {
    return apiRefusal(error, Object.keys(SLEEP_USER_SPEC.rules), { values: kept, phone });
  }
  session.flash("alert", REACTIVATED_MESSAGE);
  return redirect(LOGIN_PATH, { headers: { "Set-Cookie": await commitShopperSession(request, session) } });
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "휴면 계정 해제");

export default function SleepUserPage({ actionData }: Route.ComponentProps) {
  const { formProps, errorOf } = useLiveValidation(SLEEP_USER_SPEC, actionData?.fieldErrors);
  const typed = (name: string) => {
    const value = actionData?.values?.[name];
    return typeof value === "string" ? value : "";
  };
  return (
    <AccountPage title="휴면 계정 해제">
      <p className={styles.notice}>
        <strong>1년 이상 로그인하지 않아 휴면 계정으로 전환되었습니다.</strong>
        {"\n"}개인정보 보호를 위해 휴면 계정의 정보는 분리 보관되고 있습니다. 본인 확인 후 휴면 상태를 해제하시면 다시
        이용하실 수 있습니다.
      </p>
      <Form method="post" className={styles.form} {...formProps}>
        <CsrfField />
        <FormAlert message={actionData?.formError} />
        <TextField
          label="아이디"
          name="loginId"
          autoComplete="username"
          autoCapitalize="none"
          maxLength={30}
          defaultValue={typed("loginId")}
          error={errorOf("loginId")}
        />
        <TextField
          label="비밀번호"
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={20}
          error={errorOf("password")}
        />
        <PhoneVerification
          state={actionData?.phone}
          defaultPhone={typed("phoneNumber")}
          phoneError={errorOf("phoneNumber")}
          verificationError={errorOf("phoneVerificationToken")}
        />
        <SubmitButton>휴면 해제</SubmitButton>
      </Form>
    </AccountPage>
  );
}
