import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import table from "../../components/admin/admin-table.module.css";
import { PaginationNav } from "../../components/ui/pagination-nav";
import styles from "../../features/admin-content/admin-content.module.css";
import { idOf, loadContent, runContentWrite, textOf } from "../../features/admin-content/content-action.server";
import { editableText } from "../../features/admin-content/content-text.server";
import { ContentMessages, DeleteButton, Field, useEditHref } from "../../features/admin-content/content-ui";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import { readAdminForm } from "../../lib/admin-session.server";
import type { Route } from "./+types/content-faqs";

export const meta = () => adminMeta("FAQ 관리");

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = await loadContent(() =>
    callAdminApi(context, request, apiEndpoints.adminFaqs, {
      query: {
        page: Number(url.searchParams.get("page")) || 1,
        size: 20,
        category: url.searchParams.get("category") ?? "",
        keyword: url.searchParams.get("keyword") ?? "",
      },
    }),
  );
  const editId = Number(url.searchParams.get("edit"));
  const editing = page.list.find((faq) => faq.id === editId);
  return { page, editing: editing ? { ...editing, answer: editableText(editing.answer) } : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  const id = idOf(form);
  if (textOf(form, "intent") === "delete" && id !== null) {
    return runContentWrite("/admin/content/faqs", "deleted", () =>
      callAdminApi(context, request, apiEndpoints.adminDeleteFaq, { params: { id } }),
    );
  }
  const body = {
    category: textOf(form, "category"),
    question: textOf(form, "question"),
    answer: textOf(form, "answer"),
    sortOrder: textOf(form, "sortOrder") || "0",
  };
  return runContentWrite("/admin/content/faqs", "saved", () =>
    id === null
      ? callAdminApi(context, request, apiEndpoints.adminCreateFaq, { body })
      : callAdminApi(context, request, apiEndpoints.adminUpdateFaq, { params: { id }, body }),
  );
}

/** FAQ: entries by category and order, and the form to add or edit one. */
export default function AdminFaqsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, editing } = loaderData;
  const busy = useNavigation().state !== "idle";
  const error = (name: string) => actionData?.fieldErrors?.[name];
  const [params] = useSearchParams();
  const editHref = useEditHref();
  return (
    <>
      <ContentMessages answer={actionData} />
      <Form method="post" className={styles.form} key={editing?.id ?? "new"} aria-label="FAQ 쓰기">
        <h2 className={styles.formTitle}>{editing ? `FAQ 수정 (${editing.id})` : "새 FAQ 쓰기"}</h2>
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <Field label="분류" error={error("category")}>
          <input name="category" defaultValue={editing?.category ?? ""} maxLength={40} list="faq-categories" required />
          <datalist id="faq-categories">
            {page.categories.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
        </Field>
        <Field label="순서" error={error("sortOrder")} hint="작을수록 먼저 보입니다.">
          <input name="sortOrder" type="number" min={0} max={9999} defaultValue={editing?.sortOrder ?? 0} />
        </Field>
        <Field label="질문" error={error("question")} wide>
          <input name="question" defaultValue={editing?.question ?? ""} maxLength={300} required />
        </Field>
        <Field label="답변" error={error("answer")} wide hint="글로만 입력합니다. 빈 줄로 문단을 나눕니다.">
          <textarea name="answer" defaultValue={editing?.answer ?? ""} maxLength={10000} required />
        </Field>
        <div className={styles.formActions}>
          <button type="submit" className={table.primary} disabled={busy}>
            {editing ? "수정 저장" : "FAQ 등록"}
          </button>
          {editing && (
            <Link className={table.button} to="/admin/content/faqs">
              새로 쓰기
            </Link>
          )}
        </div>
      </Form>
      <Form method="get" className={table.filters} aria-label="FAQ 찾기">
        <label className={table.filter}>
          분류
          <select name="category" defaultValue={params.get("category") ?? ""}>
            <option value="">전체</option>
            {page.categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </label>
        <label className={table.filter}>
          질문·답변
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
              <th scope="col">분류</th>
              <th scope="col">순서</th>
              <th scope="col">질문</th>
              <th scope="col">관리</th>
            </tr>
          </thead>
          <tbody>
            {page.list.length === 0 && (
              <tr>
                <td colSpan={4} className={table.empty}>
                  FAQ가 없습니다.
                </td>
              </tr>
            )}
            {page.list.map((faq) => (
              <tr key={faq.id}>
                <td>{faq.category}</td>
                <td className={table.number}>{faq.sortOrder}</td>
                <td className={styles.clip}>{faq.question}</td>
                <td>
                  <div className={table.rowActions}>
                    <Link className={table.button} to={editHref(faq.id)}>
                      수정
                    </Link>
                    <DeleteButton id={faq.id} what="FAQ" />
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
