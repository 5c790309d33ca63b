import type { ReactNode } from "react";
import { Form } from "react-router";
import styles from "./admin-table.module.css";

// The pieces every back-office list page repeats (issue 14): the GET filter bar with its fields and button, the
// period's two dates, the count above the table and the table's row when nothing matches.

/** A GET form of filters; the button sends it. `downloadHref`: the spreadsheet of what it shows, at the bar's end. */
export function FilterBar({
  label,
  submitLabel = "검색",
  downloadHref,
  children,
}: {
  label?: string;
  submitLabel?: string;
  downloadHref?: string;
  children: ReactNode;
}) {
  return (
    <Form method="get" className={styles.filters} aria-label={label}>
      {children}
      <button type="submit" className={styles.primary}>
        {submitLabel}
      </button>
      {downloadHref && (
        <a className={styles.filterDownload} href={downloadHref} download>
          엑셀 다운로드
        </a>
      )}
    </Form>
  );
}

/** One labelled field of a filter bar. */
export function FilterField({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the children, inside the label
    <label className={styles.filter}>
      {label}
      {children}
    </label>
  );
}

/** A choice of one value or 전체 (sent empty, so the filter is off). */
export function SelectFilter<Value extends string>({
  label,
  name,
  value,
  options,
  labels,
}: {
  label: string;
  name: string;
  value: string | undefined;
  options: readonly Value[];
  labels: Readonly<Record<Value, string>>;
}) {
  return (
    <FilterField label={label}>
      <select name={name} defaultValue={value ?? ""}>
        <option value="">전체</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/** The period's first and last day (Korea dates, yyyy-mm-dd); the names and labels default to from/to, 시작일/종료일. */
export function PeriodFields({
  from,
  to,
  names = ["from", "to"],
  labels = ["시작일", "종료일"],
  required,
}: {
  from: string | undefined;
  to: string | undefined;
  names?: readonly [string, string];
  labels?: readonly [string, string];
  required?: boolean;
}) {
  return (
    <>
      <FilterField label={labels[0]}>
        <input type="date" name={names[0]} defaultValue={from ?? ""} required={required} />
      </FilterField>
      <FilterField label={labels[1]}>
        <input type="date" name={names[1]} defaultValue={to ?? ""} required={required} />
      </FilterField>
    </>
  );
}

/** "총 12개" above a list: the whole count under the filters, with its counter word (개, 명, 건). */
export function ListCount({ total, unit }: { total: number; unit: string }) {
  return (
    <p className={styles.count}>
      총 {total.toLocaleString("ko-KR")}
      {unit}
    </p>
  );
}

/** A list table's column: its heading, right-aligned (`number`) for figures. */
export type ListColumn = string | { label: string; number: true };

/**
 * A list page's table: the headings, then a row of each of `rows` (`row` draws it, with its key), or the one row of
 * `empty` when nothing matches. `className` adds to the table's own (e.g. figures kept on one line).
 */
export function ListTable<Row>({
  columns,
  rows,
  empty,
  row,
  className,
}: {
  columns: readonly ListColumn[];
  rows: readonly Row[];
  empty: ReactNode;
  row: (row: Row) => ReactNode;
  className?: string;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={className ? `${styles.table} ${className}` : styles.table}>
        <thead>
          <tr>
            {columns.map((column, index) =>
              typeof column === "string" ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the headings are fixed; two may read the same
                <th key={index} scope="col">
                  {column}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the headings are fixed; two may read the same
                <th key={index} scope="col" className={styles.number}>
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{rows.length === 0 ? <EmptyRow colSpan={columns.length}>{empty}</EmptyRow> : rows.map(row)}</tbody>
      </table>
    </div>
  );
}

/** The table's one row when nothing matches, across all its columns. */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className={styles.empty}>
        {children}
      </td>
    </tr>
  );
}
