import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { Form } from "react-router";
import table from "../../components/admin/admin-table.module.css";
import {
  type ContentActionAnswer,
  loadContent,
  recordAction,
  runContentWrite,
  textOf,
} from "../../features/admin-content/content-action.server";
import { type ContentField, LINK_HINT } from "../../features/admin-content/content-fields";
import {
  type ContentColumn,
  ContentMessages,
  ContentTable,
  NowBadge,
  RecordForm,
  type RecordKind,
  useBusy,
  yesNo,
} from "../../features/admin-content/content-ui";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import { readAdminForm } from "../../lib/admin-session.server";
import type { Route } from "./+types/content-keywords";

export const meta = () => adminMeta("추천 검색어 관리");

const KIND: RecordKind = {
  path: "/admin/content/keywords",
  what: "추천 검색어",
  formLabel: "추천 검색어 쓰기",
  fresh: "새 추천 검색어",
  empty: "추천 검색어가 없습니다.",
};

const FIELDS: readonly ContentField[] = [
  { kind: "text", name: "keyword", label: "검색어", max: 50, required: true, placeholder: "예: 한우 등심" },
  { kind: "text", name: "link", label: "PC 링크", max: 500, hint: `비우면 검색어로 검색합니다. ${LINK_HINT}` },
  { kind: "text", name: "mobileLink", label: "모바일 링크", max: 500, hint: "비우면 PC 링크를 씁니다." },
  { kind: "check", name: "active", label: "사용", fallback: true },
  { kind: "check", name: "newTab", label: "링크를 새 창으로 열기", fallback: false },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { list } = await loadContent(() => callAdminApi(context, request, apiEndpoints.adminRecommendKeywords));
  const editId = Number(new URL(request.url).searchParams.get("edit"));
  return { list, editing: list.find((row) => row.id === editId) ?? null };
}

export async function action(args: Route.ActionArgs): Promise<ContentActionAnswer | Response> {
  const { request, context } = args;
  const intent = textOf(await readAdminForm(request.clone()), "intent");
  if (intent !== "move-up" && intent !== "move-down") return recordAction(args, KIND.path, FIELDS, "RecommendKeyword");
  const id = Number(textOf(await readAdminForm(request), "id"));
  const { list } = await loadContent(() => callAdminApi(context, request, apiEndpoints.adminRecommendKeywords));
  const ids = list.map((row) => row.id);
  const at = ids.indexOf(id);
  const to = at + (intent === "move-up" ? -1 : 1);
  if (at >= 0 && to >= 0 && to < ids.length) [ids[at], ids[to]] = [ids[to]!, ids[at]!];
  return runContentWrite(KIND.path, "saved", () =>
    callAdminApi(context, request, apiEndpoints.adminReorderRecommendKeywords, { body: { ids } }),
  );
}

function MoveButton({ id, intent, label, disabled }: { id: number; intent: string; label: string; disabled: boolean }) {
  const busy = useBusy();
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={table.button} disabled={busy || disabled}>
        {label}
      </button>
    </Form>
  );
}

type Keyword = Route.ComponentProps["loaderData"]["list"][number];

/** 추천 검색어: the search box shows the first one in use; a new one goes first; 위로/아래로 change the order. */
export default function AdminKeywordsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { list, editing } = loaderData;
  const columns: readonly ContentColumn<Keyword>[] = [
    { header: "순서", cell: (row) => list.indexOf(row) + 1, look: "number" },
    { header: "검색어", cell: (row) => row.keyword, look: "clip" },
    { header: "링크", cell: (row) => row.link || "검색", look: "clip" },
    { header: "사용", cell: (row) => yesNo(row.active) },
    { header: "노출", cell: (row) => <NowBadge on={row.live} text="검색창에 노출 중" /> },
    {
      header: "순서 바꾸기",
      cell: (row) => (
        <div className={table.rowActions}>
          <MoveButton id={row.id} intent="move-up" label="위로" disabled={list.indexOf(row) === 0} />
          <MoveButton id={row.id} intent="move-down" label="아래로" disabled={list.indexOf(row) === list.length - 1} />
        </div>
      ),
    },
  ];
  return (
    <>
      <ContentMessages answer={actionData} />
      <p className={table.muted}>
        검색창에는 사용 중인 추천 검색어 가운데 맨 위의 것이 보입니다. 새로 등록한 검색어는 맨 위에 놓입니다.
      </p>
      <RecordForm kind={KIND} fields={FIELDS} editing={editing} answer={actionData} />
      <ContentTable rows={list} columns={columns} empty={KIND.empty} kind={KIND} />
    </>
  );
}
