import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { Form, Link, useNavigation } from "react-router";
import table from "../../components/admin/admin-table.module.css";
import { PaginationNav } from "../../components/ui/pagination-nav";
import styles from "../../features/admin-content/admin-content.module.css";
import {
  checkedOf,
  idOf,
  loadContent,
  runContentWrite,
  textOf,
} from "../../features/admin-content/content-action.server";
import {
  Check,
  ContentMessages,
  DeleteButton,
  Field,
  useEditHref,
  yesNo,
} from "../../features/admin-content/content-ui";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import { readAdminForm } from "../../lib/admin-session.server";
import type { Route } from "./+types/content-stripe-banner";

export const meta = () => adminMeta("띠배너 관리");

const MINUTE_HINT = "한국 시각 'YYYY-MM-DD HH:mm', 비우면 기한 없음";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = await loadContent(() =>
    callAdminApi(context, request, apiEndpoints.adminStripeBanners, {
      query: { page: Number(url.searchParams.get("page")) || 1, size: 20 },
    }),
  );
  const editId = Number(url.searchParams.get("edit"));
  return { page, editing: page.list.find((banner) => banner.id === editId) ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  const id = idOf(form);
  if (textOf(form, "intent") === "delete" && id !== null) {
    return runContentWrite("/admin/content/stripe-banner", "deleted", () =>
      callAdminApi(context, request, apiEndpoints.adminDeleteStripeBanner, { params: { id } }),
    );
  }
  const body = {
    contents: textOf(form, "contents"),
    link: textOf(form, "link"),
    newTab: checkedOf(form, "newTab"),
    backgroundColor: textOf(form, "backgroundColor") || "#1f5f3a",
    active: checkedOf(form, "active"),
    startAt: textOf(form, "startAt"),
    endAt: textOf(form, "endAt"),
  };
  return runContentWrite("/admin/content/stripe-banner", "saved", () =>
    id === null
      ? callAdminApi(context, request, apiEndpoints.adminCreateStripeBanner, { body })
      : callAdminApi(context, request, apiEndpoints.adminUpdateStripeBanner, { params: { id }, body }),
  );
}

/** 띠배너: the strip above the shop's header. Of the live ones, the one started most recently shows. */
export default function AdminStripeBannerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, editing } = loaderData;
  const busy = useNavigation().state !== "idle";
  const error = (name: string) => actionData?.fieldErrors?.[name];
  const editHref = useEditHref();
  return (
    <>
      <ContentMessages answer={actionData} />
      <Form method="post" className={styles.form} key={editing?.id ?? "new"} aria-label="띠배너 쓰기">
        <h2 className={styles.formTitle}>{editing ? `띠배너 수정 (${editing.id})` : "새 띠배너"}</h2>
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <Field label="문구" error={error("contents")} wide>
          <input name="contents" defaultValue={editing?.contents ?? ""} maxLength={200} required />
        </Field>
        <Field label="링크" error={error("link")} hint="'/'로 시작하는 쇼핑몰 주소나 http(s) 주소">
          <input name="link" defaultValue={editing?.link ?? ""} maxLength={500} />
        </Field>
        <Field label="배경색" error={error("backgroundColor")}>
          <input name="backgroundColor" type="color" defaultValue={editing?.backgroundColor ?? "#1f5f3a"} />
        </Field>
        <Field label="시작" error={error("startAt")} hint={MINUTE_HINT}>
          <input name="startAt" defaultValue={editing?.startAt ?? ""} placeholder="2026-12-01 09:00" />
        </Field>
        <Field label="종료" error={error("endAt")} hint={MINUTE_HINT}>
          <input name="endAt" defaultValue={editing?.endAt ?? ""} placeholder="2026-12-31 23:59" />
        </Field>
        <Check name="active" label="사용" defaultChecked={editing?.active ?? true} />
        <Check name="newTab" label="링크를 새 창으로 열기" defaultChecked={editing?.newTab ?? false} />
        <div className={styles.formActions}>
          <button type="submit" className={table.primary} disabled={busy}>
            {editing ? "수정 저장" : "띠배너 등록"}
          </button>
          {editing && (
            <Link className={table.button} to="/admin/content/stripe-banner">
              새로 쓰기
            </Link>
          )}
        </div>
      </Form>
      <div className={table.tableWrap}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">문구</th>
              <th scope="col">기간</th>
              <th scope="col">사용</th>
              <th scope="col">노출</th>
              <th scope="col">관리</th>
            </tr>
          </thead>
          <tbody>
            {page.list.length === 0 && (
              <tr>
                <td colSpan={5} className={table.empty}>
                  띠배너가 없습니다.
                </td>
              </tr>
            )}
            {page.list.map((banner) => (
              <tr key={banner.id}>
                <td className={styles.clip}>{banner.contents}</td>
                <td>
                  {banner.startAt || "처음부터"} ~ {banner.endAt || "기한 없음"}
                </td>
                <td>{yesNo(banner.active)}</td>
                <td>{banner.live ? <span className={table.badge}>노출 중</span> : ""}</td>
                <td>
                  <div className={table.rowActions}>
                    <Link className={table.button} to={editHref(banner.id)}>
                      수정
                    </Link>
                    <DeleteButton id={banner.id} what="띠배너" />
                  </div>
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
