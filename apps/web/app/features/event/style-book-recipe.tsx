import type { StyleBookDetail } from "@shop/contracts/display";
import { ItemGrid } from "../../components/catalog/item-grid";
import styles from "./style-book-recipe.module.css";

/** One style book: the picture and facts, ingredients, numbered steps, the tip and the items it uses. */
export function StyleBookRecipe({ book }: { book: StyleBookDetail["styleBook"] }) {
  return (
    <article className={styles.recipe} aria-labelledby="style-book-title">
      <header className={styles.head}>
        <img className={styles.picture} src={book.imageSrc} alt="" width={800} height={600} loading="eager" />
        <div className={styles.intro}>
          {book.tags.length > 0 ? (
            <ul className={styles.tags} aria-label="태그">
              {book.tags.map((tag) => (
                <li key={tag}>#{tag}</li>
              ))}
            </ul>
          ) : null}
          <h1 id="style-book-title" className={styles.title}>
            {book.title}
          </h1>
          {book.subTitle ? <p className={styles.sub}>{book.subTitle}</p> : null}
          {book.summary ? <p className={styles.summary}>{book.summary}</p> : null}
          <dl className={styles.facts}>
            {book.cookingMinutes > 0 ? (
              <div>
                <dt>조리 시간</dt>
                <dd>{book.cookingMinutes}분</dd>
              </div>
            ) : null}
            {book.servings > 0 ? (
              <div>
                <dt>분량</dt>
                <dd>{book.servings}인분</dd>
              </div>
            ) : null}
            {book.difficulty ? (
              <div>
                <dt>난이도</dt>
                <dd>{book.difficulty}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      </header>

      <div className={styles.columns}>
        {book.ingredients.length > 0 ? (
          <section className={styles.ingredients} aria-labelledby="style-book-ingredients">
            <h2 id="style-book-ingredients" className={styles.heading}>
              재료
            </h2>
            <ul className={styles.ingredientList}>
              {book.ingredients.map((ingredient) => (
                <li key={ingredient.name}>
                  <span>{ingredient.name}</span>
                  <span className={styles.amount}>{ingredient.amount}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {book.steps.length > 0 ? (
          <section className={styles.steps} aria-labelledby="style-book-steps">
            <h2 id="style-book-steps" className={styles.heading}>
              만드는 법
            </h2>
            <ol className={styles.stepList}>
              {book.steps.map((step, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: steps are fixed text in a fixed order
                <li key={index}>
                  <span className={styles.stepNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <p>{step}</p>
                </li>
              ))}
            </ol>
            {book.tip ? (
              <p className={styles.tip}>
                <strong>TIP</strong> {book.tip}
              </p>
            ) : null}
          </section>
        ) : null}
      </div>

      {book.items.length > 0 ? (
        <section className={styles.items} aria-labelledby="style-book-items">
          <h2 id="style-book-items" className={styles.heading}>
            레시피에 사용된 상품
          </h2>
          <ItemGrid items={book.items} />
        </section>
      ) : null}
    </article>
  );
}
