import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { koreaDateTime } from "@shop/core/format/korea-date";
import { formAction, loadContent, pageOf } from "../../features/admin-content/content-action.server";
import type { ContentField } from "../../features/admin-content/content-fields";
import {
  type ContentColumn,
  ContentFields,
  ContentForm,
  ContentMessages,
  ContentTable,
  NowBadge,
  useRecordFormKey,
  yesNo,
} from "../../features/admin-content/content-ui";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import type { Route } from "./+types/content-app-version";

export const meta = () => adminMeta("앱 버전 관리");

const PLATFORM_LABELS = { ios: "iOS", android: "Android" } as const;

const FIELDS: readonly ContentField[] = [
  {
    kind: "select",
    name: "platform",
    label: "플랫폼",
    options: [
      { value: "android", label: PLATFORM_LABELS.android },
      { value: "ios", label: PLATFORM_LABELS.ios },
    ],
    fallback: "android",
  },
  {
    kind: "text",
    name: "version",
    label: "버전",
    max: 20,
    required: true,
    blank: true,
    placeholder: "2.5.0",
    hint: "예: 2.5.0",
  },
  { kind: "check", name: "forceUpdate", label: "강제 업데이트 (이전 버전은 앱을 쓸 수 없습니다)", fallback: false },
];

type Release = Route.ComponentProps["loaderData"]["page"]["list"][number];
const COLUMNS: readonly ContentColumn<Release>[] = [
  { header: "플랫폼", cell: (row) => PLATFORM_LABELS[row.platform] },
  { header: "버전", cell: (row) => row.version },
  { header: "강제 업데이트", cell: (row) => yesNo(row.forceUpdate) },
  { header: "출시", cell: (row) => koreaDateTime(row.releasedAt) },
  { header: "상태", cell: (row) => <NowBadge on={row.current} text="현재 버전" /> },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    page: await loadContent(() =>
      callAdminApi(context, request, apiEndpoints.adminAppVersions, { query: { page: pageOf(url), size: 20 } }),
    ),
  };
}

export const action = (args: Route.ActionArgs) =>
  formAction(args, "/admin/content/app-version", apiEndpoints.adminCreateAppVersion, FIELDS);

/** 앱 버전: releases per platform; the newest is what the app compares itself with (and whether it must update). */
export default function AdminAppVersionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  const formKey = useRecordFormKey();
  return (
    <>
      <ContentMessages answer={actionData} />
      <ContentForm key={formKey} label="앱 버전 등록" title="새 버전 출시" submit="버전 등록">
        <ContentFields fields={FIELDS} errors={actionData?.fieldErrors} />
      </ContentForm>
      <ContentTable rows={page.list} columns={COLUMNS} pagination={page.pagination} empty="등록된 버전이 없습니다." />
    </>
  );
}
