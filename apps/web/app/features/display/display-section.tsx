import type { ReactNode } from "react";
import { Link } from "react-router";
import styles from "./display-section.module.css";

interface DisplaySectionProps {
  /** Element id of the heading; the section is named by it. */
  id: string;
  title: string;
  subTitle?: string;
  /** The "more" link, '' or absent for none. */
  link?: string;
  children: ReactNode;
  className?: string;
}

/** A titled block of the home page: heading, lead and an optional 더보기 link, then its content. */
export function DisplaySection({ id, title, subTitle, link, children, className }: DisplaySectionProps) {
  return (
    <section className={className ? `${styles.section} ${className}` : styles.section} aria-labelledby={id}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h2 id={id} className={styles.title}>
            {title}
          </h2>
          {subTitle ? <p className={styles.lead}>{subTitle}</p> : null}
        </div>
        {link ? (
          <Link to={link} className={styles.more} aria-label={`${title} 더보기`}>
            더보기
          </Link>
        ) : null}
      </header>
      {children}
    </section>
  );
}
