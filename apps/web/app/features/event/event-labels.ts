import type { EventSummary } from "@shop/contracts/display";

/** How each kind of event is named on cards (contracts: plan = 기획전, spot = 타임세일·스팟, reply = 댓글 이벤트). */
export const EVENT_KIND_LABELS: Record<EventSummary["kind"], string> = {
  plan: "기획전",
  spot: "타임세일",
  reply: "댓글 이벤트",
};

/** The page of an event: its slug when it has one, else its id (both open /api/event/{link or id}). */
export function eventHref(event: Pick<EventSummary, "id" | "link">): string {
  return `/featured/pages/${encodeURIComponent(event.link || String(event.id))}`;
}
