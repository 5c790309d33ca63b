import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { snsProviderSchema } from "@shop/contracts/auth";
import { type FormEvent, useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { intentOf, publicValues } from "../../components/form/form-action.server";
import { CheckboxField, FormAlert, SubmitButton, TextField } from "../../components/form/form-fields";
import { readFormValues, textOf, validateFormValues } from "../../components/form/form-values";
import { useLiveValidation } from "../../components/form/use-live-validation";
import { apiRefusal, invalid } from "../../features/account/account-action.server";
import styles from "../../features/account/account-form.module.css";
import { LOGIN_SPEC } from "../../features/account/account-form-specs";
import { AccountPage } from "../../features/account/account-page";
import { finishLogin, sendToSleepUser, startSnsLogin } from "../../features/account/login-flow.server";
import { GUEST_ORDER_LINK } from "../../features/layout/layout-links";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import { readProtectedForm, requireAnonymous, safeTarget } from "../../lib/auth.server";
import { browserLocalStorage } from "../../lib/client-storage";
import { loginCallAuth } from "../../lib/login-grant.server";
import { isMobileUserAgent } from "../../lib/mobile-login-persistence.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/login";

/** localStorage key of the remembered login id (SPEC §3 client state `savedLoginId`). */
const SAVED_LOGIN_ID_KEY = "savedLoginId";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  const url = new URL(request.url);
  return {
    target: safeTarget(url.searchParams.get("target")),
    // SPEC §4: the automatic login from the remember-me cookie is for mobile shoppers.
    offerRememberMe: isMobileUserAgent(request.headers.get("user-agent")),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { form, session } = await readProtectedForm(request);
  const target = safeTarget(new URL(request.url).searchParams.get("target"));
  const intent = intentOf(form);

  if (intent.startsWith("sns-")) {
    const provider = snsProviderSchema.safeParse(intent.slice(4));
    if (!provider.success) return invalid({ formError: "지원하지 않는 로그인 방식입니다." });
    return startSnsLogin(request, context, session, provider.data, target);
  }

  const values = readFormValues(form, LOGIN_SPEC);
  const fieldErrors = validateFormValues(values, LOGIN_SPEC);
  if (Object.keys(fieldErrors).length > 0) return invalid({ fieldErrors, values: publicValues(values) });

  try {
    // A guest's token goes along, so the cart they filled before logging in becomes the member's.
    const { salesonId, anonymous, headers } = await loginCallAuth(context, session);
    const answer = await callApi(context, apiEndpoints.login, {
      request,
      anonymous,
      headers,
      body: {
        loginId: textOf(values, "loginId"),
        password: textOf(values, "password"),
        rememberMe: values.rememberMe === true,
      },
      callerHandlesErrors: true,
    });
    return finishLogin(request, context, session, answer, target, salesonId);
  } catch (error) {
    if (error instanceof ApiResponseError && error.status === 401 && error.body?.code === "SLEEP_USER") {
      return sendToSleepUser(request, session);
    }
    return apiRefusal(error, ["loginId", "password"], { values: publicValues(values) });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "로그인");

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { target, offerRememberMe } = loaderData;
  const { formProps, errorOf } = useLiveValidation(LOGIN_SPEC, actionData?.fieldErrors);
  const [loginId, setLoginId] = useState(() => String(actionData?.values?.loginId ?? ""));
  const [saveLoginId, setSaveLoginId] = useState(false);

  // The remembered id lives in the browser only: read after hydration so the server markup matches.
  useEffect(() => {
    const saved = browserLocalStorage()?.getItem(SAVED_LOGIN_ID_KEY);
    if (saved) {
      setLoginId((current) => current || saved);
      setSaveLoginId(true);
    }
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event);
    if (event.defaultPrevented) return;
    const storage = browserLocalStorage();
    try {
      if (saveLoginId && loginId.trim()) storage?.setItem(SAVED_LOGIN_ID_KEY, loginId.trim());
      else storage?.removeItem(SAVED_LOGIN_ID_KEY);
    } catch (error) {
      console.warn("[web] could not update the saved login id", error);
    }
  };

  const search = target === "/" ? "" : `?${new URLSearchParams({ target }).toString()}`;
  return (
    <AccountPage title="로그인" lead="농협 축산물 도매몰에 오신 것을 환영합니다.">
      <Form method="post" action={`/user/login${search}`} className={styles.form} {...formProps} onSubmit={onSubmit}>
        <CsrfField />
        <FormAlert message={actionData?.formError} />
        <TextField
          label="아이디"
          name="loginId"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={30}
          placeholder="아이디를 입력해 주세요"
          value={loginId}
          onChange={(event) => setLoginId(event.target.value)}
          error={errorOf("loginId")}
        />
        <TextField
          label="비밀번호"
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={20}
          placeholder="비밀번호를 입력해 주세요"
          error={errorOf("password")}
        />
        <div className={styles.options}>
          <CheckboxField
            name="saveLoginId"
            checked={saveLoginId}
            onChange={(event) => setSaveLoginId(event.target.checked)}
          >
            아이디 저장
          </CheckboxField>
          {offerRememberMe && <CheckboxField name="rememberMe">자동 로그인</CheckboxField>}
        </div>
        <SubmitButton>로그인</SubmitButton>
      </Form>
      <ul className={styles.links}>
        <li>
          <Link to="/user/join">회원가입</Link>
        </li>
        <li>
          <Link to="/user/find-idpw">아이디 찾기</Link>
        </li>
        <li>
          <Link to="/user/find-idpw?tab=password">비밀번호 찾기</Link>
        </li>
      </ul>
      <Form method="post" action={`/user/login${search}`} className={styles.snsButtons}>
        <CsrfField />
        <button type="submit" name="intent" value="sns-NAVER" className={styles.naver}>
          <span className={styles.snsMark} aria-hidden="true">
            N
          </span>{" "}
          네이버 로그인
        </button>
        <button type="submit" name="intent" value="sns-KAKAO" className={styles.kakao}>
          <span className={styles.snsMark} aria-hidden="true">
            K
          </span>{" "}
          카카오 로그인
        </button>
      </Form>
      <p className={styles.links}>
        비회원으로 주문하셨나요?
        <Link to={GUEST_ORDER_LINK.to}>
          <strong>{GUEST_ORDER_LINK.label}</strong>
          <span aria-hidden="true"> ›</span>
        </Link>
      </p>
    </AccountPage>
  );
}
