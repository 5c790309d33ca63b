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
import type { Route } from "./+types/content-main-visuals";

export const meta = () => adminMeta("메인 비주얼 관리");

const KIND: RecordKind = {
  path: "/admin/content/main-visuals",
  what: "메인 비주얼",
  formLabel: "메인 비주얼 쓰기",
  fresh: "새 메인 비주얼",
  empty: "메인 비주얼이 없습니다.",
};

const FIELDS: readonly ContentField[] = [
  { kind: "text", name: "title", label: "제목", max: 100, required: true },
  { kind: "text", name: "subTitle", label: "부제목", max: 200 },
  { kind: "text", name: "imageUrl", label: "PC 이미지 주소", max: 500, required: true, hint: LINK_HINT },
  { kind: "text", name: "mobileImageUrl", label: "모바일 이미지 주소", max: 500, required: true, hint: LINK_HINT },
  { kind: "text", name: "link", label: "링크", max: 500, hint: LINK_HINT },
  { kind: "color", name: "backgroundColor", label: "배경색", fallback: "#1f5f3a" },
  { kind: "number", name: "sortOrder", label: "순서", max: 9999, fallback: 0, hint: "작을수록 먼저 보입니다." },
  ...PERIOD_FIELDS,
  { kind: "check", name: "active", label: "사용", fallback: true },
  { kind: "check", name: "newTab", label: "링크를 새 창으로 열기", fallback: false },
];

type Visual = Route.ComponentProps["loaderData"]["page"]["list"][number];
const COLUMNS: readonly ContentColumn<Visual>[] = [
  { header: "순서", cell: (visual) => visual.sortOrder, look: "number" },
  { header: "제목", cell: (visual) => visual.title, look: "clip" },
  ...scheduleColumns<Visual>(),
];

export const loader = (args: Route.LoaderArgs) => loadRecords(args, apiEndpoints.adminMainVisuals);

export const action = (args: Route.ActionArgs) => recordAction(args, KIND.path, FIELDS, "MainVisual");

/** 메인 비주얼: the home page's hero banners, in order; each live within its period. */
export default function AdminMainVisualsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <RecordsPage kind={KIND} fields={FIELDS} columns={COLUMNS} data={loaderData} answer={actionData} />;
}
