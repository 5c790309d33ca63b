import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { useNavigation } from "react-router";
import styles from "./form-fields.module.css";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "name"> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** A button or timer beside the input (중복확인, 인증번호 받기 …). */
  addon?: ReactNode;
  /** Shown after the label: required fields get a mark. */
  requiredMark?: boolean;
  /** A line under the input that is good news (사용 가능한 아이디입니다.). */
  success?: string | undefined;
}

/** A labelled input with its message underneath (SPEC §5 messages, shown per field). */
export function TextField({
  label,
  name,
  error,
  hint,
  addon,
  requiredMark = false,
  success,
  id,
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error || success ? messageId : null, hint ? hintId : null].filter(Boolean).join(" ");
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {requiredMark && (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className={styles.control}>
        <input
          id={inputId}
          name={name}
          className={error ? `${styles.input} ${styles.inputInvalid}` : styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {addon}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error ? (
        <p id={messageId} className={styles.error}>
          {error}
        </p>
      ) : success ? (
        <p id={messageId} className={styles.success}>
          {success}
        </p>
      ) : null}
    </div>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "type"> {
  name: string;
  children: ReactNode;
  error?: string | undefined;
}

/** A checkbox with its label and, for a required agreement, the message under it. */
export function CheckboxField({ name, children, error, id, className, ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className={styles.checkbox}>
        <input
          id={inputId}
          type="checkbox"
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          {...input}
        />
        <span>{children}</span>
      </label>
      {error && (
        <p id={messageId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A message about the whole form (a refused login, a failed call), announced when it appears. */
export function FormAlert({ message }: { message: string | undefined | null }) {
  if (!message) return null;
  return (
    <p className={styles.formAlert} role="alert">
      {message}
    </p>
  );
}

/** The form's main button; shows it is working while the action runs. */
export function SubmitButton({
  children,
  name,
  value,
  variant = "primary",
}: {
  children: ReactNode;
  name?: string;
  value?: string;
  variant?: "primary" | "secondary";
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && (!name || navigation.formData?.get(name) === value);
  return (
    <button
      type="submit"
      name={name}
      value={value}
      className={variant === "primary" ? styles.primaryButton : styles.secondaryButton}
      aria-busy={busy || undefined}
      disabled={busy}
    >
      {children}
    </button>
  );
}
