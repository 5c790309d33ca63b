import styles from "../../features/mypage/mypage.module.css";
import { loadRecentView } from "../../features/mypage/recent-view.server";
import { RecentViewGrid } from "../../features/mypage/recent-view-grid";
import { pageMeta } from "../../lib/page-meta";
import { RECENT_ITEMS_KEPT } from "../../lib/recent-items";
import type { Route } from "./+types/recent-view";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRecentView(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "최근 본 상품");

export default function RecentViewPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className={styles.page} aria-labelledby="recent-view-title">
      <h1 id="recent-view-title" className={styles.title}>
        최근 본 상품
      </h1>
      <p className={styles.lead}>이 기기에서 보신 상품을 최근 본 순서대로 {RECENT_ITEMS_KEPT}개까지 보여 드립니다.</p>
      <RecentViewGrid initial={loaderData.list} serverCodes={loaderData.codes} />
    </section>
  );
}
