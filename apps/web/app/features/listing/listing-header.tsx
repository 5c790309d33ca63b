import type { ReactNode } from "react";
import { Link } from "react-router";
import styles from "./listing-page.module.css";

export interface Crumb {
  name: string;
  url: string;
}

interface ListingHeaderProps {
  title: ReactNode;
  /** From the top level down to the page itself (the last one is the page). */
  crumbs?: Crumb[];
  children?: ReactNode;
}

/** The list's heading: the path from 홈 and the title, then whatever navigation the page has. */
export function ListingHeader({ title, crumbs = [], children }: ListingHeaderProps) {
  return (
    // A div, not <header>: on the blank pages (no <main>) a header would be the page's banner landmark.
    <div className={styles.header}>
      {crumbs.length > 0 && (
        <nav aria-label="현재 위치" className={styles.crumbs}>
          <ol>
            <li>
              <Link to="/">홈</Link>
            </li>
            {crumbs.map((crumb, index) => (
              <li key={crumb.url}>
                <Link to={crumb.url} aria-current={index === crumbs.length - 1 ? "page" : undefined}>
                  {crumb.name}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}

/** What a list shows when nothing matched: the message, then what to try instead. */
export function ListingEmpty({ message, children }: { message: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <svg className={styles.emptyIcon} viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
        <circle cx="21" cy="21" r="13" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M31 31l10 10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        <path d="M16 21h10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className={styles.emptyMessage}>{message}</p>
      {children}
    </div>
  );
}
