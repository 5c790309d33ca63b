import { z } from "zod";
import { pagedListSchema } from "./common.js";
import { orderStatusSchema } from "./order.js";

// The order module's reads beside checkout and the order pages (SPEC §7 Cart and order: recent-order-item,
// sales-ledger, direct-delivery-info, mobile-payment-message, coupons). Money is integer won; days are Korea time.

const wonField = z.number().int().min(0);
const dayField = (message: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, message);

// GET /api/order/recent-order-item

export const recentOrderItemsQuerySchema = z.object({
  /** How many items, newest first (default 10). */
  limit: z.coerce.number().int().min(1).max(20).default(10),
});

export const recentOrderItemSchema = z.object({
  itemId: z.number().int(),
  /** The option bought (what 재구매 puts in the cart); null for a line recorded without one. */
  optionId: z.number().int().nullable(),
  itemUserCode: z.string(),
  itemName: z.string(),
  optionName: z.string(),
  imageSrc: z.string().nullable(),
  /** When it was last ordered (ISO instant) and in which order. */
  lastOrderedAt: z.string(),
  lastOrderCode: z.string(),
  /** How many were bought that time. */
  lastQuantity: z.number().int(),
  /** What one costs now; null when it is no longer sold. */
  unitPrice: wonField.nullable(),
  /** On sale and in stock now. */
  canRebuy: z.boolean(),
  reason: z.enum(["discontinued", "soldOut"]).nullable(),
  /** 판매 종료 or 품절. */
  reasonLabel: z.string().nullable(),
});
export type RecentOrderItem = z.infer<typeof recentOrderItemSchema>;

export const recentOrderItemsSchema = z.object({ list: z.array(recentOrderItemSchema) });

// GET /api/order/sales-ledger

export const salesLedgerQuerySchema = z.object({
  /** yyyy-MM-dd, Korea time, both ends included; default this month so far; at most a year. */
  from: dayField("조회 시작일을 다시 선택해 주세요.").optional(),
  to: dayField("조회 종료일을 다시 선택해 주세요.").optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const taxTypeSchema = z.enum(["taxable", "taxFree"]);

export const salesLedgerRowSchema = z.object({
  /** The day it was paid, yyyy-MM-dd (Korea time). */
  date: z.string(),
  orderCode: z.string(),
  /** A line of goods, or a box's shipping fee. */
  kind: z.enum(["item", "shipping"]),
  orderItemId: z.number().int().nullable(),
  itemUserCode: z.string().nullable(),
  /** The item's name as ordered, or "배송비 (box title)". */
  itemName: z.string(),
  optionName: z.string(),
  quantity: z.number().int(),
  unitPrice: wonField,
  /** unitPrice × quantity (for shipping: the fee with its island surcharge). */
  amount: wonField,
  couponDiscount: wonField,
  /** Points used on it (적립금). */
  pointAmount: wonField,
  /** What was paid, VAT included. */
  paidAmount: wonField,
  taxType: taxTypeSchema,
  /** 과세 or 면세. */
  taxTypeLabel: z.string(),
  /** 공급가액: the whole paid amount when tax-free. */
  supplyAmount: wonField,
  /** 부가세: 0 when tax-free. */
  vatAmount: wonField,
});
export type SalesLedgerRow = z.infer<typeof salesLedgerRowSchema>;

export const salesLedgerTotalsSchema = z.object({
  rowCount: z.number().int(),
  amount: wonField,
  couponDiscount: wonField,
  pointAmount: wonField,
  paidAmount: wonField,
  /** 과세 공급가액. */
  taxableSupplyAmount: wonField,
  vatAmount: wonField,
  /** 면세 공급가액 (no VAT in it). */
  taxFreeAmount: wonField,
  /** taxableSupplyAmount + vatAmount + taxFreeAmount (= paidAmount). */
  totalAmount: wonField,
});

export const salesLedgerSchema = pagedListSchema(salesLedgerRowSchema).extend({
  period: z.object({ from: z.string(), to: z.string() }),
  buyer: z.object({
    companyName: z.string(),
    /** 3-2-5 with hyphens. */
    businessNumber: z.string(),
  }),
  /** Over the whole period, not only this page. */
  totals: salesLedgerTotalsSchema,
});
export type SalesLedger = z.infer<typeof salesLedgerSchema>;

// GET /api/order/direct-delivery-info/:orderCode

export const orderCodeParamsSchema = z.object({
  orderCode: z.string().regex(/^[A-Z0-9]{6,32}$/, "주문번호를 정확히 입력해 주세요."),
});

export const directDeliveryBoxSchema = z.object({
  boxKey: z.string(),
  /** "신선물류 · {seller}". */
  title: z.string(),
  sellerId: z.number().int(),
  sellerName: z.string(),
  progress: z.enum(["awaitingPayment", "preparing", "shipping", "delivered", "cancelled"]),
  /** 결제 대기, 상품 준비중, 배송중, 배송완료, 주문취소. */
  progressLabel: z.string(),
  /** The carrier's name (CJ대한통운, 롯데택배, 한진택배, 우체국택배, 로젠택배, or as stored); null before it ships. */
  carrierName: z.string().nullable(),
  carrierId: z.enum(["cj", "lotte", "hanjin", "epost", "logen", "kdexp"]).nullable(),
  trackingNumber: z.string().nullable(),
  /** The carrier's tracking page for the number; null for an unknown carrier or before it ships. */
  trackingUrl: z.string().nullable(),
  /** The seller's dispatch day for the payment (yyyy-MM-dd) and its text; null unless paid and not yet delivered. */
  dispatchDate: z.string().nullable(),
  dispatchDateText: z.string().nullable(),
  /** The next day after dispatch (no Sunday delivery); null unless paid and not yet delivered. */
  expectedArrivalDate: z.string().nullable(),
  expectedArrivalText: z.string().nullable(),
  lines: z.array(
    z.object({
      orderItemId: z.number().int().nullable(),
      itemUserCode: z.string(),
      itemName: z.string(),
      optionName: z.string(),
      imageSrc: z.string().nullable(),
      quantity: z.number().int(),
      status: orderStatusSchema.nullable(),
    }),
  ),
});

export const directDeliveryInfoSchema = z.object({
  orderCode: z.string(),
  status: orderStatusSchema,
  statusLabel: z.string(),
  paidAt: z.string().nullable(),
  /** The order's fresh-logistics boxes (delivery type 1); empty when everything ships by the sellers themselves. */
  boxes: z.array(directDeliveryBoxSchema),
});
export type DirectDeliveryInfo = z.infer<typeof directDeliveryInfoSchema>;

// GET /api/order/mobile-payment-message/:code

export const paymentResultCodeParamsSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9]{1,20}$/, "결제 결과 코드를 확인할 수 없습니다."),
});

export const paymentResultMessageSchema = z.object({
  code: z.string(),
  /** false: the shop has no sentence of its own for the code and gives the generic one. */
  known: z.boolean(),
  outcome: z.enum(["paid", "issued", "cancelled", "failed"]),
  /** What the page offers first. */
  action: z.enum(["none", "retry", "otherMethod", "checkOrder", "contact"]),
  title: z.string(),
  message: z.string(),
});

// GET /api/order/coupons?cartIds=1,2

const MAX_CART_IDS = 100;
const CART_IDS_MESSAGE = "주문할 상품을 선택해 주세요.";

export const orderCouponsQuerySchema = z.object({
  /** Cart line ids joined by commas (1,2,3), each once. */
  cartIds: z
    .string({ error: CART_IDS_MESSAGE })
    .max(MAX_CART_IDS * 11)
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, CART_IDS_MESSAGE)
    .transform((value) => [...new Set(value.split(",").map(Number))])
    .pipe(z.array(z.number().int().max(2_147_483_647, CART_IDS_MESSAGE)).max(MAX_CART_IDS, CART_IDS_MESSAGE)),
});

export const usableCouponSchema = z.object({
  couponUserId: z.number().int(),
  couponName: z.string(),
  /** May go on an order together with other coupons. */
  couponConcurrently: z.boolean(),
  /** What it takes off this line or box. */
  discountAmount: wonField,
  /** The line's (or box's shipping) price it applies to. */
  discountPrice: wonField,
});

export const orderCouponsSchema = z.object({
  /** Each cart line asked for, in that order, with the item coupons usable on it (largest discount first). */
  lines: z.array(z.object({ cartId: z.number().int(), coupons: z.array(usableCouponSchema) })),
  /** Each box with a shipping fee a shipping coupon can take (largest discount first). */
  boxes: z.array(z.object({ boxKey: z.string(), coupons: z.array(usableCouponSchema) })),
});
export type OrderCoupons = z.infer<typeof orderCouponsSchema>;
