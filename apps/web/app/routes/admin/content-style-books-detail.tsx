import { ADMIN_STYLE_BOOK_DIFFICULTIES, type AdminStyleBook } from "@shop/contracts/admin-display";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { data, Link } from "react-router";
import table from "../../components/admin/admin-table.module.css";
import {
  bodyOf,
  type ContentActionAnswer,
  loadContent,
  sendContentWrite,
  textOf,
} from "../../features/admin-content/content-action.server";
import { type ContentField, LINK_HINT } from "../../features/admin-content/content-fields";
import { ContentFields, ContentForm, ContentMessages } from "../../features/admin-content/content-ui";
import { PickedItems } from "../../features/admin-content/picked-items";
import { editPicks, isItemIntent, writeThen } from "../../features/admin-content/picked-items.server";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import { readAdminForm } from "../../lib/admin-session.server";
import type { Route } from "./+types/content-style-books-detail";

export const meta = ({ params }: Route.MetaArgs) =>
  adminMeta(params.id === "new" ? "새 스타일북" : `스타일북 ${params.id}`);

const FIELDS: readonly ContentField[] = [
  { kind: "text", name: "title", label: "제목", max: 100, required: true },
  { kind: "text", name: "subTitle", label: "부제목", max: 200 },
  { kind: "text", name: "imageUrl", label: "사진 주소", max: 500, required: true, hint: LINK_HINT },
  {
    kind: "text",
    name: "publishedAt",
    label: "게시일",
    hint: "한국 시각 'YYYY-MM-DD HH:mm'. 최근 게시일이 먼저 보입니다. 비우면 지금(새 글) 또는 그대로",
    placeholder: "2026-12-01 09:00",
  },
  { kind: "number", name: "cookingMinutes", label: "조리 시간(분)", max: 999, fallback: 30 },
  { kind: "number", name: "servings", label: "인분", max: 99, fallback: 2 },
  {
    kind: "select",
    name: "difficulty",
    label: "난이도",
    options: ADMIN_STYLE_BOOK_DIFFICULTIES.map((value) => ({ value, label: value })),
    fallback: "보통",
  },
  { kind: "textarea", name: "summary", label: "소개 글", max: 2000, wide: true, rows: 4 },
  { kind: "textarea", name: "steps", label: "조리 순서", max: 10000, wide: true, hint: "한 줄에 한 단계씩 씁니다." },
  { kind: "textarea", name: "tip", label: "팁", max: 1000, wide: true, rows: 2 },
  { kind: "check", name: "displayed", label: "쇼핑몰에 노출", fallback: true },
  { kind: "check", name: "featured", label: "메인 화면 스타일북에 노출", fallback: false },
];

const NEW = "new";
const pathOf = (id: number | string) => `/admin/content/style-books/${id}`;

function styleBookIdOf(param: string): number | null {
  if (param === NEW) return null;
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id < 1) throw data("요청하신 정보를 찾을 수 없습니다.", { status: 404 });
  return id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = styleBookIdOf(params.id);
  if (id === null) return { styleBook: null };
  return loadContent(() => callAdminApi(context, request, apiEndpoints.adminStyleBook, { params: { id } }));
}

export async function action({ request, context, params }: Route.ActionArgs): Promise<ContentActionAnswer | Response> {
  const posted = await readAdminForm(request);
  const id = styleBookIdOf(params.id);
  if (id === null) {
    return writeThen(
      () => sendContentWrite(context, request, apiEndpoints.adminCreateStyleBook, { body: bodyOf(posted, FIELDS) }),
      (answer) => `${pathOf((answer as { styleBook: AdminStyleBook }).styleBook.id)}?done=saved`,
    );
  }
  const here = `${pathOf(id)}?done=saved`;
  if (isItemIntent(textOf(posted, "intent"))) {
    const { styleBook } = await loadContent(() =>
      callAdminApi(context, request, apiEndpoints.adminStyleBook, { params: { id } }),
    );
    const items = editPicks(styleBook.items, posted).map((line) => ({ itemUserCode: line.itemUserCode }));
    return writeThen(
      () => callAdminApi(context, request, apiEndpoints.adminUpdateStyleBookItems, { params: { id }, body: { items } }),
      () => here,
    );
  }
  return writeThen(
    () =>
      sendContentWrite(context, request, apiEndpoints.adminUpdateStyleBook, {
        params: { id },
        body: bodyOf(posted, FIELDS),
      }),
    () => here,
  );
}

/** A style book's form (new or saved); a saved one also has the items it cooks with, by code. */
export default function AdminStyleBookPage({ loaderData, actionData }: Route.ComponentProps) {
  const { styleBook } = loaderData;
  return (
    <>
      <div className={table.rowActions}>
        <Link className={table.button} to="/admin/content/style-books">
          스타일북 목록으로
        </Link>
        {styleBook?.displayed && (
          <a className={table.button} href={`/event/stylebook/${styleBook.id}`} target="_blank" rel="noreferrer">
            쇼핑몰에서 보기
          </a>
        )}
      </div>
      <ContentMessages answer={actionData} />
      <ContentForm
        key={styleBook?.id ?? NEW}
        label="스타일북 쓰기"
        title={styleBook ? `스타일북 수정 (${styleBook.id})` : "새 스타일북"}
        submit={styleBook ? "수정 저장" : "스타일북 등록"}
      >
        <ContentFields
          fields={FIELDS}
          values={styleBook && { ...styleBook, publishedAt: styleBook.publishedAt }}
          errors={actionData?.fieldErrors}
        />
      </ContentForm>
      {styleBook ? (
        <PickedItems rows={styleBook.items} mode="plain" title="함께 쓰는 상품" />
      ) : (
        <p className={table.muted}>스타일북을 등록하면 상품을 담을 수 있습니다.</p>
      )}
    </>
  );
}
