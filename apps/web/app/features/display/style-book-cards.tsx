import type { StyleBookSummary } from "@shop/contracts/display";
import { Link } from "react-router";
import styles from "./style-book-cards.module.css";

/** Where a style book opens: its recipe page. */
export function styleBookHref(id: number): string {
  return `/event/stylebook/${id}`;
}

/** Recipe cards: the drawn picture (800×600), title, lead and cooking time, servings and difficulty. */
export function StyleBookCards({ styleBooks }: { styleBooks: StyleBookSummary[] }) {
  if (styleBooks.length === 0) return <p className={styles.empty}>등록된 스타일북이 없습니다.</p>;
  return (
    <ul className={styles.grid}>
      {styleBooks.map((book) => (
        <li key={book.id}>
          <article className={styles.card} aria-label={book.title}>
            <Link to={styleBookHref(book.id)} className={styles.link}>
              <img
                className={styles.image}
                src={book.imageSrc}
                alt=""
                width={800}
                height={600}
                loading="lazy"
                decoding="async"
              />
              <div className={styles.body}>
                <h3 className={styles.title}>{book.title}</h3>
                <p className={styles.subTitle}>{book.subTitle}</p>
                <p className={styles.meta}>
                  <span>{book.cookingMinutes}분</span>
                  <span>{book.servings}인분</span>
                  <span>{book.difficulty}</span>
                </p>
              </div>
            </Link>
          </article>
        </li>
      ))}
    </ul>
  );
}
