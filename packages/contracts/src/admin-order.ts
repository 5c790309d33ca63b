import { CARRIERS } from "@shop/core/order/carrier-tracking";
import { z } from "zod";
import { pagedListSchema, pageQuerySchema } from "./common.js";
import { orderOrdererSchema, orderReceiverSchema, orderStatusSchema, paymentMethodSchema } from "./order.js";

// The back office's orders (issue 14 item 3): the list with its filters and counts, one order with its payment record,
// moving seller groups (boxes) along the core status table and tracking numbers in bulk from a file.

const sellerIdField = z.coerce.number().int().min(1).max(2_147_483_647);
const orderCodeField = z
  .string()
  .trim()
  .min(1, "주문번호를 입력해 주세요.")
  .max(40, "주문번호를 다시 확인해 주세요.")
  .regex(/^[A-Za-z0-9_-]+$/, "주문번호를 다시 확인해 주세요.");

/** The statuses staff move boxes to here (claims have their own pages). */
export const ADMIN_ORDER_TARGETS = ["preparing", "shipping", "delivered"] as const;
export const adminOrderTargetSchema = z.enum(ADMIN_ORDER_TARGETS, { error: "변경할 주문 상태를 선택해 주세요." });
export type AdminOrderTarget = z.infer<typeof adminOrderTargetSchema>;

/** The carriers staff choose from (core CARRIERS), as the forms list them. */
export const ADMIN_CARRIER_NAMES = CARRIERS.map((carrier) => carrier.name);

export const adminOrderQuerySchema = pageQuerySchema.extend({
  /** Korea days (yyyy-MM-dd) the order was placed on, inclusive. */
  from: z.iso.date({ error: "조회 시작일을 다시 선택해 주세요." }).optional(),
  to: z.iso.date({ error: "조회 종료일을 다시 선택해 주세요." }).optional(),
  status: orderStatusSchema.optional(),
  sellerId: sellerIdField.optional(),
  paymentMethod: paymentMethodSchema.optional(),
  /** 1 = 일반 택배, 2 = 신선물류 (a box's delivery type). */
  deliveryType: z.coerce.number().int().min(1).max(2).optional(),
  /** An order code, the orderer's name or phone number (exactly; a phone with or without hyphens). */
  keyword: z.string().trim().max(50, "검색어는 50자 이내로 입력해 주세요.").optional(),
});
export type AdminOrderQuery = z.infer<typeof adminOrderQuerySchema>;

/** One box of an order in the list: its seller, delivery type, status and tracking. */
export const adminOrderGroupSchema = z.object({
  shipmentId: z.number().int(),
  sellerId: z.number().int(),
  sellerName: z.string(),
  deliveryType: z.number().int(),
  /** The status of its lines still in the order (null when none is left). */
  status: orderStatusSchema.nullable(),
  statusLabel: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
});
export type AdminOrderGroup = z.infer<typeof adminOrderGroupSchema>;

export const adminOrderRowSchema = z.object({
  orderCode: z.string(),
  orderedAt: z.string(),
  status: orderStatusSchema,
  statusLabel: z.string(),
  ordererName: z.string(),
  ordererPhone: z.string(),
  paymentMethod: paymentMethodSchema.nullable(),
  paymentMethodLabel: z.string().nullable(),
  /** What the shopper paid for the whole order (a seller: its boxes' lines only). */
  amount: z.number().int(),
  title: z.string(),
  /** The boxes the caller may see (a seller's staff: their seller's only). */
  groups: z.array(adminOrderGroupSchema),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderListSchema = pagedListSchema(adminOrderRowSchema).extend({
  /** Orders per status for the same filters without the status one (the tabs' numbers). */
  statusCounts: z.record(z.string(), z.number().int()),
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

export const adminOrderParamsSchema = z.object({ orderCode: orderCodeField });

export const adminOrderLineSchema = z.object({
  orderItemId: z.number().int(),
  itemUserCode: z.string(),
  itemName: z.string(),
  optionName: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
  couponDiscount: z.number().int(),
  status: orderStatusSchema,
  statusLabel: z.string(),
});

export const adminOrderDetailGroupSchema = adminOrderGroupSchema.extend({
  shippingFee: z.number().int(),
  lines: z.array(adminOrderLineSchema),
});

/** The payment record as staff read it: never a card number, billing key or token. */
export const adminPaymentRecordSchema = z.object({
  method: paymentMethodSchema.nullable(),
  methodLabel: z.string().nullable(),
  /** The gateway's transaction id (null for a seller's staff and for unpaid orders). */
  tid: z.string().nullable(),
  status: z.string().nullable(),
  amount: z.number().int(),
  /** What the gateway still holds after refunds. */
  balanceAmount: z.number().int(),
  resultMessage: z.string().nullable(),
  approvedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  virtualAccount: z.object({ bankName: z.string(), accountNumber: z.string(), holder: z.string() }).nullable(),
  refunds: z.array(
    z.object({
      kind: z.string(),
      status: z.string(),
      amount: z.number().int(),
      pointsRestored: z.number().int(),
      requestedAt: z.string(),
      completedAt: z.string().nullable(),
    }),
  ),
});

export const adminOrderDetailSchema = z.object({
  orderCode: z.string(),
  orderedAt: z.string(),
  status: orderStatusSchema,
  statusLabel: z.string(),
  member: z.boolean(),
  orderer: orderOrdererSchema,
  receiver: orderReceiverSchema,
  amounts: z.object({
    totalItemPrice: z.number().int(),
    totalShippingAmount: z.number().int(),
    totalDiscountAmount: z.number().int(),
    pointsUsed: z.number().int(),
    orderPayAmount: z.number().int(),
  }),
  payment: adminPaymentRecordSchema,
  groups: z.array(adminOrderDetailGroupSchema),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

const carrierField = z.string().trim().max(30, "택배사를 목록에서 선택해 주세요.");
const trackingField = z.string().trim().max(30, "운송장 번호를 다시 확인해 주세요.");

/** One order (all the caller's boxes of it) or one box of it to move. */
export const adminOrderMoveTargetSchema = z.object({
  orderCode: orderCodeField,
  /** One box (order_shipments id); without it every box of the order the caller may move. */
  shipmentId: z.number().int().min(1).max(2_147_483_647).optional(),
  /** 배송중 only: the carrier (any of its names) and the tracking number. */
  carrier: carrierField.optional(),
  trackingNumber: trackingField.optional(),
});

export const adminOrderStatusRequestSchema = z.object({
  status: adminOrderTargetSchema,
  targets: z
    .array(adminOrderMoveTargetSchema)
    .min(1, "상태를 변경할 주문을 선택해 주세요.")
    .max(100, "한 번에 100건까지 변경할 수 있습니다."),
});
export type AdminOrderStatusRequest = z.infer<typeof adminOrderStatusRequestSchema>;

/** What happened to one target of a bulk move: moved, or refused with the reason staff read. */
export const adminOrderMoveResultSchema = z.object({
  orderCode: z.string(),
  shipmentId: z.number().int().nullable(),
  /** The row of an uploaded file (1 = the header), for the tracking upload. */
  row: z.number().int().nullable(),
  ok: z.boolean(),
  /** Before and after (moved, or would move in a dry run). */
  from: orderStatusSchema.nullable(),
  to: orderStatusSchema.nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  message: z.string(),
});
export type AdminOrderMoveResult = z.infer<typeof adminOrderMoveResultSchema>;

export const adminOrderStatusResponseSchema = z.object({
  dryRun: z.boolean(),
  moved: z.number().int(),
  refused: z.number().int(),
  results: z.array(adminOrderMoveResultSchema),
});
export type AdminOrderStatusResponse = z.infer<typeof adminOrderStatusResponseSchema>;

/** POST /api/admin/orders/tracking-upload?dryRun=true: lists what the file would do and writes nothing. */
export const adminTrackingUploadQuerySchema = z.object({
  dryRun: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
});

/** The file field of the tracking upload, its limits and the headers it reads. */
export const TRACKING_UPLOAD_FIELD = "file";
export const TRACKING_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const TRACKING_UPLOAD_MAX_ROWS = 1000;
export const TRACKING_UPLOAD_HEADERS = {
  orderCode: "주문번호",
  carrier: "택배사",
  trackingNumber: "운송장번호",
} as const;

export const ADMIN_ORDER_MESSAGES = {
  moved: "주문 상태를 변경했습니다.",
  trackingRequired: "배송중 처리에는 택배사와 운송장 번호가 필요합니다.",
  nothingToMove: "변경할 수 있는 배송 묶음이 없습니다.",
  uploadMissing: "운송장 파일(.csv 또는 .xlsx)을 올려 주세요.",
  uploadType: "운송장 파일은 .csv 또는 .xlsx만 올릴 수 있습니다.",
  uploadTooLarge: "운송장 파일은 2MB 이하로 올려 주세요.",
  uploadHeaders: "첫 줄에 주문번호, 택배사, 운송장번호 열 이름이 있어야 합니다.",
  uploadTooManyRows: "운송장 파일은 한 번에 1,000줄까지 올릴 수 있습니다.",
  uploadUnreadable: "운송장 파일을 읽을 수 없습니다. 파일을 다시 확인해 주세요.",
} as const;
