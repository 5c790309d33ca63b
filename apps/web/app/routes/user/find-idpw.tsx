import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { koreaDate } from "@shop/core/format/korea-date";
import { Form, Link } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { intentOf, publicValues } from "../../components/form/form-action.server";
import { FormAlert, SubmitButton, TextField } from "../../components/form/form-fields";
import { type FormSpec, readFormValues, textOf, validateFormValues } from "../../components/form/form-values";
import { useLiveValidation } from "../../components/form/use-live-validation";
import { type AccountActionData, apiRefusal, invalid, reply } from "../../features/account/account-action.server";
import styles from "../../features/account/account-form.module.css";
import { AUTH_NUMBER_SPEC, FIND_ID_SPEC, FIND_PASSWORD_SPEC } from "../../features/account/account-form-specs";
import { AccountPage } from "../../features/account/account-page";
import { formatMmSs, useCountdown } from "../../features/account/countdown";
import { callApi } from "../../lib/api-client.server";
import { readProtectedForm, requireAnonymous } from "../../lib/auth.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/find-idpw";

type Tab = "id" | "password";

const LOGIN_TYPE_LABELS: Record<string, string> = {
  NORMAL: "일반 회원",
  NAVER: "네이버 로그인 회원",
  KAKAO: "카카오 로그인 회원",
};

const TEMP_PASSWORD_NOTICE =
  "임시 비밀번호가 회원님의 휴대폰으로 발송되었습니다.\n임시 비밀번호로 로그인하신 뒤 새 비밀번호로 변경해 주세요.";

const withCode = (spec: FormSpec): FormSpec => ({ rules: { ...spec.rules, ...AUTH_NUMBER_SPEC.rules } });
const FIND_ID_CODE_SPEC = withCode(FIND_ID_SPEC);
const FIND_PASSWORD_CODE_SPEC = withCode(FIND_PASSWORD_SPEC);

function tabOf(url: URL): Tab {
  return url.searchParams.get("tab") === "password" ? "password" : "id";
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  return { tab: tabOf(new URL(request.url)) };
}

/**
 * Each tab is two steps: the details and 인증번호 받기 (find-id / find-password-step1, which answer the same
 * whether or not such a member exists), then the code (find-complete-id / recovery).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { form } = await readProtectedForm(request);
  const tab = tabOf(new URL(request.url));
  const intent = intentOf(form);
  const confirming = intent === "confirm";
  const spec =
    tab === "id"
      ? confirming
        ? FIND_ID_CODE_SPEC
        : FIND_ID_SPEC
      : confirming
        ? FIND_PASSWORD_CODE_SPEC
        : FIND_PASSWORD_SPEC;
  const values = readFormValues(form, spec);
  const kept = publicValues(values);
  const expiresAt = Number(form.get("expiresAt")) || undefined;
  const codeStep: AccountActionData = { values: kept, find: { step: "code", ...(expiresAt ? { expiresAt } : {}) } };

  const fieldErrors = validateFormValues(values, spec);
  if (Object.keys(fieldErrors).length > 0)
    return invalid({ ...(confirming ? codeStep : { values: kept }), fieldErrors });

  const userName = textOf(values, "userName");
  const phoneNumber = textOf(values, "phoneNumber");
  const loginId = textOf(values, "loginId");
  try {
    if (!confirming) {
      const sent =
        tab === "id"
          ? await callApi(context, apiEndpoints.findId, { request, body: { userName, phoneNumber } })
          : await callApi(context, apiEndpoints.findPasswordStep1, {
              request,
              body: { loginId, userName, phoneNumber },
            });
      return reply({ values: kept, find: { step: "code", expiresAt: Date.now() + sent.expiresIn * 1000 } });
    }
    const authNumber = textOf(values, "authNumber");
    if (tab === "id") {
      const found = await callApi(context, apiEndpoints.findCompleteId, {
        request,
        body: { userName, phoneNumber, authNumber },
      });
      return reply({ values: kept, find: { step: "done", ids: found.list } });
    }
    await callApi(context, apiEndpoints.recoverPassword, { request, body: { loginId, phoneNumber, authNumber } });
    return reply({ values: kept, find: { step: "done" } });
  } catch (error) {
    return apiRefusal(error, Object.keys(spec.rules), confirming ? codeStep : { values: kept });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "아이디·비밀번호 찾기");

export default function FindIdPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { tab } = loaderData;
  const find = actionData?.find;
  return (
    <AccountPage title="아이디·비밀번호 찾기">
      <nav className={styles.tabs} aria-label="찾기 방법">
        {(["id", "password"] as const).map((value) => (
          <Link
            key={value}
            to={value === "id" ? "/user/find-idpw" : "/user/find-idpw?tab=password"}
            replace
            className={value === tab ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            aria-current={value === tab ? "page" : undefined}
          >
            {value === "id" ? "아이디 찾기" : "비밀번호 찾기"}
          </Link>
        ))}
      </nav>
      {find?.step === "done" ? (
        <FindResult tab={tab} ids={find.ids} />
      ) : (
        <FindForm key={`${tab}-${find?.step ?? "start"}`} tab={tab} actionData={actionData} />
      )}
    </AccountPage>
  );
}

function FindForm({ tab, actionData }: { tab: Tab; actionData: AccountActionData | undefined }) {
  const codeStep = actionData?.find?.step === "code";
  const spec =
    tab === "id"
      ? codeStep
        ? FIND_ID_CODE_SPEC
        : FIND_ID_SPEC
      : codeStep
        ? FIND_PASSWORD_CODE_SPEC
        : FIND_PASSWORD_SPEC;
  const { formProps, errorOf } = useLiveValidation(spec, actionData?.fieldErrors);
  const expiresAt = codeStep ? (actionData?.find?.expiresAt ?? null) : null;
  const secondsLeft = useCountdown(expiresAt);
  const typed = (name: string) => {
    const value = actionData?.values?.[name];
    return typeof value === "string" ? value : "";
  };

  return (
    <Form
      method="post"
      action={tab === "id" ? "/user/find-idpw" : "/user/find-idpw?tab=password"}
      className={styles.form}
      {...formProps}
    >
      <CsrfField />
      <p className={styles.notice}>
        {tab === "id"
          ? "회원가입 시 입력하신 이름과 휴대폰번호로 아이디를 찾으실 수 있습니다."
          : "아이디, 이름, 휴대폰번호를 입력하시면 휴대폰으로 임시 비밀번호를 보내 드립니다."}
      </p>
      <FormAlert message={actionData?.formError} />
      {tab === "password" && (
        <TextField
          label="아이디"
          name="loginId"
          autoComplete="username"
          autoCapitalize="none"
          maxLength={30}
          defaultValue={typed("loginId")}
          readOnly={codeStep}
          error={errorOf("loginId")}
        />
      )}
      <TextField
        label="이름"
        name="userName"
        autoComplete="name"
        maxLength={20}
        defaultValue={typed("userName")}
        readOnly={codeStep}
        error={errorOf("userName")}
      />
      <TextField
        label="휴대폰번호"
        name="phoneNumber"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={11}
        placeholder="'-' 없이 숫자만 입력"
        defaultValue={typed("phoneNumber")}
        readOnly={codeStep}
        error={errorOf("phoneNumber")}
        addon={
          codeStep ? (
            <button type="submit" name="intent" value="send" formNoValidate className={styles.sideButton}>
              인증번호 재전송
            </button>
          ) : undefined
        }
      />
      {codeStep ? (
        <>
          {expiresAt !== null && <input type="hidden" name="expiresAt" value={String(expiresAt)} />}
          <TextField
            label="인증번호"
            name="authNumber"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="인증번호 6자리"
            hint="입력하신 정보와 일치하는 회원이 있으면 인증번호가 발송됩니다."
            error={
              errorOf("authNumber") ??
              (secondsLeft === 0 ? "인증번호 입력 시간이 만료되었습니다. 인증번호를 다시 요청해 주세요." : undefined)
            }
            addon={
              <span className={styles.timer} role="timer" aria-label="인증번호 남은 시간">
                {formatMmSs(secondsLeft ?? 0)}
              </span>
            }
          />
          <SubmitButton name="intent" value="confirm">
            확인
          </SubmitButton>
        </>
      ) : (
        <SubmitButton name="intent" value="send">
          인증번호 받기
        </SubmitButton>
      )}
    </Form>
  );
}

function FindResult({ tab, ids }: { tab: Tab; ids: NonNullable<AccountActionData["find"]>["ids"] }) {
  if (tab === "password") {
    return (
      <div className={styles.form}>
        <div className={styles.result} role="status">
          <p className={styles.notice}>{TEMP_PASSWORD_NOTICE}</p>
        </div>
        <Link to="/user/login" className={styles.primaryButton}>
          로그인
        </Link>
      </div>
    );
  }
  const list = ids ?? [];
  return (
    <div className={styles.form}>
      <div className={styles.result} role="status">
        {list.length === 0 ? (
          <p>입력하신 정보와 일치하는 회원이 없습니다.</p>
        ) : (
          <>
            <p>회원님의 정보와 일치하는 아이디입니다.</p>
            <ul className={styles.idList}>
              {list.map((entry) => (
                <li key={entry.loginId}>
                  <strong className={styles.resultValue}>{entry.loginId}</strong>
                  <span className={styles.hint}>
                    {LOGIN_TYPE_LABELS[entry.loginType] ?? entry.loginType} · 가입일 {koreaDate(entry.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div className={styles.buttonRow}>
        <Link to="/user/find-idpw?tab=password" className={styles.secondaryButton}>
          비밀번호 찾기
        </Link>
        <Link to="/user/login" className={styles.primaryButton}>
          로그인
        </Link>
      </div>
    </div>
  );
}
