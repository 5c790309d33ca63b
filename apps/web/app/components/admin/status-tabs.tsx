import { Link } from "react-router";
import css from "./status-tabs.module.css";

/**
 * A back-office list's tabs (orders' and claims' statuses, claims' kinds): 전체, then each value, with their counts
 * when the list has them; the tab of the value shown is the current page.
 */
export function StatusTabs<S extends string>({
  label,
  statuses,
  labels,
  counts,
  total,
  current,
  hrefOf,
}: {
  label: string;
  statuses: readonly S[];
  labels: Readonly<Record<S, string>>;
  counts?: Readonly<Partial<Record<S, number>>>;
  total?: number;
  current: S | undefined;
  hrefOf: (status: S | undefined) => string;
}) {
  return (
    <ul className={css.tabs} aria-label={label}>
      <li>
        <Link className={css.tab} to={hrefOf(undefined)} aria-current={current ? undefined : "page"}>
          전체{total === undefined ? "" : ` ${total.toLocaleString("ko-KR")}`}
        </Link>
      </li>
      {statuses.map((status) => (
        <li key={status}>
          <Link className={css.tab} to={hrefOf(status)} aria-current={current === status ? "page" : undefined}>
            {labels[status]}
            {counts ? ` ${(counts[status] ?? 0).toLocaleString("ko-KR")}` : ""}
          </Link>
        </li>
      ))}
    </ul>
  );
}
