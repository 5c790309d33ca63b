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
import type { Route } from "./+types/content-main-visuals";

export const meta = () => adminMeta("메인 비주얼 관리");

const MINUTE_HINT = "한국 시각 'YYYY-MM-DD HH:mm', 비우면 기한 없음";
const PICTURE_HINT = "'/'로 시작하는 쇼핑몰 주소나 http(s) 주소";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = await loadContent(() =>
    callAdminApi(context, request, apiEndpoints.adminMainVisuals, {
      query: { page: Number(url.searchParams.get("page")) || 1, size: 20 },
    }),
  );
  const editId = Number(url.searchParams.get("edit"));
  return { page, editing: page.list.find((visual) => visual.id === editId) ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  const id = idOf(form);
  if (textOf(form, "intent") === "delete" && id !== null) {
    return runContentWrite("/admin/content/main-visuals", "deleted", () =>
      callAdminApi(context, request, apiEndpoints.adminDeleteMainVisual, { params: { id } }),
    );
  }
  const body = {
    title: textOf(form, "title"),
    subTitle: textOf(form, "subTitle"),
    imageUrl: textOf(form, "imageUrl"),
    mobileImageUrl: textOf(form, "mobileImageUrl"),
    link: textOf(form, "link"),
    newTab: checkedOf(form, "newTab"),
    backgroundColor: textOf(form, "backgroundColor") || "#1f5f3a",
    active: checkedOf(form, "active"),
    startAt: textOf(form, "startAt"),
    endAt: textOf(form, "endAt"),
    sortOrder: textOf(form, "sortOrder") || "0",
  };
  return runContentWrite("/admin/content/main-visuals", "saved", () =>
    id === null
      ? callAdminApi(context, request, apiEndpoints.adminCreateMainVisual, { body })
      : callAdminApi(context, request, apiEndpoints.adminUpdateMainVisual, { params: { id }, body }),
  );
}

/** 메인 비주얼: the home page's hero banners, in order; each live within its period. */
export default function AdminMainVisualsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, editing } = loaderData;
  const busy = useNavigation().state !== "idle";
  const error = (name: string) => actionData?.fieldErrors?.[name];
  const editHref = useEditHref();
  return (
    <>
      <ContentMessages answer={actionData} />
      <Form method="post" className={styles.form} key={editing?.id ?? "new"} aria-label="메인 비주얼 쓰기">
        <h2 className={styles.formTitle}>{editing ? `메인 비주얼 수정 (${editing.id})` : "새 메인 비주얼"}</h2>
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <Field label="제목" error={error("title")}>
          <input name="title" defaultValue={editing?.title ?? ""} maxLength={100} required />
        </Field>
        <Field label="부제목" error={error("subTitle")}>
          <input name="subTitle" defaultValue={editing?.subTitle ?? ""} maxLength={200} />
        </Field>
        <Field label="PC 이미지 주소" error={error("imageUrl")} hint={PICTURE_HINT}>
          <input name="imageUrl" defaultValue={editing?.imageUrl ?? ""} maxLength={500} required />
        </Field>
        <Field label="모바일 이미지 주소" error={error("mobileImageUrl")} hint={PICTURE_HINT}>
          <input name="mobileImageUrl" defaultValue={editing?.mobileImageUrl ?? ""} maxLength={500} required />
        </Field>
        <Field label="링크" error={error("link")} hint={PICTURE_HINT}>
          <input name="link" defaultValue={editing?.link ?? ""} maxLength={500} />
        </Field>
        <Field label="배경색" error={error("backgroundColor")}>
          <input name="backgroundColor" type="color" defaultValue={editing?.backgroundColor ?? "#1f5f3a"} />
        </Field>
        <Field label="순서" error={error("sortOrder")} hint="작을수록 먼저 보입니다.">
          <input name="sortOrder" type="number" min={0} max={9999} defaultValue={editing?.sortOrder ?? 0} />
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
            {editing ? "수정 저장" : "메인 비주얼 등록"}
          </button>
          {editing && (
            <Link className={table.button} to="/admin/content/main-visuals">
              새로 쓰기
            </Link>
          )}
        </div>
      </Form>
      <div className={table.tableWrap}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">순서</th>
              <th scope="col">제목</th>
              <th scope="col">기간</th>
              <th scope="col">사용</th>
              <th scope="col">노출</th>
              <th scope="col">관리</th>
            </tr>
          </thead>
          <tbody>
            {page.list.length === 0 && (
              <tr>
                <td colSpan={6} className={table.empty}>
                  메인 비주얼이 없습니다.
                </td>
              </tr>
            )}
            {page.list.map((visual) => (
              <tr key={visual.id}>
                <td className={table.number}>{visual.sortOrder}</td>
                <td className={styles.clip}>{visual.title}</td>
                <td>
                  {visual.startAt || "처음부터"} ~ {visual.endAt || "기한 없음"}
                </td>
                <td>{yesNo(visual.active)}</td>
                <td>{visual.live ? <span className={table.badge}>노출 중</span> : ""}</td>
                <td>
                  <div className={table.rowActions}>
                    <Link className={table.button} to={editHref(visual.id)}>
                      수정
                    </Link>
                    <DeleteButton id={visual.id} what="메인 비주얼" />
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
