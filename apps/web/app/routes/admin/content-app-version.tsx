import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { koreaDateTime } from "@shop/core/format/korea-date";
import { Form, useNavigation } from "react-router";
import table from "../../components/admin/admin-table.module.css";
import { PaginationNav } from "../../components/ui/pagination-nav";
import styles from "../../features/admin-content/admin-content.module.css";
import { checkedOf, loadContent, runContentWrite, textOf } from "../../features/admin-content/content-action.server";
import { Check, ContentMessages, Field, yesNo } from "../../features/admin-content/content-ui";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import { readAdminForm } from "../../lib/admin-session.server";
import type { Route } from "./+types/content-app-version";

export const meta = () => adminMeta("앱 버전 관리");

const PLATFORM_LABELS = { ios: "iOS", android: "Android" } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    page: await loadContent(() =>
      callAdminApi(context, request, apiEndpoints.adminAppVersions, {
        query: { page: Number(url.searchParams.get("page")) || 1, size: 20 },
      }),
    ),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  const body = {
    platform: (textOf(form, "platform") === "ios" ? "ios" : "android") as "ios" | "android",
    version: textOf(form, "version"),
    forceUpdate: checkedOf(form, "forceUpdate"),
  };
  return runContentWrite("/admin/content/app-version", "saved", () =>
    callAdminApi(context, request, apiEndpoints.adminCreateAppVersion, { body }),
  );
}

/** 앱 버전: releases per platform; the newest is what the app compares itself with (and whether it must update). */
export default function AdminAppVersionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  const busy = useNavigation().state !== "idle";
  const error = (name: string) => actionData?.fieldErrors?.[name];
  return (
    <>
      <ContentMessages answer={actionData} />
      <Form method="post" className={styles.form} aria-label="앱 버전 등록">
        <h2 className={styles.formTitle}>새 버전 출시</h2>
        <Field label="플랫폼" error={error("platform")}>
          <select name="platform" defaultValue="android">
            <option value="android">Android</option>
            <option value="ios">iOS</option>
          </select>
        </Field>
        <Field label="버전" error={error("version")} hint="예: 2.5.0">
          <input name="version" required maxLength={20} placeholder="2.5.0" />
        </Field>
        <Check name="forceUpdate" label="강제 업데이트 (이전 버전은 앱을 쓸 수 없습니다)" defaultChecked={false} />
        <div className={styles.formActions}>
          <button type="submit" className={table.primary} disabled={busy}>
            버전 등록
          </button>
        </div>
      </Form>
      <div className={table.tableWrap}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">플랫폼</th>
              <th scope="col">버전</th>
              <th scope="col">강제 업데이트</th>
              <th scope="col">출시</th>
              <th scope="col">상태</th>
            </tr>
          </thead>
          <tbody>
            {page.list.length === 0 && (
              <tr>
                <td colSpan={5} className={table.empty}>
                  등록된 버전이 없습니다.
                </td>
              </tr>
            )}
            {page.list.map((row) => (
              <tr key={row.id}>
                <td>{PLATFORM_LABELS[row.platform]}</td>
                <td>{row.version}</td>
                <td>{yesNo(row.forceUpdate)}</td>
                <td>{koreaDateTime(row.releasedAt)}</td>
                <td>{row.current ? <span className={table.badge}>현재 버전</span> : ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PaginationNav pagination={page.pagination} />
    </>
  );
}
