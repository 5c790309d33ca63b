import { parseKoreaMinute } from "./korea-time.js";

/**
 * Whether the shop is under maintenance at `now`: both ends must read as Korea time
 * 'YYYY-MM-DD HH:mm' (an unreadable end means no window, SPEC §2), and the window is
 * start-inclusive, end-exclusive, so "11:30 to 11:35" is over at 11:35:00.
 */
export function isMaintenanceActive(start: string, end: string, now: Date): boolean {
  const from = parseKoreaMinute(start);
  const until = parseKoreaMinute(end);
  if (!from || !until) return false;
  const at = now.getTime();
  return from.getTime() <= at && at < until.getTime();
}
