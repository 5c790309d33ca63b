import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { MemberGradeView } from "../../features/mypage/member-grade-view";
import pageStyles from "../../features/mypage/mypage.module.css";
import { callApi } from "../../lib/api-client.server";
import { requireUser } from "../../lib/auth.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/grade";

/** /mypage/grade (members; anonymous → login): GET /api/mypage/grade. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request);
  return { info: await callApi(context, apiEndpoints.mypageGrade, { request }) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "회원등급");

export default function MemberGradePage({ loaderData }: Route.ComponentProps) {
  return (
    <section className={pageStyles.page} aria-labelledby="grade-title">
      <h1 id="grade-title" className={pageStyles.title}>
        회원등급
      </h1>
      <MemberGradeView info={loaderData.info} />
    </section>
  );
}
