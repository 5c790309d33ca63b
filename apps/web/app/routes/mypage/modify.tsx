import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { disconnectSnsRequestSchema, type SnsProvider, snsProviderSchema } from "@shop/contracts/auth";
import { koreaDate } from "@shop/core/format/korea-date";
import { useState } from "react";
import { Form, Link, redirect } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { intentOf, publicValues } from "../../components/form/form-action.server";
import { CheckboxField, FormAlert, SubmitButton, TextField } from "../../components/form/form-fields";
import { readFormValues, textOf, validateFormValues } from "../../components/form/form-values";
import { useLiveValidation } from "../../components/form/use-live-validation";
import { type AccountActionData, apiRefusal, invalid, reply } from "../../features/account/account-action.server";
import styles from "../../features/account/account-form.module.css";
import { CHECK_PASSWORD_SPEC, MODIFY_SPEC } from "../../features/account/account-form-specs";
import { BusinessFields } from "../../features/account/business-fields";
import { BUSINESS_LOOKUP_INTENT, lookupBusiness } from "../../features/account/business-lookup.server";
import { buyerFieldValues, buyerProfileBody, userTypeOf } from "../../features/account/buyer-form";
import { startSnsLogin } from "../../features/account/login-flow.server";
import { PhoneVerification } from "../../features/account/phone-verification";
import { handlePhoneIntent, isPhoneIntent, phoneStateFromForm } from "../../features/account/phone-verification.server";
import { callApi } from "../../lib/api-client.server";
import { readProtectedForm, requireUser } from "../../lib/auth.server";
import { pageMeta } from "../../lib/page-meta";
import { commitShopperSession, type ShopperSession } from "../../lib/session.server";
import type { Route } from "./+types/modify";

const MODIFY_PATH = "/mypage/modify";
/** How long a re-typed password opens the edit form. */
const PASSWORD_CHECK_VALID_MS = 10 * 60_000;
const PROVIDERS: { provider: SnsProvider; name: string }[] = [
  { provider: "NAVER", name: "네이버" },
  { provider: "KAKAO", name: "카카오" },
];

function passwordChecked(session: ShopperSession, hasPassword: boolean): boolean {
  if (!hasPassword) return true;
  const checkedAt = session.get("passwordCheckedAt");
  return checkedAt !== undefined && Date.now() - checkedAt < PASSWORD_CHECK_VALID_MS;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireUser(request);
  const me = await callApi(context, apiEndpoints.myProfile, { request });
  // The profile reaches the page only after the password was re-typed (SNS-only accounts have none to type).
  return passwordChecked(session, me.hasPassword) ? { checked: true as const, me } : { checked: false as const };
}

async function redirectToModify(request: Request, session: ShopperSession, alert?: string) {
  if (alert) session.flash("alert", alert);
  return redirect(MODIFY_PATH, { headers: { "Set-Cookie": await commitShopperSession(request, session) } });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request);
  const { form, session } = await readProtectedForm(request);
  const intent = intentOf(form);

  if (intent === "check-password") {
    const values = readFormValues(form, CHECK_PASSWORD_SPEC);
    const fieldErrors = validateFormValues(values, CHECK_PASSWORD_SPEC);
    if (Object.keys(fieldErrors).length > 0) return invalid({ fieldErrors });
    try {
      await callApi(context, apiEndpoints.checkPassword, { request, body: { password: textOf(values, "password") } });
    } catch (error) {
      return apiRefusal(error, ["password"]);
    }
    session.set("passwordCheckedAt", Date.now());
    return redirectToModify(request, session);
  }

  if (intent.startsWith("sns-")) {
    const provider = snsProviderSchema.safeParse(intent.slice(4));
    if (!provider.success) return invalid({ formError: "지원하지 않는 로그인 방식입니다." });
    return startSnsLogin(request, context, session, provider.data, MODIFY_PATH);
  }
  if (intent.startsWith("disconnect-")) {
    const body = disconnectSnsRequestSchema.safeParse({ provider: intent.slice("disconnect-".length) });
    if (!body.success) return invalid({ formError: "지원하지 않는 로그인 방식입니다." });
    try {
      await callApi(context, apiEndpoints.disconnectSns, { request, body: body.data });
    } catch (error) {
      return apiRefusal(error, []);
    }
    return redirectToModify(request, session, "SNS 연결이 해제되었습니다.");
  }

  const values = readFormValues(form, MODIFY_SPEC, ["phoneVerificationToken"]);
  const kept = publicValues(values);
  if (isPhoneIntent(intent)) {
    return reply({ phone: await handlePhoneIntent(intent, form, request, context, "CHANGE_PHONE"), values: kept });
  }
  const phone = phoneStateFromForm(form);
  // 사업자 조회 for a changed number, as on the join form; the API asks the service again when the form is saved.
  if (intent === BUSINESS_LOOKUP_INTENT) {
    return reply({ businessLookup: await lookupBusiness(form, request, context), values: kept, phone });
  }
  const fieldErrors = validateFormValues(values, MODIFY_SPEC);
  if (Object.keys(fieldErrors).length > 0) return invalid({ fieldErrors, values: kept, phone });
  const token = textOf(values, "phoneVerificationToken");
  try {
    await callApi(context, apiEndpoints.updateMyProfile, {
      request,
      body: {
        ...buyerProfileBody(values),
        ...(token ? { phoneVerificationToken: token } : {}),
        agreeMarketing: values.agreeMarketing === true,
      },
    });
  } catch (error) {
    return apiRefusal(error, [...Object.keys(MODIFY_SPEC.rules), "phoneVerificationToken"], { values: kept, phone });
  }
  return redirectToModify(request, session, "회원정보가 수정되었습니다.");
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "회원정보 수정");

export default function ModifyPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className={styles.divided} aria-labelledby="modify-title">
      <h1 id="modify-title" className={styles.title}>
        회원정보 수정
      </h1>
      {loaderData.checked ? (
        <ProfileForm me={loaderData.me} actionData={actionData} />
      ) : (
        <PasswordCheckForm actionData={actionData} />
      )}
    </section>
  );
}

function PasswordCheckForm({ actionData }: { actionData: AccountActionData | undefined }) {
  const { formProps, errorOf } = useLiveValidation(CHECK_PASSWORD_SPEC, actionData?.fieldErrors);
  return (
    <>
      <p className={styles.lead}>회원님의 소중한 정보 보호를 위해 비밀번호를 다시 한번 입력해 주세요.</p>
      <Form method="post" className={styles.form} {...formProps}>
        <CsrfField />
        <FormAlert message={actionData?.formError} />
        <TextField
          label="비밀번호"
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={20}
          error={errorOf("password")}
        />
        <SubmitButton name="intent" value="check-password">
          확인
        </SubmitButton>
      </Form>
    </>
  );
}

type Profile = Extract<Route.ComponentProps["loaderData"], { checked: true }>["me"];

function ProfileForm({ me, actionData }: { me: Profile; actionData: AccountActionData | undefined }) {
  const { formProps, errorOf } = useLiveValidation(MODIFY_SPEC, actionData?.fieldErrors);
  const values = actionData?.values;
  const start = buyerFieldValues(values, me);
  const [userType, setUserType] = useState(values ? userTypeOf(values) : me.userType);
  const connected = new Set(me.snsAccounts.map((account) => account.provider));

  return (
    <>
      <Form method="post" className={styles.form} {...formProps}>
        <CsrfField />
        <FormAlert message={actionData?.formError} />
        <TextField label="아이디" name="loginIdShown" value={me.loginId} readOnly />
        <TextField
          label="이름"
          name="userName"
          autoComplete="name"
          maxLength={20}
          defaultValue={start.userName}
          error={errorOf("userName")}
        />
        <TextField
          label="이메일"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={100}
          defaultValue={start.email}
          error={errorOf("email")}
        />
        <PhoneVerification
          state={actionData?.phone}
          defaultPhone={start.phoneNumber}
          phoneError={errorOf("phoneNumber")}
          verificationError={errorOf("phoneVerificationToken")}
          requiredMark={false}
        />
        <p className={styles.hint}>휴대폰번호를 변경하시려면 새 번호로 인증을 받아 주세요.</p>
        <fieldset className={styles.radioGroup}>
          <legend>회원 유형</legend>
          {(["PERSONAL", "BUSINESS"] as const).map((type) => (
            <label key={type} className={styles.checkbox}>
              <input
                type="radio"
                name="userType"
                value={type}
                checked={userType === type}
                onChange={() => setUserType(type)}
              />
              <span>{type === "PERSONAL" ? "개인회원" : "사업자회원"}</span>
            </label>
          ))}
        </fieldset>
        {userType === "BUSINESS" && (
          <BusinessFields
            defaultBusinessNumber={start.businessNumber}
            defaultCompanyName={start.companyName}
            errorOf={errorOf}
            withLookup
            lookup={actionData?.businessLookup}
          />
        )}
        <CheckboxField
          name="agreeMarketing"
          defaultChecked={values ? values.agreeMarketing === true : me.agreeMarketing}
        >
          [선택] 마케팅 정보 수신 동의
          {me.agreeMarketing && me.marketingAgreedAt && (
            <span className={styles.hint}> ({koreaDate(me.marketingAgreedAt)} 동의)</span>
          )}
        </CheckboxField>
        <SubmitButton>정보 수정</SubmitButton>
      </Form>

      <Form method="post" className={styles.section} aria-labelledby="sns-title">
        <CsrfField />
        <h2 id="sns-title" className={styles.sectionTitle}>
          SNS 로그인 연결
        </h2>
        <ul className={styles.snsList}>
          {PROVIDERS.map(({ provider, name }) => (
            <li key={provider}>
              <span>
                {name} {connected.has(provider) ? "연결됨" : "연결 안 됨"}
              </span>
              {connected.has(provider) ? (
                <button type="submit" name="intent" value={`disconnect-${provider}`} className={styles.sideButton}>
                  연결 해제
                </button>
              ) : (
                <button type="submit" name="intent" value={`sns-${provider}`} className={styles.sideButton}>
                  연결하기
                </button>
              )}
            </li>
          ))}
        </ul>
      </Form>
      <p className={styles.hint}>
        더 이상 이용하지 않으시나요? <Link to="/user/secede">회원 탈퇴</Link>
      </p>
    </>
  );
}
