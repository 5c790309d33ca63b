import styles from "./spinner.module.css";

interface SpinnerProps {
  /** Read by screen readers; the ring itself is decoration. */
  label?: string;
  /** Covers the page with a light veil while something blocking loads. */
  overlay?: boolean;
}

/** Loading spinner (SPEC §2 shared pieces). */
export function Spinner({ label = "불러오는 중입니다.", overlay = false }: SpinnerProps) {
  const ring = (
    <span className={styles.spinner} role="status">
      <span className={styles.ring} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
  return overlay ? <div className={styles.overlay}>{ring}</div> : ring;
}
