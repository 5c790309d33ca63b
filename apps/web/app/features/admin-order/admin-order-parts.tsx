import { ADMIN_CARRIER_NAMES, type AdminOrderStatusResponse } from "@shop/contracts/admin-order";
import { ORDER_STATUS_LABELS } from "@shop/core/order/order-status";
import styles from "../../components/admin/admin-table.module.css";
import own from "./admin-order.module.css";
import type { OrderActionAnswer } from "./admin-order-box";

/** A box's carrier (the shop's list) and tracking number inputs, named for the box they ship. */
export function TrackingInputs({ box, label }: { box: string; label: string }) {
  return (
    <span className={own.tracking}>
      <select name={`carrier:${box}`} aria-label={`${label} 택배사`} defaultValue="">
        <option value="">택배사</option>
        {ADMIN_CARRIER_NAMES.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <input
        name={`tracking:${box}`}
        aria-label={`${label} 운송장 번호`}
        placeholder="운송장 번호"
        inputMode="numeric"
        maxLength={30}
      />
    </span>
  );
}

function ResultTable({ result }: { result: AdminOrderStatusResponse }) {
  const hasRows = result.results.some((row) => row.row !== null);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {hasRows && <th scope="col">줄</th>}
            <th scope="col">주문번호</th>
            <th scope="col">결과</th>
            <th scope="col">변경</th>
            <th scope="col">운송장</th>
            <th scope="col">안내</th>
          </tr>
        </thead>
        <tbody>
          {result.results.map((row, index) => (
            <tr key={`${row.orderCode}-${row.shipmentId ?? ""}-${row.row ?? index}`}>
              {hasRows && <td>{row.row}</td>}
              <td>{row.orderCode}</td>
              <td className={row.ok ? own.ok : own.refused}>
                {row.ok ? (result.dryRun ? "변경 가능" : "변경") : "거절"}
              </td>
              <td>{row.from && row.to ? `${ORDER_STATUS_LABELS[row.from]} → ${ORDER_STATUS_LABELS[row.to]}` : "-"}</td>
              <td>{row.trackingNumber ? `${row.carrier} ${row.trackingNumber}` : "-"}</td>
              <td>{row.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What a status form or an upload did: an error, or every order moved or refused (a dry run: would be). */
export function OrderActionResult({ answer }: { answer: OrderActionAnswer | undefined }) {
  if (!answer) return null;
  if (answer.kind === "error") {
    return (
      <p className={styles.formError} role="alert">
        {answer.message}
      </p>
    );
  }
  const { result } = answer;
  const summary = result.dryRun
    ? `미리 보기: ${result.moved}건을 변경할 수 있고 ${result.refused}건은 변경할 수 없습니다. 아직 아무것도 바뀌지 않았습니다.`
    : `${result.moved}건을 변경했습니다.${result.refused > 0 ? ` ${result.refused}건은 변경하지 못했습니다.` : ""}`;
  return (
    <section className={styles.panel} aria-label="처리 결과">
      <p className={result.refused > 0 ? styles.formError : styles.notice} role="status">
        {summary}
      </p>
      <ResultTable result={result} />
    </section>
  );
}
