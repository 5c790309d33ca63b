import { formatNumber } from "@shop/core/format/number";
import { Link } from "react-router";
import { FormAlert } from "../../components/form/form-fields";
import { PaginationNav } from "../../components/ui/pagination-nav";
import styles from "../../features/inquiry/inquiry-page.module.css";
import { QnaInquiryForm } from "../../features/inquiry/qna-inquiry-form";
import { QnaInquiryList } from "../../features/inquiry/qna-inquiry-list";
import { suggestionPageHref } from "../../features/inquiry/suggestion-page";
import { loadSuggestionPage, suggestionPageAction } from "../../features/inquiry/suggestion-page.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/suggest";

/**
 * /mypage/suggest (members; anonymous → login), my page's 제안하기 (SPEC §2 side menu "suggestions"): the member's
 * suggestions to the shop with their status and answers, and the form at ?write=1 (docs/decisions/034).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSuggestionPage(context, request);
}

/** 제안하기, and 삭제 of a suggestion still waiting for its answer. */
export async function action({ request, context }: Route.ActionArgs) {
  return suggestionPageAction(context, request);
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageMeta(matches, data?.view === "write" ? "제안하기" : "제안 내역");

export default function SuggestionPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className={styles.page} aria-labelledby="suggest-title">
      <h1 id="suggest-title" className={styles.title}>
        제안하기
      </h1>
      {loaderData.view === "write" ? (
        <QnaInquiryForm groups={[loaderData.group]} kind="suggestion" answer={actionData} />
      ) : (
        <>
          <p className={styles.lead}>
            쇼핑몰을 이용하시며 불편하셨던 점, 바라시는 상품이나 서비스를 자유롭게 제안해 주세요. 담당자가 검토한 뒤
            답변해 드립니다.
          </p>
          <div className={styles.toolbar}>
            <p className={styles.total}>
              총 <strong>{formatNumber(loaderData.suggestions.pagination.totalCount)}</strong>건
            </p>
            <Link to={suggestionPageHref({ write: true })} className={styles.askLink}>
              제안하기
            </Link>
          </div>
          <FormAlert message={actionData?.formError} />
          <QnaInquiryList list={loaderData.suggestions.list} kind="suggestion" />
          <PaginationNav pagination={loaderData.suggestions.pagination} />
        </>
      )}
    </section>
  );
}
