import type { MyReview } from "@shop/contracts/review";
import { koreaDate } from "@shop/core/format/korea-date";
import { formatNumber } from "@shop/core/format/number";
import { Form, Link, useNavigation } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { FormAlert } from "../../components/form/form-fields";
import { useConfirmedSubmit } from "../../components/form/use-confirmed-submit";
import { itemHref, LineThumb } from "./line-thumb";
import { REVIEW_MESSAGES } from "./review-form";
import styles from "./review-page.module.css";
import { reviewPageHref } from "./review-page-query";
import { ReviewStars } from "./review-stars";

/**
 * 작성한 리뷰: the member's reviews with their photos and likes, each with 삭제 — asked first with the shop's confirm
 * (a plain post without JavaScript).
 */
export function MyReviewList({ list, formError }: { list: readonly MyReview[]; formError: string | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";

  const onDelete = useConfirmedSubmit(REVIEW_MESSAGES.confirmDelete, "삭제", { preventScrollReset: true });

  if (list.length === 0) {
    return (
      <div className={styles.empty}>
        <p>작성하신 리뷰가 없습니다.</p>
        <Link to={reviewPageHref({ tab: "awaiting" })} className={styles.emptyAction}>
          작성 가능한 리뷰 보기
        </Link>
      </div>
    );
  }
  return (
    <>
      <FormAlert message={formError} />
      <ul className={styles.list} aria-label="작성한 리뷰 목록">
        {list.map((review) => (
          <li key={review.reviewId} className={styles.entry} aria-label={review.itemName}>
            <div className={styles.line}>
              <LineThumb itemUserCode={review.itemUserCode} imageSrc={review.imageSrc} />
              <div className={styles.lineBody}>
                <Link to={itemHref(review.itemUserCode)} className={styles.itemName}>
                  {review.itemName}
                </Link>
                {review.optionName ? <span className={styles.option}>{review.optionName}</span> : null}
                <span className={styles.meta}>주문번호 {review.orderCode}</span>
              </div>
            </div>
            <div className={styles.reviewHead}>
              <ReviewStars score={review.score} />
              <span className={styles.reviewDate}>{koreaDate(review.createdAt)} 작성</span>
            </div>
            <p className={styles.content}>{review.content}</p>
            {review.photos.length > 0 ? (
              <ul className={styles.photos} aria-label="리뷰 사진">
                {review.photos.map((photo, index) => (
                  <li key={photo.photoId}>
                    <a href={photo.url} target="_blank" rel="noopener" className={styles.photo}>
                      <img
                        src={photo.url}
                        alt={`리뷰 사진 ${index + 1}`}
                        width={80}
                        height={80}
                        loading="lazy"
                        decoding="async"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            <div className={styles.reviewFoot}>
              <span className={styles.likes}>
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                  <path
                    d="M7 10v10H4V10h3zm2 10V10l4-7c1.2 0 2 .9 2 2v4h4.5c1 0 1.8 1 1.5 2l-1.7 7c-.2.6-.8 1-1.5 1H9z"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.5"
                    strokeLinejoin="round"
                  />
                </svg>
                도움돼요 {formatNumber(review.likeCount)}
              </span>
              <Form method="post" onSubmit={onDelete} preventScrollReset>
                <CsrfField />
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="reviewId" value={review.reviewId} />
                <button
                  type="submit"
                  className={styles.deleteButton}
                  disabled={busy}
                  aria-label={`${review.itemName} 리뷰 삭제`}
                >
                  삭제
                </button>
              </Form>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
