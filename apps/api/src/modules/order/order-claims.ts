import { CANCEL_REASON_LABELS, type CancelReason, type OrderClaim } from "@shop/contracts/order-cancel";
import { isCancellableStatus } from "@shop/core/order/order-status";
import type { AuthContext } from "../account/session.service.js";
import type { OrderItemRow, OrderRow } from "./checkout.repository.js";
import type { OrderClaimRow } from "./order-claim.repository.js";

const CLAIM_KIND_LABELS: Record<OrderClaimRow["kind"], string> = { cancel: "취소", return: "반품", exchange: "교환" };

/** What my page calls a claim's status: 취소 처리중, 반품신청, 교환수거중 … */
function claimStatusLabel(kind: OrderClaimRow["kind"], status: OrderClaimRow["status"]): string {
  const noun = CLAIM_KIND_LABELS[kind];
  if (kind === "cancel") {
    if (status === "completed") return "취소 완료";
    return status === "failed" ? "취소 실패" : "취소 처리중";
  }
  switch (status) {
    case "requested":
      return `${noun}신청`;
    case "collecting":
      return `${noun}수거중`;
    case "refunding":
      return "환불 처리중";
    case "completed":
      return `${noun}완료`;
    case "refused":
      return `${noun}거부`;
    default:
      return `${noun} 실패`;
  }
}

const SHIPPING_PAYER_LABELS: Record<NonNullable<OrderClaimRow["shippingPayer"]>, string> = {
  buyer: "고객 부담",
  seller: "판매자 부담",
};

/** The owner's address of a claim's photo (GET /api/order/claims/{claimId}/photos/{photoId}). */
export function claimPhotoUrl(claimId: number, photoId: number): string {
  return `/api/order/claims/${claimId}/photos/${photoId}`;
}

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
  photoIds: readonly number[] = [],
): OrderClaim {
  const ids = new Set(claim.orderItemIds);
  return {
    claimId: claim.id,
    orderId: claim.orderId,
    orderCode: order.orderCode,
    orderedAt: order.orderedAt.toISOString(),
    kind: claim.kind,
    kindLabel: CLAIM_KIND_LABELS[claim.kind],
    status: claim.status,
    statusLabel: claimStatusLabel(claim.kind, claim.status),
    reason: claim.reason,
    shippingPayerLabel: claim.shippingPayer ? SHIPPING_PAYER_LABELS[claim.shippingPayer] : null,
    returnFee: claim.returnFee,
    refuseReason: claim.refuseReason,
    photos: photoIds.map((photoId) => ({ photoId, url: claimPhotoUrl(claim.id, photoId) })),
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

/** A paid virtual account (one of its own, or a 일괄 가상계좌) is refunded by bank transfer, to an account the shopper gives. */
export function refundsByTransfer(order: Pick<OrderRow, "paymentMethod" | "status">): boolean {
  return (
    (order.paymentMethod === "vbank" || order.paymentMethod === "bulkVbank") && order.status !== "awaiting_deposit"
  );
}

/** What of an order its owner can cancel now: lines before shipping, nothing while another cancel is in progress. */
export function cancelInfoOf(order: OrderRow, lines: readonly OrderItemRow[], claimInProgress: boolean) {
  const open = !claimInProgress && isCancellableStatus(order.status);
  const orderItemIds = open ? lines.filter((line) => isCancellableStatus(line.status)).map((line) => line.id) : [];
  return {
    available: orderItemIds.length > 0,
    wholeOnly: order.status === "awaiting_deposit",
    refundAccountRequired: refundsByTransfer(order),
    orderItemIds,
  };
}
