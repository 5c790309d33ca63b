import { ADMIN_POLICY_KIND_LABELS, ADMIN_POLICY_KINDS, adminPolicyKindSchema } from "@shop/contracts/admin-content";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { koreaDateTime } from "@shop/core/format/korea-date";
import { Link } from "react-router";
import table from "../../components/admin/admin-table.module.css";
import { formAction, loadContent, pageOf } from "../../features/admin-content/content-action.server";
import type { ContentField } from "../../features/admin-content/content-fields";
import { editableText } from "../../features/admin-content/content-text.server";
import {
  type ContentColumn,
  ContentFields,
  ContentForm,
  ContentMessages,
  ContentTable,
  NowBadge,
} from "../../features/admin-content/content-ui";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import type { Route } from "./+types/content-policies";

export const meta = () => adminMeta("약관/방침 관리");

const FIELDS: readonly ContentField[] = [
  { kind: "text", name: "title", label: "제목", max: 200, required: true },
  {
    kind: "text",
    name: "version",
    label: "버전",
    blank: true,
    max: 20,
    required: true,
    hint: "예: 2.1 (이미 있는 버전은 쓸 수 없습니다)",
  },
  {
    kind: "text",
    type: "date",
    name: "effectiveDate",
    label: "시행일",
    blank: true,
    required: true,
    hint: "이날부터 쇼핑몰에 보입니다.",
  },
  {
    kind: "textarea",
    name: "content",
    label: "내용",
    max: 100000,
    required: true,
    rows: 16,
    wide: true,
    hint: "글로만 입력합니다. 빈 줄로 문단을 나눕니다.",
  },
];

function kindOf(url: URL) {
  return adminPolicyKindSchema.catch("terms").parse(url.searchParams.get("kind") ?? "terms");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = kindOf(url);
  const page = await loadContent(() =>
    callAdminApi(context, request, apiEndpoints.adminPolicyVersions, {
      params: { kind },
      query: { page: pageOf(url), size: 20 },
    }),
  );
  const baseId = Number(url.searchParams.get("from"));
  // A new version starts from the one in effect (or the one chosen), so the operator edits rather than retypes.
  const base = page.list.find((row) => row.id === baseId) ?? page.list.find((row) => row.current) ?? page.list[0];
  return { kind, page, base: base ? { ...base, content: editableText(base.content) } : null };
}

export async function action(args: Route.ActionArgs) {
  const kind = kindOf(new URL(args.request.url));
  return formAction(args, `/admin/content/policies?kind=${kind}`, apiEndpoints.adminCreatePolicyVersion, FIELDS, {
    params: { kind },
  });
}

/** 약관/방침: every version of a policy; a change is a new version with its effective date (old ones stay). */
export default function AdminPoliciesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, page, base } = loaderData;
  const columns: readonly ContentColumn<(typeof page.list)[number]>[] = [
    { header: "버전", cell: (row) => row.version },
    { header: "제목", cell: (row) => row.title, look: "clip" },
    { header: "시행일", cell: (row) => row.effectiveDate },
    { header: "상태", cell: (row) => <NowBadge on={row.current} text="시행 중" /> },
    { header: "등록", cell: (row) => koreaDateTime(row.createdAt) },
    {
      header: "관리",
      cell: (row) => (
        <Link className={table.button} to={`?kind=${kind}&from=${row.id}`}>
          이 버전에서 시작
        </Link>
      ),
    },
  ];
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
      <ContentForm
        key={`${kind}-${base?.id ?? "new"}`}
        label="새 버전 등록"
        title={`${ADMIN_POLICY_KIND_LABELS[kind]} 새 버전${base ? ` (${base.version} 버전에서 시작)` : ""}`}
        submit="새 버전 등록"
      >
        <ContentFields
          fields={FIELDS}
          values={{ title: base?.title ?? ADMIN_POLICY_KIND_LABELS[kind], content: base?.content }}
          errors={actionData?.fieldErrors}
        />
      </ContentForm>
      <ContentTable rows={page.list} columns={columns} pagination={page.pagination} empty="등록된 버전이 없습니다." />
    </>
  );
}
