import { REFUND_BANKS } from "@shop/contracts/order-cancel";
import { type ReactNode, useId, useState } from "react";
import formStyles from "../../components/form/form-fields.module.css";
import styles from "./order-cancel.module.css";

// Fields and rows the order's cancel and return/exchange forms share.

/** The optional 상세 사유 box with its typed-characters counter. */
export function ReasonDetailField({
  name,
  max,
  placeholder,
  value,
  error,
}: {
  name: string;
  max: number;
  placeholder: string;
  value: string;
  error: string | undefined;
}) {
  const id = useId();
  const [typed, setTyped] = useState(value.length);
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        상세 사유 <span className={styles.optional}>(선택)</span>
      </label>
      <textarea
        id={id}
        name={name}
        className={error ? `${styles.textarea} ${formStyles.inputInvalid}` : styles.textarea}
        rows={3}
        maxLength={max}
        placeholder={placeholder}
        defaultValue={value}
        onInput={(event) => setTyped(event.currentTarget.value.length)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
      />
      <p id={`${id}-count`} className={styles.counter}>
        {typed}/{max}자
      </p>
      {error ? (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The refund account's bank, for money paid into a virtual account. */
export function RefundBankSelect({ name, value, error }: { name: string; value: string; error: string | undefined }) {
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        은행
        <span className={formStyles.requiredMark} aria-hidden="true">
          *
        </span>
      </label>
      <div className={formStyles.control}>
        <select
          id={id}
          name={name}
          className={error ? `${formStyles.select} ${formStyles.inputInvalid}` : formStyles.select}
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <option value="">은행을 선택해 주세요</option>
          {REFUND_BANKS.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** One line of a refund summary; `minus` shows it as taken off. */
export function AmountRow({ label, children, minus }: { label: ReactNode; children: ReactNode; minus?: boolean }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={minus ? styles.minus : undefined}>{children}</dd>
    </div>
  );
}
