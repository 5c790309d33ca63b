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
 * my page's coupons, reviews and inquiries.
 */
export function TabLinks({ label, tabs, current }: { label: string; tabs: readonly TabLink[]; current: string }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.tabs}>
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
