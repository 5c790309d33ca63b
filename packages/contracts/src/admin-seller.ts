import { parseCommissionPercent } from "@shop/core/seller/commission-rate";
import { z } from "zod";
import { idParamSchema } from "./common.js";

// Sellers as operators see them in the back office (입점사 관리), and their commission rate (docs/decisions/039, 045).

export const adminSellerEntrySchema = z.object({
  sellerId: z.number().int(),
  sellerName: z.string(),
  /** 3-2-5 digits. */
  businessNumber: z.string(),
  /** Basis points (1000 = 10 %). */
  commissionRateBp: z.number().int(),
  /** "12.5%". */
  commissionRateLabel: z.string(),
  /** "12.5", as the edit field shows it. */
  commissionPercent: z.string(),
  shippingFee: z.number().int(),
  /** The order amount from which a box ships free (0: never free). */
  freeShippingThreshold: z.number().int(),
});
export const adminSellerListSchema = z.object({ list: z.array(adminSellerEntrySchema) });
export type AdminSellerEntry = z.infer<typeof adminSellerEntrySchema>;

/** A percentage, 0–100 with up to two decimals (a form's text or a JSON number), read as basis points. */
export const adminSellerCommissionRequestSchema = z.object({
  commissionPercent: z.unknown().transform((value, ctx) => {
    const result = parseCommissionPercent(value);
    if (result.ok) return result.rateBp;
    ctx.addIssue({ code: "custom", message: result.message });
    return z.NEVER;
  }),
});

export const adminSellerIdParamsSchema = idParamSchema;
