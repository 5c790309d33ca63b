import type { Pagination } from "@shop/contracts/common";
import type { ReactNode } from "react";
import { Form, Link, useLocation, useNavigation, useSearchParams } from "react-router";
import { Field } from "../../components/admin/admin-form";
import form from "../../components/admin/admin-form.module.css";
import table from "../../components/admin/admin-table.module.css";
import { PaginationNav } from "../../components/ui/pagination-nav";
import styles from "./admin-content.module.css";
import type { ContentActionAnswer } from "./content-action.server";
import type { ContentField } from "./content-fields";

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

/**
 * The key of a form that registers a new record, or edits the record `editingId`. A save answers with a redirect to the
 * list (`done=saved`), where the new-record form would otherwise keep what was just registered, one press away from
 * registering it twice: each such redirect gives it a fresh key, so it starts empty. A refused save does not navigate,
 * so what was typed stays to be corrected.
 */
export function useRecordFormKey(editingId?: number): string {
  const location = useLocation();
  if (editingId !== undefined) return `edit-${editingId}`;
  return new URLSearchParams(location.search).has("done") ? `new-${location.key}` : "new";
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

/** A value of the record being edited, or undefined. */
function editedValue(values: object | null | undefined, name: string): unknown {
  return values ? (values as Record<string, unknown>)[name] : undefined;
}

/**
 * The controls of a content form, in the order declared (content-fields.ts), each with the API's message for it;
 * `values` is the record being edited (each field starts from its own value, else its fallback).
 */
export function ContentFields({
  fields,
  values,
  errors,
  suggestions = {},
}: {
  fields: readonly ContentField[];
  values?: object | null | undefined;
  errors?: Record<string, string> | undefined;
  suggestions?: Record<string, readonly string[]>;
}) {
  return fields.map((field) => {
    const value = editedValue(values, field.name);
    if (field.kind === "check") {
      return (
        <Check
          key={field.name}
          name={field.name}
          label={field.label}
          defaultChecked={Boolean(value ?? field.fallback)}
        />
      );
    }
    return (
      <Field key={field.name} label={field.label} error={errors?.[field.name]} wide={field.wide} hint={field.hint}>
        <FieldControl field={field} value={value} suggestions={suggestions[field.name] ?? []} />
      </Field>
    );
  });
}

function FieldControl({
  field,
  value,
  suggestions,
}: {
  field: Exclude<ContentField, { kind: "check" }>;
  value: unknown;
  suggestions: readonly string[];
}) {
  switch (field.kind) {
    case "textarea":
      return (
        <textarea
          name={field.name}
          defaultValue={String(value ?? "")}
          maxLength={field.max}
          required={field.required}
          rows={field.rows}
        />
      );
    case "number":
      return (
        <input name={field.name} type="number" min={0} max={field.max} defaultValue={Number(value ?? field.fallback)} />
      );
    case "color":
      return <input name={field.name} type="color" defaultValue={String(value ?? field.fallback)} />;
    case "select":
      return (
        <select name={field.name} defaultValue={String(value ?? field.fallback)}>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    default:
      return (
        <>
          <input
            name={field.name}
            type={field.type}
            defaultValue={field.blank ? undefined : String(value ?? field.fallback ?? "")}
            maxLength={field.max}
            required={field.required}
            placeholder={field.placeholder}
            list={field.listId}
          />
          {field.listId && (
            <datalist id={field.listId}>
              {suggestions.map((suggestion) => (
                <option key={suggestion} value={suggestion} />
              ))}
            </datalist>
          )}
        </>
      );
  }
}

/** While a form is being sent (its buttons wait). */
export const useBusy = () => useNavigation().state !== "idle";

/** A content form's frame: its heading, the id of the record it edits, its fields and its buttons. */
export function ContentForm({
  label,
  title,
  editingId,
  submit,
  actions,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  title: ReactNode;
  /** The record being edited, sent back as `id`. */
  editingId?: number | undefined;
  submit: string;
  /** More buttons after the submit button. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const busy = useBusy();
  return (
    <Form method="post" className={`${form.form} ${styles.form}`} aria-label={label}>
      <h2 className={form.formTitle}>{title}</h2>
      {editingId !== undefined && <input type="hidden" name="id" value={editingId} />}
      {children}
      <div className={form.formActions}>
        <button type="submit" className={table.primary} disabled={busy}>
          {submit}
        </button>
        {actions}
      </div>
    </Form>
  );
}

/** The words of a page of records staff add, edit and delete. */
export interface RecordKind {
  /** The list's address (the form's 새로 쓰기 goes back to it). */
  path: string;
  /** What one record is called: "공지" → "공지 등록", "공지 수정 (7)", "공지을(를) 삭제할까요?". */
  what: string;
  /** The form's accessible name. */
  formLabel: string;
  /** The form's heading for a new record. */
  fresh: string;
  /** The table's line when there are none. */
  empty: string;
}

/** The form that adds a record or edits the one the address opened (with 새로 쓰기 back to a blank form). */
export function RecordForm({
  kind,
  fields,
  editing,
  answer,
  suggestions,
}: {
  kind: RecordKind;
  fields: readonly ContentField[];
  editing: { id: number } | null;
  answer: ContentActionAnswer | undefined;
  suggestions?: Record<string, readonly string[]>;
}) {
  const formKey = useRecordFormKey(editing?.id);
  return (
    <ContentForm
      key={formKey}
      label={kind.formLabel}
      title={editing ? `${kind.what} 수정 (${editing.id})` : kind.fresh}
      editingId={editing?.id}
      submit={editing ? "수정 저장" : `${kind.what} 등록`}
      actions={
        editing && (
          <Link className={table.button} to={kind.path}>
            새로 쓰기
          </Link>
        )
      }
    >
      <ContentFields fields={fields} values={editing} errors={answer?.fieldErrors} suggestions={suggestions} />
    </ContentForm>
  );
}

/** A list's search form: its own filters, then the keyword box, then 찾기. */
export function ContentSearch({
  label,
  keywordLabel,
  children,
}: {
  label: string;
  keywordLabel: string;
  children?: ReactNode;
}) {
  const [params] = useSearchParams();
  return (
    <Form method="get" className={table.filters} aria-label={label}>
      {children}
      <label className={table.filter}>
        {keywordLabel}
        <input name="keyword" defaultValue={params.get("keyword") ?? ""} maxLength={50} />
      </label>
      <button type="submit" className={table.button}>
        찾기
      </button>
    </Form>
  );
}

/** One column of a content table. */
export interface ContentColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** number: right-aligned figures; clip: long text cut to one line. */
  look?: "number" | "clip";
}

/**
 * A page of content as a table, then its pages. With `kind`, each row ends in 수정 (opens it in the form) and 삭제;
 * `counted` says how many there are above it.
 */
export function ContentTable<Row extends { id: number }>({
  rows,
  columns,
  pagination,
  empty,
  kind,
  counted = false,
}: {
  rows: readonly Row[];
  columns: readonly ContentColumn<Row>[];
  pagination?: Pagination;
  empty: string;
  kind?: RecordKind;
  counted?: boolean;
}) {
  const editHref = useEditHref();
  const looks = { number: table.number, clip: styles.clip };
  return (
    <>
      {counted && pagination && <p className={table.count}>총 {pagination.totalCount.toLocaleString("ko-KR")}건</p>}
      <div className={table.tableWrap}>
        <table className={table.table}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
              {kind && <th scope="col">관리</th>}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length + (kind ? 1 : 0)} className={table.empty}>
                  {empty}
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={row.id}>
                {columns.map((column) => (
                  <td key={column.header} className={column.look && looks[column.look]}>
                    {column.cell(row)}
                  </td>
                ))}
                {kind && (
                  <td>
                    <div className={table.rowActions}>
                      <Link className={table.button} to={editHref(row.id)}>
                        수정
                      </Link>
                      <DeleteButton id={row.id} what={kind.what} />
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pagination && <PaginationNav pagination={pagination} />}
    </>
  );
}

/** A record's period as the tables show it. */
export const periodText = (row: { startAt: string; endAt: string }) =>
  `${row.startAt || "처음부터"} ~ ${row.endAt || "기한 없음"}`;

/** A badge when the record is what the shop shows (or follows) now. */
export function NowBadge({ on, text }: { on: boolean; text: string }) {
  return on ? <span className={table.badge}>{text}</span> : "";
}

/**
 * A page of records staff add, edit and delete: the last write's outcome, the form (the record the address opened,
 * or a new one), the list's search when it has one, and the table with each row's 수정 and 삭제.
 */
export function RecordsPage<Row extends { id: number }>({
  kind,
  fields,
  columns,
  data,
  answer,
  search,
  counted = false,
  suggestions,
}: {
  kind: RecordKind;
  fields: readonly ContentField[];
  columns: readonly ContentColumn<Row>[];
  data: { page: { list: readonly Row[]; pagination: Pagination }; editing: Row | null };
  answer: ContentActionAnswer | undefined;
  search?: ReactNode;
  counted?: boolean;
  suggestions?: Record<string, readonly string[]>;
}) {
  return (
    <>
      <ContentMessages answer={answer} />
      <RecordForm kind={kind} fields={fields} editing={data.editing} answer={answer} suggestions={suggestions} />
      {search}
      <ContentTable
        rows={data.page.list}
        columns={columns}
        pagination={data.page.pagination}
        empty={kind.empty}
        kind={kind}
        counted={counted}
      />
    </>
  );
}

/** The columns of a record shown for a while: its period, whether it is on, and whether the shop shows it now. */
export function scheduleColumns<Row extends { startAt: string; endAt: string; active: boolean; live: boolean }>() {
  const columns: ContentColumn<Row>[] = [
    { header: "기간", cell: periodText },
    { header: "사용", cell: (row) => yesNo(row.active) },
    { header: "노출", cell: (row) => <NowBadge on={row.live} text="노출 중" /> },
  ];
  return columns;
}
