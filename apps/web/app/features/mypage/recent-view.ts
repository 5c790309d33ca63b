import type { RecentItem } from "../../lib/recent-items";

/** What /mypage/recent-view says and asks. */
export const RECENT_VIEW_MESSAGES = {
  confirmClear: "최근 본 상품을 모두 삭제하시겠습니까?",
} as const;

/**
 * Whether the page must ask again after hydration: the browser's list (the truth, SPEC §3) names other items, or in
 * another order, than the cookie copy the server drew from.
 */
export function recentListChanged(serverCodes: readonly string[], stored: readonly RecentItem[]): boolean {
  return serverCodes.length !== stored.length || stored.some((item, index) => item.itemUserCode !== serverCodes[index]);
}
