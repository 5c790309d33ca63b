import { useEffect, useRef } from "react";
import { firstReportOf, sendTracking, type TrackedItem } from "./send-tracking";

// Where the storefront reports what shoppers do (SPEC §7 Tracking, docs/decisions/048): each site calls one of
// these. Types are written as the few fields read, so no contract (and no zod) comes with them into a page's chunk.

interface ViewedItem {
  itemUserCode: string;
  itemName: string;
  presentPrice: number;
  brand: { brandName: string };
}

/** The item page was shown: GA4 view_item and the event log's item, once per item. */
export function useTrackItemView(item: ViewedItem): void {
  const { itemUserCode, itemName, presentPrice } = item;
  const brand = item.brand.brandName;
  useEffect(() => {
    const tracked: TrackedItem = { item_id: itemUserCode, item_name: itemName, price: presentPrice, quantity: 1 };
    if (brand) tracked.item_brand = brand;
    sendTracking("detail", { items: [tracked] });
    sendTracking("eventLogItem", { id: itemUserCode });
  }, [itemUserCode, itemName, presentPrice, brand]);
}

/** 장바구니 or 바로구매 was pressed on the item page (both put the lines in the cart). */
export function trackAddToCart(
  item: Pick<ViewedItem, "itemUserCode" | "itemName">,
  option: { name: string; price: number } | undefined,
  quantity: number,
): void {
  if (!option) return;
  const tracked: TrackedItem = { item_id: item.itemUserCode, item_name: item.itemName, price: option.price, quantity };
  if (option.name) tracked.item_variant = option.name;
  sendTracking("addToCart", { items: [tracked] });
}

interface CartLine {
  cartId: number;
  itemUserCode: string;
  itemName: string;
  optionName: string;
  unitPrice: number;
  quantity: number;
}

function cartItem(line: CartLine, quantity: number): TrackedItem {
  const tracked: TrackedItem = {
    item_id: line.itemUserCode,
    item_name: line.itemName,
    price: line.unitPrice,
    quantity,
  };
  if (line.optionName) tracked.item_variant = line.optionName;
  return tracked;
}

/**
 * The cart page's lines as they change: lines gone are GA4 remove_from_cart (with the quantity removed), lines whose
 * quantity changed are the quantity change (with the new quantity). Compared with the lines last shown, so it holds
 * whichever button changed them (a line's ×, 선택삭제, the stepper).
 */
export function useTrackCartChanges(lines: readonly CartLine[]): void {
  const shown = useRef<Map<number, CartLine> | null>(null);
  useEffect(() => {
    const before = shown.current;
    shown.current = new Map(lines.map((line) => [line.cartId, line]));
    if (!before) return;
    const removed: TrackedItem[] = [];
    const changed: TrackedItem[] = [];
    for (const [cartId, old] of before) {
      const now = shown.current.get(cartId);
      if (!now) removed.push(cartItem(old, old.quantity));
      else if (now.quantity !== old.quantity) changed.push(cartItem(now, now.quantity));
    }
    if (removed.length > 0) sendTracking("removeFromCart", { items: removed.slice(0, 100) });
    if (changed.length > 0) sendTracking("changeFromCartQuantity", { items: changed.slice(0, 100) });
  }, [lines]);
}

interface PlacedOrder {
  orderCode: string;
  status: string;
  boxes: ReadonlyArray<{ lines: ReadonlyArray<Omit<CartLine, "cartId">> }>;
  orderPrice: { orderPayAmount: number; totalShippingAmount: number };
}

/** The order-complete page of a paid (or awaiting deposit) order: GA4 purchase and the event log's order, once. */
export function useTrackPurchase(order: PlacedOrder): void {
  const placed = order.status === "paid" || order.status === "awaiting_deposit";
  const { orderCode, boxes, orderPrice } = order;
  useEffect(() => {
    if (!placed || !firstReportOf(`purchase:${orderCode}`)) return;
    const items = boxes.flatMap((box) => box.lines.map((line) => cartItem({ ...line, cartId: 0 }, line.quantity)));
    if (items.length === 0) return;
    sendTracking("purchase", {
      transaction_id: orderCode,
      value: orderPrice.orderPayAmount,
      shipping: orderPrice.totalShippingAmount,
      items: items.slice(0, 100),
    });
    sendTracking("eventLogOrder", {
      id: orderCode,
      items: [...new Set(items.map((item) => item.item_id))].slice(0, 100),
    });
  }, [placed, orderCode, boxes, orderPrice]);
}

/** A featured page (기획전) was opened, from a banner, the list or a display block. */
export function useTrackFeaturedView(eventId: number): void {
  useEffect(() => {
    sendTracking("eventLogFeatured", { id: eventId });
  }, [eventId]);
}

/** The join-complete page right after a join (the joined member is known): once per member per tab. */
export function useTrackJoin(loginId: string | null): void {
  useEffect(() => {
    if (loginId && firstReportOf(`join:${loginId}`)) sendTracking("eventLogJoinUser", {});
  }, [loginId]);
}
