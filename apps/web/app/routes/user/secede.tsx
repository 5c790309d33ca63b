import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { type FormEvent, useMemo } from "react";
import { Form, redirect, useSubmit } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { CheckboxField, FormAlert, SubmitButton, TextField } from "../../components/form/form-fields";
import { readFormValues, textOf, validateFormValues } from "../../components/form/form-values";
import { useLiveValidation } from "../../components/form/use-live-validation";
import { useAlert } from "../../components/ui/alert-modal";
import { apiRefusal, invalid } from "../../features/account/account-action.server";
import styles from "../../features/account/account-form.module.css";
import { SECEDE_DETAIL_MAX, SECEDE_REASONS, secedeSpec } from "../../features/account/account-form-specs";
import { callApi } from "../../lib/api-client.server";
import { readProtectedForm, requireUser } from "../../lib/auth.server";
import { clearRememberMeCookie } from "../../lib/mobile-login-persistence.server";
import { pageMeta } from "../../lib/page-meta";
import { clearLogin, commitShopperSession } from "../../lib/session.server";
import type { Route } from "./+types/secede";

const SECEDE_NOTICES = [
  "탈퇴하시면 보유하신 포인트와 쿠폰은 모두 소멸되며 복구되지 않습니다.",
  "전자상거래 등에서의 소비자보호에 관한 법률에 따라 주문·결제·배송 기록은 5년간 보관됩니다.",
  "탈퇴한 아이디는 다시 사용하실 수 없습니다.",
  "진행 중인 주문이 있으면 주문이 완료된 후 탈퇴해 주세요.",
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request);
  const me = await callApi(context, apiEndpoints.myProfile, { request });
  return { userName: me.userName, hasPassword: me.hasPassword };
}

/** POST /api/auth/secede; the account is closed, so the session and remember-me cookie go with it. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request);
  const { form, session } = await readProtectedForm(request);
  const hasPassword = form.get("hasPassword") !== "false";
  const spec = secedeSpec(hasPassword);
  const values = readFormValues(form, spec, ["reasonChoice"]);
  const fieldErrors = validateFormValues(values, spec);
  if (Object.keys(fieldErrors).length > 0) return invalid({ fieldErrors });

  const choice = textOf(values, "reasonChoice");
  const detail = textOf(values, "reasonDetail");
  const reason = [(SECEDE_REASONS as readonly string[]).includes(choice) ? choice : "", detail]
    .filter(Boolean)
    .join(" - ");
  try {
    await callApi(context, apiEndpoints.secede, {
      request,
      body: { ...(hasPassword ? { password: textOf(values, "password") } : {}), ...(reason ? { reason } : {}) },
    });
  } catch (error) {
    return apiRefusal(error, Object.keys(spec.rules));
  }
  clearLogin(session);
  session.flash("alert", "회원 탈퇴가 완료되었습니다. 그동안 이용해 주셔서 감사합니다.");
  const headers = new Headers();
  headers.append("Set-Cookie", await commitShopperSession(request, session));
  headers.append("Set-Cookie", clearRememberMeCookie(request));
  return redirect("/", { headers });
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "회원 탈퇴");

export default function SecedePage({ loaderData, actionData }: Route.ComponentProps) {
  const { userName, hasPassword } = loaderData;
  const spec = useMemo(() => secedeSpec(hasPassword), [hasPassword]);
  const { formProps, errorOf } = useLiveValidation(spec, actionData?.fieldErrors);
  const { confirm } = useAlert();
  const submit = useSubmit();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const form = event.currentTarget;
    void confirm("정말 탈퇴하시겠습니까?", { okLabel: "탈퇴하기" }).then((confirmed) => {
      if (confirmed) void submit(form, { method: "post" });
    });
  };

  return (
    <section className={styles.divided} aria-labelledby="secede-title">
      <h1 id="secede-title" className={styles.title}>
        회원 탈퇴
      </h1>
      <p className={styles.lead}>{userName}님, 탈퇴하시기 전에 아래 내용을 꼭 확인해 주세요.</p>
      <ul className={styles.noticeList}>
        {SECEDE_NOTICES.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
      <Form method="post" className={styles.form} {...formProps} onSubmit={onSubmit}>
        <CsrfField />
        <input type="hidden" name="hasPassword" value={String(hasPassword)} />
        <FormAlert message={actionData?.formError} />
        <fieldset className={styles.radioGroup}>
          <legend>탈퇴 사유 (선택)</legend>
          {SECEDE_REASONS.map((reason) => (
            <label key={reason} className={styles.checkbox}>
              <input type="radio" name="reasonChoice" value={reason} />
              <span>{reason}</span>
            </label>
          ))}
        </fieldset>
        <div className={styles.field}>
          <label htmlFor="secede-detail" className={styles.label}>
            하고 싶은 말씀 (선택)
          </label>
          <textarea
            id="secede-detail"
            name="reasonDetail"
            className={styles.textarea}
            maxLength={SECEDE_DETAIL_MAX}
            aria-invalid={errorOf("reasonDetail") ? true : undefined}
          />
          {errorOf("reasonDetail") && <p className={styles.error}>{errorOf("reasonDetail")}</p>}
        </div>
        {hasPassword && (
          <TextField
            label="비밀번호 확인"
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={20}
            placeholder="현재 비밀번호를 입력해 주세요"
            error={errorOf("password")}
          />
        )}
        <CheckboxField name="agreeSecede" error={errorOf("agreeSecede")}>
          안내 사항을 모두 확인하였으며, 회원 탈퇴에 동의합니다.
        </CheckboxField>
        <SubmitButton>회원 탈퇴</SubmitButton>
      </Form>
    </section>
  );
}
