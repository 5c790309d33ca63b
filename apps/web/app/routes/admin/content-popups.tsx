import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { loadRecords, recordAction } from "../../features/admin-content/content-action.server";
import { type ContentField, LINK_HINT, PERIOD_FIELDS } from "../../features/admin-content/content-fields";
import {
  type ContentColumn,
  type RecordKind,
  RecordsPage,
  scheduleColumns,
} from "../../features/admin-content/content-ui";
import { adminMeta } from "../../lib/admin-meta";
import type { Route } from "./+types/content-popups";

export const meta = () => adminMeta("팝업 관리");

const KIND: RecordKind = {
  path: "/admin/content/popups",
  what: "팝업",
  formLabel: "팝업 쓰기",
  fresh: "새 팝업",
  empty: "팝업이 없습니다.",
};

const TYPE_LABELS = { "1": "새 창", "2": "레이어" } as const;

const FIELDS: readonly ContentField[] = [
  { kind: "text", name: "title", label: "제목", max: 100, required: true },
  {
    kind: "select",
    name: "popupType",
    label: "종류",
    options: [
      { value: "2", label: TYPE_LABELS["2"] },
      { value: "1", label: TYPE_LABELS["1"] },
    ],
    fallback: "2",
  },
  { kind: "number", name: "width", label: "너비(px)", fallback: 400 },
  { kind: "number", name: "height", label: "높이(px)", fallback: 400 },
  { kind: "number", name: "leftPosition", label: "왼쪽 위치(px)", fallback: 0 },
  { kind: "number", name: "topPosition", label: "위쪽 위치(px)", fallback: 0 },
  { kind: "number", name: "sortOrder", label: "순서", fallback: 0 },
  { kind: "color", name: "backgroundColor", label: "배경색", fallback: "#ffffff" },
  { kind: "text", name: "imageUrl", label: "이미지 주소", max: 500 },
  { kind: "text", name: "link", label: "링크", max: 500, hint: LINK_HINT },
  ...PERIOD_FIELDS,
  {
    kind: "textarea",
    name: "content",
    label: "내용",
    max: 5000,
    wide: true,
    hint: "글로만 입력합니다(HTML 태그는 쓸 수 없습니다).",
  },
  { kind: "check", name: "active", label: "사용", fallback: true },
];

type Popup = Route.ComponentProps["loaderData"]["page"]["list"][number];
const COLUMNS: readonly ContentColumn<Popup>[] = [
  { header: "순서", cell: (popup) => popup.sortOrder, look: "number" },
  { header: "제목", cell: (popup) => popup.title, look: "clip" },
  { header: "종류", cell: (popup) => TYPE_LABELS[popup.popupType] },
  { header: "크기", cell: (popup) => `${popup.width}×${popup.height}` },
  ...scheduleColumns<Popup>(),
];

export const loader = (args: Route.LoaderArgs) =>
  loadRecords(args, apiEndpoints.adminPopups, { plainText: ["content"] });

export const action = (args: Route.ActionArgs) => recordAction(args, KIND.path, FIELDS, "Popup");

/** 팝업: the home page's popups (a layer, or a separate window), with their period and position. */
export default function AdminPopupsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <RecordsPage kind={KIND} fields={FIELDS} columns={COLUMNS} data={loaderData} answer={actionData} />;
}
