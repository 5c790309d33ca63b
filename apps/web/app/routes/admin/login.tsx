import { ADMIN_MESSAGES, adminLoginRequestSchema, adminTotpRequestSchema } from "@shop/contracts/admin";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { data, Form, redirect, useNavigation } from "react-router";
import styles from "../../features/admin-login/admin-login.module.css";
import { DemoStaffCodes } from "../../features/admin-login/demo-staff-codes";
import { adminMeta } from "../../lib/admin-meta";
import {
  type AdminSessionData,
  adminTarget,
  commitAdminSession,
  readAdminForm,
  readAdminSession,
} from "../../lib/admin-session.server";
import { ApiResponseError, callApi, callApiOrFallback } from "../../lib/api-client.server";
import { demoModeOf } from "../../lib/demo-mode";
import type { Route } from "./+types/login";

export const meta = () => adminMeta("로그인");

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await readAdminSession(request);
  const url = new URL(request.url);
  if (session.token) throw redirect(adminTarget(url.searchParams.get("redirectTo")));
  const demo = demoModeOf(context) !== null;
  const demoCodes = demo ? await callApiOrFallback(context, apiEndpoints.devStaffCodes, { list: [] }) : null;
  const headers = new Headers();
  // A notice is read once.
  if (session.notice)
    headers.append("Set-Cookie", await commitAdminSession(request, { ...session, notice: undefined }));
  return data(
    {
      step: session.challenge ? ("code" as const) : ("password" as const),
      loginId: session.challenge?.loginId ?? "",
      notice: session.notice ?? null,
      demoCodes,
    },
    { headers },
  );
}

type Enrollment = { secret: string; otpauthUri: string; qrSvg: string };
type ActionAnswer = {
  message: string | null;
  fieldErrors?: Record<string, string>;
  loginId?: string;
  step?: "password" | "code";
  enrollment?: Enrollment | null;
};

function firstIssues(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return errors;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  const session = await readAdminSession(request);
  const intent = form.get("intent");
  const target = adminTarget(new URL(request.url).searchParams.get("redirectTo"));
  const save = async (next: AdminSessionData) => ({ "Set-Cookie": await commitAdminSession(request, next) });

  if (intent === "restart") {
    throw redirect(request.url, { headers: await save({}) });
  }

  if (intent === "code") {
    if (!session.challenge) {
      return data<ActionAnswer>(
        { message: ADMIN_MESSAGES.challengeExpired, step: "password" },
        { headers: await save({}) },
      );
    }
    const parsed = adminTotpRequestSchema.safeParse({
      challengeToken: session.challenge.token,
      code: form.get("code"),
    });
    if (!parsed.success)
      return data<ActionAnswer>({ message: null, fieldErrors: firstIssues(parsed.error.issues) }, 400);
    try {
      const signedIn = await callApi(context, apiEndpoints.adminTotp, {
        request,
        anonymous: true,
        callerHandlesErrors: true,
        body: parsed.data,
      });
      const { loginId, name, role, sellerName } = signedIn.staff;
      throw redirect(target, {
        headers: await save({ token: signedIn.accessToken, staff: { loginId, name, role, sellerName } }),
      });
    } catch (error) {
      if (!(error instanceof ApiResponseError)) throw error;
      if (error.body?.code === "CHALLENGE_EXPIRED") {
        return data<ActionAnswer>({ message: error.message, step: "password" }, { headers: await save({}) });
      }
      return data<ActionAnswer>({ message: error.message }, error.status);
    }
  }

  const parsed = adminLoginRequestSchema.safeParse({ loginId: form.get("loginId"), password: form.get("password") });
  if (!parsed.success) {
    return data<ActionAnswer>(
      { message: null, fieldErrors: firstIssues(parsed.error.issues), loginId: String(form.get("loginId") ?? "") },
      400,
    );
  }
  try {
    const challenge = await callApi(context, apiEndpoints.adminLogin, {
      request,
      anonymous: true,
      callerHandlesErrors: true,
      body: parsed.data,
    });
    return data<ActionAnswer>(
      { message: null, step: "code", loginId: parsed.data.loginId, enrollment: challenge.enrollment },
      {
        headers: await save({
          challenge: { token: challenge.challengeToken, loginId: parsed.data.loginId, expiresAt: challenge.expiresAt },
        }),
      },
    );
  } catch (error) {
    if (!(error instanceof ApiResponseError)) throw error;
    return data<ActionAnswer>({ message: error.message, loginId: parsed.data.loginId }, error.status);
  }
}

export default function AdminLoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const step = actionData?.step ?? loaderData.step;
  const loginId = actionData?.loginId ?? loaderData.loginId;
  const message = actionData?.message ?? (actionData ? null : loaderData.notice);
  const busy = useNavigation().state !== "idle";
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="admin-login-title">
        <h1 id="admin-login-title" className={styles.title}>
          농협축산몰 <strong>관리자</strong>
        </h1>
        {message && (
          <p className={styles.alert} role="alert">
            {message}
          </p>
        )}
        {step === "password" ? (
          <Form method="post" className={styles.form} noValidate>
            <input type="hidden" name="intent" value="password" />
            <label className={styles.field}>
              아이디
              <input name="loginId" defaultValue={loginId} autoComplete="username" required maxLength={30} />
              {actionData?.fieldErrors?.loginId && (
                <span className={styles.error}>{actionData.fieldErrors.loginId}</span>
              )}
            </label>
            <label className={styles.field}>
              비밀번호
              <input name="password" type="password" autoComplete="current-password" required maxLength={100} />
              {actionData?.fieldErrors?.password && (
                <span className={styles.error}>{actionData.fieldErrors.password}</span>
              )}
            </label>
            <button type="submit" className={styles.submit} disabled={busy}>
              다음
            </button>
          </Form>
        ) : (
          <>
            {actionData?.enrollment ? (
              <div className={styles.enrol}>
                <p>
                  처음 로그인하셨습니다. 휴대폰의 인증 앱(Google Authenticator, Microsoft Authenticator 등)으로 아래 QR
                  코드를 찍어 등록한 뒤, 앱에 표시된 6자리 코드를 입력해 주세요.
                </p>
                {/* The SVG is the API's own QR rendering of the otpauth URI (no script, no outside reference). */}
                <div
                  className={styles.qr}
                  role="img"
                  aria-label="인증 앱 등록 QR 코드"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: the API's QR SVG, drawn from the otpauth URI
                  dangerouslySetInnerHTML={{ __html: actionData.enrollment.qrSvg }}
                />
                <p className={styles.secret}>
                  직접 입력할 키: <code>{actionData.enrollment.secret}</code>
                </p>
              </div>
            ) : (
              <p className={styles.lead}>
                <strong>{loginId}</strong> 계정의 인증 앱에 표시된 6자리 코드를 입력해 주세요.
              </p>
            )}
            <Form method="post" className={styles.form} noValidate>
              <input type="hidden" name="intent" value="code" />
              <label className={styles.field}>
                인증 코드
                <input
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]*"
                  maxLength={7}
                  required
                  // biome-ignore lint/a11y/noAutofocus: the one field of this step, right after the password
                  autoFocus
                />
                {actionData?.fieldErrors?.code && <span className={styles.error}>{actionData.fieldErrors.code}</span>}
              </label>
              <button type="submit" className={styles.submit} disabled={busy}>
                로그인
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="restart" />
              <button type="submit" className={styles.restart}>
                다른 계정으로 로그인
              </button>
            </Form>
          </>
        )}
      </section>
      {loaderData.demoCodes && <DemoStaffCodes codes={loaderData.demoCodes.list} />}
    </main>
  );
}
