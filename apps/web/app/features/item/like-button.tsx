import { useFetcher } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import type { ItemActionData } from "./item-action-data";
import styles from "./item-sections.module.css";
import { useAnswerAlert } from "./use-answer-alert";

interface LikeButtonProps {
  intent: "review-like" | "experience-like";
  reviewId: number;
  liked: boolean;
  likeCount: number;
}

/** 도움돼요 with its count: members like a review or take the like back; guests are sent to log in (SPEC §8). */
export function LikeButton({ intent, reviewId, liked, likeCount }: LikeButtonProps) {
  const fetcher = useFetcher<ItemActionData>({ key: `${intent}-${reviewId}` });
  useAnswerAlert(fetcher.data);
  const answer = fetcher.data?.like?.reviewId === reviewId ? fetcher.data.like : null;
  const shownLiked = answer?.liked ?? liked;
  const shownCount = answer?.likeCount ?? likeCount;
  return (
    <fetcher.Form method="post" className={styles.likeForm}>
      <CsrfField />
      <input type="hidden" name="reviewId" value={reviewId} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className={shownLiked ? `${styles.like} ${styles.liked}` : styles.like}
        aria-pressed={shownLiked}
        disabled={fetcher.state !== "idle"}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            d="M7 10v10H4V10h3zm2 10V10l4-7c1.2 0 2 .9 2 2v4h4.5c1 0 1.8 1 1.5 2l-1.7 7c-.2.6-.8 1-1.5 1H9z"
            fill={shownLiked ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
        도움돼요 <span data-testid="like-count">{shownCount}</span>
      </button>
    </fetcher.Form>
  );
}
