import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { Form } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { intentOf, publicValues } from "../../components/form/form-action.server";
import { FormAlert, SubmitButton } from "../../components/form/form-fields";
import { validateFormValues } from "../../components/form/form-values";
import { useLiveValidation } from "../../components/form/use-live-validation";
import { apiRefusal, invalid, reply } from "../../features/account/account-action.server";
import styles from "../../features/account/account-form.module.css";
import { SNS_JOIN_SPEC } from "../../features/account/account-form-specs";
import { AccountPage } from "../../features/account/account-page";
import { BUSINESS_LOOKUP_INTENT, lookupBusiness } from "../../features/account/business-lookup.server";
import { BuyerFields } from "../../features/account/buyer-fields";
import { buyerBody, readBuyerValues, userTypeOf } from "../../features/account/buyer-form";
import { finishLogin, missingSnsAuth } from "../../features/account/login-flow.server";
import { handlePhoneIntent, isPhoneIntent, phoneStateFromForm } from "../../features/account/phone-verification.server";
import { loadAgreementTerms } from "../../features/account/terms-agreement.server";
import { UserTypeTabs, userTypeFromUrl } from "../../features/account/user-type-tabs";
import { callApi } from "../../lib/api-client.server";
import { readProtectedForm, requireAnonymous, safeTarget } from "../../lib/auth.server";
import { pageMeta } from "../../lib/page-meta";
import { type ShopperSession, tokenStatusOf } from "../../lib/session.server";
import type { Route } from "./+types/sns-join";

const PROVIDER_NAMES = { NAVER: "네이버", KAKAO: "카카오" } as const;

/** Only with the guest token sns-token issued for an unknown social account (SNS_JOIN_REQUIRED). */
async function requireSnsJoin(request: Request): Promise<ShopperSession> {
  const session = await requireAnonymous(request);
  if (tokenStatusOf(session) !== "SNS_JOIN_REQUIRED") throw await missingSnsAuth(request, session);
  return session;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSnsJoin(request);
  const [profile, terms] = await Promise.all([
    callApi(context, apiEndpoints.snsInfo, { request }),
    loadAgreementTerms(context, request),
  ]);
  return { profile, terms, userType: userTypeFromUrl(new URL(request.url)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireSnsJoin(request);
  const { form, session } = await readProtectedForm(request);
  const intent = intentOf(form);
  const values = readBuyerValues(form, SNS_JOIN_SPEC);
  const kept = publicValues(values);

  if (isPhoneIntent(intent)) {
    const phone = await handlePhoneIntent(intent, form, request, context, "SNS_JOIN");
    if (!phone.verificationToken) return reply({ phone, values: kept });
    // A phone that already belongs to a member links this social login to that member instead of a new one.
    const check = await callApi(context, apiEndpoints.checkSnsJoin, {
      request,
      body: { phoneVerificationToken: phone.verificationToken },
    });
    const message = check.registered
      ? `이미 가입된 회원입니다${check.maskedLoginId ? ` (아이디 ${check.maskedLoginId})` : ""}. 가입을 완료하시면 기존 계정에 SNS 로그인이 연결됩니다.`
      : phone.message;
    return reply({ phone: { ...phone, message }, values: kept });
  }

  const phone = phoneStateFromForm(form);
  if (intent === BUSINESS_LOOKUP_INTENT) {
    return reply({ businessLookup: await lookupBusiness(form, request, context), values: kept, phone });
  }
  const fieldErrors = validateFormValues(values, SNS_JOIN_SPEC);
  if (Object.keys(fieldErrors).length > 0) return invalid({ fieldErrors, values: kept, phone });
  try {
    const joined = await callApi(context, apiEndpoints.snsJoin, { request, body: buyerBody(values) });
    session.flash(
      "alert",
      joined.connected ? "기존 회원 계정에 SNS 로그인이 연결되었습니다." : "회원가입이 완료되었습니다.",
    );
    // The member token is bound to the site id this session's guest token was issued with.
    const salesonId = session.get("salesonId") ?? "";
    const target = safeTarget(new URL(request.url).searchParams.get("target"));
    return finishLogin(request, context, session, joined, target, salesonId);
  } catch (error) {
    return apiRefusal(error, Object.keys(SNS_JOIN_SPEC.rules), { values: kept, phone });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "SNS 회원가입");

export default function SnsJoinPage({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, terms } = loaderData;
  const userType = actionData?.values ? userTypeOf(actionData.values) : loaderData.userType;
  const { formProps, errorOf } = useLiveValidation(SNS_JOIN_SPEC, actionData?.fieldErrors);
  return (
    <AccountPage
      title="SNS 회원가입"
      lead={`${PROVIDER_NAMES[profile.provider]} 계정으로 가입합니다.\n회원 정보를 확인하고 약관에 동의해 주세요.`}
      wide
    >
      <UserTypeTabs current={userType} basePath="/user/sns-join" />
      <Form method="post" className={styles.form} {...formProps} key={userType}>
        <CsrfField />
        <FormAlert message={actionData?.formError} />
        <div className={styles.section}>
          <h2 className={styles.sectionTitle}>회원 정보</h2>
          <BuyerFields userType={userType} terms={terms} errorOf={errorOf} actionData={actionData} profile={profile} />
        </div>
        <SubmitButton>가입하기</SubmitButton>
      </Form>
    </AccountPage>
  );
}
