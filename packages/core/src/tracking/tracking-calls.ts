// The tracking calls of SPEC §7 (Tracking), relative to /api, and the kinds of row each stores
// (docs/decisions/048). Here rather than only in the contracts' endpoint map: the storefront's browser code sends
// them and must not pull zod into the item page's JavaScript.

/** The path of each tracking call under /api; the contracts' endpoints take theirs from here. */
export const TRACKING_CALL_PATHS = {
  commonTrackingScript: "/google-analytics/common-tracking-script",
  purchase: "/google-analytics/purchase",
  addToCart: "/google-analytics/add-to-cart",
  removeFromCart: "/google-analytics/remove-from-cart",
  changeFromCartQuantity: "/google-analytics/change-from-cart-quantity",
  detail: "/google-analytics/detail",
  checkout: "/google-analytics/checkout",
  eventLogItem: "/event-log/item",
  eventLogOrder: "/event-log/order",
  eventLogFeatured: "/event-log/featured",
  eventLogJoinUser: "/event-log/join-user",
} as const;

/**
 * What one stored row records: the GA4 ecommerce events by their GA4 names (the quantity change has none in GA4) and
 * the event log's four kinds. The back office counts rows per kind.
 */
export const TRACKING_EVENT_KINDS = [
  "view_item",
  "add_to_cart",
  "remove_from_cart",
  "change_cart_quantity",
  "checkout",
  "purchase",
  "log_item",
  "log_order",
  "log_featured",
  "log_join_user",
] as const;
export type TrackingEventKind = (typeof TRACKING_EVENT_KINDS)[number];

/** The kinds as the back office shows them. */
export const TRACKING_EVENT_KIND_LABELS: Record<TrackingEventKind, string> = {
  view_item: "상품 상세 조회",
  add_to_cart: "장바구니 담기",
  remove_from_cart: "장바구니 삭제",
  change_cart_quantity: "장바구니 수량 변경",
  checkout: "주문서 진행",
  purchase: "구매 완료",
  log_item: "상품 로그",
  log_order: "주문 로그",
  log_featured: "기획전 클릭",
  log_join_user: "회원가입",
};
