import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { Form, redirect } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { intentOf, publicValues } from "../../components/form/form-action.server";
import { FormAlert, SubmitButton, TextField } from "../../components/form/form-fields";
import { textOf, validateFormValues } from "../../components/form/form-values";
import { useLiveValidation } from "../../components/form/use-live-validation";
import { apiRefusal, invalid, reply } from "../../features/account/account-action.server";
import styles from "../../features/account/account-form.module.css";
import { JOIN_SPEC } from "../../features/account/account-form-specs";
import { AccountPage } from "../../features/account/account-page";
import { BUSINESS_LOOKUP_INTENT, lookupBusiness } from "../../features/account/business-lookup.server";
import { BuyerFields } from "../../features/account/buyer-fields";
import { buyerBody, readBuyerValues, userTypeOf } from "../../features/account/buyer-form";
import { joinedMemberCookie } from "../../features/account/join-complete-cookie.server";
import { LoginIdField } from "../../features/account/login-id-field";
import { handlePhoneIntent, isPhoneIntent, phoneStateFromForm } from "../../features/account/phone-verification.server";
import { loadAgreementTerms } from "../../features/account/terms-agreement.server";
import { UserTypeTabs, userTypeFromUrl } from "../../features/account/user-type-tabs";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import { readProtectedForm, requireAnonymous } from "../../lib/auth.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/join";

const JOIN_FIELDS = Object.keys(JOIN_SPEC.rules);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAnonymous(request);
  return {
    userType: userTypeFromUrl(new URL(request.url)),
    terms: await loadAgreementTerms(context, request),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { form } = await readProtectedForm(request);
  const intent = intentOf(form);
  const values = readBuyerValues(form, JOIN_SPEC);
  const kept = publicValues(values);

  if (isPhoneIntent(intent)) {
    return reply({ phone: await handlePhoneIntent(intent, form, request, context, "JOIN"), values: kept });
  }

  const phone = phoneStateFromForm(form);
  if (intent === BUSINESS_LOOKUP_INTENT) {
    return reply({ businessLookup: await lookupBusiness(form, request, context), values: kept, phone });
  }
  if (intent === "check-login-id") {
    const loginId = textOf(values, "loginId");
    try {
      const answer = await callApi(context, apiEndpoints.validateLoginId, { request, body: { loginId } });
      return reply({ loginIdCheck: { loginId, ...answer }, values: kept, phone });
    } catch (error) {
      if (!(error instanceof ApiResponseError) || error.status >= 500) throw error;
      return reply({ loginIdCheck: { loginId, available: false, message: error.message }, values: kept, phone });
    }
  }

  const fieldErrors = validateFormValues(values, JOIN_SPEC);
  if (Object.keys(fieldErrors).length > 0) return invalid({ fieldErrors, values: kept, phone });

  try {
    const joined = await callApi(context, apiEndpoints.join, {
      request,
      body: {
        loginId: textOf(values, "loginId"),
        password: textOf(values, "password"),
        passwordConfirm: textOf(values, "passwordConfirm"),
        ...buyerBody(values),
      },
    });
    const cookie = await joinedMemberCookie(request, {
      loginId: joined.loginId,
      userName: joined.userName,
      userType: joined.userType,
      businessNumber: joined.userType === "BUSINESS" ? textOf(values, "businessNumber") : null,
    });
    return redirect("/user/join-complete", { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    return apiRefusal(error, JOIN_FIELDS, { values: kept, phone });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "회원가입");

export default function JoinPage({ loaderData, actionData }: Route.ComponentProps) {
  const { terms } = loaderData;
  const userType = actionData?.values ? userTypeOf(actionData.values) : loaderData.userType;
  const { formProps, errorOf } = useLiveValidation(JOIN_SPEC, actionData?.fieldErrors);
  const typed = (name: string) => {
    const value = actionData?.values?.[name];
    return typeof value === "string" ? value : "";
  };

  return (
    <AccountPage title="회원가입" lead="회원 유형을 선택하신 뒤 정보를 입력해 주세요." wide>
      <UserTypeTabs current={userType} basePath="/user/join" />
      <Form
        method="post"
        action={userType === "BUSINESS" ? "/user/join?type=business" : "/user/join"}
        className={styles.form}
        {...formProps}
        // Remounts the uncontrolled fields when the tab changes, so one type's typing does not linger in the other.
        key={userType}
      >
        <CsrfField />
        <FormAlert message={actionData?.formError} />
        <div className={styles.section}>
          <h2 className={styles.sectionTitle}>{userType === "BUSINESS" ? "사업자회원 정보" : "개인회원 정보"}</h2>
          <LoginIdField defaultValue={typed("loginId")} error={errorOf("loginId")} check={actionData?.loginIdCheck} />
          <TextField
            label="비밀번호"
            name="password"
            type="password"
            autoComplete="new-password"
            maxLength={16}
            hint="영문/숫자/특수문자를 혼합하여 10~16자"
            requiredMark
            error={errorOf("password")}
          />
          <TextField
            label="비밀번호 확인"
            name="passwordConfirm"
            type="password"
            autoComplete="new-password"
            maxLength={16}
            requiredMark
            error={errorOf("passwordConfirm")}
          />
          <BuyerFields userType={userType} terms={terms} errorOf={errorOf} actionData={actionData} />
        </div>
        <SubmitButton>가입하기</SubmitButton>
      </Form>
    </AccountPage>
  );
}
