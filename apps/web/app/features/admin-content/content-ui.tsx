import type { ReactNode } from "react";
import { Form, useSearchParams } from "react-router";
import table from "../../components/admin/admin-table.module.css";
import styles from "./admin-content.module.css";
import type { ContentActionAnswer } from "./content-action.server";

const DONE_TEXT: Record<string, string> = { saved: "저장했습니다.", deleted: "삭제했습니다." };

/** The outcome of the last write (from the address) or the API's refusal. */
export function ContentMessages({ answer }: { answer: ContentActionAnswer | undefined }) {
  const [params] = useSearchParams();
  const done = DONE_TEXT[params.get("done") ?? ""];
  return (
    <>
      {done && !answer?.formError && (
        <p className={table.notice} role="status">
          {done}
        </p>
      )}
      {answer?.formError && (
        <p className={table.formError} role="alert">
          {answer.formError}
        </p>
      )}
    </>
  );
}

/** A labelled input with the API's message for it. */
export function Field({
  label,
  error,
  wide = false,
  hint,
  children,
}: {
  label: string;
  error?: string | undefined;
  wide?: boolean;
  hint?: string;
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

/** A checkbox with its label. */
export function Check({ name, label, defaultChecked }: { name: string; label: string; defaultChecked: boolean }) {
  return (
    <label className={styles.check}>
      <input type="checkbox" name={name} defaultChecked={defaultChecked} />
      {label}
    </label>
  );
}

/** Deletes a row after the staff member confirms. */
export function DeleteButton({ id, what }: { id: number; what: string }) {
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm(`${what}을(를) 삭제할까요? 되돌릴 수 없습니다.`)) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={table.button}>
        삭제
      </button>
    </Form>
  );
}

/** Yes/no as the tables show it. */
export const yesNo = (value: boolean) => (value ? "예" : "아니요");

/** The address that opens a row in the edit form, keeping the list's page and filters. */
export function useEditHref() {
  const [params] = useSearchParams();
  return (id: number) => {
    const next = new URLSearchParams(params);
    next.set("edit", String(id));
    next.delete("done");
    return `?${next}`;
  };
}
