import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useAlert } from "../../components/ui/alert-modal";
import {
  clearRecentItems,
  latelyItemsOf,
  latelyUrl,
  RECENT_ITEMS_KEPT,
  RECENT_ITEMS_KEY,
  type RecentItem,
  removeRecentItem,
  syncRecentItemsCookie,
} from "../../lib/recent-items";
import { useShellData } from "../../lib/use-root-data";
import pageStyles from "./mypage.module.css";
import { RECENT_VIEW_MESSAGES, recentListChanged } from "./recent-view";
import styles from "./recent-view.module.css";

/** Tells this tab's floating menu the list changed (it hears other tabs through the storage event). */
function announceChange() {
  window.dispatchEvent(new StorageEvent("storage", { key: RECENT_ITEMS_KEY }));
}

/**
 * The browser's recently viewed items, newest first, as the server drew them from the cookie copy; after hydration
 * the stored list (the truth) is read and, when it differs, shown at once and asked of the lately call again (names
 * and pictures as they are now, hidden items left out). 삭제 takes one out, 전체 삭제 all after asking.
 */
export function RecentViewGrid({ initial, serverCodes }: { initial: RecentItem[]; serverCodes: string[] }) {
  const { latelyPath } = useShellData();
  const { confirm } = useAlert();
  const [items, setItems] = useState<RecentItem[]>(initial);
  const [hydrated, setHydrated] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once after hydration; the server's codes do not change
  useEffect(() => {
    setHydrated(true);
    const stored = syncRecentItemsCookie();
    if (!recentListChanged(serverCodes, stored)) return;
    setItems(stored);
    const url = latelyUrl(latelyPath, stored, RECENT_ITEMS_KEPT);
    if (!url) return;
    const controller = new AbortController();
    fetch(url, { signal: controller.signal, headers: { accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : null))
      .then((body) => {
        const fresh = latelyItemsOf(body);
        if (fresh) setItems(fresh);
      })
      // The stored list stays when the refresh fails (SPEC §8: such failures are only logged).
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn("recently viewed refresh failed", error);
      });
    return () => controller.abort();
  }, []);

  const remove = (item: RecentItem) => {
    removeRecentItem(item.itemUserCode);
    setItems((current) => current.filter((entry) => entry.itemUserCode !== item.itemUserCode));
    announceChange();
  };
  const clear = () => {
    void confirm(RECENT_VIEW_MESSAGES.confirmClear, { okLabel: "삭제" }).then((confirmed) => {
      if (!confirmed) return;
      clearRecentItems();
      setItems([]);
      announceChange();
    });
  };

  if (items.length === 0) return <RecentViewEmpty />;
  return (
    <div className={styles.wrap}>
      <div className={styles.toolbar}>
        <p className={styles.count}>
          총 <strong>{items.length}</strong>개
        </p>
        <button type="button" className={styles.clear} onClick={clear} disabled={!hydrated}>
          전체 삭제
        </button>
      </div>
      <ul className={styles.grid}>
        {items.map((item) => {
          const href = `/items/${encodeURIComponent(item.itemUserCode)}`;
          return (
            <li key={item.itemUserCode} className={styles.card} aria-label={item.itemName}>
              <Link to={href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
                <img src={item.imageSrc} alt="" width={400} height={400} loading="lazy" decoding="async" />
              </Link>
              <Link to={href} className={styles.name}>
                {item.itemName}
              </Link>
              <button
                type="button"
                className={styles.remove}
                onClick={() => remove(item)}
                disabled={!hydrated}
                aria-label={`${item.itemName} 삭제`}
              >
                삭제
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Nothing viewed yet (or all removed): where to find something. */
export function RecentViewEmpty() {
  return (
    <div className={pageStyles.empty}>
      <p className={styles.emptyText}>
        최근 본 상품이 없습니다.
        <br />
        상품을 둘러보시면 이곳에 최근 본 순서대로 모아 드립니다.
      </p>
      <Link to="/event/best" className={pageStyles.emptyAction}>
        베스트 상품 보러 가기
      </Link>
    </div>
  );
}
