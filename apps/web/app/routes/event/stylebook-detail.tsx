import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { idParamSchema } from "@shop/contracts/common";
import { Link } from "react-router";
import { contentPageMeta } from "../../features/event/event-meta";
import styles from "../../features/event/event-page.module.css";
import { StyleBookRecipe } from "../../features/event/style-book-recipe";
import { callApi } from "../../lib/api-client.server";
import { notFound, orNotFound } from "../../lib/not-found.server";
import type { Route } from "./+types/stylebook-detail";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = idParamSchema.safeParse(params);
  if (!id.success) notFound();
  const { styleBook } = await orNotFound(
    callApi(context, apiEndpoints.styleBookDetail, { request, params: { id: id.data.id } }),
  );
  return { styleBook };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? contentPageMeta(matches, `${loaderData.styleBook.title} - 스타일북`, {
        description: loaderData.styleBook.summary,
        image: loaderData.styleBook.imageSrc,
      })
    : contentPageMeta(matches, "스타일북", {});

export default function StyleBookDetailPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.page}>
      <Link to="/event/stylebook" className={styles.backLink}>
        ‹ 스타일북 목록
      </Link>
      <StyleBookRecipe book={loaderData.styleBook} />
      <div className={styles.listActions}>
        <Link to="/event/stylebook" className={styles.listButton}>
          목록으로
        </Link>
      </div>
    </div>
  );
}
