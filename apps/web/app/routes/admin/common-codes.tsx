import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { Form, Link, useSearchParams } from "react-router";
import { AdminPageError, AdminPageHeader } from "../../components/admin/admin-frame";
import table from "../../components/admin/admin-table.module.css";
import own from "../../features/admin-code-tables/admin-code-tables.module.css";
import {
  bodyOf,
  idOf,
  loadRecords,
  runContentWrite,
  sendContentWrite,
} from "../../features/admin-content/content-action.server";
import type { ContentField } from "../../features/admin-content/content-fields";
import {
  type ContentColumn,
  ContentFields,
  ContentForm,
  ContentMessages,
  ContentTable,
  useEditHref,
  useRecordFormKey,
  yesNo,
} from "../../features/admin-content/content-ui";
import { adminMeta } from "../../lib/admin-meta";
import { readAdminForm } from "../../lib/admin-session.server";
import type { Route } from "./+types/common-codes";

export const meta = () => adminMeta("공통 코드 관리");

const TITLE = "공통 코드 관리";
const DESCRIPTION =
  "배송 요청사항, 취소 사유, 문의 유형, 장바구니 안내처럼 쇼핑몰과 앱의 선택 상자에 나오는 코드를 추가하고 고칩니다. 저장하면 바로 보입니다.";
const PATH = "/admin/common-codes";

/** What the seeded groups are for, in the operator's words (a group an operator makes shows its name alone). */
const GROUP_LABELS: Record<string, string> = {
  DELIVERY_REQUEST: "배송 요청사항",
  CANCEL_REASON: "취소 사유",
  INQUIRY_TYPE: "문의 유형",
  CART_NOTICE: "장바구니 안내",
};
const groupLabel = (group: string) => (GROUP_LABELS[group] ? `${GROUP_LABELS[group]} (${group})` : group);

/** What every code has, new or edited. */
const EDIT_FIELDS: readonly ContentField[] = [
  { kind: "text", name: "name", label: "이름", max: 100, required: true, wide: true, hint: "선택 상자에 보이는 글" },
  { kind: "number", name: "sortOrder", label: "노출 순서", max: 999, fallback: 0, hint: "작을수록 먼저 보입니다." },
  { kind: "check", name: "active", label: "선택 상자에 보이기", fallback: true },
];
/** A new code also names its group and its code, which never change afterwards. */
const NEW_FIELDS: readonly ContentField[] = [
  {
    kind: "text",
    name: "group",
    label: "그룹",
    max: 40,
    required: true,
    listId: "common-code-groups",
    placeholder: "DELIVERY_REQUEST",
    hint: "영문 대문자와 밑줄. 새 이름이면 새 그룹이 생깁니다.",
  },
  {
    kind: "text",
    name: "code",
    label: "코드",
    max: 40,
    required: true,
    placeholder: "parcel_locker",
    hint: "영문 소문자, 숫자, 밑줄, 하이픈. 만든 뒤에는 바꿀 수 없습니다.",
  },
  ...EDIT_FIELDS,
];

export const loader = (args: Route.LoaderArgs) =>
  loadRecords(args, apiEndpoints.adminCommonCodes, { filters: ["group"] });

/** A new code (no id) or a code's name, order and visibility (with its id); codes are never deleted. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  const id = idOf(form);
  const back = `${PATH}${new URL(request.url).search}`;
  return runContentWrite(back, "saved", () =>
    id === null
      ? sendContentWrite(context, request, apiEndpoints.adminCreateCommonCode, { body: bodyOf(form, NEW_FIELDS) })
      : sendContentWrite(context, request, apiEndpoints.adminUpdateCommonCode, {
          params: { id },
          body: bodyOf(form, EDIT_FIELDS),
        }),
  );
}

type Code = Route.ComponentProps["loaderData"]["page"]["list"][number];

/** The group filter (전체 or one group). */
function GroupFilter({ groups }: { groups: readonly string[] }) {
  const [params] = useSearchParams();
  return (
    <Form method="get" className={table.filters} aria-label="공통 코드 찾기">
      <label className={table.filter}>
        그룹
        <select name="group" defaultValue={params.get("group") ?? ""}>
          <option value="">전체</option>
          {groups.map((group) => (
            <option key={group} value={group}>
              {groupLabel(group)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={table.button}>
        찾기
      </button>
    </Form>
  );
}

/**
 * Operators (content.write): the select boxes' codes that GET /api/common/common-code answers (docs/decisions/052).
 * Codes are kept for the orders and inquiries that name them: a retired one is hidden, never deleted. Audited.
 */
export default function AdminCommonCodesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, editing } = loaderData;
  const editHref = useEditHref();
  const formKey = useRecordFormKey(editing?.id);
  const columns: readonly ContentColumn<Code>[] = [
    { header: "그룹", cell: (code) => groupLabel(code.group) },
    { header: "코드", cell: (code) => <span className={own.value}>{code.code}</span> },
    { header: "이름", cell: (code) => code.name, look: "clip" },
    { header: "순서", cell: (code) => code.sortOrder, look: "number" },
    { header: "사용", cell: (code) => yesNo(code.active) },
    {
      header: "관리",
      cell: (code) => (
        <Link className={table.button} to={editHref(code.id)}>
          수정
        </Link>
      ),
    },
  ];
  return (
    <>
      <AdminPageHeader title={TITLE} description={DESCRIPTION} />
      <ContentMessages answer={actionData} />
      <ContentForm
        key={formKey}
        label="공통 코드 쓰기"
        title={editing ? `${groupLabel(editing.group)} · ${editing.code} 수정` : "새 코드 등록"}
        editingId={editing?.id}
        submit={editing ? "수정 저장" : "코드 등록"}
        actions={
          editing && (
            <Link className={table.button} to={PATH}>
              새로 쓰기
            </Link>
          )
        }
      >
        <ContentFields
          fields={editing ? EDIT_FIELDS : NEW_FIELDS}
          values={editing}
          errors={actionData?.fieldErrors}
          suggestions={{ group: page.groups }}
        />
      </ContentForm>
      <p className={table.muted}>
        코드는 주문과 문의 기록에 남으므로 지우지 않습니다. 더 쓰지 않는 코드는 ‘선택 상자에 보이기’를 끄면 쇼핑몰과
        앱에서 빠집니다. 취소 사유는 주문 취소 화면과 같은 목록이라 이름, 순서, 사용 여부만 고칠 수 있습니다.
      </p>
      <GroupFilter groups={page.groups} />
      <ContentTable rows={page.list} columns={columns} pagination={page.pagination} empty="코드가 없습니다." counted />
    </>
  );
}

/** A refused or failed page (customer service, sellers): the reason in Korean, inside the back office's frame. */
export function ErrorBoundary() {
  return <AdminPageError title={TITLE} />;
}
