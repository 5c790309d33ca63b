import type { ReviewInfo, ReviewList } from "@shop/contracts/review";
import { formatNumber } from "@shop/core/format/number";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { ContentMenu } from "../../components/moderation/content-menu";
import { displayDate } from "./display-date";
import { ImageModal, type ModalImage } from "./image-modal";
import type { ItemPageQuery } from "./item-page-query";
import { itemQueryHref } from "./item-page-query";
import { ItemPager } from "./item-pager";
import styles from "./item-sections.module.css";
import { LikeButton } from "./like-button";
import { ReviewPhotos } from "./review-photos";

export const REVIEWS_ANCHOR = "reviews";

/** ★★★★☆ with its reading for screen readers. */
export function Stars({ score, size = "md" }: { score: number; size?: "md" | "lg" }) {
  const filled = Math.round(score);
  return (
    <span
      className={size === "lg" ? `${styles.stars} ${styles.starsLarge}` : styles.stars}
      role="img"
      aria-label={`별점 5점 중 ${score}점`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= filled ? styles.starOn : styles.starOff} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}

interface ReviewSectionProps {
  info: ReviewInfo;
  reviews: ReviewList;
  query: ItemPageQuery;
  /** After a block from a review's menu: the page loads its lists again without the author. */
  onBlocked: () => void;
}

/** Shoppers' reviews: the rating box, photo-only filter, sort, likes, photos in the image modal and paging. */
export function ReviewSection({ info, reviews, query, onBlocked }: ReviewSectionProps) {
  const { pathname, search } = useLocation();
  const [photos, setPhotos] = useState<{ images: ModalImage[]; index: number } | null>(null);
  const hrefWith = (changes: Parameters<typeof itemQueryHref>[2]) =>
    itemQueryHref(pathname, search, { ...changes, reviewPage: null }, `#${REVIEWS_ANCHOR}`);

  return (
    <section id={REVIEWS_ANCHOR} className={styles.section} aria-labelledby="item-reviews-title">
      <h2 id="item-reviews-title" className={styles.sectionTitle}>
        상품 리뷰 <span className={styles.count}>{formatNumber(info.count)}</span>
      </h2>

      {info.count > 0 ? (
        <div className={styles.rating}>
          <div className={styles.average}>
            <strong data-testid="review-average">{info.average.toFixed(1)}</strong>
            <Stars score={info.average} size="lg" />
            <span className={styles.muted}>{formatNumber(info.count)}개 리뷰</span>
          </div>
          <ul className={styles.distribution} aria-label="별점 분포">
            {info.distribution.map((row) => (
              <li key={row.score}>
                <span className={styles.distLabel}>{row.score}점</span>
                <span className={styles.bar} aria-hidden="true">
                  <span style={{ width: `${row.percent}%` }} />
                </span>
                <span className={styles.distPercent}>
                  {row.percent}% <span className="visually-hidden">({row.count}개)</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {info.count > 0 ? (
        <div className={styles.toolbar}>
          <nav className={styles.tabs} aria-label="리뷰 종류">
            <Link
              to={hrefWith({ photoOnly: null })}
              preventScrollReset
              aria-current={query.photoOnly ? undefined : "true"}
              className={query.photoOnly ? styles.tab : `${styles.tab} ${styles.tabOn}`}
            >
              전체 {formatNumber(info.count)}
            </Link>
            <Link
              to={hrefWith({ photoOnly: 1 })}
              preventScrollReset
              aria-current={query.photoOnly ? "true" : undefined}
              className={query.photoOnly ? `${styles.tab} ${styles.tabOn}` : styles.tab}
            >
              포토리뷰 {formatNumber(info.photoCount)}
            </Link>
          </nav>
          <nav className={styles.sorts} aria-label="리뷰 정렬">
            <Link
              to={hrefWith({ reviewSort: null })}
              preventScrollReset
              aria-current={query.reviewSort === "newest" ? "true" : undefined}
              className={query.reviewSort === "newest" ? styles.sortOn : styles.sort}
            >
              최신순
            </Link>
            <Link
              to={hrefWith({ reviewSort: "likes" })}
              preventScrollReset
              aria-current={query.reviewSort === "likes" ? "true" : undefined}
              className={query.reviewSort === "likes" ? styles.sortOn : styles.sort}
            >
              추천순
            </Link>
          </nav>
        </div>
      ) : null}

      {reviews.list.length === 0 ? (
        <p className={styles.empty}>{query.photoOnly ? "등록된 포토리뷰가 없습니다." : "등록된 리뷰가 없습니다."}</p>
      ) : (
        <ul className={styles.list} aria-label="리뷰 목록">
          {reviews.list.map((review) => {
            const images = review.photos.map((photo, index) => ({
              url: photo.url,
              alt: `${review.authorName}님의 리뷰 사진 ${index + 1}`,
            }));
            return (
              <li key={review.reviewId} className={styles.entry}>
                <div className={styles.entryHead}>
                  <Stars score={review.score} />
                  <span className={styles.author}>{review.authorName}</span>
                  <span className={styles.muted}>{displayDate(review.createdAt)}</span>
                  <ContentMenu
                    targetType="review"
                    targetId={review.reviewId}
                    authorName={review.authorName}
                    noun="리뷰"
                    onBlocked={onBlocked}
                  />
                </div>
                <p className={styles.text}>{review.content}</p>
                <ReviewPhotos images={images} label="리뷰 사진" onOpen={(index) => setPhotos({ images, index })} />
                <div className={styles.entryFoot}>
                  <LikeButton
                    intent="review-like"
                    reviewId={review.reviewId}
                    liked={review.liked}
                    likeCount={review.likeCount}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ItemPager pagination={reviews.pagination} param="reviewPage" anchor={REVIEWS_ANCHOR} label="리뷰 페이지 이동" />
      <ImageModal
        title="리뷰 사진"
        images={photos?.images ?? []}
        startIndex={photos?.index ?? null}
        onClose={() => setPhotos(null)}
      />
    </section>
  );
}
