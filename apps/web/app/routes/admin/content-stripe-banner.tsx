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
import type { Route } from "./+types/content-stripe-banner";

export const meta = () => adminMeta("띠배너 관리");

const KIND: RecordKind = {
  path: "/admin/content/stripe-banner",
  what: "띠배너",
  formLabel: "띠배너 쓰기",
  fresh: "새 띠배너",
  empty: "띠배너가 없습니다.",
};

const FIELDS: readonly ContentField[] = [
  { kind: "text", name: "contents", label: "문구", max: 200, required: true, wide: true },
  { kind: "text", name: "link", label: "링크", max: 500, hint: LINK_HINT },
  { kind: "color", name: "backgroundColor", label: "배경색", fallback: "#1f5f3a" },
  ...PERIOD_FIELDS,
  { kind: "check", name: "active", label: "사용", fallback: true },
  { kind: "check", name: "newTab", label: "링크를 새 창으로 열기", fallback: false },
];

type Banner = Route.ComponentProps["loaderData"]["page"]["list"][number];
const COLUMNS: readonly ContentColumn<Banner>[] = [
  { header: "문구", cell: (banner) => banner.contents, look: "clip" },
  ...scheduleColumns<Banner>(),
];

export const loader = (args: Route.LoaderArgs) => loadRecords(args, apiEndpoints.adminStripeBanners);

export const action = (args: Route.ActionArgs) => recordAction(args, KIND.path, FIELDS, "StripeBanner");

/** 띠배너: the strip above the shop's header. Of the live ones, the one started most recently shows. */
export default function AdminStripeBannerPage({ loaderData, actionData }: Route.ComponentProps) {
  return <RecordsPage kind={KIND} fields={FIELDS} columns={COLUMNS} data={loaderData} answer={actionData} />;
}
