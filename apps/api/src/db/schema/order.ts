import type { OrderStatus } from "@shop/core/order/order-status";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./account.js";
import { itemOptions, items } from "./catalog.js";
import { timestamptz } from "./columns.js";

/** How an order is paid (NICEPAY's method names). */
// pinpay: quick pay (간편결제), a registered card's billing key charged by the shop (docs/decisions/031).
export const PAYMENT_METHODS = ["card", "vbank", "bank", "naverpayCard", "bulkVbank", "pinpay"] as const;
export type OrderPaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Orders (docs/decisions/016 and 017): who ordered, where it goes, what it costs and how it is paid. Money columns
 * are integer won, computed by the server from the database at `buy` (SPEC orderPrice names). Statuses are those of
 * packages/core/src/order/order-status.ts; the order module is the only reader and writer.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial().primaryKey(),
    /** The public order number, also NICEPAY's orderId (/mypage/order/{id}/{orderCode}). */
    orderCode: text().notNull(),
    /** The member; null for a non-member order (looked up with the order code and its password). */
    userId: integer().references(() => users.id),
    /** `designated`: a company buyer's designated trade (지정거래) at the prices designated to them. */
    kind: text({ enum: ["normal", "designated"] })
      .notNull()
      .default("normal"),
    status: text().$type<OrderStatus>().notNull(),
    ordererName: text().notNull().default(""),
    ordererPhone: text().notNull().default(""),
    ordererEmail: text().notNull().default(""),
    /** A non-member order's password (scrypt hash, like members' passwords). */
    guestPasswordHash: text(),
    /** The guest token a non-member ordered with (auth_tokens.id): its cart lines go when the order is placed. */
    guestTokenId: integer(),
    receiverName: text().notNull().default(""),
    receiverPhone: text().notNull().default(""),
    receiverPostcode: text().notNull().default(""),
    receiverAddress: text().notNull().default(""),
    receiverAddressDetail: text().notNull().default(""),
    shippingMemo: text().notNull().default(""),
    totalItemPrice: integer().notNull().default(0),
    totalShippingAmount: integer().notNull().default(0),
    /** Coupons (item and shipping) taken off. */
    totalDiscountAmount: integer().notNull().default(0),
    pointsUsed: integer().notNull().default(0),
    /** What the shopper pays: items + shipping − coupons − points. */
    orderPayAmount: integer().notNull().default(0),
    paymentMethod: text({ enum: PAYMENT_METHODS }),
    useEscrow: boolean().notNull().default(false),
    /** 현금영수증: none, 소득공제 (a phone number) or 지출증빙 (a business number). */
    cashReceiptType: text({ enum: ["none", "individual", "company"] })
      .notNull()
      .default("none"),
    cashReceiptNumber: text().notNull().default(""),
    /** A company buyer asked for a 세금계산서. */
    taxBill: boolean().notNull().default(false),
    /** Until when the reserved stock is held: the payment window's time, or the virtual account's deposit deadline. */
    payDeadline: timestamptz(),
    paidAt: timestamptz(),
    cancelledAt: timestamptz(),
    cancelReason: text(),
    /** When it reached 배송완료: the purchase is confirmed automatically AUTO_CONFIRM_AFTER_DAYS later. */
    deliveredAt: timestamptz(),
    confirmedAt: timestamptz(),
    /** Set once when the stock taken at `buy` goes back (failed or cancelled payment, expiry): never twice. */
    stockReleasedAt: timestamptz(),
    orderedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.orderCode),
    index().on(t.userId, t.orderedAt),
    index("orders_to_confirm").on(t.deliveredAt).where(sql`${t.status} = 'delivered'`),
    index("orders_open_deadline").on(t.payDeadline).where(sql`${t.stockReleasedAt} is null and ${t.paidAt} is null`),
    // The back office's order list (issue 14): newest first, by status or payment method, and its keyword lookups.
    index("orders_ordered_at").on(t.orderedAt, t.id),
    index("orders_status_ordered_at").on(t.status, t.orderedAt),
    index("orders_payment_method_ordered_at").on(t.paymentMethod, t.orderedAt),
    index("orders_orderer_phone").on(t.ordererPhone),
    index("orders_orderer_name").on(t.ordererName),
    // The back office's numbers count an order on the day it was paid (docs/decisions/039).
    index("orders_paid_at").on(t.paidAt).where(sql`${t.paidAt} is not null`),
    check(
      "orders_amounts",
      sql`${t.totalItemPrice} >= 0 and ${t.totalShippingAmount} >= 0 and ${t.totalDiscountAmount} >= 0 and ${t.pointsUsed} >= 0 and ${t.orderPayAmount} >= 0`,
    ),
  ],
);

/**
 * One box of an order: the lines of one seller under one delivery type (core checkout/delivery-groups), with the
 * shipping it paid; carrier and tracking number come when it ships.
 */
export const orderShipments = pgTable(
  "order_shipments",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    deliveryType: smallint().notNull(),
    sellerId: integer().notNull(),
    sellerName: text().notNull(),
    /** 1 = paid with the order, 2 = paid to the courier (착불). */
    shippingPaymentType: smallint().notNull(),
    shippingFee: integer().notNull().default(0),
    islandSurcharge: integer().notNull().default(0),
    shippingCouponUserId: integer(),
    shippingCouponDiscount: integer().notNull().default(0),
    /** The box's share of the points used (for refunds when the box no longer ships). */
    pointShare: integer().notNull().default(0),
    /** The seller's terms when ordered (sellers.shippingFee, freeShippingThreshold): what a partial cancel leaves owes. */
    sellerShippingFee: integer().notNull().default(0),
    freeShippingThreshold: integer().notNull().default(0),
    /** Shipping kept back from partial cancels' refunds (the box's free shipping lost); given back if the box empties. */
    shippingDeducted: integer().notNull().default(0),
    carrier: text().notNull().default(""),
    trackingNumber: text().notNull().default(""),
  },
  (t) => [index().on(t.orderId), index("order_shipments_seller_order").on(t.sellerId, t.orderId)],
);

/** One line of an order: an item, how many and at what price; its status moves on its own (partial returns). */
export const orderItems = pgTable(
  "order_items",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    itemId: integer()
      .notNull()
      .references(() => items.id),
    /** The option bought (null only for lines made before options were ordered). */
    optionId: integer().references(() => itemOptions.id),
    shipmentId: integer().references(() => orderShipments.id),
    /** The cart line it was bought from (cart_lines.id, no foreign key): removed from the cart once paid. */
    cartLineId: integer(),
    /** The item's code, name, picture and option as they were when ordered. */
    itemUserCode: text().notNull().default(""),
    imageSrc: text(),
    itemName: text().notNull().default(""),
    optionName: text().notNull().default(""),
    quantity: integer().notNull(),
    /** Integer won per piece, as paid. */
    unitPrice: integer().notNull(),
    /** The item coupon on this line (coupon_users.id) and what it took off. */
    couponUserId: integer(),
    couponDiscount: integer().notNull().default(0),
    /** This line's share of the points used (for partial refunds). */
    pointShare: integer().notNull().default(0),
    status: text().$type<OrderStatus>().notNull(),
  },
  (t) => [
    index().on(t.orderId),
    index().on(t.itemId),
    index().on(t.shipmentId),
    check("order_items_quantity", sql`${t.quantity} > 0`),
    check("order_items_unit_price", sql`${t.unitPrice} >= 0`),
  ],
);

/** Payment attempts of an order through the gateway, one row per tid; at most one paid (or ready) per order. */
export const payments = pgTable(
  "payments",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    tid: text().notNull(),
    method: text({ enum: PAYMENT_METHODS }).notNull(),
    amount: integer().notNull(),
    /** `approving` while the approve call is out; then NICEPAY's status. */
    status: text({
      enum: ["approving", "paid", "ready", "failed", "cancelled", "partialCancelled", "expired"],
    }).notNull(),
    balanceAmount: integer().notNull().default(0),
    resultCode: text().notNull().default(""),
    resultMsg: text().notNull().default(""),
    vbankName: text(),
    vbankNumber: text(),
    vbankHolder: text(),
    vbankDueAt: timestamptz(),
    approvedAt: timestamptz(),
    cancelledAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.tid),
    uniqueIndex("payments_one_live_per_order")
      .on(t.orderId)
      .where(sql`${t.status} in ('approving', 'paid', 'ready', 'partialCancelled')`),
  ],
);

/** Webhooks believed (signature checked): the same notice twice changes nothing. */
export const paymentWebhooks = pgTable(
  "payment_webhooks",
  {
    id: serial().primaryKey(),
    tid: text().notNull(),
    status: text().notNull(),
    ediDate: text().notNull(),
    amount: integer().notNull(),
    receivedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.tid, t.status, t.ediDate)],
);

/**
 * A shopper's cancel of some or all lines of an order (docs/decisions/028): recorded as `requested` before the
 * gateway is asked, `completed` once the money, points, coupons and stock went back, `failed` when the gateway
 * refused. At most one is `requested` per order at a time, so a double-submitted cancel refunds once.
 */
export const orderClaims = pgTable(
  "order_claims",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text({ enum: ["cancel", "return", "exchange"] }).notNull(),
    /**
     * A cancel: requested (the gateway asked) → completed | failed. A return or exchange (docs/decisions/030):
     * requested (신청) → collecting (수거중) → completed, or refused; a return's refund runs in refunding between
     * collecting and completed.
     */
    status: text({ enum: ["requested", "collecting", "refunding", "completed", "failed", "refused"] }).notNull(),
    reason: text().notNull(),
    /** A return's or exchange's reason code (core RETURN_REASONS) and the shopper's words. */
    reasonCode: text(),
    detail: text(),
    /** Where the goods are picked up from. */
    pickupName: text(),
    pickupPhone: text(),
    pickupPostcode: text(),
    pickupAddress: text(),
    pickupAddressDetail: text(),
    /** Who pays the return shipping (buyer: change of mind) and what of it is kept back from the refund. */
    shippingPayer: text({ enum: ["buyer", "seller"] }),
    returnFee: integer().notNull().default(0),
    /** Why the shop refused the return or exchange, as the shopper reads it. */
    refuseReason: text(),
    collectedAt: timestamptz(),
    /** When a return's refund was last asked of the gateway (an unanswered ask is asked again after a minute). */
    refundAskedAt: timestamptz(),
    /** order_items.id of the lines it cancels. */
    orderItemIds: jsonb().$type<number[]>().notNull(),
    /** Coupon copies (coupon_users.id) it gives back, and the box shipping it keeps back, as planned. */
    couponUserIds: jsonb().$type<number[]>().notNull().default([]),
    boxDeductions: jsonb().$type<{ shipmentId: number; amount: number }[]>().notNull().default([]),
    /** Money back through the payment gateway (0 for an unpaid virtual account). */
    refundAmount: integer().notNull(),
    pointsRestored: integer().notNull().default(0),
    shippingRefund: integer().notNull().default(0),
    shippingDeduction: integer().notNull().default(0),
    /** The refund account of a paid virtual account (bank code, number, holder), as sent to the gateway. */
    refundBankCode: text(),
    refundAccount: text(),
    refundHolder: text(),
    /** What the gateway held of the payment when the claim was made: how an unanswered cancel is told apart. */
    balanceBefore: integer(),
    /** The gateway's cancel tid. */
    cancelledTid: text(),
    failMessage: text(),
    requestedAt: timestamptz().notNull().defaultNow(),
    completedAt: timestamptz(),
  },
  (t) => [
    index().on(t.orderId),
    index("order_claims_open").on(t.requestedAt).where(sql`${t.status} = 'requested'`),
    uniqueIndex("order_claims_one_open_per_order").on(t.orderId).where(sql`${t.status} = 'requested'`),
    // Refunds count on the day the claim completed (docs/decisions/039).
    index("order_claims_completed_at").on(t.completedAt).where(sql`${t.status} = 'completed'`),
    // The back office's claim list, newest first, and its status tabs (docs/decisions/042).
    index("order_claims_requested_at").on(t.requestedAt, t.id),
    index("order_claims_kind_status").on(t.kind, t.status, t.requestedAt),
    check("order_claims_amounts", sql`${t.refundAmount} >= 0 and ${t.pointsRestored} >= 0`),
  ],
);

/**
 * Idempotency-Key of `buy` and `pay`: the first request's answer is kept and a repeat with the same key gets it
 * again; a repeat while the first is still running is refused (409). Rows older than a day are removed.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: serial().primaryKey(),
    scope: text().notNull(),
    /** Whose key: `user:{id}`, `guest:{tokenId}` or `order:{orderCode}`. */
    owner: text().notNull(),
    key: text().notNull(),
    /** SHA-256 of the request body: the same key with another body is refused (422). */
    requestHash: text().notNull(),
    /** null while the first request runs. */
    responseStatus: integer(),
    responseBody: jsonb(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.scope, t.owner, t.key), index().on(t.createdAt)],
);
