import { z } from "zod";
import { pagedListSchema, pageQuerySchema } from "./common.js";

// The back office's numbers (issue 14 item 6, docs/decisions/039): the dashboard of a period of Korea days and the
// settlements of a month per seller, each also as an .xlsx download. A seller's staff read their own seller only.

const sellerIdField = z.coerce.number().int().min(1).max(2_147_483_647);

export const adminStatsQuerySchema = z.object({
  /** Korea days (yyyy-MM-dd), both included; by default the last 30 days up to today. */
  from: z.iso.date({ error: "조회 시작일을 다시 선택해 주세요." }).optional(),
  to: z.iso.date({ error: "조회 종료일을 다시 선택해 주세요." }).optional(),
  /** One seller's numbers (a seller's staff: always their own). */
  sellerId: sellerIdField.optional(),
});
export type AdminStatsQuery = z.infer<typeof adminStatsQuerySchema>;

/** What a row of the dashboard counts. Amounts are integer won. */
export const salesFiguresSchema = z.object({
  /** Orders paid (counted on the Korea day they were paid). */
  orderCount: z.number().int(),
  /** What those orders paid: the lines (less coupons and points) and the boxes' shipping. */
  paidAmount: z.number().int(),
  /** Cancels completed (a partial cancel is one), and the money they gave back. */
  cancelCount: z.number().int(),
  cancelAmount: z.number().int(),
  /** Returns refunded, and the money they gave back. */
  returnCount: z.number().int(),
  returnAmount: z.number().int(),
  /** paid − cancels − returns. */
  netAmount: z.number().int(),
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

export const statsDaySchema = salesFiguresSchema.extend({
  day: z.string(),
  /** Members joined that day (operators only; null for a seller's staff). */
  newMembers: z.number().int().nullable(),
});
export type StatsDay = z.infer<typeof statsDaySchema>;

export const statsSellerRowSchema = salesFiguresSchema.extend({ sellerId: z.number().int(), sellerName: z.string() });
export type StatsSellerRow = z.infer<typeof statsSellerRowSchema>;

/** Per livestock kind: the lines' own amounts (shipping belongs to no kind). */
export const statsLivestockRowSchema = salesFiguresSchema.extend({ livestock: z.string(), livestockName: z.string() });
export type StatsLivestockRow = z.infer<typeof statsLivestockRowSchema>;

export const adminDashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Korea today, and its figures (the summary cards). */
  today: statsDaySchema,
  /** The seller the numbers are scoped to (a seller's staff, or an operator's filter); null for all. */
  sellerId: z.number().int().nullable(),
  total: statsDaySchema.omit({ day: true }),
  days: z.array(statsDaySchema),
  sellers: z.array(statsSellerRowSchema),
  livestock: z.array(statsLivestockRowSchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const adminSettlementQuerySchema = pageQuerySchema.extend({
  /** yyyy-MM (Korea time); this month by default. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "정산 월을 다시 선택해 주세요.")
    .optional(),
  sellerId: sellerIdField.optional(),
});
export type AdminSettlementQuery = z.infer<typeof adminSettlementQuerySchema>;

/** A seller's month: paid − refunds = net sales; net sales − commission = payout. */
export const settlementRowSchema = z.object({
  sellerId: z.number().int(),
  sellerName: z.string(),
  /** Basis points (1000 = 10 %) and as read ("10%"). */
  commissionRateBp: z.number().int(),
  commissionRateLabel: z.string(),
  orderCount: z.number().int(),
  paidAmount: z.number().int(),
  refundAmount: z.number().int(),
  netSales: z.number().int(),
  commission: z.number().int(),
  payout: z.number().int(),
});
export type SettlementRow = z.infer<typeof settlementRowSchema>;

/** A row behind the settlement: an order's part for a seller (paid) or a refund's (negative). */
export const settlementLineSchema = z.object({
  kind: z.enum(["paid", "cancel", "return"]),
  kindLabel: z.string(),
  at: z.string(),
  orderCode: z.string(),
  sellerId: z.number().int(),
  sellerName: z.string(),
  amount: z.number().int(),
});
export type SettlementLine = z.infer<typeof settlementLineSchema>;

export const adminSettlementsSchema = z.object({
  month: z.string(),
  sellerId: z.number().int().nullable(),
  sellers: z.array(settlementRowSchema),
  total: settlementRowSchema.omit({
    sellerId: true,
    sellerName: true,
    commissionRateBp: true,
    commissionRateLabel: true,
  }),
  lines: pagedListSchema(settlementLineSchema),
});
export type AdminSettlements = z.infer<typeof adminSettlementsSchema>;
