import { MEMBER_ACCOUNT_SCHEME } from "@shop/core/validation/account-schemes";
import { validateFields } from "@shop/core/validation/validate-fields";
import { type MouseEvent, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { TextField } from "../../components/form/form-fields";
import { useRootData } from "../../lib/use-root-data";
import type { AccountActionData } from "./account-action.server";
import styles from "./account-form.module.css";

interface LoginIdFieldProps {
  defaultValue?: string;
  error: string | undefined;
  /** The availability answer of a page used without JavaScript. */
  check: AccountActionData["loginIdCheck"];
}

/**
 * The new login id with 중복확인 (POST /api/auth/validate): the answer shows under the field until the id is
 * edited. The join action does not depend on it; the API refuses a taken id at join too.
 */
export function LoginIdField({ defaultValue = "", error, check }: LoginIdFieldProps) {
  const { csrf } = useRootData();
  const fetcher = useFetcher<AccountActionData>();
  const [loginId, setLoginId] = useState(defaultValue);
  const [answer, setAnswer] = useState(check);
  const [localError, setLocalError] = useState<string | null>(null);

  useEffect(() => setAnswer(check), [check]);
  const fetched = fetcher.data?.loginIdCheck;
  useEffect(() => {
    if (fetched) setAnswer(fetched);
  }, [fetched]);

  const onCheck = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const value = loginId.trim();
    const message = validateFields({ loginId: value }, { loginId: MEMBER_ACCOUNT_SCHEME.id.rules })[0]?.message;
    setLocalError(message ?? null);
    if (message) return;
    void fetcher.submit({ intent: "check-login-id", csrf, loginId: value }, { method: "post" });
  };

  const current = answer && answer.loginId === loginId.trim() ? answer : undefined;
  const shownError = localError ?? error ?? (current && !current.available ? current.message : undefined);
  return (
    <TextField
      label="아이디"
      name="loginId"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={MEMBER_ACCOUNT_SCHEME.id.maxLength}
      placeholder="4~16자 영문 소문자, 숫자"
      value={loginId}
      onChange={(event) => {
        setLoginId(event.target.value);
        setLocalError(null);
      }}
      requiredMark
      error={shownError}
      success={!shownError && current?.available ? current.message : undefined}
      addon={
        <button
          type="submit"
          name="intent"
          value="check-login-id"
          formNoValidate
          className={styles.sideButton}
          disabled={fetcher.state !== "idle"}
          onClick={onCheck}
        >
          중복확인
        </button>
      }
    />
  );
}
