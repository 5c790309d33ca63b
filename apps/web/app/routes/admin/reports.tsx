import { apiEndpoints } from "@shop/contracts/api-endpoints";
import {
  adminReportListQuerySchema,
  REPORT_STATUS_LABELS,
  REPORT_STATUSES,
  REPORT_TARGET_LABELS,
} from "@shop/contracts/moderation";
import { koreaDateTime } from "@shop/core/format/korea-date";
import { data, Form, useNavigation } from "react-router";
import { AdminPageHeader } from "../../components/admin/admin-frame";
import { ListCount, ListTable } from "../../components/admin/admin-list";
import styles from "../../components/admin/admin-table.module.css";
import { StatusTabs } from "../../components/admin/status-tabs";
import { PaginationNav } from "../../components/ui/pagination-nav";
import { callAdminApi } from "../../lib/admin-api.server";
import { listFiltersOf } from "../../lib/admin-list-query";
import { adminMeta } from "../../lib/admin-meta";
import { readAdminForm } from "../../lib/admin-session.server";
import { ApiResponseError } from "../../lib/api-client.server";
import type { Route } from "./+types/reports";

export const meta = () => adminMeta("신고 관리");

const FILTER_KEYS = ["status", "page"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { filters, query } = listFiltersOf(request, FILTER_KEYS, adminReportListQuerySchema);
  const page = await callAdminApi(context, request, apiEndpoints.adminReports, { query: { ...query, size: 20 } });
  return { page, status: query.status as (typeof REPORT_STATUSES)[number] | undefined, filters };
}

/** 처리완료: the report is marked handled (audited); the list loads again. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  const id = Number(form.get("reportId"));
  if (!Number.isInteger(id) || id < 1) return data({ error: "잘못된 요청입니다." }, { status: 400 });
  try {
    await callAdminApi(context, request, apiEndpoints.adminHandleReport, { params: { id } });
    return { notice: "처리완료로 변경했습니다." };
  } catch (error) {
    if (error instanceof ApiResponseError && error.status < 500) {
      return data({ error: error.body?.message ?? error.message }, { status: error.status });
    }
    throw error;
  }
}

/** 신고 관리 (decision 051): members' reports of reviews and event replies, newest first; operators mark them handled. */
export default function AdminReportsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, status } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <AdminPageHeader
        title="신고 관리"
        description="회원이 신고한 상품 리뷰와 이벤트 댓글입니다. 내용을 확인해 조치한 뒤 처리완료로 바꿉니다. 한 회원은 같은 글을 한 번만 신고할 수 있습니다."
      />
      {actionData ? (
        <p className={"error" in actionData ? styles.formError : styles.notice} role="status">
          {"error" in actionData ? actionData.error : actionData.notice}
        </p>
      ) : null}
      <StatusTabs
        label="처리 상태"
        statuses={REPORT_STATUSES}
        labels={REPORT_STATUS_LABELS}
        current={status}
        hrefOf={(next) => (next ? `/admin/reports?status=${next}` : "/admin/reports")}
      />
      <ListCount total={page.pagination.totalCount} unit="건" />
      <ListTable
        columns={["신고일시", "대상", "작성자", "내용", "신고 사유", "상태", ""]}
        rows={page.list}
        empty="신고된 글이 없습니다."
        row={(report) => (
          <tr key={report.reportId}>
            <td>{koreaDateTime(report.createdAt)}</td>
            <td>{REPORT_TARGET_LABELS[report.targetType]}</td>
            <td>{report.authorName ?? "-"}</td>
            <td>{report.content ?? <span className={styles.muted}>삭제된 글입니다.</span>}</td>
            <td>
              {report.reasonLabel}
              {report.reasonText ? <span className={styles.muted}> · {report.reasonText}</span> : null}
            </td>
            <td>
              {REPORT_STATUS_LABELS[report.status]}
              {report.handledAt ? <span className={styles.muted}> ({koreaDateTime(report.handledAt)})</span> : null}
            </td>
            <td>
              {report.status === "received" ? (
                <Form method="post">
                  <input type="hidden" name="reportId" value={report.reportId} />
                  <button type="submit" className={styles.button} disabled={busy}>
                    처리완료
                  </button>
                </Form>
              ) : null}
            </td>
          </tr>
        )}
      />
      <PaginationNav pagination={page.pagination} />
    </>
  );
}
