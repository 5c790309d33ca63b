import { CANCEL_REASON_LABELS, type CancelReason, type OrderClaim } from "@shop/contracts/order-cancel";
import { isCancellableStatus } from "@shop/core/order/order-status";
import type { AuthContext } from "../account/session.service.js";
import type { OrderItemRow, OrderRow } from "./checkout.repository.js";
import type { OrderClaimRow } from "./order-claim.repository.js";

const CLAIM_STATUS_LABELS: Record<OrderClaimRow["status"], string> = {
  requested: "취소 처리중",
  completed: "취소 완료",
  failed: "취소 실패",
};

/** Whose an order is: its member, or the guest token it was placed with. Anyone else gets 404. */
export function isOrderOwner(order: OrderRow, auth: Pick<AuthContext, "userId" | "tokenId"> | null): boolean {
  if (!auth) return false;
  if (order.userId !== null) return auth.userId === order.userId;
  return order.guestTokenId !== null && auth.userId === null && auth.tokenId === order.guestTokenId;
}

/** The reason as the shopper chose it, with their own words after it. */
export function claimReasonText(reason: CancelReason, detail: string | null | undefined): string {
  const words = detail?.trim();
  return words ? `${CANCEL_REASON_LABELS[reason]} - ${words}` : CANCEL_REASON_LABELS[reason];
}

/** A claim row as my page shows it. */
export function claimOf(
  claim: OrderClaimRow,
  order: Pick<OrderRow, "orderCode" | "orderedAt">,
  lines: readonly OrderItemRow[],
): OrderClaim {
  const ids = new Set(claim.orderItemIds);
  return {
    claimId: claim.id,
    orderId: claim.orderId,
    orderCode: order.orderCode,
    orderedAt: order.orderedAt.toISOString(),
    kind: claim.kind,
    kindLabel: "취소",
    status: claim.status,
    statusLabel: CLAIM_STATUS_LABELS[claim.status],
    reason: claim.reason,
    requestedAt: claim.requestedAt.toISOString(),
    completedAt: claim.completedAt?.toISOString() ?? null,
    refundAmount: claim.refundAmount,
    pointsRestored: claim.pointsRestored,
    shippingDeduction: claim.shippingDeduction,
    lines: lines
      .filter((line) => ids.has(line.id))
      .map((line) => ({
        orderItemId: line.id,
        itemName: line.itemName,
        optionName: line.optionName,
        quantity: line.quantity,
        imageSrc: line.imageSrc,
      })),
  };
}

/** What of an order its owner can cancel now: lines before shipping, nothing while another cancel is in progress. */
export function cancelInfoOf(order: OrderRow, lines: readonly OrderItemRow[], claimInProgress: boolean) {
  const open = !claimInProgress && isCancellableStatus(order.status);
  const orderItemIds = open ? lines.filter((line) => isCancellableStatus(line.status)).map((line) => line.id) : [];
  return {
    available: orderItemIds.length > 0,
    wholeOnly: order.status === "awaiting_deposit",
    refundAccountRequired: order.paymentMethod === "vbank" && order.status !== "awaiting_deposit",
    orderItemIds,
  };
}
