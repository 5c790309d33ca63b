import {
  EXPERIENCE_PHOTO_ACCEPT,
  EXPERIENCE_PHOTO_FIELD,
  EXPERIENCE_PHOTO_MAX_COUNT,
  type ExperienceApplicationDetail,
  type ExperienceReview,
} from "@shop/contracts/experience-team";
import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import { Modal } from "../../components/ui/modal";
import { PaginationNav } from "../../components/ui/pagination-nav";
import styles from "./experience-team.module.css";
import type { ExperienceActionData, MyExperienceData } from "./experience-team.server";

const itemHref = (code: string) => `/items/${encodeURIComponent(code)}`;

/** /mypage/experience-team: every application with its status, the review to write (selected) or the one written. */
export function MyExperienceView({ data }: { data: MyExperienceData }) {
  const { list, pagination } = data.applications;
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>체험단</h1>
      <p className={styles.intro}>
        신청한 체험단의 선정 결과를 확인하고, 선정되면 리뷰 작성 기간 안에 사진과 함께 체험 리뷰를 남겨 주세요. 작성한
        리뷰는 상품 상세의 체험단 리뷰에 보입니다.
      </p>
      {list.length === 0 ? (
        <p className={styles.empty}>신청한 체험단이 없습니다. 상품 상세에서 모집 중인 체험단을 확인해 보세요.</p>
      ) : (
        <ul className={styles.list}>
          {list.map((entry) => (
            <ApplicationCard
              key={entry.application.applicationId}
              entry={entry}
              review={data.reviews[entry.team.teamId]}
            />
          ))}
        </ul>
      )}
      {pagination.totalPages > 1 ? <PaginationNav pagination={pagination} /> : null}
    </div>
  );
}

function statusBadgeClass(status: string) {
  if (status === "selected") return `${styles.badge} ${styles.badgeAccent}`;
  if (status === "not_selected") return `${styles.badge} ${styles.badgeMuted}`;
  return styles.badge;
}

function ApplicationCard({
  entry,
  review,
}: {
  entry: ExperienceApplicationDetail;
  review: ExperienceReview | undefined;
}) {
  const { application, team } = entry;
  const [writing, setWriting] = useState(false);
  return (
    <li className={styles.card} data-testid="experience-application">
      {team.itemImageSrc ? (
        <img className={styles.thumb} src={team.itemImageSrc} alt="" loading="lazy" />
      ) : (
        <span className={styles.thumb} />
      )}
      <div className={styles.cardBody}>
        <div className={styles.panelHead}>
          <span className={statusBadgeClass(application.status)}>{application.statusLabel}</span>
          <span className={styles.hint}>{team.phaseLabel}</span>
        </div>
        <h2 className={styles.cardTitle}>{team.title}</h2>
        <Link className={styles.itemName} to={itemHref(team.itemUserCode)}>
          {team.itemName}
        </Link>
        <span className={styles.hint}>
          발표 {team.announceDate} · 리뷰 작성 기간 {team.reviewPeriod}
        </span>
      </div>
      {review ? <WrittenReview review={review} teamId={team.teamId} /> : null}
      <div className={styles.cardActions}>
        {application.reviewable ? (
          <button type="button" className={`${styles.primary} ${styles.wide}`} onClick={() => setWriting(true)}>
            체험 리뷰 작성
          </button>
        ) : null}
        {application.changeable ? (
          <Link className={styles.secondary} to={itemHref(team.itemUserCode)}>
            신청 내용 수정·취소
          </Link>
        ) : null}
      </div>
      {writing ? <ReviewDialog teamId={team.teamId} title={team.title} onClose={() => setWriting(false)} /> : null}
    </li>
  );
}

function WrittenReview({ review, teamId }: { review: ExperienceReview; teamId: number }) {
  const fetcher = useFetcher<ExperienceActionData>();
  return (
    <div className={styles.review}>
      <strong>
        {"★".repeat(review.rating)}
        {"☆".repeat(5 - review.rating)} {review.title}
      </strong>
      <p>{review.content}</p>
      <div className={styles.photos}>
        {review.imageUrls.map((url, index) => (
          <img key={url} src={url} alt={`체험 리뷰 사진 ${index + 1}`} loading="lazy" />
        ))}
      </div>
      <fetcher.Form
        method="post"
        onSubmit={(event) => {
          if (!window.confirm("체험 리뷰를 삭제하시겠습니까? 삭제한 리뷰는 되돌릴 수 없습니다."))
            event.preventDefault();
        }}
      >
        <CsrfField />
        <input type="hidden" name="intent" value="delete-review" />
        <input type="hidden" name="teamId" value={teamId} />
        <button type="submit" className={styles.secondary} disabled={fetcher.state !== "idle"}>
          리뷰 삭제
        </button>
      </fetcher.Form>
    </div>
  );
}

function ReviewDialog({ teamId, title, onClose }: { teamId: number; title: string; onClose: () => void }) {
  const fetcher = useFetcher<ExperienceActionData>();
  const [sent, setSent] = useState(false);
  // A success redirects back here with the shop's alert: the dialog closes then.
  useEffect(() => {
    if (fetcher.state !== "idle") setSent(true);
    else if (sent && !fetcher.data) onClose();
  }, [fetcher.state, fetcher.data, sent, onClose]);
  const errors = fetcher.data?.fieldErrors ?? {};
  const formId = `experience-review-${teamId}`;
  return (
    <Modal
      open
      title="체험 리뷰 작성"
      onClose={onClose}
      footer={
        <button
          type="submit"
          form={formId}
          className={`${styles.primary} ${styles.wide}`}
          disabled={fetcher.state !== "idle"}
        >
          리뷰 등록
        </button>
      }
    >
      <fetcher.Form id={formId} method="post" encType="multipart/form-data" className={styles.form}>
        <CsrfField />
        <input type="hidden" name="intent" value="review" />
        <input type="hidden" name="teamId" value={teamId} />
        <p className={styles.intro}>{title}</p>
        <label className={styles.field}>
          <span>별점</span>
          <select name="rating" defaultValue="5">
            {[5, 4, 3, 2, 1].map((score) => (
              <option key={score} value={score}>
                {"★".repeat(score)} ({score}점)
              </option>
            ))}
          </select>
          {errors.rating ? <p className={styles.error}>{errors.rating}</p> : null}
        </label>
        <label className={styles.field}>
          <span>제목</span>
          <input name="title" required minLength={2} maxLength={100} placeholder="한 줄로 요약해 주세요." />
          {errors.title ? <p className={styles.error}>{errors.title}</p> : null}
        </label>
        <label className={styles.field}>
          <span>
            체험 후기 <span className={styles.hint}>(20~2,000자)</span>
          </span>
          <textarea
            name="content"
            required
            minLength={20}
            maxLength={2000}
            placeholder="포장 상태, 손질, 맛과 식감, 조리 방법 등을 자유롭게 적어 주세요."
          />
          {errors.content ? <p className={styles.error}>{errors.content}</p> : null}
        </label>
        <label className={styles.field}>
          <span>
            사진{" "}
            <span className={styles.hint}>
              (필수, 최대 {EXPERIENCE_PHOTO_MAX_COUNT}장 · JPG, PNG, GIF, WEBP · 한 장에 5MB)
            </span>
          </span>
          <input name={EXPERIENCE_PHOTO_FIELD} type="file" accept={EXPERIENCE_PHOTO_ACCEPT} multiple required />
          {errors[EXPERIENCE_PHOTO_FIELD] ? <p className={styles.error}>{errors[EXPERIENCE_PHOTO_FIELD]}</p> : null}
        </label>
        {fetcher.data?.formError ? (
          <p className={styles.error} role="alert">
            {fetcher.data.formError}
          </p>
        ) : null}
      </fetcher.Form>
    </Modal>
  );
}
