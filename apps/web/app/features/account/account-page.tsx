import type { ReactNode } from "react";
import styles from "./account-form.module.css";

/** A page of the account area: a centred column with its heading. */
export function AccountPage({
  title,
  lead,
  wide = false,
  children,
}: {
  title: string;
  lead?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={wide ? `${styles.page} ${styles.wide}` : styles.page} aria-labelledby="account-page-title">
      <h1 id="account-page-title" className={styles.title}>
        {title}
      </h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </section>
  );
}
