import type { experienceTeamReviewListSchema } from "@shop/contracts/item";
import { useState } from "react";
import type { z } from "zod";
import { ContentMenu } from "../../components/moderation/content-menu";
import { displayDate } from "./display-date";
import { ImageModal, type ModalImage } from "./image-modal";
import { ItemPager } from "./item-pager";
import styles from "./item-sections.module.css";
import { LikeButton } from "./like-button";
import { ReviewPhotos } from "./review-photos";
import { Stars } from "./review-section";

export const EXPERIENCE_ANCHOR = "experience";

type ExperienceList = z.infer<typeof experienceTeamReviewListSchema>;

interface ExperienceSectionProps {
  experience: ExperienceList;
  /** After a block from a review's menu: the page loads its lists again without the author. */
  onBlocked: () => void;
}

/**
 * The experience team's reviews of the item (SPEC §1 experience-team programme), with likes, photos and the same
 * 신고하기 / 차단하기 menu as the shoppers' reviews (decision 051).
 */
export function ExperienceSection({ experience, onBlocked }: ExperienceSectionProps) {
  const [photos, setPhotos] = useState<{ images: ModalImage[]; index: number } | null>(null);
  if (experience.pagination.totalCount === 0) return null;
  return (
    <section id={EXPERIENCE_ANCHOR} className={styles.section} aria-labelledby="item-experience-title">
      <h2 id="item-experience-title" className={styles.sectionTitle}>
        체험단 리뷰 <span className={styles.count}>{experience.pagination.totalCount}</span>
      </h2>
      <ul className={styles.list} aria-label="체험단 리뷰 목록">
        {experience.list.map((review) => {
          const images = review.imageUrls.map((url, index) => ({
            url,
            alt: `${review.authorName}님의 체험단 리뷰 사진 ${index + 1}`,
          }));
          return (
            <li key={review.reviewId} className={styles.entry}>
              <div className={styles.entryHead}>
                <span className={styles.experienceBadge}>체험단</span>
                <Stars score={review.rating} />
                <span className={styles.author}>{review.authorName}</span>
                <span className={styles.muted}>{displayDate(review.createdAt)}</span>
                <ContentMenu
                  targetType="experience_review"
                  targetId={review.reviewId}
                  authorName={review.authorName}
                  noun="체험단 리뷰"
                  onBlocked={onBlocked}
                />
              </div>
              {review.title ? <h3 className={styles.entryTitle}>{review.title}</h3> : null}
              <p className={styles.text}>{review.content}</p>
              <ReviewPhotos images={images} label="체험단 리뷰 사진" onOpen={(index) => setPhotos({ images, index })} />
              <div className={styles.entryFoot}>
                <LikeButton
                  intent="experience-like"
                  reviewId={review.reviewId}
                  liked={review.liked}
                  likeCount={review.likeCount}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <ItemPager
        pagination={experience.pagination}
        param="expPage"
        anchor={EXPERIENCE_ANCHOR}
        label="체험단 리뷰 페이지 이동"
      />
      <ImageModal
        title="체험단 리뷰 사진"
        images={photos?.images ?? []}
        startIndex={photos?.index ?? null}
        onClose={() => setPhotos(null)}
      />
    </section>
  );
}
