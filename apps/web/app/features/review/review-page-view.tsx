import { useSearchParams } from "react-router";
import { FormAlert } from "../../components/form/form-fields";
import { PaginationNav } from "../../components/ui/pagination-nav";
import { MyReviewList } from "./my-review-list";
import styles from "./review-page.module.css";
import type { ReviewActionData, ReviewPageData } from "./review-page.server";
import { readReviewPageQuery, reviewPageHref } from "./review-page-query";
import { ReviewTabs } from "./review-tabs";
import { ReviewWriteModal } from "./review-write-modal";
import { ReviewableLineList } from "./reviewable-line-list";

/**
 * /mypage/review: 작성 가능한 리뷰 (lines awaiting a review, each with 리뷰 작성 and its modal) and 작성한 리뷰 (the
 * member's reviews, each with 삭제). The open modal is read from the address (`?write=`), which the loader does not
 * need to be asked again for.
 */
export function ReviewPageView({ data, answer }: { data: ReviewPageData; answer: ReviewActionData | undefined }) {
  const { tab, page, awaiting, written } = data;
  const [params] = useSearchParams();
  const { write } = readReviewPageQuery(params);
  const writing =
    tab === "awaiting" && write !== null ? (awaiting.list.find((line) => line.orderItemId === write) ?? null) : null;
  const writeAnswer = answer?.intent === "write" ? answer : undefined;
  const deleteAnswer = answer?.intent === "delete" ? answer : undefined;

  return (
    <section className={styles.page} aria-labelledby="my-review-title">
      <h1 id="my-review-title" className={styles.title}>
        상품 리뷰
      </h1>
      <p className={styles.lead}>배송이 완료되었거나 구매확정된 상품의 리뷰를 남기실 수 있습니다.</p>
      <ReviewTabs
        tab={tab}
        counts={{ awaiting: awaiting.pagination.totalCount, written: written.pagination.totalCount }}
      />
      {/* A refusal about a line no longer open (say, reviewed meanwhile in another window) is said here. */}
      {writing ? null : <FormAlert message={writeAnswer?.formError} />}
      {tab === "awaiting" ? (
        <ReviewableLineList list={awaiting.list} page={page} />
      ) : (
        <MyReviewList list={written.list} formError={deleteAnswer?.formError} />
      )}
      <PaginationNav pagination={(tab === "awaiting" ? awaiting : written).pagination} />
      {writing ? (
        <ReviewWriteModal
          key={writing.orderItemId}
          line={writing}
          closeHref={reviewPageHref({ tab, page })}
          formHref={reviewPageHref({ tab, page, write: writing.orderItemId })}
          answer={writeAnswer}
        />
      ) : null}
    </section>
  );
}
