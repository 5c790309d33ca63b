import {
  ADMIN_EVENT_KIND_LABELS,
  ADMIN_EVENT_KINDS,
  ADMIN_EVENT_STATUS_LABELS,
  type AdminEvent,
} from "@shop/contracts/admin-display";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { data, Form, Link } from "react-router";
import table from "../../components/admin/admin-table.module.css";
import {
  bodyOf,
  type ContentActionAnswer,
  loadContent,
  sendContentWrite,
  textOf,
} from "../../features/admin-content/content-action.server";
import { type ContentField, LINK_HINT } from "../../features/admin-content/content-fields";
import { editableText } from "../../features/admin-content/content-text.server";
import { ContentFields, ContentForm, ContentMessages, useBusy } from "../../features/admin-content/content-ui";
import { PickedItems } from "../../features/admin-content/picked-items";
import { editPicks, isItemIntent, writeThen } from "../../features/admin-content/picked-items.server";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import { readAdminForm } from "../../lib/admin-session.server";
import type { Route } from "./+types/content-events-detail";

export const meta = ({ params }: Route.MetaArgs) =>
  adminMeta(params.id === "new" ? "새 이벤트" : `이벤트 ${params.id}`);

const MINUTE_HINT = "한국 시각 'YYYY-MM-DD HH:mm'";

const FIELDS: readonly ContentField[] = [
  { kind: "text", name: "title", label: "제목", max: 100, required: true },
  {
    kind: "select",
    name: "kind",
    label: "종류",
    options: ADMIN_EVENT_KINDS.map((kind) => ({ value: kind, label: ADMIN_EVENT_KIND_LABELS[kind] })),
    fallback: "plan",
  },
  {
    kind: "text",
    name: "link",
    label: "주소",
    max: 60,
    required: true,
    hint: "/event/ 뒤에 붙는 주소: 영문 소문자, 숫자, '-'",
    placeholder: "seollal-hanwoo",
  },
  { kind: "text", name: "subTitle", label: "부제목", max: 200 },
  { kind: "text", name: "startAt", label: "시작", required: true, hint: MINUTE_HINT, placeholder: "2026-12-01 09:00" },
  { kind: "text", name: "endAt", label: "종료", required: true, hint: MINUTE_HINT, placeholder: "2026-12-31 23:59" },
  { kind: "text", name: "imageUrl", label: "배너 이미지 주소", max: 500, required: true, hint: LINK_HINT },
  {
    kind: "number",
    name: "sortOrder",
    label: "순서",
    max: 9999,
    fallback: 0,
    hint: "작을수록 목록에서 먼저 보입니다.",
  },
  { kind: "textarea", name: "summary", label: "요약", max: 500, wide: true, rows: 2 },
  {
    kind: "textarea",
    name: "content",
    label: "내용",
    max: 20000,
    wide: true,
    hint: "글로만 입력합니다(HTML 태그는 쓸 수 없습니다). 빈 줄로 문단을 나눕니다.",
  },
  { kind: "check", name: "displayed", label: "쇼핑몰에 노출", fallback: true },
  { kind: "check", name: "replyEnabled", label: "댓글 받기", fallback: false },
];

const NEW = "new";
const pathOf = (id: number | string) => `/admin/content/events/${id}`;

function eventIdOf(param: string): number | null {
  if (param === NEW) return null;
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id < 1) throw data("요청하신 정보를 찾을 수 없습니다.", { status: 404 });
  return id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = eventIdOf(params.id);
  if (id === null) return { event: null };
  const { event } = await loadContent(() =>
    callAdminApi(context, request, apiEndpoints.adminEvent, { params: { id } }),
  );
  // Older events are HTML: the form opens them as the plain text the page shows (decision 040).
  return { event: { ...event, content: editableText(event.content) } };
}

export async function action({ request, context, params }: Route.ActionArgs): Promise<ContentActionAnswer | Response> {
  const posted = await readAdminForm(request);
  const intent = textOf(posted, "intent");
  const id = eventIdOf(params.id);
  if (id === null) {
    return writeThen(
      () => sendContentWrite(context, request, apiEndpoints.adminCreateEvent, { body: bodyOf(posted, FIELDS) }),
      (answer) => `${pathOf((answer as { event: AdminEvent }).event.id)}?done=saved`,
    );
  }
  const here = `${pathOf(id)}?done=saved`;
  if (intent === "end") {
    return writeThen(
      () => callAdminApi(context, request, apiEndpoints.adminEndEvent, { params: { id } }),
      () => here,
    );
  }
  if (isItemIntent(intent)) {
    const { event } = await loadContent(() =>
      callAdminApi(context, request, apiEndpoints.adminEvent, { params: { id } }),
    );
    const items = editPicks(event.items, posted).map((line) => ({
      itemUserCode: line.itemUserCode,
      groupName: line.groupName ?? "",
    }));
    return writeThen(
      () => callAdminApi(context, request, apiEndpoints.adminUpdateEventItems, { params: { id }, body: { items } }),
      () => here,
    );
  }
  return writeThen(
    () =>
      sendContentWrite(context, request, apiEndpoints.adminUpdateEvent, {
        params: { id },
        body: bodyOf(posted, FIELDS),
      }),
    () => here,
  );
}

function EndButton() {
  const busy = useBusy();
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm("이벤트를 지금 종료할까요? 쇼핑몰에는 종료된 이벤트로 보입니다.")) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="end" />
      <button type="submit" className={table.button} disabled={busy}>
        지금 종료
      </button>
    </Form>
  );
}

/** An event's form (new or saved); a saved one also has its items by code and 지금 종료 while it runs. */
export default function AdminEventPage({ loaderData, actionData }: Route.ComponentProps) {
  const { event } = loaderData;
  return (
    <>
      <div className={table.rowActions}>
        <Link className={table.button} to="/admin/content/events">
          이벤트 목록으로
        </Link>
        {event && (
          <a className={table.button} href={`/event/${event.id}`} target="_blank" rel="noreferrer">
            쇼핑몰에서 보기
          </a>
        )}
      </div>
      <ContentMessages answer={actionData} />
      {event && (
        <div className={table.rowActions}>
          <span className={table.badge}>{ADMIN_EVENT_STATUS_LABELS[event.status]}</span>
          {event.status === "active" && <EndButton />}
        </div>
      )}
      <ContentForm
        key={event?.id ?? NEW}
        label="이벤트 쓰기"
        title={event ? `이벤트 수정 (${event.id})` : "새 이벤트"}
        submit={event ? "수정 저장" : "이벤트 등록"}
      >
        <input type="hidden" name="intent" value="save" />
        <ContentFields fields={FIELDS} values={event} errors={actionData?.fieldErrors} />
      </ContentForm>
      {event ? (
        <PickedItems rows={event.items} mode="named" />
      ) : (
        <p className={table.muted}>이벤트를 등록하면 상품을 담을 수 있습니다.</p>
      )}
    </>
  );
}
