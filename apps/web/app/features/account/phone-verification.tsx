import { MEMBER_FIELD_RULES } from "@shop/contracts/auth";
import { validateFields } from "@shop/core/validation/validate-fields";
import { type MouseEvent, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { TextField } from "../../components/form/form-fields";
import { useRootData } from "../../lib/use-root-data";
import styles from "./account-form.module.css";
import { formatMmSs, useCountdown } from "./countdown";
import { emptyPhoneState, type PhoneState } from "./phone-state";

interface PhoneVerificationProps {
  /** The block's state from the page's action (a page used without JavaScript). */
  state: PhoneState | undefined;
  defaultPhone?: string;
  /** The form's own message for the phone field (live validation or the server's). */
  phoneError?: string | undefined;
  /** The form's message when it was sent without a verified phone. */
  verificationError?: string | undefined;
  label?: string;
  requiredMark?: boolean;
}

const AUTH_NUMBER_EXPIRED = "인증번호 입력 시간이 만료되었습니다. 인증번호를 다시 요청해 주세요.";

/**
 * Phone verification (SPEC §9: 300 s): 인증번호 받기 sends a code to the number, a six-digit input with the mm:ss
 * countdown appears, 확인 checks it and the proof is posted with the form as `phoneVerificationToken`. With
 * JavaScript the side buttons go through a fetcher, so nothing else typed in the form is touched; without it they
 * post the whole form with their intent and the page comes back with the new state.
 */
export function PhoneVerification({
  state,
  defaultPhone = "",
  phoneError,
  verificationError,
  label = "휴대폰번호",
  requiredMark = true,
}: PhoneVerificationProps) {
  const { csrf } = useRootData();
  const fetcher = useFetcher<{ phone?: PhoneState }>();
  const [current, setCurrent] = useState<PhoneState>(() => state ?? emptyPhoneState(defaultPhone));
  const [phone, setPhone] = useState(current.phoneNumber);
  const [authNumber, setAuthNumber] = useState("");
  const [localError, setLocalError] = useState<string | null>(null);

  useEffect(() => {
    if (state) {
      setCurrent(state);
      setPhone(state.phoneNumber);
    }
  }, [state]);
  const answered = fetcher.data?.phone;
  useEffect(() => {
    if (!answered) return;
    setCurrent(answered);
    setLocalError(null);
    if (answered.verificationToken || answered.message) setAuthNumber("");
  }, [answered]);

  const secondsLeft = useCountdown(current.verificationToken ? null : current.expiresAt);
  const verified = current.verificationToken !== null;
  const codeSent = current.expiresAt !== null && !verified;
  const expired = codeSent && secondsLeft === 0;
  const busy = fetcher.state !== "idle";

  const onPhoneChange = (value: string) => {
    setPhone(value);
    setLocalError(null);
    // A code or proof belongs to the number it was sent to.
    if (value.trim() !== current.phoneNumber && (current.expiresAt !== null || verified)) {
      setCurrent(emptyPhoneState(value));
    }
  };

  const submitIntent = (event: MouseEvent<HTMLButtonElement>, intent: "send-code" | "check-code") => {
    event.preventDefault();
    const phoneNumber = phone.trim();
    const phoneMessage = validateFields({ phoneNumber }, { phoneNumber: MEMBER_FIELD_RULES.phoneNumber })[0]?.message;
    if (phoneMessage) {
      setLocalError(phoneMessage);
      return;
    }
    if (intent === "check-code") {
      const codeMessage = validateFields({ authNumber }, { authNumber: MEMBER_FIELD_RULES.authNumber })[0]?.message;
      if (codeMessage) {
        setCurrent({ ...current, authNumberError: codeMessage, message: null });
        return;
      }
    }
    void fetcher.submit(
      {
        intent,
        csrf,
        phoneNumber,
        authNumber,
        ...(current.expiresAt ? { phoneCodeExpiresAt: String(current.expiresAt) } : {}),
      },
      { method: "post" },
    );
  };

  const shownPhoneError = localError ?? current.phoneError ?? (verified ? undefined : phoneError);
  return (
    <div className={styles.group}>
      <TextField
        label={label}
        name="phoneNumber"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={11}
        placeholder="'-' 없이 숫자만 입력"
        value={phone}
        onChange={(event) => onPhoneChange(event.target.value)}
        readOnly={verified}
        requiredMark={requiredMark}
        error={shownPhoneError ?? undefined}
        success={verified ? (current.message ?? undefined) : undefined}
        addon={
          verified ? (
            // Without JavaScript this posts a new code to the same number, which also starts over.
            <button
              type="submit"
              name="intent"
              value="send-code"
              formNoValidate
              className={styles.sideButton}
              onClick={(event) => {
                event.preventDefault();
                setCurrent(emptyPhoneState(phone.trim()));
              }}
            >
              번호 변경
            </button>
          ) : (
            <button
              type="submit"
              name="intent"
              value="send-code"
              formNoValidate
              className={styles.sideButton}
              disabled={busy}
              onClick={(event) => submitIntent(event, "send-code")}
            >
              {current.expiresAt !== null ? "인증번호 재전송" : "인증번호 받기"}
            </button>
          )
        }
      />
      {current.expiresAt !== null && !verified && (
        <input type="hidden" name="phoneCodeExpiresAt" value={String(current.expiresAt)} />
      )}
      {codeSent && (
        <TextField
          label="인증번호"
          name="authNumber"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="인증번호 6자리"
          value={authNumber}
          onChange={(event) => setAuthNumber(event.target.value.replace(/[^0-9]/g, ""))}
          error={current.authNumberError ?? (expired ? AUTH_NUMBER_EXPIRED : undefined)}
          success={!current.authNumberError && !expired ? (current.message ?? undefined) : undefined}
          addon={
            <>
              <span className={styles.timer} role="timer" aria-label="인증번호 남은 시간">
                {formatMmSs(secondsLeft ?? 0)}
              </span>
              <button
                type="submit"
                name="intent"
                value="check-code"
                formNoValidate
                className={styles.sideButton}
                disabled={busy || expired}
                onClick={(event) => submitIntent(event, "check-code")}
              >
                확인
              </button>
            </>
          }
        />
      )}
      {verified ? (
        <input type="hidden" name="phoneVerificationToken" value={current.verificationToken ?? ""} />
      ) : (
        verificationError && !codeSent && !shownPhoneError && <p className={styles.error}>{verificationError}</p>
      )}
    </div>
  );
}
