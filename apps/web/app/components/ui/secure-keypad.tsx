import { PIN_PASSWORD_LENGTH, scrambledDigits } from "@shop/core/pinpay/pin-password";
import { useEffect, useState } from "react";
import { Modal } from "./modal";
import styles from "./secure-keypad.module.css";

/** A uniform fraction 0 ≤ x < 1 from the browser's cryptographic randomness (a keypad layout must not be guessable). */
function secureRandom(): number {
  const value = new Uint32Array(1);
  crypto.getRandomValues(value);
  return (value[0] as number) / 2 ** 32;
}

interface SecureKeypadProps {
  open: boolean;
  title: string;
  /** A message from the last try (a wrong password), shown above the keys. */
  error?: string | undefined;
  busy?: boolean;
  onClose: () => void;
  /** Called with the six digits once the sixth is tapped. */
  onComplete: (password: string) => void;
}

/**
 * The secure keypad (보안 키패드) of the 6-digit payment password, as Korean shops show it: the digits in a new random
 * order each time it opens (and after each wrong try), typed by tapping only — no text field a keyboard logger or
 * autofill reads — and shown as dots.
 */
export function SecureKeypad({ open, title, error, busy = false, onClose, onComplete }: SecureKeypadProps) {
  const [digits, setDigits] = useState<string[]>(() => scrambledDigits(() => 0));
  const [typed, setTyped] = useState("");

  // A fresh layout and an empty entry whenever it opens (the caller remounts it after a refused try).
  useEffect(() => {
    if (!open) return;
    setDigits(scrambledDigits(secureRandom));
    setTyped("");
  }, [open]);

  const press = (digit: string) => {
    if (busy || typed.length >= PIN_PASSWORD_LENGTH) return;
    const next = typed + digit;
    setTyped(next);
    if (next.length === PIN_PASSWORD_LENGTH) onComplete(next);
  };

  const keys = [...digits.slice(0, 9), "clear", digits[9] as string, "back"];
  return (
    <Modal open={open} title={title} onClose={onClose} size="sm">
      <div className={styles.keypad}>
        <p className={styles.keypadLead}>간편결제 비밀번호 6자리를 입력해 주세요.</p>
        <ol className={styles.dots} aria-label={`${typed.length}자리 입력됨`}>
          {Array.from({ length: PIN_PASSWORD_LENGTH }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the six places are fixed
            <li key={index} className={index < typed.length ? styles.dotFilled : styles.dot} />
          ))}
        </ol>
        {error ? (
          <p className={styles.keypadError} role="alert">
            {error}
          </p>
        ) : null}
        <fieldset className={styles.keys}>
          <legend className="visually-hidden">보안 키패드</legend>
          {keys.map((key) =>
            key === "clear" ? (
              <button key={key} type="button" className={styles.keyAction} onClick={() => setTyped("")}>
                전체삭제
              </button>
            ) : key === "back" ? (
              <button
                key={key}
                type="button"
                className={styles.keyAction}
                aria-label="한 자리 지우기"
                onClick={() => setTyped((current) => current.slice(0, -1))}
              >
                ←
              </button>
            ) : (
              <button key={key} type="button" className={styles.key} disabled={busy} onClick={() => press(key)}>
                {key}
              </button>
            ),
          )}
        </fieldset>
        <p className={styles.keypadNote}>보안을 위해 숫자 배열이 매번 바뀝니다.</p>
      </div>
    </Modal>
  );
}
