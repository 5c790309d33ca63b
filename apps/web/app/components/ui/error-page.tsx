import type { ReactNode } from "react";
import { Link } from "react-router";
import styles from "./error-page.module.css";

interface ErrorPageProps {
  /** Which picture: a lost-page magnifier or a warning sign. */
  kind: "not-found" | "error";
  title: string;
  /** One paragraph per entry. */
  messages: string[];
  /** Replaces the default home button, e.g. the not-found page's two buttons. */
  actions?: ReactNode;
  /**
   * SPEC §2: the error page has a button on mobile; on PC the header is there to move on. Pages
   * rendered without a header (root error boundary) show it at every width.
   */
  homeButtonOnMobileOnly?: boolean;
}

/** Error page with image, message and a way out (SPEC §2 shared pieces). */
export function ErrorPage({ kind, title, messages, actions, homeButtonOnMobileOnly = true }: ErrorPageProps) {
  return (
    <section className={styles.page} aria-labelledby="error-page-title">
      {kind === "not-found" ? <NotFoundImage /> : <ErrorImage />}
      <h1 id="error-page-title" className={styles.title}>
        {title}
      </h1>
      <div className={styles.messages}>
        {messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      <div className={styles.actions}>
        {actions ?? (
          <Link to="/" className={homeButtonOnMobileOnly ? `${styles.primary} ${styles.mobileOnly}` : styles.primary}>
            메인 화면
          </Link>
        )}
      </div>
    </section>
  );
}

/** Button styles for the actions slot, so pages passing their own buttons match. */
export const errorPageButtonClass = { primary: styles.primary, secondary: styles.secondary };

function NotFoundImage() {
  return (
    <svg className={styles.image} viewBox="0 0 160 120" aria-hidden="true">
      <ellipse cx="80" cy="108" rx="52" ry="6" fill="#eef1ef" />
      <circle cx="70" cy="52" r="34" fill="var(--color-brand-light)" stroke="var(--color-brand)" strokeWidth="6" />
      <path d="M95 77l26 26" stroke="var(--color-brand)" strokeWidth="10" strokeLinecap="round" />
      <path
        d="M60 42a10 10 0 1 1 14 9c-3 1.5-4 3.5-4 6v3"
        fill="none"
        stroke="var(--color-brand-dark)"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="70" cy="70" r="3.5" fill="var(--color-brand-dark)" />
    </svg>
  );
}

function ErrorImage() {
  return (
    <svg className={styles.image} viewBox="0 0 160 120" aria-hidden="true">
      <ellipse cx="80" cy="108" rx="52" ry="6" fill="#eef1ef" />
      <path
        d="M80 14l50 86H30z"
        fill="var(--color-accent-soft)"
        stroke="var(--color-accent)"
        strokeWidth="6"
        strokeLinejoin="round"
      />
      <path d="M80 46v26" stroke="var(--color-accent)" strokeWidth="7" strokeLinecap="round" />
      <circle cx="80" cy="86" r="4.5" fill="var(--color-accent)" />
    </svg>
  );
}
