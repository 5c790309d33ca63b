import { PaginationNav } from "../../components/ui/pagination-nav";
import {
  type Cafe24ExchangeActionData,
  cafe24ExchangeAction,
  loadCafe24Exchange,
} from "../../features/cafe24/cafe24-exchange.server";
import { Cafe24ExchangeBox } from "../../features/cafe24/cafe24-exchange-box";
import styles from "../../features/mypage/mypage.module.css";
import { PointBalance, PointHistoryList } from "../../features/mypage/point-history";
import { loadPointHistory } from "../../features/mypage/point-history.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/point";

export async function loader({ request, context }: Route.LoaderArgs) {
  const history = await loadPointHistory(request, context);
  // 외부 포인트 전환 (decision 033): the member's Cafe24 mall points beside the shop's.
  return { ...history, cafe24: await loadCafe24Exchange(request, context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return cafe24ExchangeAction(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "적립금");

export default function PointPage({ loaderData, actionData }: Route.ComponentProps) {
  const { balance, expiringAmount, expiringDate, list, pagination, cafe24 } = loaderData;
  return (
    <section className={styles.page} aria-labelledby="point-title">
      <h1 id="point-title" className={styles.title}>
        적립금
      </h1>
      <PointBalance balance={balance} expiringAmount={expiringAmount} expiringDate={expiringDate} />
      <Cafe24ExchangeBox data={cafe24} answer={actionData as Cafe24ExchangeActionData | undefined} />
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
