import styles from "../../features/mypage/mypage.module.css";
import { orderSteps } from "../../features/mypage/mypage-home";
import { loadMypageHome } from "../../features/mypage/mypage-home.server";
import { MemberSummary, MypageShortcuts, OrderStepBoard, RecentOrders } from "../../features/mypage/mypage-home-view";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMypageHome(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "마이페이지");

export default function MypageHomePage({ loaderData }: Route.ComponentProps) {
  const { member, summary, wishlistCount, statusCounts, recentOrders } = loaderData;
  return (
    <section className={styles.page} aria-labelledby="mypage-title">
      <h1 id="mypage-title" className={styles.title}>
        마이페이지
      </h1>
      <MemberSummary member={member} summary={summary} wishlistCount={wishlistCount} />
      <OrderStepBoard steps={orderSteps(statusCounts)} />
      <RecentOrders orders={recentOrders} />
      <MypageShortcuts />
    </section>
  );
}
