import { Link } from "react-router";
import styles from "./link-tabs.module.css";

export interface LinkTab {
  key: string;
  label: string;
  href: string;
}

/** Tabs that are links (a query or an anchor), so switching works without JavaScript. */
export function LinkTabs({ label, tabs, current }: { label: string; tabs: LinkTab[]; current: string }) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.href}
              className={tab.key === current ? styles.active : styles.tab}
              aria-current={tab.key === current ? "page" : undefined}
              preventScrollReset
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
