import styles from "./review-page.module.css";

/** ★★★★☆ with its reading for screen readers. */
export function ReviewStars({ score }: { score: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`별점 5점 중 ${score}점`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= score ? styles.starOn : styles.starOff} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
