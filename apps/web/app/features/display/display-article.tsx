import type { DisplayBlock } from "@shop/contracts/display";
import type { ReactNode } from "react";
import styles from "./display-article.module.css";

/** Paragraphs of a block's plain text: line breaks separate them (contracts: displaySectionSchema). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/**
 * A display page (/display/*): the hero picture with the block's title as the page heading, its
 * lead and description, then its text sections; the page's own content (items, a table) follows.
 */
export function DisplayArticle({ block, children }: { block: DisplayBlock; children?: ReactNode }) {
  return (
    <article className={styles.article} aria-labelledby="display-title">
      <header className={styles.hero}>
        {block.imageSrc ? (
          <img
            className={styles.heroImage}
            src={block.imageSrc}
            alt=""
            width={1200}
            height={400}
            fetchPriority="high"
            decoding="async"
          />
        ) : null}
        <div className={styles.heroText}>
          <h1 id="display-title" className={styles.title}>
            {block.title}
          </h1>
          {block.subTitle ? <p className={styles.subTitle}>{block.subTitle}</p> : null}
        </div>
      </header>
      {block.description ? <p className={styles.description}>{block.description}</p> : null}
      {block.sections.length > 0 ? (
        <ol className={styles.sections}>
          {block.sections.map((section, index) => (
            <li key={section.title} className={styles.section}>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h2 className={styles.sectionTitle}>{section.title}</h2>
              {paragraphsOf(section.body).map((paragraph) => (
                <p key={paragraph} className={styles.paragraph}>
                  {paragraph}
                </p>
              ))}
              {section.imageSrc ? (
                <img className={styles.sectionImage} src={section.imageSrc} alt="" loading="lazy" decoding="async" />
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {children}
    </article>
  );
}
