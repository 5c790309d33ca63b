import { Form } from "react-router";
import form from "../../components/admin/admin-form.module.css";
import table from "../../components/admin/admin-table.module.css";
import styles from "./admin-content.module.css";
import { useBusy } from "./content-ui";
import own from "./picked-items.module.css";

/** A picked item as the back office shows it. */
export interface PickedRow {
  itemUserCode: string;
  itemName: string;
  onSale: boolean;
  groupKey?: string;
  groupName?: string;
  comment?: string;
}

/**
 * How a list is split: `tabs` a display block's tabs (key and name; a new one may be named), `named` an event's tab
 * names typed per item, `plain` one list.
 */
export type PickMode = "tabs" | "named" | "plain";

function MoveButton({
  index,
  intent,
  label,
  disabled,
}: {
  index: number;
  intent: string;
  label: string;
  disabled?: boolean;
}) {
  const busy = useBusy();
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="index" value={index} />
      <button type="submit" className={table.button} disabled={busy || disabled}>
        {label}
      </button>
    </Form>
  );
}

/**
 * The items of a display block, an event or a style book: the form that adds one by its code (the name shows in the
 * list once added), and the list in order with 위로, 아래로 and 빼기.
 */
export function PickedItems({
  rows,
  mode,
  comment = false,
  title = "상품",
}: {
  rows: readonly PickedRow[];
  mode: PickMode;
  comment?: boolean;
  title?: string;
}) {
  const busy = useBusy();
  const tabs = [...new Map(rows.map((row) => [row.groupKey ?? "", row.groupName ?? ""])).entries()];
  const hasTabs = mode === "tabs" && tabs.some(([key]) => key !== "");
  const sameTab = (a: PickedRow, b: PickedRow | undefined) =>
    b !== undefined && (a.groupKey ?? "") === (b.groupKey ?? "");
  return (
    <section aria-label={title} className={own.picked}>
      <h2 className={form.formTitle}>
        {title} ({rows.length.toLocaleString("ko-KR")}개)
      </h2>
      <Form method="post" className={table.filters} aria-label={`${title} 추가`}>
        <input type="hidden" name="intent" value="item-add" />
        <label className={table.filter}>
          상품코드
          <input name="itemUserCode" required maxLength={40} placeholder="예: G0000045" />
        </label>
        {mode === "tabs" && hasTabs && (
          <label className={table.filter}>
            탭
            <select name="group" defaultValue={tabs[0]?.[0]}>
              {tabs.map(([key, name]) => (
                <option key={key} value={key}>
                  {name || key || "탭 없음"}
                </option>
              ))}
            </select>
          </label>
        )}
        {mode === "tabs" && (
          <>
            <label className={table.filter}>
              새 탭 코드
              <input name="newGroupKey" maxLength={40} placeholder="예: hanwoo" />
            </label>
            <label className={table.filter}>
              새 탭 이름
              <input name="newGroupName" maxLength={40} placeholder="예: 한우" />
            </label>
          </>
        )}
        {mode === "named" && (
          <label className={table.filter}>
            탭 이름
            <input name="groupName" maxLength={40} placeholder="비우면 탭 없이" />
          </label>
        )}
        {comment && (
          <label className={table.filter}>
            한 줄 소개
            <input name="comment" maxLength={200} />
          </label>
        )}
        <label className={table.filter}>
          넣을 자리
          <select name="position" defaultValue="first">
            <option value="first">맨 앞</option>
            <option value="last">맨 뒤</option>
          </select>
        </label>
        <button type="submit" className={table.primary} disabled={busy}>
          상품 추가
        </button>
      </Form>
      <div className={table.tableWrap}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">순서</th>
              {mode !== "plain" && <th scope="col">탭</th>}
              <th scope="col">상품코드</th>
              <th scope="col">상품명</th>
              {comment && <th scope="col">한 줄 소개</th>}
              <th scope="col">관리</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={5 + (comment ? 1 : 0)} className={table.empty}>
                  담긴 상품이 없습니다. 상품코드로 추가해 주세요.
                </td>
              </tr>
            )}
            {rows.map((row, index) => (
              <tr key={`${row.groupKey ?? ""}:${row.itemUserCode}`}>
                <td className={table.number}>{index + 1}</td>
                {mode !== "plain" && <td>{row.groupName || row.groupKey || "-"}</td>}
                <td>
                  <span className={table.code}>{row.itemUserCode}</span>
                </td>
                <td>
                  {row.itemName} {!row.onSale && <span className={table.badge}>쇼핑몰에 숨김</span>}
                </td>
                {comment && <td className={styles.clip}>{row.comment}</td>}
                <td>
                  <div className={table.rowActions}>
                    <MoveButton
                      index={index}
                      intent="item-up"
                      label="위로"
                      disabled={!rows.slice(0, index).some((other) => sameTab(row, other))}
                    />
                    <MoveButton
                      index={index}
                      intent="item-down"
                      label="아래로"
                      disabled={!rows.slice(index + 1).some((other) => sameTab(row, other))}
                    />
                    <MoveButton index={index} intent="item-remove" label="빼기" />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
