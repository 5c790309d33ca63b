import { useEffect, useState } from "react";
import styles from "./event-countdown.module.css";
import { formatTimeLeft, secondsUntil } from "./event-time";

/**
 * Time left until an event ends, ticking once a second. The first render uses the loader's clock (`renderedAt`),
 * so the server's HTML and the hydrated page agree; the browser's clock takes over after hydration.
 */
export function EventCountdown({
  endAt,
  renderedAt,
  tone = "dark",
}: {
  endAt: string;
  renderedAt: number;
  tone?: "dark" | "light";
}) {
  const end = Date.parse(endAt);
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= end) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [end]);
  const left = secondsUntil(end, now);
  return (
    <p className={tone === "light" ? `${styles.countdown} ${styles.light}` : styles.countdown}>
      <span className={styles.label}>{left > 0 ? "종료까지" : "종료되었습니다"}</span>
      {left > 0 ? (
        <span className={styles.time} role="timer" aria-label="남은 시간">
          {formatTimeLeft(left)}
        </span>
      ) : null}
    </p>
  );
}
