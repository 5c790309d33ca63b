import styles from "./popup-actions.module.css";

interface PopupActionsProps {
  popupId: number;
  onDismissToday: () => void;
  onClose: () => void;
}

/**
 * 오늘 하루 보지 않기 / 닫기. Without JS the first button posts to the home action, which sets
 * the same cookie and reloads the page.
 */
export function PopupActions({ popupId, onDismissToday, onClose }: PopupActionsProps) {
  return (
    <form
      method="post"
      action="/?index"
      className={styles.actions}
      onSubmit={(event) => {
        event.preventDefault();
        onDismissToday();
      }}
    >
      <input type="hidden" name="popupId" value={popupId} />
      <button type="submit" name="intent" value="dismiss-popup" className={styles.today}>
        오늘 하루 보지 않기
      </button>
      <button type="button" className={styles.close} onClick={onClose}>
        닫기
      </button>
    </form>
  );
}
