import type { StyleBookSummary } from "@shop/contracts/display";
import { Link } from "react-router";
import styles from "./style-book-card.module.css";

/** "25분 · 2인분 · 보통": how long, for how many and how hard a recipe is. */
export function recipeFacts(book: Pick<StyleBookSummary, "cookingMinutes" | "servings" | "difficulty">): string[] {
  return [
    book.cookingMinutes > 0 ? `${book.cookingMinutes}분` : "",
    book.servings > 0 ? `${book.servings}인분` : "",
    book.difficulty,
  ].filter((fact) => fact !== "");
}

/** The style-book page of a recipe. */
export function styleBookHref(id: number): string {
  return `/event/stylebook/${id}`;
}

/** A recipe card of the style-book list: picture, tags, title, one-line summary and the recipe's facts. */
export function StyleBookCard({ book, eager = false }: { book: StyleBookSummary; eager?: boolean }) {
  return (
    <article className={styles.card} aria-label={book.title}>
      <Link to={styleBookHref(book.id)} className={styles.link}>
        <div className={styles.thumb}>
          <img
            src={book.imageSrc}
            alt=""
            width={800}
            height={600}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
          />
        </div>
        <div className={styles.body}>
          {book.tags.length > 0 ? (
            <ul className={styles.tags} aria-label="태그">
              {book.tags.map((tag) => (
                <li key={tag}>#{tag}</li>
              ))}
            </ul>
          ) : null}
          <h3 className={styles.title}>{book.title}</h3>
          {book.subTitle ? <p className={styles.sub}>{book.subTitle}</p> : null}
          <p className={styles.facts}>{recipeFacts(book).join(" · ")}</p>
        </div>
      </Link>
    </article>
  );
}

/** Recipe cards: 3 on PC, 2 on tablet and phone. */
export function StyleBookGrid({ books, eagerCount = 0 }: { books: StyleBookSummary[]; eagerCount?: number }) {
  return (
    <ul className={styles.grid} aria-label="스타일북 목록">
      {books.map((book, index) => (
        <li key={book.id}>
          <StyleBookCard book={book} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
