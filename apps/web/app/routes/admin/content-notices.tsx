import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { koreaDateTime } from "@shop/core/format/korea-date";
import { loadRecords, recordAction } from "../../features/admin-content/content-action.server";
import type { ContentField } from "../../features/admin-content/content-fields";
import {
  type ContentColumn,
  ContentSearch,
  type RecordKind,
  RecordsPage,
  yesNo,
} from "../../features/admin-content/content-ui";
import { adminMeta } from "../../lib/admin-meta";
import type { Route } from "./+types/content-notices";

export const meta = () => adminMeta("공지사항 관리");

const KIND: RecordKind = {
  path: "/admin/content/notices",
  what: "공지",
  formLabel: "공지사항 쓰기",
  fresh: "새 공지 쓰기",
  empty: "공지사항이 없습니다.",
};

const FIELDS: readonly ContentField[] = [
  { kind: "text", name: "label", label: "말머리", max: 20, required: true, fallback: "공지" },
  { kind: "text", name: "title", label: "제목", max: 200, required: true },
  {
    kind: "textarea",
    name: "content",
    label: "내용",
    max: 20000,
    required: true,
    wide: true,
    hint: "글로만 입력합니다(HTML 태그는 쓸 수 없습니다). 빈 줄로 문단을 나눕니다.",
  },
  { kind: "check", name: "pinned", label: "목록 맨 위에 고정", fallback: false },
  { kind: "check", name: "showOnMain", label: "메인 화면에 표시", fallback: false },
];

type Notice = Route.ComponentProps["loaderData"]["page"]["list"][number];
const COLUMNS: readonly ContentColumn<Notice>[] = [
  { header: "번호", cell: (notice) => notice.id, look: "number" },
  { header: "말머리", cell: (notice) => notice.label },
  { header: "제목", cell: (notice) => notice.title, look: "clip" },
  { header: "고정", cell: (notice) => yesNo(notice.pinned) },
  { header: "메인", cell: (notice) => yesNo(notice.showOnMain) },
  { header: "조회", cell: (notice) => notice.viewCount.toLocaleString("ko-KR"), look: "number" },
  { header: "작성일", cell: (notice) => koreaDateTime(notice.createdAt) },
];

export const loader = (args: Route.LoaderArgs) =>
  loadRecords(args, apiEndpoints.adminNotices, { filters: ["keyword"], plainText: ["content"] });

export const action = (args: Route.ActionArgs) => recordAction(args, KIND.path, FIELDS, "Notice");

/** 공지사항: the list and the form to write or edit one (plain text; a blank line starts a new paragraph). */
export default function AdminNoticesPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RecordsPage
      kind={KIND}
      fields={FIELDS}
      columns={COLUMNS}
      data={loaderData}
      answer={actionData}
      search={<ContentSearch label="공지 찾기" keywordLabel="제목" />}
      counted
    />
  );
}
