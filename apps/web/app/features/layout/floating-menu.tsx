import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import {
  ArrowUpIcon,
  CartIcon,
  ChatIcon,
  ChevronDownIcon,
  ChevronUpIcon,
  HandshakeIcon,
  UserIcon,
} from "../../components/ui/icons";
import {
  latelyItemsOf,
  latelyUrl,
  RECENT_ITEMS_KEY,
  RECENT_ITEMS_SHOWN,
  type RecentItem,
  readRecentItems,
} from "../../lib/recent-items";
import { useShellData } from "../../lib/use-root-data";
import styles from "./floating-menu.module.css";
import { CART_LINK, DESIGNATED_LINK, INQUIRY_LINK, MYPAGE_LINK } from "./layout-links";

// How many thumbnails fit in the slider window at once.
const SLIDER_WINDOW = 2;

/**
 * Shows the stored recent items, then the server's current view of them (asked at `latelyPath`); answers a cancel
 * for a stale refresh.
 */
function showRecentItems(latelyPath: string | null, show: (items: RecentItem[]) => void): () => void {
  const stored = readRecentItems(RECENT_ITEMS_SHOWN);
  show(stored);
  const url = latelyUrl(latelyPath, stored);
  if (!url) return () => {};
  const controller = new AbortController();
  fetch(url, { signal: controller.signal, headers: { accept: "application/json" } })
    .then((response) => (response.ok ? response.json() : null))
    .then((body) => {
      const fresh = latelyItemsOf(body);
      if (fresh) show(fresh);
    })
    // The stored list stays when the refresh fails (SPEC §8: such failures are only logged).
    .catch((error: unknown) => {
      if (!controller.signal.aborted) console.warn("recently viewed refresh failed", error);
    });
  return () => controller.abort();
}

/** PC floating side menu (SPEC §2): shortcuts, recently viewed items, app QR and back to top. */
export function FloatingMenu() {
  const { cartQuantity, appQr, latelyPath } = useShellData();
  const location = useLocation();
  const [items, setItems] = useState<RecentItem[]>([]);
  const [start, setStart] = useState(0);

  // Read after hydration (storage is browser-only) and again after each navigation, since the
  // item page adds to the list; other tabs report through the storage event. The stored list shows at
  // once, then the server's answer (latelyViewedItems) replaces it with the items as they are now (hidden ones
  // left out).
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read on every route change
  useEffect(() => {
    setStart(0);
    return showRecentItems(latelyPath, setItems);
  }, [location.pathname, latelyPath]);
  useEffect(() => {
    let cancel = () => {};
    const onStorage = (event: StorageEvent) => {
      if (event.key !== RECENT_ITEMS_KEY) return;
      cancel();
      cancel = showRecentItems(latelyPath, setItems);
    };
    window.addEventListener("storage", onStorage);
    return () => {
      cancel();
      window.removeEventListener("storage", onStorage);
    };
  }, [latelyPath]);

  const canGoUp = start > 0;
  const canGoDown = start + SLIDER_WINDOW < items.length;
  // Members' and guests' carts alike, as in the header.
  const showCartBadge = cartQuantity > 0;

  return (
    <aside className={styles.floating} aria-label="퀵메뉴">
      <ul className={styles.shortcuts}>
        <li>
          <Link to={MYPAGE_LINK.to} className={styles.shortcut}>
            <UserIcon size={22} />
            {MYPAGE_LINK.label}
          </Link>
        </li>
        <li>
          <Link to={CART_LINK.to} className={styles.shortcut}>
            <span className={styles.iconWrap}>
              <CartIcon size={22} />
              {showCartBadge && <span className={styles.badge}>{cartQuantity > 99 ? "99+" : cartQuantity}</span>}
            </span>
            {CART_LINK.label}
          </Link>
        </li>
        <li>
          <Link to={INQUIRY_LINK.to} className={styles.shortcut}>
            <ChatIcon size={22} />
            {INQUIRY_LINK.label}
          </Link>
        </li>
        <li>
          <Link to={DESIGNATED_LINK.to} className={styles.shortcut}>
            <HandshakeIcon size={22} />
            {DESIGNATED_LINK.label}
          </Link>
        </li>
      </ul>

      <section className={styles.recent} aria-labelledby="floating-recent-title">
        <h2 id="floating-recent-title" className={styles.recentTitle}>
          최근 본 상품 <span className={styles.count}>{items.length}</span>
        </h2>
        {items.length === 0 ? (
          <p className={styles.empty}>최근 본 상품이 없습니다.</p>
        ) : (
          <>
            <button
              type="button"
              className={styles.arrow}
              aria-label="이전 상품"
              disabled={!canGoUp}
              onClick={() => setStart((value) => Math.max(0, value - 1))}
            >
              <ChevronUpIcon size={16} />
            </button>
            <ul className={styles.recentList}>
              {items.map((item, index) => (
                <li key={item.itemUserCode} hidden={index < start || index >= start + SLIDER_WINDOW}>
                  <Link
                    to={`/items/${encodeURIComponent(item.itemUserCode)}`}
                    className={styles.recentItem}
                    title={item.itemName}
                  >
                    <img src={item.imageSrc} alt={item.itemName} width={64} height={64} loading="lazy" />
                  </Link>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className={styles.arrow}
              aria-label="다음 상품"
              disabled={!canGoDown}
              onClick={() => setStart((value) => Math.min(Math.max(0, items.length - SLIDER_WINDOW), value + 1))}
            >
              <ChevronDownIcon size={16} />
            </button>
          </>
        )}
      </section>

      {appQr && (
        <figure className={styles.qr}>
          <svg
            className={styles.qrImage}
            viewBox={`0 0 ${appQr.size} ${appQr.size}`}
            shapeRendering="crispEdges"
            role="img"
            aria-label={`앱 다운로드 QR 코드 (${appQr.url})`}
          >
            <rect width={appQr.size} height={appQr.size} fill="#fff" />
            <path d={appQr.path} fill="#222" />
          </svg>
          <figcaption className={styles.qrCaption}>앱 다운로드</figcaption>
        </figure>
      )}

      <button
        type="button"
        className={styles.top}
        onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
        aria-label="맨 위로"
      >
        <ArrowUpIcon size={18} />
        TOP
      </button>
    </aside>
  );
}
