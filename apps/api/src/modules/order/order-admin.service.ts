import {
  ADMIN_ORDER_MESSAGES,
  type AdminOrderDetail,
  type AdminOrderGroup,
  type AdminOrderList,
  type AdminOrderMoveResult,
  type AdminOrderQuery,
  type AdminOrderStatusResponse,
  type AdminOrderTarget,
} from "@shop/contracts/admin-order";
import { PAYMENT_METHOD_LABELS } from "@shop/contracts/order";
import { maskName } from "@shop/core/format/mask-name";
import { formatPhoneNumber, maskPhoneNumber } from "@shop/core/format/phone";
import { checkTracking, trackingInfo } from "@shop/core/order/carrier-tracking";
import {
  GONE_LINE_STATUSES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from "@shop/core/order/order-status";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import { koreaDayEnd, koreaDayStart } from "@shop/core/site/korea-time";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import type { PushNotices } from "../app-push/app-push.service.js";
import type { StaffAuditService } from "../staff/staff-audit.service.js";
import type { StaffContext } from "../staff/staff-auth.service.js";
import {
  findLatestPayment,
  findOrderByCode,
  findOrderItems,
  findShipments,
  lockOrderByCode,
  type OrderItemRow,
  type OrderRow,
  type ShipmentRow,
} from "./checkout.repository.js";
import { moveOrderStatus } from "./order.service.js";
import {
  type AdminOrderFilter,
  countAdminOrdersByStatus,
  findAdminOrderPage,
  findShipmentsOfOrders,
} from "./order-admin.repository.js";
import type { TrackingRow } from "./order-admin.upload.js";
import { findClaimsOfOrders } from "./order-claim.repository.js";
import { ORDER_NOT_FOUND_MESSAGE } from "./order-query.service.js";

export interface OrderAdminServiceDeps {
  db: Db;
  audit: Pick<StaffAuditService, "record">;
  /** The app push of the shipped notice (docs/decisions/046); sent in the background, never failing the move. */
  push?: Pick<PushNotices, "orderShipped">;
}

/** The audit action of a status move (issue 14 item 7). */
export const ORDER_STATUS_ACTION = "order.status";

const ORDER_CODE = /^[A-Za-z0-9_-]{1,40}$/;
const DUPLICATE_ROW_MESSAGE = "같은 주문번호가 파일에 두 번 있습니다. 한 줄만 남겨 주세요.";

function notFound(description: string) {
  return new ApiError(404, "NOT_FOUND", ORDER_NOT_FOUND_MESSAGE, description);
}

/** A dry run's move is made and rolled back: this carries its result out of the transaction. */
class DryRunRollback extends Error {
  constructor(readonly result: AdminOrderMoveResult) {
    super("dry run");
  }
}

/** One thing to move: an order (the caller's boxes of it) or one box, with tracking for 배송중. */
interface MoveTarget {
  orderCode: string;
  shipmentId?: number | undefined;
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
  row?: number | undefined;
}

/** The status of a box: its lines still in the order (they move together); null when none is left. */
function boxStatus(lines: readonly OrderItemRow[], shipmentId: number): OrderStatus | null {
  return (
    lines.find((line) => line.shipmentId === shipmentId && !GONE_LINE_STATUSES.includes(line.status))?.status ?? null
  );
}

function groupOf(shipment: ShipmentRow, lines: readonly OrderItemRow[]): AdminOrderGroup {
  const status = boxStatus(lines, shipment.id);
  const tracking = trackingInfo(shipment.carrier, shipment.trackingNumber);
  return {
    shipmentId: shipment.id,
    sellerId: shipment.sellerId,
    sellerName: shipment.sellerName,
    deliveryType: shipment.deliveryType,
    status,
    statusLabel: status ? ORDER_STATUS_LABELS[status] : null,
    carrier: tracking.carrierName,
    trackingNumber: tracking.trackingNumber,
    trackingUrl: tracking.trackingUrl,
  };
}

/** The boxes a staff member may see of an order: a seller's staff their seller's only, everyone else all. */
function visibleBoxes(staff: StaffContext, shipments: readonly ShipmentRow[]) {
  return staff.sellerId === null ? [...shipments] : shipments.filter((box) => box.sellerId === staff.sellerId);
}

/** Customer service reads names and phone numbers masked (issue 14); sellers ship, so they read the receiver. */
function personal(staff: StaffContext) {
  const masked = staff.role === "ROLE_CS";
  return {
    name: (value: string) => (masked && value ? maskName(value) : value),
    phone: (value: string) => (value ? (masked ? maskPhoneNumber(value) : formatPhoneNumber(value)) : value),
  };
}

/**
 * The back office's orders (issue 14 item 3): the list with filters and counts, one order with its payment record,
 * and moving boxes along the core status table (상품준비중, 배송중 with a tracking number, 배송완료) one by one, in bulk
 * or from a tracking file. A seller's staff see and move only their seller's boxes; any other order is 404 to them.
 * Every move writes through order.service's moveOrderStatus (the dev route's path too) and leaves an audit entry in
 * its transaction.
 */
export function createOrderAdminService({ db, audit, push }: OrderAdminServiceDeps) {
  function filterOf(staff: StaffContext, query: AdminOrderQuery): AdminOrderFilter {
    const from = query.from ? (koreaDayStart(query.from) ?? undefined) : undefined;
    const until = query.to ? (koreaDayEnd(query.to) ?? undefined) : undefined;
    if (from && until && from >= until) {
      throw new ApiError(400, "BAD_REQUEST", "조회 기간을 다시 선택해 주세요.", "from is after to");
    }
    return {
      from,
      until,
      status: query.status,
      sellerId: staff.sellerId ?? query.sellerId,
      lineScoped: staff.sellerId !== null,
      paymentMethod: query.paymentMethod,
      deliveryType: query.deliveryType,
      keyword: query.keyword || undefined,
    };
  }

  /** The order as the staff member may see it, or 404 (a seller's staff: only orders with a box of theirs). */
  async function visibleOrder(staff: StaffContext, orderCode: string) {
    const order = await findOrderByCode(db, orderCode);
    if (!order) throw notFound(`no order ${orderCode}`);
    const shipments = await findShipments(db, order.id);
    const boxes = visibleBoxes(staff, shipments);
    if (staff.sellerId !== null && boxes.length === 0) {
      throw notFound(`order ${orderCode} has no box of seller ${staff.sellerId}`);
    }
    return { order, boxes };
  }

  /** One target moved in its own transaction (an order is all moved or not at all); a dry run rolls it back. */
  async function moveOne(
    staff: StaffContext,
    to: AdminOrderTarget,
    target: MoveTarget,
    dryRun: boolean,
  ): Promise<AdminOrderMoveResult> {
    const base = {
      orderCode: target.orderCode,
      shipmentId: target.shipmentId ?? null,
      row: target.row ?? null,
    };
    // A file's row may hold anything: a code no order can have is not looked up.
    if (!ORDER_CODE.test(target.orderCode)) throw notFound(`malformed order code in row ${target.row ?? "-"}`);
    let tracking: { carrier: string; trackingNumber: string } | undefined;
    if (to === "shipping") {
      if (!target.carrier || !target.trackingNumber) {
        throw new ApiError(400, "VALIDATION", ADMIN_ORDER_MESSAGES.trackingRequired, "shipping without tracking", [
          { field: target.carrier ? "trackingNumber" : "carrier", message: ADMIN_ORDER_MESSAGES.trackingRequired },
        ]);
      }
      const checked = checkTracking(target.carrier, target.trackingNumber);
      if (!checked.ok) {
        throw new ApiError(400, "VALIDATION", checked.message, `bad ${checked.field}`, [
          { field: checked.field, message: checked.message },
        ]);
      }
      tracking = { carrier: checked.carrier.name, trackingNumber: checked.trackingNumber };
    }
    let shippedMember: number | null | undefined;
    try {
      const answer = await db.transaction(async (tx) => {
        const order = await lockOrderByCode(tx, target.orderCode);
        if (!order) throw notFound(`no order ${target.orderCode}`);
        const [shipments, lines] = await Promise.all([findShipments(tx, order.id), findOrderItems(tx, [order.id])]);
        const scoped = visibleBoxes(staff, shipments);
        if (scoped.length === 0) throw notFound(`order ${order.orderCode} has no box of seller ${staff.sellerId}`);
        let boxes: ShipmentRow[];
        if (target.shipmentId !== undefined) {
          const box = scoped.find((shipment) => shipment.id === target.shipmentId);
          if (!box) throw notFound(`box ${target.shipmentId} is not in ${order.orderCode} for this staff`);
          boxes = [box];
        } else {
          boxes = scoped.filter((box) => boxStatus(lines, box.id) !== null);
        }
        const moved = await moveOrderStatus(tx, order, to, {
          shipmentIds: boxes.map((box) => box.id),
          tracking,
        });
        await audit.record(tx, staff, {
          action: ORDER_STATUS_ACTION,
          targetType: "order",
          targetId: order.orderCode,
          before: {
            status: moved.orderBefore,
            groups: boxes.map((box) => ({
              shipmentId: box.id,
              sellerId: box.sellerId,
              status: moved.boxesBefore.get(box.id) ?? null,
              ...(tracking ? { carrier: box.carrier, trackingNumber: box.trackingNumber } : {}),
            })),
          },
          after: {
            status: moved.orderAfter,
            groups: boxes.map((box) => ({
              shipmentId: box.id,
              sellerId: box.sellerId,
              status: to,
              ...(tracking ?? {}),
            })),
          },
        });
        const from =
          target.shipmentId !== undefined ? (moved.boxesBefore.get(target.shipmentId) ?? null) : moved.orderBefore;
        const result: AdminOrderMoveResult = {
          ...base,
          ok: true,
          from,
          to,
          carrier: tracking?.carrier ?? null,
          trackingNumber: tracking?.trackingNumber ?? null,
          message: dryRun ? `${ORDER_STATUS_LABELS[to]}(으)로 변경할 수 있습니다.` : ADMIN_ORDER_MESSAGES.moved,
        };
        if (dryRun) throw new DryRunRollback(result);
        if (to === "shipping") shippedMember = order.userId;
        return result;
      });
      if (shippedMember !== undefined) push?.orderShipped(shippedMember, target.orderCode);
      return answer;
    } catch (error) {
      if (error instanceof DryRunRollback) return error.result;
      throw error;
    }
  }

  /** Every target checked and moved on its own; a refusal is listed with its reason and the others go on. */
  async function moveAll(
    staff: StaffContext,
    to: AdminOrderTarget,
    targets: readonly MoveTarget[],
    dryRun: boolean,
  ): Promise<AdminOrderStatusResponse> {
    const results: AdminOrderMoveResult[] = [];
    const seen = new Set<string>();
    for (const target of targets) {
      const key = `${target.orderCode}#${target.shipmentId ?? "*"}`;
      const refusal = (message: string): AdminOrderMoveResult => ({
        orderCode: target.orderCode,
        shipmentId: target.shipmentId ?? null,
        row: target.row ?? null,
        ok: false,
        from: null,
        to: null,
        carrier: null,
        trackingNumber: null,
        message,
      });
      if (seen.has(key)) {
        results.push(refusal(DUPLICATE_ROW_MESSAGE));
        continue;
      }
      seen.add(key);
      try {
        results.push(await moveOne(staff, to, target, dryRun));
      } catch (error) {
        if (!(error instanceof ApiError) || error.status >= 500) throw error;
        results.push(refusal(error.message));
      }
    }
    const moved = results.filter((result) => result.ok).length;
    return { dryRun, moved, refused: results.length - moved, results };
  }

  return {
    /** GET /api/admin/orders: a page of orders for the filters, newest first, with counts per status. */
    async list(staff: StaffContext, query: AdminOrderQuery): Promise<AdminOrderList> {
      const filter = filterOf(staff, query);
      const [{ rows, total }, counts] = await Promise.all([
        findAdminOrderPage(db, filter, pageWindow(query)),
        countAdminOrdersByStatus(db, { ...filter, status: undefined }),
      ]);
      const ids = rows.map((row) => row.id);
      const [shipments, lines] = await Promise.all([findShipmentsOfOrders(db, ids), findOrderItems(db, ids)]);
      const show = personal(staff);
      const statusCounts: Record<string, number> = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0]));
      for (const { status, n } of counts) statusCounts[status] = n;
      return {
        list: rows.map((row) => {
          const boxes = visibleBoxes(
            staff,
            shipments.filter((shipment) => shipment.orderId === row.id),
          );
          const boxIds = new Set(boxes.map((box) => box.id));
          const own = lines.filter(
            (line) =>
              line.orderId === row.id &&
              (staff.sellerId === null || (line.shipmentId !== null && boxIds.has(line.shipmentId))),
          );
          const first = own[0];
          return {
            orderCode: row.orderCode,
            orderedAt: row.orderedAt.toISOString(),
            status: row.status,
            statusLabel: ORDER_STATUS_LABELS[row.status],
            ordererName: show.name(row.ordererName),
            ordererPhone: show.phone(row.ordererPhone),
            paymentMethod: row.paymentMethod,
            paymentMethodLabel: row.paymentMethod ? PAYMENT_METHOD_LABELS[row.paymentMethod] : null,
            amount:
              staff.sellerId === null
                ? row.orderPayAmount
                : own.reduce((sum, line) => sum + line.unitPrice * line.quantity - line.couponDiscount, 0),
            title: first ? (own.length > 1 ? `${first.itemName} 외 ${own.length - 1}건` : first.itemName) : "",
            groups: boxes.map((box) => groupOf(box, lines)),
          };
        }),
        pagination: paginationOf(query, total),
        statusCounts,
      };
    },

    /** GET /api/admin/orders/{orderCode}: the order, its boxes and lines, amounts and the payment record. */
    async detail(staff: StaffContext, orderCode: string): Promise<AdminOrderDetail> {
      const { order, boxes } = await visibleOrder(staff, orderCode);
      const [lines, payment, claims] = await Promise.all([
        findOrderItems(db, [order.id]),
        findLatestPayment(db, order.id),
        staff.sellerId === null ? findClaimsOfOrders(db, [order.id]) : Promise.resolve([]),
      ]);
      const show = personal(staff);
      const shopStaff = staff.sellerId === null;
      return {
        orderCode: order.orderCode,
        orderedAt: order.orderedAt.toISOString(),
        status: order.status,
        statusLabel: ORDER_STATUS_LABELS[order.status],
        member: order.userId !== null,
        orderer: {
          name: show.name(order.ordererName),
          phone: show.phone(order.ordererPhone),
          email: shopStaff && staff.role !== "ROLE_CS" ? order.ordererEmail : "",
        },
        receiver: {
          name: show.name(order.receiverName),
          phone: show.phone(order.receiverPhone),
          postcode: order.receiverPostcode,
          address: order.receiverAddress,
          addressDetail: staff.role === "ROLE_CS" ? "" : order.receiverAddressDetail,
          memo: order.shippingMemo,
        },
        amounts: amountsOf(order, shopStaff, lines, boxes),
        payment: {
          method: order.paymentMethod,
          methodLabel: order.paymentMethod ? PAYMENT_METHOD_LABELS[order.paymentMethod] : null,
          tid: shopStaff ? (payment?.tid ?? null) : null,
          status: shopStaff ? (payment?.status ?? null) : null,
          amount: shopStaff ? (payment?.amount ?? 0) : 0,
          balanceAmount: shopStaff ? (payment?.balanceAmount ?? 0) : 0,
          resultMessage: shopStaff ? payment?.resultMsg || null : null,
          approvedAt: shopStaff ? (payment?.approvedAt?.toISOString() ?? null) : null,
          paidAt: order.paidAt?.toISOString() ?? null,
          virtualAccount:
            shopStaff && payment?.vbankNumber
              ? {
                  bankName: payment.vbankName ?? "",
                  accountNumber: payment.vbankNumber,
                  holder: payment.vbankHolder ?? "",
                }
              : null,
          refunds: claims
            .filter((claim) => claim.refundAmount > 0 || claim.pointsRestored > 0)
            .map((claim) => ({
              kind: claim.kind,
              status: claim.status,
              amount: claim.refundAmount,
              pointsRestored: claim.pointsRestored,
              requestedAt: claim.requestedAt.toISOString(),
              completedAt: claim.completedAt?.toISOString() ?? null,
            })),
        },
        groups: boxes.map((box) => ({
          ...groupOf(box, lines),
          shippingFee: box.shippingFee,
          lines: lines
            .filter((line) => line.shipmentId === box.id)
            .map((line) => ({
              orderItemId: line.id,
              itemUserCode: line.itemUserCode,
              itemName: line.itemName,
              optionName: line.optionName,
              quantity: line.quantity,
              unitPrice: line.unitPrice,
              amount: line.unitPrice * line.quantity,
              couponDiscount: line.couponDiscount,
              status: line.status,
              statusLabel: ORDER_STATUS_LABELS[line.status],
            })),
        })),
        deliveredAt: order.deliveredAt?.toISOString() ?? null,
        cancelledAt: order.cancelledAt?.toISOString() ?? null,
      };
    },

    /**
     * POST /api/admin/orders/status. One target: moved, or the refusal as an error answer (404, 409 with SPEC §8's
     * message, 400 for a bad tracking number). Several: each moved in its own transaction, and the answer lists
     * which moved and which were refused with why.
     */
    async move(
      staff: StaffContext,
      request: { status: AdminOrderTarget; targets: readonly MoveTarget[] },
    ): Promise<AdminOrderStatusResponse> {
      const [only] = request.targets;
      if (request.targets.length === 1 && only) {
        const result = await moveOne(staff, request.status, only, false);
        return { dryRun: false, moved: 1, refused: 0, results: [result] };
      }
      return moveAll(staff, request.status, request.targets, false);
    },

    /** POST /api/admin/orders/tracking-upload: every row marked 배송중 with its carrier and number (or listed only). */
    async uploadTracking(staff: StaffContext, rows: readonly TrackingRow[], dryRun: boolean) {
      return moveAll(staff, "shipping", rows, dryRun);
    },
  };
}

/** The order's amounts; a seller's staff read their boxes' share (items, shipping, coupons), not the shop's total. */
function amountsOf(order: OrderRow, shopStaff: boolean, lines: readonly OrderItemRow[], boxes: readonly ShipmentRow[]) {
  if (shopStaff) {
    return {
      totalItemPrice: order.totalItemPrice,
      totalShippingAmount: order.totalShippingAmount,
      totalDiscountAmount: order.totalDiscountAmount,
      pointsUsed: order.pointsUsed,
      orderPayAmount: order.orderPayAmount,
    };
  }
  const boxIds = new Set(boxes.map((box) => box.id));
  const own = lines.filter((line) => line.shipmentId !== null && boxIds.has(line.shipmentId));
  const items = own.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const shipping = boxes.reduce((sum, box) => sum + box.shippingFee + box.islandSurcharge, 0);
  const discount =
    own.reduce((sum, line) => sum + line.couponDiscount, 0) +
    boxes.reduce((sum, box) => sum + box.shippingCouponDiscount, 0);
  const points =
    own.reduce((sum, line) => sum + line.pointShare, 0) + boxes.reduce((sum, box) => sum + box.pointShare, 0);
  return {
    totalItemPrice: items,
    totalShippingAmount: shipping,
    totalDiscountAmount: discount,
    pointsUsed: points,
    orderPayAmount: Math.max(0, items + shipping - discount - points),
  };
}

export type OrderAdminService = ReturnType<typeof createOrderAdminService>;
