import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { idParamSchema } from "@shop/contracts/common";
import { useLocation } from "react-router";
import { toTextBlocks } from "../../components/content/text-blocks.server";
import styles from "../../features/content/content-page.module.css";
import { NoticeArticle } from "../../features/content/notice-article";
import { callApi } from "../../lib/api-client.server";
import { notFound, orNotFound } from "../../lib/not-found.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/notice-detail";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = idParamSchema.safeParse(params);
  if (!id.success) notFound();
  const detail = await orNotFound(callApi(context, apiEndpoints.noticeDetail, { request, params: { id: id.data.id } }));
  return { detail, content: toTextBlocks(detail.notice.content) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData ? `${loaderData.detail.notice.title} - 공지사항` : "공지사항");

export default function NoticeDetailPage({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
  return (
    <div className={styles.divided}>
      <h1 className={styles.title}>공지사항</h1>
      <NoticeArticle detail={loaderData.detail} content={loaderData.content} listHref={`/customer/notice${search}`} />
    </div>
  );
}
