import { ADMIN_POLICY_KIND_LABELS, ADMIN_POLICY_KINDS, adminPolicyKindSchema } from "@shop/contracts/admin-content";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { koreaDateTime } from "@shop/core/format/korea-date";
import { Form, Link, useNavigation } from "react-router";
import table from "../../components/admin/admin-table.module.css";
import { PaginationNav } from "../../components/ui/pagination-nav";
import styles from "../../features/admin-content/admin-content.module.css";
import { loadContent, runContentWrite, textOf } from "../../features/admin-content/content-action.server";
import { editableText } from "../../features/admin-content/content-text.server";
import { ContentMessages, Field } from "../../features/admin-content/content-ui";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import { readAdminForm } from "../../lib/admin-session.server";
import type { Route } from "./+types/content-policies";

export const meta = () => adminMeta("약관/방침 관리");

function kindOf(url: URL) {
  return adminPolicyKindSchema.catch("terms").parse(url.searchParams.get("kind") ?? "terms");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = kindOf(url);
  const page = await loadContent(() =>
    callAdminApi(context, request, apiEndpoints.adminPolicyVersions, {
      params: { kind },
      query: { page: Number(url.searchParams.get("page")) || 1, size: 20 },
    }),
  );
  const baseId = Number(url.searchParams.get("from"));
  // A new version starts from the one in effect (or the one chosen), so the operator edits rather than retypes.
  const base = page.list.find((row) => row.id === baseId) ?? page.list.find((row) => row.current) ?? page.list[0];
  return { kind, page, base: base ? { ...base, content: editableText(base.content) } : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  const kind = kindOf(new URL(request.url));
  const body = {
    title: textOf(form, "title"),
    content: textOf(form, "content"),
    version: textOf(form, "version"),
    effectiveDate: textOf(form, "effectiveDate"),
  };
  return runContentWrite(`/admin/content/policies?kind=${kind}`, "saved", () =>
    callAdminApi(context, request, apiEndpoints.adminCreatePolicyVersion, { params: { kind }, body }),
  );
}

/** 약관/방침: every version of a policy; a change is a new version with its effective date (old ones stay). */
export default function AdminPoliciesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, page, base } = loaderData;
  const busy = useNavigation().state !== "idle";
  const error = (name: string) => actionData?.fieldErrors?.[name];
  return (
    <>
      <ul className={table.filters} aria-label="약관 종류">
        {ADMIN_POLICY_KINDS.map((entry) => (
          <li key={entry}>
            <Link
              className={entry === kind ? table.primary : table.button}
              to={`?kind=${entry}`}
              aria-current={entry === kind ? "page" : undefined}
            >
              {ADMIN_POLICY_KIND_LABELS[entry]}
            </Link>
          </li>
        ))}
      </ul>
      <ContentMessages answer={actionData} />
      <Form method="post" className={styles.form} key={`${kind}-${base?.id ?? "new"}`} aria-label="새 버전 등록">
        <h2 className={styles.formTitle}>
          {ADMIN_POLICY_KIND_LABELS[kind]} 새 버전{base ? ` (${base.version} 버전에서 시작)` : ""}
        </h2>
        <Field label="제목" error={error("title")}>
          <input name="title" defaultValue={base?.title ?? ADMIN_POLICY_KIND_LABELS[kind]} maxLength={200} required />
        </Field>
        <Field label="버전" error={error("version")} hint="예: 2.1 (이미 있는 버전은 쓸 수 없습니다)">
          <input name="version" maxLength={20} required />
        </Field>
        <Field label="시행일" error={error("effectiveDate")} hint="이날부터 쇼핑몰에 보입니다.">
          <input name="effectiveDate" type="date" required />
        </Field>
        <Field label="내용" error={error("content")} wide hint="글로만 입력합니다. 빈 줄로 문단을 나눕니다.">
          <textarea name="content" defaultValue={base?.content ?? ""} maxLength={100000} required rows={16} />
        </Field>
        <div className={styles.formActions}>
          <button type="submit" className={table.primary} disabled={busy}>
            새 버전 등록
          </button>
        </div>
      </Form>
      <div className={table.tableWrap}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">버전</th>
              <th scope="col">제목</th>
              <th scope="col">시행일</th>
              <th scope="col">상태</th>
              <th scope="col">등록</th>
              <th scope="col">관리</th>
            </tr>
          </thead>
          <tbody>
            {page.list.length === 0 && (
              <tr>
                <td colSpan={6} className={table.empty}>
                  등록된 버전이 없습니다.
                </td>
              </tr>
            )}
            {page.list.map((row) => (
              <tr key={row.id}>
                <td>{row.version}</td>
                <td className={styles.clip}>{row.title}</td>
                <td>{row.effectiveDate}</td>
                <td>{row.current ? <span className={table.badge}>시행 중</span> : ""}</td>
                <td>{koreaDateTime(row.createdAt)}</td>
                <td>
                  <Link className={table.button} to={`?kind=${kind}&from=${row.id}`}>
                    이 버전에서 시작
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PaginationNav pagination={page.pagination} />
    </>
  );
}
