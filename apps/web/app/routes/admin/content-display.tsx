import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { Link } from "react-router";
import table from "../../components/admin/admin-table.module.css";
import { loadContent } from "../../features/admin-content/content-action.server";
import { type ContentColumn, ContentMessages, ContentTable, yesNo } from "../../features/admin-content/content-ui";
import { callAdminApi } from "../../lib/admin-api.server";
import { adminMeta } from "../../lib/admin-meta";
import type { Route } from "./+types/content-display";

export const meta = () => adminMeta("전시 관리");

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadContent(() => callAdminApi(context, request, apiEndpoints.adminDisplayBlocks));

type Block = Route.ComponentProps["loaderData"]["list"][number] & { id: number };

/** The blocks' Korean names, where the code alone says little to an operator. */
const BLOCK_HINTS: Record<string, string> = { md: "MD 추천", "cnts-picks": "콘텐츠 픽" };

const COLUMNS: readonly ContentColumn<Block>[] = [
  { header: "순서", cell: (block) => block.sortOrder, look: "number" },
  {
    header: "코드",
    cell: (block) => (
      <>
        <span className={table.code}>{block.code}</span> {BLOCK_HINTS[block.code] ?? ""}
      </>
    ),
  },
  { header: "제목", cell: (block) => block.title, look: "clip" },
  { header: "메인 노출", cell: (block) => yesNo(block.showOnMain) },
  { header: "문단", cell: (block) => block.sectionCount, look: "number" },
  { header: "상품", cell: (block) => block.itemCount, look: "number" },
  {
    header: "관리",
    cell: (block) => (
      <Link className={table.button} to={`/admin/content/display/${encodeURIComponent(block.code)}`}>
        편집
      </Link>
    ),
  },
];

/** 전시: the home page's blocks in order; each opens its heading, sections and picked items (MD 추천: md). */
export default function AdminDisplayBlocksPage({ loaderData }: Route.ComponentProps) {
  const rows = loaderData.list.map((block, index) => ({ ...block, id: index + 1 }));
  return (
    <>
      <ContentMessages answer={undefined} />
      <p className={table.muted}>
        메인 화면에 노출하는 블록은 순서가 작은 것부터 보입니다. MD 추천은 <span className={table.code}>md</span> 블록의
        상품입니다.
      </p>
      <ContentTable rows={rows} columns={COLUMNS} empty="전시 블록이 없습니다." />
    </>
  );
}
