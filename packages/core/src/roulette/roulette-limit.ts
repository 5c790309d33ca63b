import { formatKoreaDate } from "../site/korea-time.js";

// Who may spin a roulette and when (issue 15 item 2, docs/decisions/047): a member, while the event runs, once per
// Korea calendar day or once for the whole event. The database holds the rule by a unique key (event, member, spin
// key); these functions say which key a spin takes and why a member may not spin, in the words the shopper reads.

export const ROULETTE_LIMITS = ["daily", "event"] as const;
export type RouletteLimit = (typeof ROULETTE_LIMITS)[number];

/** The limit as shown on the page. */
export const ROULETTE_LIMIT_LABELS: Record<RouletteLimit, string> = {
  daily: "하루 1회 참여할 수 있습니다.",
  event: "이벤트 기간 중 1회 참여할 수 있습니다.",
};

export const ROULETTE_MESSAGES = {
  /** SPEC §8's text for a call that needs login. */
  login: "로그인 후 이용이 가능합니다.",
  notStarted: "아직 시작되지 않은 이벤트입니다.",
  ended: "종료된 이벤트입니다.",
  spunToday: "오늘은 이미 참여하셨습니다. 내일 다시 참여해 주세요.",
  spunEvent: "이미 참여하신 이벤트입니다.",
  notFound: "존재하지 않는 룰렛 이벤트입니다.",
  noCurrent: "진행 중인 룰렛 이벤트가 없습니다.",
  noPrize: "준비된 경품이 모두 소진되었습니다. 다음 이벤트를 기다려 주세요.",
  canSpin: "지금 룰렛을 돌릴 수 있습니다.",
} as const;

export type RouletteRefusal = "login" | "notStarted" | "ended" | "spunToday" | "spunEvent";

/** The spin key of a spin at `now`: the Korea day (YYYY-MM-DD) for a daily roulette, "event" for once per event. */
export function rouletteSpinKey(limit: RouletteLimit, now: Date): string {
  return limit === "daily" ? formatKoreaDate(now) : "event";
}

export interface RouletteWindow {
  startAt: Date;
  endAt: Date;
  limit: RouletteLimit;
}

/**
 * Why the shopper may not spin at `now`, checked in the order the page explains it (the event's period first, then
 * login, then the member's spin under the current key); null when they may. `spun`: whether the member already has a
 * spin under rouletteSpinKey(limit, now) (ignored for a guest).
 */
export function rouletteRefusal(
  window: RouletteWindow,
  now: Date,
  shopper: { loggedIn: boolean; spun: boolean },
): RouletteRefusal | null {
  if (now.getTime() < window.startAt.getTime()) return "notStarted";
  if (now.getTime() >= window.endAt.getTime()) return "ended";
  if (!shopper.loggedIn) return "login";
  if (shopper.spun) return window.limit === "daily" ? "spunToday" : "spunEvent";
  return null;
}
