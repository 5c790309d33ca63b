import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { pageQuerySchema } from "@shop/contracts/common";
import { PaginationNav } from "../../components/ui/pagination-nav";
import { contentPageMeta } from "../../features/event/event-meta";
import styles from "../../features/event/event-page.module.css";
import { StyleBookGrid } from "../../features/event/style-book-card";
import { callApi } from "../../lib/api-client.server";
import type { Route } from "./+types/stylebook-list";

const PAGE_SIZE = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageQuerySchema.shape.page.safeParse(new URL(request.url).searchParams.get("page") ?? undefined);
  const books = await callApi(context, apiEndpoints.styleBookList, {
    request,
    query: { page: page.success ? page.data : 1, size: PAGE_SIZE },
  });
  return { books };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  contentPageMeta(matches, "스타일북", { description: "농협 축산물로 만드는 레시피와 상차림, 스타일북" });

export default function StyleBookListPage({ loaderData }: Route.ComponentProps) {
  const { books } = loaderData;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>스타일북</h1>
        <p className={styles.lead}>좋은 고기로 차리는 한 끼, 농협이 제안하는 레시피를 만나 보세요.</p>
      </header>
      {books.list.length === 0 ? (
        <p className={styles.empty}>등록된 스타일북이 없습니다.</p>
      ) : (
        <StyleBookGrid books={books.list} eagerCount={3} />
      )}
      <PaginationNav pagination={books.pagination} />
    </div>
  );
}
