import {
  ADMIN_CLAIM_KIND_LABELS,
  ADMIN_CLAIM_MESSAGES,
  ADMIN_CLAIM_STATUS_LABELS,
  type AdminClaimAction,
  type AdminClaimActionResponse,
  type AdminClaimDetail,
  type AdminClaimList,
  type AdminClaimQuery,
  type AdminClaimRow,
  type AdminOrderCancelRequest,
  type AdminOrderCancelResponse,
  STAFF_CANCEL_REASON_LABELS,
} from "@shop/contracts/admin-claim";
import { apiEndpoints, apiPath } from "@shop/contracts/api-endpoints";
import { PAYMENT_METHOD_LABELS } from "@shop/contracts/order";
import { maskName } from "@shop/core/format/mask-name";
import { formatPhoneNumber, maskPhoneNumber } from "@shop/core/format/phone";
import { ORDER_STATUS_LABELS } from "@shop/core/order/order-status";
import { SHIPPING_PAYER_LABELS } from "@shop/core/order/return-policy";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import { koreaDayEnd, koreaDayStart } from "@shop/core/site/korea-time";
import { staffCan } from "@shop/core/staff/staff-roles";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import type { SmsProvider } from "../../providers/sms.provider.js";
import type { StaffAuditService } from "../staff/staff-audit.service.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import {
  findLatestPayment,
  findOrderByCode,
  findOrderItems,
  findShipments,
  type OrderItemRow,
  type OrderRow,
  type ShipmentRow,
} from "./checkout.repository.js";
import { findShipmentsOfOrders } from "./order-admin.repository.js";
import type { OrderCancelService } from "./order-cancel.service.js";
import { findClaimsOfOrders, type OrderClaimRow } from "./order-claim.repository.js";
import {
  type AdminClaimFilter,
  countAdminClaimsByStatus,
  findAdminClaim,
  findAdminClaimPage,
  findClaimPhoto,
  findClaimPhotoInfos,
} from "./order-claim-admin.repository.js";
import { ORDER_NOT_FOUND_MESSAGE } from "./order-query.service.js";
import type { OrderReturnService } from "./order-return.service.js";

export interface OrderClaimAdminServiceDeps {
  db: Db;
  audit: Pick<StaffAuditService, "record">;
  returns: Pick<OrderReturnService, "moveClaim">;
  cancels: Pick<OrderCancelService, "cancelLines">;
  sms: SmsProvider;
  logError: (error: unknown, context: Record<string, unknown>) => void;
  shopName?: string;
}

/** The audit actions (issue 14 item 7): claim.collect, claim.complete, claim.refuse, claim.deliver, order.cancel. */
export const claimAuditAction = (action: AdminClaimAction) => `claim.${action}`;
export const ORDER_CANCEL_ACTION = "order.cancel";

const PHOTO_EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};

const ACTION_MESSAGES: Record<AdminClaimAction, (claim: OrderClaimRow) => string> = {
  collect: () => ADMIN_CLAIM_MESSAGES.collected,
  complete: (claim) =>
    claim.kind === "exchange" ? ADMIN_CLAIM_MESSAGES.exchangeSent : ADMIN_CLAIM_MESSAGES.returnCompleted,
  refuse: () => ADMIN_CLAIM_MESSAGES.refused,
  deliver: () => ADMIN_CLAIM_MESSAGES.delivered,
};

function claimNotFound(description: string) {
  return new ApiError(404, "NOT_FOUND", ADMIN_CLAIM_MESSAGES.notFound, description);
}

function orderNotFound(description: string) {
  return new ApiError(404, "NOT_FOUND", ORDER_NOT_FOUND_MESSAGE, description);
}

/** What the back office calls a claim's status: 반품신청, 교환수거중, 취소 완료 … */
function statusLabelOf(claim: Pick<OrderClaimRow, "kind" | "status">): string {
  const noun = ADMIN_CLAIM_KIND_LABELS[claim.kind];
  if (claim.status === "refunding") return ADMIN_CLAIM_STATUS_LABELS.refunding;
  if (claim.kind === "cancel") {
    if (claim.status === "requested") return "취소 처리중";
    return `취소 ${ADMIN_CLAIM_STATUS_LABELS[claim.status]}`;
  }
  return `${noun}${ADMIN_CLAIM_STATUS_LABELS[claim.status]}`;
}

/** Customer service read names and phone numbers masked (issue 14); sellers pick up, so they read them. */
function personal(staff: StaffContext) {
  const masked = staff.role === "ROLE_CS";
  return {
    name: (value: string) => (masked && value ? maskName(value) : value),
    phone: (value: string) => (value ? (masked ? maskPhoneNumber(value) : formatPhoneNumber(value)) : value),
  };
}

/** The claim's lines with each one's seller. */
function claimLinesOf(claim: OrderClaimRow, lines: readonly OrderItemRow[], shipments: readonly ShipmentRow[]) {
  const ids = new Set(claim.orderItemIds);
  return lines
    .filter((line) => ids.has(line.id))
    .map((line) => {
      const box = shipments.find((shipment) => shipment.id === line.shipmentId);
      return { line, sellerId: box?.sellerId ?? null, sellerName: box?.sellerName ?? "" };
    });
}

type ClaimLine = ReturnType<typeof claimLinesOf>[number];

/** A seller's staff see a claim with a line of theirs; they act on it only when every line is theirs. */
function scopeOf(staff: StaffContext, lines: readonly ClaimLine[]) {
  if (staff.sellerId === null) return { visible: true, whole: true };
  const own = lines.filter((each) => each.sellerId === staff.sellerId);
  return { visible: own.length > 0, whole: own.length === lines.length };
}

/** The steps the claim allows now, for a caller who may take them. */
function actionsOf(claim: OrderClaimRow, lines: readonly ClaimLine[]): AdminClaimAction[] {
  if (claim.kind === "cancel") return [];
  switch (claim.status) {
    case "requested":
      return ["collect", "refuse"];
    case "collecting":
      return ["complete", "refuse"];
    case "refunding":
      return ["complete"];
    case "completed":
      return claim.kind === "exchange" && lines.some((each) => each.line.status === "shipping") ? ["deliver"] : [];
    default:
      return [];
  }
}

/**
 * The back office's claims (issue 14 item 3; docs/decisions/042): cancels, returns and exchanges listed with counts,
 * one claim with its photos, refund and payment, the shop's steps on a return or exchange through the return service's
 * moveClaim (the dev route's path too), and the staff cancel of paid lines through the shopper's cancel machinery.
 * A seller's staff see claims with a line of their seller's; anything else is the same 404 as a made-up id.
 */
export function createOrderClaimAdminService(deps: OrderClaimAdminServiceDeps) {
  const { db, audit, returns, cancels, sms, logError } = deps;
  const shopName = deps.shopName ?? "농협 축산물 도매몰";

  function filterOf(staff: StaffContext, query: AdminClaimQuery): AdminClaimFilter {
    const from = query.from ? (koreaDayStart(query.from) ?? undefined) : undefined;
    const until = query.to ? (koreaDayEnd(query.to) ?? undefined) : undefined;
    if (from && until && from >= until) {
      throw new ApiError(400, "BAD_REQUEST", "조회 기간을 다시 선택해 주세요.", "from is after to");
    }
    return {
      kind: query.kind,
      status: query.status,
      from,
      until,
      sellerId: staff.sellerId ?? query.sellerId,
      orderCode: query.keyword || undefined,
    };
  }

  /** The claim as the staff member may see it, with its order, lines and boxes; 404 otherwise. */
  async function visibleClaim(staff: StaffContext, claimId: number) {
    const found = await findAdminClaim(db, claimId);
    if (!found) throw claimNotFound(`no claim ${claimId}`);
    const [lines, shipments] = await Promise.all([
      findOrderItems(db, [found.claim.orderId]),
      findShipments(db, found.claim.orderId),
    ]);
    const claimLines = claimLinesOf(found.claim, lines, shipments);
    const scope = scopeOf(staff, claimLines);
    if (!scope.visible) throw claimNotFound(`claim ${claimId} has no line of seller ${staff.sellerId}`);
    return { ...found, claimLines, scope };
  }

  async function detailOf(staff: StaffContext, claimId: number): Promise<AdminClaimDetail> {
    const { claim, orderCode, orderedAt, ordererName, paymentMethod, claimLines, scope } = await visibleClaim(
      staff,
      claimId,
    );
    const [photos, payment] = await Promise.all([
      findClaimPhotoInfos(db, claim.id),
      findLatestPayment(db, claim.orderId),
    ]);
    const show = personal(staff);
    const shopStaff = staff.sellerId === null;
    const shown = shopStaff ? claimLines : claimLines.filter((each) => each.sellerId === staff.sellerId);
    const canWrite = staffCan(staff.role, "orders.write") && scope.whole;
    return {
      ...rowOf(claim, { orderCode, ordererName: show.name(ordererName) }, shown),
      orderedAt: orderedAt.toISOString(),
      reasonCode: claim.reasonCode,
      detail: claim.detail,
      refuseReason: claim.refuseReason,
      failMessage: shopStaff ? claim.failMessage : null,
      shippingPayerLabel: claim.shippingPayer ? SHIPPING_PAYER_LABELS[claim.shippingPayer] : null,
      returnFee: claim.returnFee,
      pointsRestored: claim.pointsRestored,
      shippingRefund: claim.shippingRefund,
      shippingDeduction: claim.shippingDeduction,
      collectedAt: claim.collectedAt?.toISOString() ?? null,
      pickup:
        claim.pickupAddress !== null
          ? {
              name: show.name(claim.pickupName ?? ""),
              phone: show.phone(claim.pickupPhone ?? ""),
              postcode: claim.pickupPostcode ?? "",
              address: claim.pickupAddress,
              addressDetail: staff.role === "ROLE_CS" ? "" : (claim.pickupAddressDetail ?? ""),
            }
          : null,
      lines: shown.map(({ line, sellerId, sellerName }) => ({
        orderItemId: line.id,
        itemName: line.itemName,
        optionName: line.optionName,
        quantity: line.quantity,
        amount: line.unitPrice * line.quantity - line.couponDiscount,
        sellerId,
        sellerName,
        status: line.status,
        statusLabel: ORDER_STATUS_LABELS[line.status],
      })),
      photos: photos.map((photo) => ({
        photoId: photo.id,
        fileName: photo.fileName,
        url: apiPath(apiEndpoints.adminClaimPhoto, { claimId: claim.id, photoId: photo.id }),
      })),
      payment: {
        methodLabel: paymentMethod ? PAYMENT_METHOD_LABELS[paymentMethod] : null,
        tid: shopStaff ? (payment?.tid ?? null) : null,
        status: shopStaff ? (payment?.status ?? null) : null,
        amount: shopStaff ? (payment?.amount ?? 0) : 0,
        balanceAmount: shopStaff ? (payment?.balanceAmount ?? 0) : 0,
        cancelledTid: shopStaff ? claim.cancelledTid : null,
      },
      actions: canWrite ? actionsOf(claim, claimLines) : [],
    };
  }

  return {
    /** GET /api/admin/claims: a page of claims for the filters, newest first, with counts per status. */
    async list(staff: StaffContext, query: AdminClaimQuery): Promise<AdminClaimList> {
      const filter = filterOf(staff, query);
      const [{ rows, total }, counts] = await Promise.all([
        findAdminClaimPage(db, filter, pageWindow(query)),
        countAdminClaimsByStatus(db, { ...filter, status: undefined }),
      ]);
      const orderIds = [...new Set(rows.map((row) => row.claim.orderId))];
      const [lines, shipments] = await Promise.all([findOrderItems(db, orderIds), findShipmentsOfOrders(db, orderIds)]);
      const show = personal(staff);
      const statusCounts: Record<string, number> = Object.fromEntries(
        Object.keys(ADMIN_CLAIM_STATUS_LABELS).map((status) => [status, 0]),
      );
      for (const { status, n } of counts) statusCounts[status] = n;
      return {
        list: rows.map((row) => {
          const claimLines = claimLinesOf(
            row.claim,
            lines.filter((line) => line.orderId === row.claim.orderId),
            shipments.filter((shipment) => shipment.orderId === row.claim.orderId),
          );
          const shown =
            staff.sellerId === null ? claimLines : claimLines.filter((each) => each.sellerId === staff.sellerId);
          return rowOf(row.claim, { orderCode: row.orderCode, ordererName: show.name(row.ordererName) }, shown);
        }),
        pagination: paginationOf(query, total),
        statusCounts,
      };
    },

    /** GET /api/admin/claims/{claimId}: the claim, its lines and photos, the refund and the payment record. */
    detail: detailOf,

    /** GET /api/admin/claims/{claimId}/photos/{photoId}: a photo the shopper sent, for the staff who see the claim. */
    async photo(staff: StaffContext, claimId: number, photoId: number) {
      await visibleClaim(staff, claimId);
      const row = await findClaimPhoto(db, claimId, photoId);
      if (!row) throw new ApiError(404, "NOT_FOUND", ADMIN_CLAIM_MESSAGES.photoNotFound, `photo ${photoId}`);
      const ascii = `claim-${claimId}-photo-${photoId}.${PHOTO_EXTENSIONS[row.contentType] ?? "bin"}`;
      return {
        contentType: row.contentType,
        disposition: `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
        data: Buffer.from(row.data, "base64"),
      };
    },

    /**
     * POST /api/admin/claims/{claimId}/{collect|complete|refuse|deliver}: the shop's step, audited in its
     * transaction. A step already taken answers the claim as it stands (nothing twice: one refund).
     */
    async act(
      staff: StaffContext,
      claimId: number,
      action: AdminClaimAction,
      reason?: string,
    ): Promise<AdminClaimActionResponse> {
      const { claim, scope } = await visibleClaim(staff, claimId);
      if (claim.kind === "cancel") {
        throw new ApiError(409, "CLAIM_NO_ACTION", ADMIN_CLAIM_MESSAGES.cancelNoAction, "a cancel has no steps");
      }
      if (!scope.whole) {
        throw new ApiError(409, "CLAIM_MIXED_SELLERS", ADMIN_CLAIM_MESSAGES.mixedSellers, "lines of other sellers");
      }
      const moved = await returns.moveClaim(claimId, action, {
        reason,
        record: (tx, change) =>
          audit.record(tx, staff, {
            action: claimAuditAction(action),
            targetType: "claim",
            targetId: claimId,
            before: change.before,
            after: change.after,
          }),
      });
      return {
        changed: moved.changed,
        message: moved.changed ? ACTION_MESSAGES[action](moved.claim) : ADMIN_CLAIM_MESSAGES.unchanged,
        claim: await detailOf(staff, claimId),
      };
    },

    /**
     * POST /api/admin/orders/{orderCode}/cancel: the shop cancels paid lines it cannot ship (품절, 배송 불가 …) through
     * the shopper's cancel (refund, points, coupons and stock back once), audited in the claim's transaction, and the
     * shopper is told by text. A seller's staff cancel their own lines only; a repeat of a cancel that went through
     * answers it again.
     */
    async cancelOrder(
      staff: StaffContext,
      orderCode: string,
      input: AdminOrderCancelRequest,
    ): Promise<AdminOrderCancelResponse> {
      const order = await findOrderByCode(db, orderCode);
      if (!order || order.status === "payment_pending") throw orderNotFound(`no order ${orderCode}`);
      const [lines, shipments] = await Promise.all([findOrderItems(db, [order.id]), findShipments(db, order.id)]);
      const own =
        staff.sellerId === null ? shipments : shipments.filter((shipment) => shipment.sellerId === staff.sellerId);
      if (own.length === 0) throw orderNotFound(`order ${orderCode} has no box of seller ${staff.sellerId}`);
      const ownIds = new Set(own.map((box) => box.id));
      const wanted = [...new Set(input.orderItemIds)];
      const chosen = lines.filter((line) => wanted.includes(line.id));
      if (staff.sellerId !== null && chosen.some((line) => line.shipmentId === null || !ownIds.has(line.shipmentId))) {
        throw orderNotFound(`a line of ${orderCode} is another seller's`);
      }
      if (chosen.length === wanted.length && chosen.every((line) => line.status === "cancelled")) {
        // A repeat: the cancel that took these lines is answered again; nothing is refunded twice.
        const done = (await findClaimsOfOrders(db, [order.id])).findLast(
          (claim) =>
            claim.kind === "cancel" &&
            claim.status === "completed" &&
            wanted.every((id) => claim.orderItemIds.includes(id)),
        );
        if (done) return cancelAnswer(order, done, lines, false);
      }
      const label = STAFF_CANCEL_REASON_LABELS[input.reason];
      const reason = input.detail ? `${label} - ${input.detail}` : label;
      const result = await cancels.cancelLines(
        order,
        { orderItemIds: wanted, reason, refundAccount: input.refundAccount ?? null },
        (tx, locked, claim) =>
          audit.record(tx, staff, {
            action: ORDER_CANCEL_ACTION,
            targetType: "order",
            targetId: locked.orderCode,
            before: { lines: chosen.map((line) => ({ orderItemId: line.id, status: line.status })) },
            after: {
              lines: claim.orderItemIds.map((id) => ({ orderItemId: id, status: "cancelled" })),
              claimId: claim.id,
              reason,
              refundAmount: claim.refundAmount,
              pointsRestored: claim.pointsRestored,
            },
          }),
      );
      await tellShopper(result.order, result.claim, label);
      return cancelAnswer(result.order, result.claim, result.lines, true);
    },
  };

  /** The shopper hears of the shop's cancel by text (the sandbox outbox); a failed text never undoes the cancel. */
  async function tellShopper(order: OrderRow, claim: OrderClaimRow, label: string) {
    const phone = order.ordererPhone.replace(/\D/g, "");
    if (!phone) return;
    const refund =
      claim.refundAmount > 0
        ? ` 결제하신 ${claim.refundAmount.toLocaleString("ko-KR")}원은 결제 수단으로 환불됩니다.`
        : "";
    const text = `[${shopName}] 주문 ${order.orderCode}의 상품 ${claim.orderItemIds.length}건이 ${label} 사유로 취소되었습니다.${refund} 불편을 드려 죄송합니다.`;
    try {
      await sms.send(phone, text);
    } catch (error) {
      logError(error, { orderCode: order.orderCode, claimId: claim.id, step: "staff cancel text" });
    }
  }
}

function rowOf(
  claim: OrderClaimRow,
  order: { orderCode: string; ordererName: string },
  lines: readonly ClaimLine[],
): AdminClaimRow {
  const first = lines[0]?.line;
  return {
    claimId: claim.id,
    orderCode: order.orderCode,
    kind: claim.kind,
    kindLabel: ADMIN_CLAIM_KIND_LABELS[claim.kind],
    status: claim.status,
    statusLabel: statusLabelOf(claim),
    reason: claim.reason,
    title: first ? (lines.length > 1 ? `${first.itemName} 외 ${lines.length - 1}건` : first.itemName) : "",
    sellerNames: [...new Set(lines.map((each) => each.sellerName).filter((name) => name !== ""))],
    ordererName: order.ordererName,
    refundAmount: claim.refundAmount,
    requestedAt: claim.requestedAt.toISOString(),
    completedAt: claim.completedAt?.toISOString() ?? null,
  };
}

function cancelAnswer(
  order: OrderRow,
  claim: OrderClaimRow,
  lines: readonly OrderItemRow[],
  changed: boolean,
): AdminOrderCancelResponse {
  const whole = lines.every((line) => line.status === "cancelled");
  return {
    orderCode: order.orderCode,
    message: changed
      ? whole
        ? "주문을 취소했습니다. 고객에게 문자로 알렸습니다."
        : "선택한 상품을 취소했습니다. 고객에게 문자로 알렸습니다."
      : "이미 취소된 상품입니다. 처리된 취소 내역을 보여 드립니다.",
    changed,
    claimId: claim.id,
    refundAmount: claim.refundAmount,
    pointsRestored: claim.pointsRestored,
  };
}

export type OrderClaimAdminService = ReturnType<typeof createOrderClaimAdminService>;
