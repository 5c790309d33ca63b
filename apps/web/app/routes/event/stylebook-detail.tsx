import { idParamSchema } from "@shop/contracts/common";
import { styleBookDetailSchema } from "@shop/contracts/display";
import { data, Link } from "react-router";
import { contentPageMeta } from "../../features/event/event-meta";
import styles from "../../features/event/event-page.module.css";
import { StyleBookRecipe } from "../../features/event/style-book-recipe";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import type { Route } from "./+types/stylebook-detail";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = idParamSchema.safeParse(params);
  if (!id.success) throw data(null, { status: 404 });
  try {
    const { styleBook } = await callApi(context, `/api/style-book/${id.data.id}`, styleBookDetailSchema, { request });
    return { styleBook };
  } catch (error) {
    if (error instanceof ApiResponseError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
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
