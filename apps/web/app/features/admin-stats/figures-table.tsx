import type { SalesFigures } from "@shop/contracts/admin-stats";
import { formatNumber, formatWon } from "@shop/core/format/number";
import styles from "../../components/admin/admin-table.module.css";
import own from "./admin-stats.module.css";

type Figures = SalesFigures & { newMembers?: number | null };

/**
 * A table of the dashboard's figures, one row per seller, kind or day, with a total row when given; `withMembers`
 * adds the new members column (the days, for operators).
 */
export function FiguresTable<Row extends Figures>({
  caption,
  nameHeader,
  rows,
  nameOf,
  keyOf,
  total,
  empty,
  withMembers = false,
}: {
  caption: string;
  nameHeader: string;
  rows: readonly Row[];
  nameOf: (row: Row) => string;
  keyOf: (row: Row) => string | number;
  total?: Figures;
  empty: string;
  withMembers?: boolean;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${own.figures}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{nameHeader}</th>
            <th scope="col" className={styles.number}>
              주문
            </th>
            <th scope="col" className={styles.number}>
              결제 금액
            </th>
            <th scope="col" className={styles.number}>
              취소
            </th>
            <th scope="col" className={styles.number}>
              반품
            </th>
            <th scope="col" className={styles.number}>
              순매출
            </th>
            {withMembers ? (
              <th scope="col" className={styles.number}>
                신규 회원
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={withMembers ? 7 : 6} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <FiguresRow key={keyOf(row)} name={nameOf(row)} figures={row} withMembers={withMembers} />
            ))
          )}
          {total && rows.length > 0 ? (
            <FiguresRow name="합계" figures={total} withMembers={withMembers} className={own.totalRow} />
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

function FiguresRow({
  name,
  figures,
  withMembers,
  className,
}: {
  name: string;
  figures: Figures;
  withMembers: boolean;
  className?: string;
}) {
  return (
    <tr className={className}>
      <th scope="row">{name}</th>
      <td className={styles.number}>{formatNumber(figures.orderCount)}건</td>
      <td className={styles.number}>{formatWon(figures.paidAmount)}</td>
      <td className={styles.number}>
        {formatNumber(figures.cancelCount)}건 / {formatWon(figures.cancelAmount)}
      </td>
      <td className={styles.number}>
        {formatNumber(figures.returnCount)}건 / {formatWon(figures.returnAmount)}
      </td>
      <td className={`${styles.number} ${figures.netAmount < 0 ? own.negative : ""}`}>
        {formatWon(figures.netAmount)}
      </td>
      {withMembers ? <td className={styles.number}>{formatNumber(figures.newMembers ?? 0)}명</td> : null}
    </tr>
  );
}
