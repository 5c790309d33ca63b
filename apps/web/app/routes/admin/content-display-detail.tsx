import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { data, Form, Link } from "react-router";
import { Field } from "../../components/admin/admin-form";
import form from "../../components/admin/admin-form.module.css";
import table from "../../components/admin/admin-table.module.css";
import {
  bodyOf,
  type ContentActionAnswer,
  loadContent,
  sendContentWrite,
  textOf,
} from "../../features/admin-content/content-action.server";
import type { ContentField } from "../../features/admin-content/content-fields";
import { ContentFields, ContentForm, ContentMessages, useBusy } from "../../features/admin-content/content-ui";
import { PickedItems } from "../../features/admin-content/picked-items";
import own from "../../features/admin-content/picked-items.module.css";
import { editPicks, isItemIntent, writeThen } from "../../features/admin-content/picked-items.server";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import { readAdminForm } from "../../lib/admin-session.server";
import type { Route } from "./+types/content-display-detail";

export const meta = ({ params }: Route.MetaArgs) => adminMeta(`전시 블록 ${params.code}`);

const FIELDS: readonly ContentField[] = [
  { kind: "text", name: "title", label: "제목", max: 100, required: true },
  { kind: "text", name: "subTitle", label: "부제목", max: 200 },
  { kind: "textarea", name: "description", label: "설명", max: 2000, wide: true, rows: 3 },
  {
    kind: "number",
    name: "sortOrder",
    label: "순서",
    max: 9999,
    fallback: 0,
    hint: "작을수록 메인 화면에서 먼저 보입니다.",
  },
  { kind: "check", name: "showOnMain", label: "메인 화면에 노출", fallback: false },
];

/** Sections staff may add at once beyond the block's own. */
const BLANK_SECTIONS = 1;

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadContent(() => callAdminApi(context, request, apiEndpoints.adminDisplayBlock, { params: { code: params.code } }));

/** The sections the form sends, in order; a section with neither title nor text is dropped. */
function sectionsOf(posted: FormData) {
  const titles = posted.getAll("sectionTitle").map(String);
  const bodies = posted.getAll("sectionBody").map(String);
  const pictures = posted.getAll("sectionImageUrl").map(String);
  return titles
    .map((title, index) => ({
      title: title.trim(),
      body: (bodies[index] ?? "").trim(),
      imageUrl: (pictures[index] ?? "").trim(),
    }))
    .filter((section) => section.title !== "" || section.body !== "");
}

export async function action({ request, context, params }: Route.ActionArgs): Promise<ContentActionAnswer | Response> {
  const posted = await readAdminForm(request);
  const intent = textOf(posted, "intent");
  const code = params.code;
  const here = `/admin/content/display/${encodeURIComponent(code)}?done=saved`;
  if (isItemIntent(intent)) {
    const { displayBlock } = await loadContent(() =>
      callAdminApi(context, request, apiEndpoints.adminDisplayBlock, { params: { code } }),
    );
    const items = editPicks(displayBlock.items, posted).map((line) => ({
      itemUserCode: line.itemUserCode,
      groupKey: line.groupKey ?? "",
      groupName: line.groupName ?? "",
      comment: line.comment ?? "",
    }));
    return writeThen(
      () =>
        callAdminApi(context, request, apiEndpoints.adminUpdateDisplayBlockItems, {
          params: { code },
          body: { items },
        }),
      () => here,
    );
  }
  if (intent === "sections") {
    return writeThen(
      () =>
        callAdminApi(context, request, apiEndpoints.adminUpdateDisplayBlockSections, {
          params: { code },
          body: { sections: sectionsOf(posted) },
        }),
      () => here,
    );
  }
  if (intent !== "block") throw data("요청을 처리할 수 없습니다.", { status: 400 });
  return writeThen(
    () =>
      sendContentWrite(context, request, apiEndpoints.adminUpdateDisplayBlock, {
        params: { code },
        body: bodyOf(posted, FIELDS),
      }),
    () => here,
  );
}

/** A block's page: its heading and place on the home page, its sections, and its picked items by code. */
export default function AdminDisplayBlockPage({ loaderData, actionData }: Route.ComponentProps) {
  const block = loaderData.displayBlock;
  const busy = useBusy();
  const sections = [
    ...block.sections,
    ...Array.from({ length: BLANK_SECTIONS }, () => ({ title: "", body: "", imageUrl: "" })),
  ];
  return (
    <>
      <div className={table.rowActions}>
        <Link className={table.button} to="/admin/content/display">
          블록 목록으로
        </Link>
      </div>
      <ContentMessages answer={actionData} />
      <ContentForm label="블록 정보" title={`블록 ${block.code}`} submit="블록 저장">
        <input type="hidden" name="intent" value="block" />
        <ContentFields fields={FIELDS} values={block} errors={actionData?.fieldErrors} />
      </ContentForm>
      <PickedItems rows={block.items} mode="tabs" comment={block.code === "cnts-picks"} />
      <Form method="post" className={`${form.form} ${own.sections}`} aria-label="문단">
        <h2 className={form.formTitle}>문단 ({block.sections.length}개)</h2>
        <input type="hidden" name="intent" value="sections" />
        <p className={table.muted}>블록 페이지에 보이는 문단입니다. 제목과 내용을 모두 비우면 그 문단은 빠집니다.</p>
        {sections.map((section, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a section is its place in the block (saved as a whole list)
          <fieldset key={index} className={own.section}>
            <legend>{index < block.sections.length ? `문단 ${index + 1}` : "새 문단"}</legend>
            <Field label="제목">
              <input name="sectionTitle" defaultValue={section.title} maxLength={100} />
            </Field>
            <Field label="이미지 주소" hint="'/'로 시작하는 쇼핑몰 주소나 http(s) 주소">
              <input name="sectionImageUrl" defaultValue={section.imageUrl} maxLength={500} />
            </Field>
            <Field label="내용" wide>
              <textarea name="sectionBody" defaultValue={section.body} maxLength={5000} rows={4} />
            </Field>
          </fieldset>
        ))}
        <div className={form.formActions}>
          <button type="submit" className={table.primary} disabled={busy}>
            문단 저장
          </button>
        </div>
      </Form>
    </>
  );
}
