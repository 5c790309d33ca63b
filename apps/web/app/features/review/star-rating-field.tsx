import { useId, useState } from "react";
import { SCORE_WORDS, SCORES } from "./review-form";
import styles from "./review-write.module.css";

/**
 * 별점: five radio buttons drawn as stars (one to five from the left, arrow keys move between them). The stars up to
 * the chosen one light up by CSS alone, so the field works before the page's script runs; the word beside it says
 * what the score means.
 */
export function StarRatingField({
  name,
  defaultScore,
  error,
}: {
  name: string;
  defaultScore: string;
  error: string | undefined;
}) {
  const [score, setScore] = useState(() => (/^[1-5]$/.test(defaultScore) ? Number(defaultScore) : 0));
  const errorId = useId();
  const word = SCORE_WORDS[score as keyof typeof SCORE_WORDS];
  return (
    <fieldset className={styles.rating} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.fieldLabel}>상품은 만족하셨나요?</legend>
      <div className={styles.ratingRow}>
        <div className={styles.stars}>
          {SCORES.map((value) => (
            <label key={value} className={styles.star}>
              <input
                type="radio"
                name={name}
                value={value}
                defaultChecked={score === value}
                onChange={() => setScore(value)}
                aria-invalid={error ? true : undefined}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{`${value}점 ${SCORE_WORDS[value]}`}</span>
            </label>
          ))}
        </div>
        <span className={styles.ratingWord} aria-hidden="true">
          {word ? `${score}점 · ${word}` : "별점을 선택해 주세요"}
        </span>
      </div>
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
