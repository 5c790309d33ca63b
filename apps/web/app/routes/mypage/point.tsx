import { PaginationNav } from "../../components/ui/pagination-nav";
import styles from "../../features/mypage/mypage.module.css";
import { PointBalance, PointHistoryList } from "../../features/mypage/point-history";
import { loadPointHistory } from "../../features/mypage/point-history.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/point";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPointHistory(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "적립금");

export default function PointPage({ loaderData }: Route.ComponentProps) {
  const { balance, list, pagination } = loaderData;
  return (
    <section className={styles.page} aria-labelledby="point-title">
      <h1 id="point-title" className={styles.title}>
        적립금
      </h1>
      <PointBalance balance={balance} />
      <section className={styles.section} aria-labelledby="point-history-title">
        <div className={styles.sectionHead}>
          <h2 id="point-history-title" className={styles.sectionTitle}>
            적립금 내역
          </h2>
        </div>
        <PointHistoryList list={list} />
        <PaginationNav pagination={pagination} />
      </section>
    </section>
  );
}
