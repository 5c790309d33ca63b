import { BULK_COLUMNS, BULK_MAX_ROWS, type BulkUpdateResult } from "@shop/contracts/admin-item";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { data, Form, Link, useNavigation } from "react-router";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import styles from "../../components/admin/admin-table.module.css";
import own from "../../features/admin-item/admin-item.module.css";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import { readAdminForm } from "../../lib/admin-session.server";
import { ApiResponseError } from "../../lib/api-client.server";
import type { Route } from "./+types/items-bulk";

export const meta = () => adminMeta("상품 일괄 수정");

type ActionAnswer = { result: BulkUpdateResult; formError?: undefined } | { result?: undefined; formError: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  const dryRun = form.get("intent") !== "apply";
  const file = form.get("file");
  const upload = new FormData();
  if (file instanceof File && file.size > 0) upload.set("file", file, file.name);
  try {
    const result = await callAdminApi(context, request, apiEndpoints.adminItemBulkUpdate, {
      query: { dryRun: dryRun ? "true" : "false" },
      form: upload,
    });
    return data<ActionAnswer>({ result });
  } catch (error) {
    if (!(error instanceof ApiResponseError)) throw error;
    return data<ActionAnswer>({ formError: error.message }, error.status);
  }
}

const change = (pair: { before: number; after: number } | null, unit: string) =>
  pair ? `${pair.before.toLocaleString("ko-KR")}${unit} → ${pair.after.toLocaleString("ko-KR")}${unit}` : "-";

/** Staff: a spreadsheet of sale prices and stock, checked first (nothing written), then applied. */
export default function AdminItemsBulkPage({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const result = actionData?.result;
  return (
    <>
      <Link className={own.back} to="/admin/items">
        ← 상품 목록
      </Link>
      <AdminPageHeader
        title="상품 일괄 수정"
        description="엑셀(.xlsx) 또는 CSV 파일로 판매가와 재고를 한 번에 바꿉니다. 먼저 미리 보기로 바뀔 내용을 확인하세요."
        actions={
          <>
            <a className={styles.button} href="/admin/items/bulk-template" download>
              양식 내려받기 (.xlsx)
            </a>
            <a className={styles.button} href="/admin/items/bulk-template?format=csv" download>
              CSV 양식
            </a>
          </>
        }
      />
      <section className={styles.panel} aria-labelledby="bulk-columns">
        <h2 id="bulk-columns" className={styles.cardTitle}>
          파일 양식
        </h2>
        <ul className={own.columns}>
          <li>
            첫 줄은 열 이름입니다: {BULK_COLUMNS.itemCode}, {BULK_COLUMNS.itemName}(참고용), {BULK_COLUMNS.optionId},{" "}
            {BULK_COLUMNS.optionName}, {BULK_COLUMNS.salePrice}, {BULK_COLUMNS.stock}.
          </li>
          <li>
            {BULK_COLUMNS.salePrice}는 상품에, {BULK_COLUMNS.stock}는 옵션에 적용됩니다. 옵션이 여러 개인 상품의 재고는{" "}
            {BULK_COLUMNS.optionId}나 {BULK_COLUMNS.optionName}으로 옵션을 지정해 주세요.
          </li>
          <li>
            비어 있는 칸은 바꾸지 않습니다. 한 번에 {BULK_MAX_ROWS.toLocaleString("ko-KR")}줄, 2MB까지 올릴 수 있습니다.
          </li>
          <li>적용하면 문제없는 줄만 한꺼번에 저장되고, 문제가 있는 줄은 이유와 함께 건너뜁니다.</li>
        </ul>
      </section>
      <Form method="post" encType="multipart/form-data" className={`${styles.panel} ${own.upload}`}>
        <label className={own.field}>
          파일 선택
          <input type="file" name="file" accept=".xlsx,.csv,text/csv" required />
        </label>
        <button type="submit" name="intent" value="dry-run" className={styles.button} disabled={busy}>
          미리 보기
        </button>
        <button
          type="submit"
          name="intent"
          value="apply"
          className={styles.primary}
          disabled={busy || !result?.dryRun || result.changes.length === 0}
        >
          적용하기
        </button>
      </Form>
      {actionData?.formError && (
        <p className={styles.formError} role="alert">
          {actionData.formError}
        </p>
      )}
      {result && (
        <section className={styles.panel} aria-labelledby="bulk-result">
          <h2 id="bulk-result" className={styles.cardTitle}>
            {result.dryRun ? "미리 보기 (아직 저장하지 않았습니다)" : "적용 결과"}
          </h2>
          <p role="status" className={result.dryRun ? styles.muted : styles.notice}>
            {result.dryRun
              ? `전체 ${result.totalRows}줄 중 ${result.changes.length}줄이 바뀌고, ${result.refusals.length}줄은 건너뜁니다. 그대로인 줄 ${result.unchangedRows}줄.`
              : `${result.changes.length}줄을 저장했습니다. 건너뛴 줄 ${result.refusals.length}줄.`}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">줄</th>
                  <th scope="col">상품코드</th>
                  <th scope="col">상품 / 옵션</th>
                  <th scope="col">판매가</th>
                  <th scope="col">재고</th>
                </tr>
              </thead>
              <tbody>
                {result.changes.map((row) => (
                  <tr key={`c${row.row}`}>
                    <td>{row.row}</td>
                    <td className={styles.code}>{row.itemUserCode}</td>
                    <td>
                      {row.itemName}
                      {row.optionName && <span className={styles.muted}> / {row.optionName}</span>}
                    </td>
                    <td>{change(row.salePrice, "원")}</td>
                    <td>{change(row.stock, "개")}</td>
                  </tr>
                ))}
                {result.refusals.map((row) => (
                  <tr key={`r${row.row}`} className={own.refused}>
                    <td>{row.row}</td>
                    <td className={styles.code}>{row.itemUserCode || "-"}</td>
                    <td colSpan={3}>건너뜀: {row.reason}</td>
                  </tr>
                ))}
                {result.changes.length + result.refusals.length === 0 && (
                  <tr>
                    <td colSpan={5} className={styles.empty}>
                      바뀌는 내용이 없습니다.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <p className={styles.formError}>파일을 처리하지 못했습니다. 새로고침한 뒤 다시 시도해 주세요.</p>;
}
