import type { ReactNode } from "react";
import styles from "./admin-form.module.css";
import table from "./admin-table.module.css";

// The fields of the back office's edit forms (admin-form.module.css's grid): a labelled control and a row of radio
// buttons, each with the API's sentence for it under it.

/** A labelled control with the API's sentence for it. */
export function Field({
  label,
  error,
  hint,
  wide = false,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ""}`}>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the control is the children, inside the label */}
      <label className={styles.fieldLabel}>
        {label}
        {children}
      </label>
      {hint && <span className={styles.hint}>{hint}</span>}
      {error && <span className={table.fieldError}>{error}</span>}
    </div>
  );
}

/** Radio buttons of one field. */
export function Choices<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  error?: string | undefined;
}) {
  return (
    <div className={styles.field}>
      <fieldset className={styles.choices}>
        <legend>{legend}</legend>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {error && <span className={table.fieldError}>{error}</span>}
    </div>
  );
}
