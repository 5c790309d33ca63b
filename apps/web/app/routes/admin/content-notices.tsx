import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { koreaDateTime } from "@shop/core/format/korea-date";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
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
import type { Route } from "./+types/content-notices";

export const meta = () => adminMeta("공지사항 관리");

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = await loadContent(() =>
    callAdminApi(context, request, apiEndpoints.adminNotices, {
      query: {
        page: Number(url.searchParams.get("page")) || 1,
        size: 20,
        keyword: url.searchParams.get("keyword") ?? "",
      },
    }),
  );
  const editId = Number(url.searchParams.get("edit"));
  const editing = page.list.find((notice) => notice.id === editId);
  return { page, editing: editing ? { ...editing, content: editableText(editing.content) } : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  const id = idOf(form);
  if (textOf(form, "intent") === "delete" && id !== null) {
    return runContentWrite("/admin/content/notices", "deleted", () =>
      callAdminApi(context, request, apiEndpoints.adminDeleteNotice, { params: { id } }),
    );
  }
  const body = {
    label: textOf(form, "label"),
    title: textOf(form, "title"),
    content: textOf(form, "content"),
    pinned: checkedOf(form, "pinned"),
    showOnMain: checkedOf(form, "showOnMain"),
  };
  return runContentWrite("/admin/content/notices", "saved", () =>
    id === null
      ? callAdminApi(context, request, apiEndpoints.adminCreateNotice, { body })
      : callAdminApi(context, request, apiEndpoints.adminUpdateNotice, { params: { id }, body }),
  );
}

/** 공지사항: the list and the form to write or edit one (plain text; a blank line starts a new paragraph). */
export default function AdminNoticesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, editing } = loaderData;
  const busy = useNavigation().state !== "idle";
  const error = (name: string) => actionData?.fieldErrors?.[name];
  const [params] = useSearchParams();
  const editHref = useEditHref();
  return (
    <>
      <ContentMessages answer={actionData} />
      <Form method="post" className={styles.form} key={editing?.id ?? "new"} aria-label="공지사항 쓰기">
        <h2 className={styles.formTitle}>{editing ? `공지 수정 (${editing.id})` : "새 공지 쓰기"}</h2>
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <Field label="말머리" error={error("label")}>
          <input name="label" defaultValue={editing?.label ?? "공지"} maxLength={20} required />
        </Field>
        <Field label="제목" error={error("title")}>
          <input name="title" defaultValue={editing?.title ?? ""} maxLength={200} required />
        </Field>
        <Field
          label="내용"
          error={error("content")}
          wide
          hint="글로만 입력합니다(HTML 태그는 쓸 수 없습니다). 빈 줄로 문단을 나눕니다."
        >
          <textarea name="content" defaultValue={editing?.content ?? ""} maxLength={20000} required />
        </Field>
        <Check name="pinned" label="목록 맨 위에 고정" defaultChecked={editing?.pinned ?? false} />
        <Check name="showOnMain" label="메인 화면에 표시" defaultChecked={editing?.showOnMain ?? false} />
        <div className={styles.formActions}>
          <button type="submit" className={table.primary} disabled={busy}>
            {editing ? "수정 저장" : "공지 등록"}
          </button>
          {editing && (
            <Link className={table.button} to="/admin/content/notices">
              새로 쓰기
            </Link>
          )}
        </div>
      </Form>
      <Form method="get" className={table.filters} aria-label="공지 찾기">
        <label className={table.filter}>
          제목
          <input name="keyword" defaultValue={params.get("keyword") ?? ""} maxLength={50} />
        </label>
        <button type="submit" className={table.button}>
          찾기
        </button>
      </Form>
      <p className={table.count}>총 {page.pagination.totalCount.toLocaleString("ko-KR")}건</p>
      <div className={table.tableWrap}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">번호</th>
              <th scope="col">말머리</th>
              <th scope="col">제목</th>
              <th scope="col">고정</th>
              <th scope="col">메인</th>
              <th scope="col">조회</th>
              <th scope="col">작성일</th>
              <th scope="col">관리</th>
            </tr>
          </thead>
          <tbody>
            {page.list.length === 0 && (
              <tr>
                <td colSpan={8} className={table.empty}>
                  공지사항이 없습니다.
                </td>
              </tr>
            )}
            {page.list.map((notice) => (
              <tr key={notice.id}>
                <td className={table.number}>{notice.id}</td>
                <td>{notice.label}</td>
                <td className={styles.clip}>{notice.title}</td>
                <td>{yesNo(notice.pinned)}</td>
                <td>{yesNo(notice.showOnMain)}</td>
                <td className={table.number}>{notice.viewCount.toLocaleString("ko-KR")}</td>
                <td>{koreaDateTime(notice.createdAt)}</td>
                <td>
                  <div className={table.rowActions}>
                    <Link className={table.button} to={editHref(notice.id)}>
                      수정
                    </Link>
                    <DeleteButton id={notice.id} what="공지" />
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
