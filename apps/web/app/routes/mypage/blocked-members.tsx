import { loadBlockedMembers } from "../../features/mypage/blocked-members.server";
import { BlockedMembersView } from "../../features/mypage/blocked-members-view";
import styles from "../../features/mypage/mypage.module.css";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/blocked-members";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadBlockedMembers(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "차단 회원 관리");

export default function BlockedMembersPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className={styles.page} aria-labelledby="blocked-members-title">
      <h1 id="blocked-members-title" className={styles.title}>
        차단 회원 관리
      </h1>
      <p className={styles.lead}>
        차단한 회원의 상품 리뷰와 이벤트 댓글은 보이지 않습니다. 차단을 해제하면 다시 보입니다.
      </p>
      <BlockedMembersView blocks={loaderData} />
    </section>
  );
}
