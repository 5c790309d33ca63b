import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { PARTNER_ACCOUNT_SCHEME } from "@shop/core/validation/account-schemes";
import { Form } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { intentOf, publicValues } from "../../components/form/form-action.server";
import { FormAlert, SubmitButton, TextField } from "../../components/form/form-fields";
import { textOf, validateFormValues } from "../../components/form/form-values";
import { useLiveValidation } from "../../components/form/use-live-validation";
import { apiRefusal, invalid, reply } from "../../features/account/account-action.server";
import styles from "../../features/account/account-form.module.css";
import { TRANSFER_JOIN_SPEC } from "../../features/account/account-form-specs";
import { AccountPage } from "../../features/account/account-page";
import { BUSINESS_LOOKUP_INTENT, lookupBusiness } from "../../features/account/business-lookup.server";
import { BuyerFields } from "../../features/account/buyer-fields";
import { buyerBody, readBuyerValues, userTypeOf } from "../../features/account/buyer-form";
import { handlePhoneIntent, isPhoneIntent, phoneStateFromForm } from "../../features/account/phone-verification.server";
import { requireTokenStatus, resolveTokenStatus } from "../../features/account/restricted-token.server";
import { loadAgreementTerms } from "../../features/account/terms-agreement.server";
import { UserTypeTabs } from "../../features/account/user-type-tabs";
import { callApi } from "../../lib/api-client.server";
import { readProtectedForm } from "../../lib/auth.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/transfer-join";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireTokenStatus(request, "TRANSFER_REQUIRED");
  const [member, terms] = await Promise.all([
    callApi(context, apiEndpoints.transferJoinMe, { request }),
    loadAgreementTerms(context, request),
  ]);
  const type = new URL(request.url).searchParams.get("type");
  const userType = type === "business" ? "BUSINESS" : type === "personal" ? "PERSONAL" : member.userType;
  return { member, terms, userType };
}

/**
 * An account carried over from the old shop confirms its details, agrees to the current terms and sets a new
 * password of the partner scheme (8–20, SPEC §5 alternate password); the id stays as it was.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireTokenStatus(request, "TRANSFER_REQUIRED");
  const { form, session } = await readProtectedForm(request);
  const intent = intentOf(form);
  const values = readBuyerValues(form, TRANSFER_JOIN_SPEC);
  const kept = publicValues(values);
  if (isPhoneIntent(intent)) {
    return reply({ phone: await handlePhoneIntent(intent, form, request, context, "TRANSFER_JOIN"), values: kept });
  }
  const phone = phoneStateFromForm(form);
  if (intent === BUSINESS_LOOKUP_INTENT) {
    return reply({ businessLookup: await lookupBusiness(form, request, context), values: kept, phone });
  }
  const fieldErrors = validateFormValues(values, TRANSFER_JOIN_SPEC);
  if (Object.keys(fieldErrors).length > 0) return invalid({ fieldErrors, values: kept, phone });
  try {
    await callApi(context, apiEndpoints.transferJoin, {
      request,
      body: {
        password: textOf(values, "password"),
        passwordConfirm: textOf(values, "passwordConfirm"),
        ...buyerBody(values),
      },
    });
  } catch (error) {
    return apiRefusal(error, Object.keys(TRANSFER_JOIN_SPEC.rules), { values: kept, phone });
  }
  return resolveTokenStatus(request, session, "/user/transfer-complete");
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "회원 전환 가입");

export default function TransferJoinPage({ loaderData, actionData }: Route.ComponentProps) {
  const { member, terms } = loaderData;
  const userType = actionData?.values ? userTypeOf(actionData.values) : loaderData.userType;
  const { formProps, errorOf } = useLiveValidation(TRANSFER_JOIN_SPEC, actionData?.fieldErrors);
  return (
    <AccountPage
      title="회원 전환 가입"
      lead={"새로워진 쇼핑몰 이용을 위해 회원 정보를 확인해 주세요.\n기존 아이디는 그대로 사용하실 수 있습니다."}
      wide
    >
      <UserTypeTabs current={userType} basePath="/user/transfer-join" />
      <Form method="post" className={styles.form} {...formProps} key={userType}>
        <CsrfField />
        <FormAlert message={actionData?.formError} />
        <div className={styles.section}>
          <h2 className={styles.sectionTitle}>회원 정보</h2>
          <TextField label="아이디" name="loginIdShown" value={member.loginId} readOnly />
          <TextField
            label="새 비밀번호"
            name="password"
            type="password"
            autoComplete="new-password"
            maxLength={PARTNER_ACCOUNT_SCHEME.password.maxLength}
            hint="영문/숫자/특수문자를 혼합하여 8~20자"
            requiredMark
            error={errorOf("password")}
          />
          <TextField
            label="새 비밀번호 확인"
            name="passwordConfirm"
            type="password"
            autoComplete="new-password"
            maxLength={PARTNER_ACCOUNT_SCHEME.password.maxLength}
            requiredMark
            error={errorOf("passwordConfirm")}
          />
          <BuyerFields userType={userType} terms={terms} errorOf={errorOf} actionData={actionData} profile={member} />
        </div>
        <SubmitButton>전환 가입하기</SubmitButton>
      </Form>
    </AccountPage>
  );
}
