import { Link } from "react-router";
import styles from "./tab-links.module.css";

export interface TabLink {
  key: string;
  label: string;
  href: string;
  /** Shown after the label (사용 가능 2); the link's accessible name then says it with its unit. */
  count?: number;
  /** The accessible name when the count needs its unit ("사용 가능 2장"). */
  name?: string;
}

/**
 * Tabs of one page as links (each tab is its own address, so they work without JavaScript and survive a reload):
 * my page's coupons, reviews and inquiries fill the width (`fill`); the event pages' longer rows (축종별 베스트, an
 * event's item groups) sit centred and scroll sideways on a phone (`scroll`).
 */
export function TabLinks({
  label,
  tabs,
  current,
  layout = "fill",
}: {
  label: string;
  tabs: readonly TabLink[];
  current: string;
  layout?: "fill" | "scroll";
}) {
  return (
    <nav aria-label={label} className={layout === "scroll" ? styles.scroller : undefined}>
      <ul className={layout === "scroll" ? `${styles.tabs} ${styles.scroll}` : styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.href}
              className={styles.tab}
              aria-current={tab.key === current ? "page" : undefined}
              aria-label={tab.name}
              preventScrollReset
            >
              {tab.label}
              {tab.count === undefined ? null : (
                <span className={styles.count}>{tab.count.toLocaleString("ko-KR")}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
