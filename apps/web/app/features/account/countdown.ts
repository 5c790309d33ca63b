import { useEffect, useState } from "react";

/** SPEC §9: a phone verification code is good for 300 seconds. */
export const PHONE_AUTH_SECONDS = 300;

/** "04:59" for 299 seconds; never negative. */
export function formatMmSs(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const mm = String(Math.floor(seconds / 60)).padStart(2, "0");
  const ss = String(seconds % 60).padStart(2, "0");
  return `${mm}:${ss}`;
}

/** Whole seconds left until `deadline` (epoch ms), 0 once it has passed. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Seconds left until `deadline`, ticking once a second. Computed from the clock rather than by counting ticks, so a
 * phone that slept with the page open shows the true time left. Null deadline: no countdown.
 */
export function useCountdown(deadline: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return deadline === null ? null : secondsLeft(deadline, now);
}
