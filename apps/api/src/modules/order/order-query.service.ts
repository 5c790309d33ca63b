import { TZDate } from "@date-fns/tz";
import { type OrderDetail, PAYMENT_METHOD_LABELS } from "@shop/contracts/order";
import { boxKey, boxTitle, type DeliveryType, sellerNoticeFor } from "@shop/core/checkout/delivery-groups";
import { trackingInfo } from "@shop/core/order/carrier-tracking";
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from "@shop/core/order/order-status";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import { endOfDay, parseISO, startOfDay, subMonths } from "date-fns";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import type { AuthContext } from "../account/session.service.js";
import {
  countOrdersByStatus,
  findLatestPayment,
  findOrderByCode,
  findOrderItems,
  findOrderPage,
  findShipments,
  type OrderRow,
} from "./checkout.repository.js";
import { grantGuestOrderAccess, ownsOrder } from "./guest-order-access.js";
import { findShipmentsOfOrders } from "./order-admin.repository.js";
import { findClaimsOfOrders } from "./order-claim.repository.js";
import { cancelInfoOf, claimOf } from "./order-claims.js";
import { findClaimPhotoIds } from "./order-return.repository.js";

export const ORDER_NOT_FOUND_MESSAGE = "주문 내역을 찾을 수 없습니다.";
export const GUEST_ORDER_LOOKUP_FAILED_MESSAGE = "주문번호 또는 주문 비밀번호가 일치하지 않습니다.";

const SEOUL = "Asia/Seoul";

/** A stored box's delivery type (the column holds 1 or 2, as the order wrote it). */
const deliveryTypeOf = (value: number): DeliveryType => (value === 1 ? 1 : 2);

/** A box's tracking as the shopper reads it, once staff marked it 배송중 with a carrier and number. */
function boxTrackingOf(shipment: { carrier: string; trackingNumber: string }) {
  const tracking = trackingInfo(shipment.carrier, shipment.trackingNumber);
  if (tracking.carrierName === null || tracking.trackingNumber === null) return null;
  return {
    carrierName: tracking.carrierName,
    trackingNumber: tracking.trackingNumber,
    trackingUrl: tracking.trackingUrl,
  };
}

function notFound(description: string) {
  return new ApiError(404, "NOT_FOUND", ORDER_NOT_FOUND_MESSAGE, description);
}

/** A password check counted by the login throttle (a 4-digit order password must not be guessable by trying). */
export type OrderPasswordCheck = (input: {
  orderCode: string;
  password: string;
  passwordHash: string | null | undefined;
  address: string;
}) => Promise<boolean>;

export interface OrderQueryServiceDeps {
  db: Db;
  checkPassword: OrderPasswordCheck;
  clock?: () => Date;
}

/** The orders a shopper reads: my page's list with its period and status filters, one order, a guest's lookup. */
export function createOrderQueryService({ db, checkPassword, clock = () => new Date() }: OrderQueryServiceDeps) {
  async function detailOf(order: OrderRow): Promise<OrderDetail> {
    const [lines, shipments, payment, claims] = await Promise.all([
      findOrderItems(db, [order.id]),
      findShipments(db, order.id),
      findLatestPayment(db, order.id),
      findClaimsOfOrders(db, [order.id]),
    ]);
    // A return's or exchange's photos (decision 030), listed by id for their owner's download.
    const photos = await findClaimPhotoIds(
      db,
      claims.map((claim) => claim.id),
    );
    return {
      orderId: order.id,
      orderCode: order.orderCode,
      kind: order.kind,
      orderedAt: order.orderedAt.toISOString(),
      status: order.status,
      statusLabel: ORDER_STATUS_LABELS[order.status],
      member: order.userId !== null,
      orderer: { name: order.ordererName, phone: order.ordererPhone, email: order.ordererEmail },
      receiver: {
        name: order.receiverName,
        phone: order.receiverPhone,
        postcode: order.receiverPostcode,
        address: order.receiverAddress,
        addressDetail: order.receiverAddressDetail,
        memo: order.shippingMemo,
      },
      boxes: shipments.map((shipment) => ({
        boxKey: boxKey(deliveryTypeOf(shipment.deliveryType), shipment.sellerId),
        title: boxTitle(deliveryTypeOf(shipment.deliveryType), shipment.sellerName),
        deliveryType: shipment.deliveryType,
        sellerId: shipment.sellerId,
        sellerName: shipment.sellerName,
        shippingPaymentType: shipment.shippingPaymentType,
        shipping: shipment.shippingFee,
        islandSurcharge: shipment.islandSurcharge,
        couponDiscount: shipment.shippingCouponDiscount,
        notice: sellerNoticeFor(shipment.sellerId, shipment.sellerName),
        tracking: boxTrackingOf(shipment),
        lines: lines
          .filter((line) => line.shipmentId === shipment.id)
          .map((line) => ({
            cartId: null,
            orderItemId: line.id,
            itemUserCode: line.itemUserCode,
            itemName: line.itemName,
            optionName: line.optionName,
            imageSrc: line.imageSrc,
            sellerId: shipment.sellerId,
            sellerName: shipment.sellerName,
            deliveryType: shipment.deliveryType,
            unitPrice: line.unitPrice,
            quantity: line.quantity,
            amount: line.unitPrice * line.quantity,
            couponDiscount: line.couponDiscount,
            status: line.status,
            statusLabel: ORDER_STATUS_LABELS[line.status],
          })),
      })),
      orderPrice: {
        totalItemPrice: order.totalItemPrice,
        totalShippingAmount: order.totalShippingAmount,
        islandSurchargeAmount: shipments.reduce((sum, shipment) => sum + shipment.islandSurcharge, 0),
        totalDiscountAmount: order.totalDiscountAmount,
        totalPointAmount: order.pointsUsed,
        orderPayAmount: order.orderPayAmount,
      },
      payment: {
        method: order.paymentMethod,
        methodLabel: order.paymentMethod ? PAYMENT_METHOD_LABELS[order.paymentMethod] : null,
        paidAt: order.paidAt?.toISOString() ?? null,
        virtualAccount:
          order.status === "awaiting_deposit" && payment?.vbankNumber
            ? {
                bankName: payment.vbankName ?? "",
                accountNumber: payment.vbankNumber,
                holder: payment.vbankHolder ?? "",
                dueAt: (payment.vbankDueAt ?? order.payDeadline ?? order.orderedAt).toISOString(),
              }
            : null,
        payDeadline: order.payDeadline?.toISOString() ?? null,
        checking: order.status === "payment_pending" && payment?.status === "approving",
        cashReceipt: { type: order.cashReceiptType, number: order.cashReceiptNumber },
        taxBill: order.taxBill,
        useEscrow: order.useEscrow,
      },
      cancelledAt: order.cancelledAt?.toISOString() ?? null,
      cancelReason: order.cancelReason,
      cancel: cancelInfoOf(
        order,
        lines,
        claims.some((claim) => claim.status === "requested"),
      ),
      claims: claims
        .filter((claim) => claim.status !== "failed")
        .map((claim) =>
          claimOf(
            claim,
            order,
            lines,
            photos.filter((photo) => photo.claimId === claim.id).map((photo) => photo.id),
          ),
        ),
    };
  }

  return {
    /** GET /api/order: a member's orders over a period (default the last 3 months, Seoul days), newest first. */
    async list(
      userId: number,
      query: {
        page: number;
        size: number;
        from?: string | undefined;
        to?: string | undefined;
        status?: OrderRow["status"] | undefined;
      },
    ) {
      const now = new TZDate(clock(), SEOUL);
      const to = query.to ? endOfDay(new TZDate(parseISO(query.to), SEOUL)) : endOfDay(now);
      const from = query.from ? startOfDay(new TZDate(parseISO(query.from), SEOUL)) : startOfDay(subMonths(now, 3));
      if (from > to) {
        throw new ApiError(400, "BAD_REQUEST", "조회 기간을 다시 선택해 주세요.", "from is after to");
      }
      const filter = { userId, from: new Date(from.getTime()), to: new Date(to.getTime()), status: query.status };
      const [rows, counts] = await Promise.all([
        findOrderPage(db, filter, pageWindow(query)),
        countOrdersByStatus(db, filter),
      ]);
      const ids = rows.map((row) => row.id);
      const [lines, shipments] = await Promise.all([findOrderItems(db, ids), findShipmentsOfOrders(db, ids)]);
      const statusCounts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0]));
      for (const { status, n } of counts) statusCounts[status] = n;
      const total = query.status ? (statusCounts[query.status] ?? 0) : counts.reduce((sum, { n }) => sum + n, 0);
      return {
        list: rows.map((row) => {
          const own = lines.filter((line) => line.orderId === row.id);
          const first = own[0];
          return {
            orderId: row.id,
            orderCode: row.orderCode,
            kind: row.kind,
            orderedAt: row.orderedAt.toISOString(),
            status: row.status,
            statusLabel: ORDER_STATUS_LABELS[row.status],
            title: first ? (own.length > 1 ? `${first.itemName} 외 ${own.length - 1}건` : first.itemName) : "",
            imageSrc: first?.imageSrc ?? null,
            orderPayAmount: row.orderPayAmount,
            paymentMethod: row.paymentMethod,
            lineCount: own.length,
            tracking: shipments
              .filter((shipment) => shipment.orderId === row.id)
              .flatMap((shipment) => boxTrackingOf(shipment) ?? []),
          };
        }),
        pagination: paginationOf(query, total),
        statusCounts,
      };
    },

    /**
     * GET /api/order/detail and /invoice: one order of the caller's (a member's own, the guest token's it was placed
     * with or opened at /order/no-member with); else 404.
     */
    async detail(auth: AuthContext | null, orderCode: string): Promise<OrderDetail> {
      const order = await findOrderByCode(db, orderCode);
      if (!order || !(await ownsOrder(db, order, auth))) throw notFound(`order ${orderCode} is not the caller's`);
      return detailOf(order);
    },

    /**
     * /order/no-member: a non-member's order by its code and password (the same answer for a wrong code or password;
     * tries are throttled per address and per order like password checks, 429 with Retry-After).
     */
    async guestLookup(
      orderCode: string,
      password: string,
      address: string,
      auth: AuthContext | null = null,
    ): Promise<OrderDetail> {
      const order = await findOrderByCode(db, orderCode);
      const ok = await checkPassword({
        orderCode,
        password,
        passwordHash: order?.userId === null ? order.guestPasswordHash : null,
        address,
      });
      if (!order || !ok) {
        throw new ApiError(404, "NOT_FOUND", GUEST_ORDER_LOOKUP_FAILED_MESSAGE, "guest order lookup failed");
      }
      // A guest token that proved the password may go on to read and cancel the order (its order session).
      if (auth && auth.userId === null) await grantGuestOrderAccess(db, order.id, auth.tokenId);
      return detailOf(order);
    },
  };
}

export type OrderQueryService = ReturnType<typeof createOrderQueryService>;
