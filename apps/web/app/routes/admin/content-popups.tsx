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
import { editableText } from "../../features/admin-content/content-text.server";
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
import type { Route } from "./+types/content-popups";

export const meta = () => adminMeta("팝업 관리");

const MINUTE_HINT = "한국 시각 'YYYY-MM-DD HH:mm', 비우면 기한 없음";
const TYPE_LABELS = { "1": "새 창", "2": "레이어" } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = await loadContent(() =>
    callAdminApi(context, request, apiEndpoints.adminPopups, {
      query: { page: Number(url.searchParams.get("page")) || 1, size: 20 },
    }),
  );
  const editId = Number(url.searchParams.get("edit"));
  const editing = page.list.find((popup) => popup.id === editId);
  return { page, editing: editing ? { ...editing, content: editableText(editing.content) } : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  const id = idOf(form);
  if (textOf(form, "intent") === "delete" && id !== null) {
    return runContentWrite("/admin/content/popups", "deleted", () =>
      callAdminApi(context, request, apiEndpoints.adminDeletePopup, { params: { id } }),
    );
  }
  const body = {
    title: textOf(form, "title"),
    popupType: (textOf(form, "popupType") === "1" ? "1" : "2") as "1" | "2",
    width: textOf(form, "width") || "400",
    height: textOf(form, "height") || "400",
    leftPosition: textOf(form, "leftPosition") || "0",
    topPosition: textOf(form, "topPosition") || "0",
    backgroundColor: textOf(form, "backgroundColor") || "#ffffff",
    content: textOf(form, "content"),
    imageUrl: textOf(form, "imageUrl"),
    link: textOf(form, "link"),
    active: checkedOf(form, "active"),
    startAt: textOf(form, "startAt"),
    endAt: textOf(form, "endAt"),
    sortOrder: textOf(form, "sortOrder") || "0",
  };
  return runContentWrite("/admin/content/popups", "saved", () =>
    id === null
      ? callAdminApi(context, request, apiEndpoints.adminCreatePopup, { body })
      : callAdminApi(context, request, apiEndpoints.adminUpdatePopup, { params: { id }, body }),
  );
}

/** 팝업: the home page's popups (a layer, or a separate window), with their period and position. */
export default function AdminPopupsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, editing } = loaderData;
  const busy = useNavigation().state !== "idle";
  const error = (name: string) => actionData?.fieldErrors?.[name];
  const editHref = useEditHref();
  const numberField = (
    name: "width" | "height" | "leftPosition" | "topPosition" | "sortOrder",
    label: string,
    fallback: number,
  ) => (
    <Field label={label} error={error(name)}>
      <input name={name} type="number" min={0} defaultValue={editing?.[name] ?? fallback} />
    </Field>
  );
  return (
    <>
      <ContentMessages answer={actionData} />
      <Form method="post" className={styles.form} key={editing?.id ?? "new"} aria-label="팝업 쓰기">
        <h2 className={styles.formTitle}>{editing ? `팝업 수정 (${editing.id})` : "새 팝업"}</h2>
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <Field label="제목" error={error("title")}>
          <input name="title" defaultValue={editing?.title ?? ""} maxLength={100} required />
        </Field>
        <Field label="종류" error={error("popupType")}>
          <select name="popupType" defaultValue={editing?.popupType ?? "2"}>
            <option value="2">레이어</option>
            <option value="1">새 창</option>
          </select>
        </Field>
        {numberField("width", "너비(px)", 400)}
        {numberField("height", "높이(px)", 400)}
        {numberField("leftPosition", "왼쪽 위치(px)", 0)}
        {numberField("topPosition", "위쪽 위치(px)", 0)}
        {numberField("sortOrder", "순서", 0)}
        <Field label="배경색" error={error("backgroundColor")}>
          <input name="backgroundColor" type="color" defaultValue={editing?.backgroundColor ?? "#ffffff"} />
        </Field>
        <Field label="이미지 주소" error={error("imageUrl")}>
          <input name="imageUrl" defaultValue={editing?.imageUrl ?? ""} maxLength={500} />
        </Field>
        <Field label="링크" error={error("link")} hint="'/'로 시작하는 쇼핑몰 주소나 http(s) 주소">
          <input name="link" defaultValue={editing?.link ?? ""} maxLength={500} />
        </Field>
        <Field label="시작" error={error("startAt")} hint={MINUTE_HINT}>
          <input name="startAt" defaultValue={editing?.startAt ?? ""} placeholder="2026-12-01 09:00" />
        </Field>
        <Field label="종료" error={error("endAt")} hint={MINUTE_HINT}>
          <input name="endAt" defaultValue={editing?.endAt ?? ""} placeholder="2026-12-31 23:59" />
        </Field>
        <Field label="내용" error={error("content")} wide hint="글로만 입력합니다(HTML 태그는 쓸 수 없습니다).">
          <textarea name="content" defaultValue={editing?.content ?? ""} maxLength={5000} />
        </Field>
        <Check name="active" label="사용" defaultChecked={editing?.active ?? true} />
        <div className={styles.formActions}>
          <button type="submit" className={table.primary} disabled={busy}>
            {editing ? "수정 저장" : "팝업 등록"}
          </button>
          {editing && (
            <Link className={table.button} to="/admin/content/popups">
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
              <th scope="col">종류</th>
              <th scope="col">크기</th>
              <th scope="col">기간</th>
              <th scope="col">사용</th>
              <th scope="col">노출</th>
              <th scope="col">관리</th>
            </tr>
          </thead>
          <tbody>
            {page.list.length === 0 && (
              <tr>
                <td colSpan={8} className={table.empty}>
                  팝업이 없습니다.
                </td>
              </tr>
            )}
            {page.list.map((popup) => (
              <tr key={popup.id}>
                <td className={table.number}>{popup.sortOrder}</td>
                <td className={styles.clip}>{popup.title}</td>
                <td>{TYPE_LABELS[popup.popupType]}</td>
                <td>
                  {popup.width}×{popup.height}
                </td>
                <td>
                  {popup.startAt || "처음부터"} ~ {popup.endAt || "기한 없음"}
                </td>
                <td>{yesNo(popup.active)}</td>
                <td>{popup.live ? <span className={table.badge}>노출 중</span> : ""}</td>
                <td>
                  <div className={table.rowActions}>
                    <Link className={table.button} to={editHref(popup.id)}>
                      수정
                    </Link>
                    <DeleteButton id={popup.id} what="팝업" />
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
