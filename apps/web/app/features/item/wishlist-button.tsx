import { useFetcher } from "react-router";
import { CsrfField } from "../../components/form/csrf-field";
import type { ItemActionData } from "./item-action-data";
import styles from "./item-summary.module.css";
import { useAnswerAlert } from "./use-answer-alert";

/**
 * The wishlist heart (POST /api/item/wishlist through the page's action). Members toggle it at once (the answer
 * confirms); a guest gets 로그인 후 등록이 가능합니다. (SPEC §5).
 */
export function WishlistButton({ itemId, wished }: { itemId: number; wished: boolean }) {
  const fetcher = useFetcher<ItemActionData>({ key: `wishlist-${itemId}` });
  useAnswerAlert(fetcher.data);

  const pending = fetcher.formData?.get("intent") === "wishlist";
  const settled = fetcher.data?.wished ?? wished;
  const shown = pending ? !settled : settled;
  return (
    <fetcher.Form method="post" className={styles.iconForm}>
      <CsrfField />
      <input type="hidden" name="itemId" value={itemId} />
      <button
        type="submit"
        name="intent"
        value="wishlist"
        className={shown ? `${styles.iconButton} ${styles.wished}` : styles.iconButton}
        aria-pressed={shown}
        aria-label="찜하기"
        disabled={pending}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
            fill={shown ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth="1.7"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </fetcher.Form>
  );
}
