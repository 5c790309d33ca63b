import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { useSearchParams } from "react-router";
import table from "../../components/admin/admin-table.module.css";
import { loadRecords, recordAction } from "../../features/admin-content/content-action.server";
import type { ContentField } from "../../features/admin-content/content-fields";
import {
  type ContentColumn,
  ContentSearch,
  type RecordKind,
  RecordsPage,
} from "../../features/admin-content/content-ui";
import { adminMeta } from "../../lib/admin-meta";
import type { Route } from "./+types/content-faqs";

export const meta = () => adminMeta("FAQ 관리");

const KIND: RecordKind = {
  path: "/admin/content/faqs",
  what: "FAQ",
  formLabel: "FAQ 쓰기",
  fresh: "새 FAQ 쓰기",
  empty: "FAQ가 없습니다.",
};

const FIELDS: readonly ContentField[] = [
  { kind: "text", name: "category", label: "분류", max: 40, required: true, listId: "faq-categories" },
  { kind: "number", name: "sortOrder", label: "순서", max: 9999, fallback: 0, hint: "작을수록 먼저 보입니다." },
  { kind: "text", name: "question", label: "질문", max: 300, required: true, wide: true },
  {
    kind: "textarea",
    name: "answer",
    label: "답변",
    max: 10000,
    required: true,
    wide: true,
    hint: "글로만 입력합니다. 빈 줄로 문단을 나눕니다.",
  },
];

type Faq = Route.ComponentProps["loaderData"]["page"]["list"][number];
const COLUMNS: readonly ContentColumn<Faq>[] = [
  { header: "분류", cell: (faq) => faq.category },
  { header: "순서", cell: (faq) => faq.sortOrder, look: "number" },
  { header: "질문", cell: (faq) => faq.question, look: "clip" },
];

export const loader = (args: Route.LoaderArgs) =>
  loadRecords(args, apiEndpoints.adminFaqs, { filters: ["category", "keyword"], plainText: ["answer"] });

export const action = (args: Route.ActionArgs) => recordAction(args, KIND.path, FIELDS, "Faq");

/** FAQ: entries by category and order, and the form to add or edit one. */
export default function AdminFaqsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  const [params] = useSearchParams();
  const search = (
    <ContentSearch label="FAQ 찾기" keywordLabel="질문·답변">
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
    </ContentSearch>
  );
  return (
    <RecordsPage
      kind={KIND}
      fields={FIELDS}
      columns={COLUMNS}
      data={loaderData}
      answer={actionData}
      search={search}
      counted
      suggestions={{ category: page.categories }}
    />
  );
}
