import { z } from "zod";
import { adminClaimActionResponseSchema, adminClaimDetailSchema, adminClaimLineSchema } from "./admin-claim.js";
import { adminDisplayBlockSchema, adminEventSchema, adminStyleBookSchema } from "./admin-display.js";
import { adminInquiryDetailSchema } from "./admin-inquiry.js";
import { adminRoulettePrizeSchema, adminRouletteSchema } from "./admin-roulette.js";
import {
  cartBuyItemSchema,
  cartItemGroupSchema,
  cartLineSchema,
  orderPriceSchema as cartOrderPriceSchema,
  cartPriceSchema,
  cartSchema,
  creditSchema,
  shippingBrandSchema,
  shippingGroupSchema,
} from "./cart.js";
import { categoryNodeSchema, itemCardSchema } from "./catalog.js";
import { errorBodySchema } from "./common.js";
import { couponIssuedSchema, myCouponSchema } from "./coupon.js";
import { displayBlockSchema } from "./display.js";
import {
  experienceApplicationDetailSchema,
  experienceApplicationSchema,
  experienceTeamSchema,
} from "./experience-team.js";
import { orderBoxSchema, orderDetailSchema, orderLineSchema, orderPriceSchema } from "./order.js";
import { orderCancelResultSchema, orderClaimSchema } from "./order-cancel.js";
import { claimApplyInfoSchema, claimApplyResultSchema } from "./order-return.js";
import { pinPayInfoSchema } from "./pin-pay.js";
import { orderQuoteSchema } from "./quote.js";

/**
 * The shapes the API document names once under `components.schemas` and refers to with `$ref`, instead of spelling
 * them out in every operation that uses them: the error body of every 4xx, the answers several operations share (the
 * cart is the answer of four), and the recursive category tree, which only a `$ref` can write. Unnamed, the document
 * weighed ~1 MB, its error bodies and category children pointed at schemas it did not have, and Swagger UI took
 * seconds longer to draw it. A schema listed here keeps its definition where it is; this only names it in the document.
 */
export const OPENAPI_SCHEMA_NAMES: ReadonlyArray<readonly [string, z.ZodType]> = [
  ["ErrorBody", errorBodySchema],
  ["Cart", cartSchema],
  ["CartPrice", cartPriceSchema],
  ["CartLine", cartLineSchema],
  ["CartBuyItem", cartBuyItemSchema],
  ["CartItemGroup", cartItemGroupSchema],
  ["CartOrderPrice", cartOrderPriceSchema],
  ["Credit", creditSchema],
  ["ShippingGroup", shippingGroupSchema],
  ["ShippingBrand", shippingBrandSchema],
  ["ItemCard", itemCardSchema],
  // Recursive (a category's children are categories): without a name its $ref pointed at nothing.
  ["CategoryNode", categoryNodeSchema],
  ["OrderDetail", orderDetailSchema],
  ["OrderBox", orderBoxSchema],
  ["OrderLine", orderLineSchema],
  ["OrderPrice", orderPriceSchema],
  ["OrderQuote", orderQuoteSchema],
  ["OrderClaim", orderClaimSchema],
  ["OrderCancelResult", orderCancelResultSchema],
  ["ClaimApplyInfo", claimApplyInfoSchema],
  ["ClaimApplyResult", claimApplyResultSchema],
  ["MyCoupon", myCouponSchema],
  ["CouponIssued", couponIssuedSchema],
  ["PinPayInfo", pinPayInfoSchema],
  ["DisplayBlock", displayBlockSchema],
  ["ExperienceTeam", experienceTeamSchema],
  ["ExperienceApplication", experienceApplicationSchema],
  ["ExperienceApplicationDetail", experienceApplicationDetailSchema],
  ["AdminClaimDetail", adminClaimDetailSchema],
  ["AdminClaimActionResponse", adminClaimActionResponseSchema],
  ["AdminClaimLine", adminClaimLineSchema],
  ["AdminInquiryDetail", adminInquiryDetailSchema],
  ["AdminRoulette", adminRouletteSchema],
  ["AdminRoulettePrize", adminRoulettePrizeSchema],
  ["AdminEvent", adminEventSchema],
  ["AdminStyleBook", adminStyleBookSchema],
  ["AdminDisplayBlock", adminDisplayBlockSchema],
];

/** Names the shapes above in zod's global registry (which the OpenAPI transform reads), keeping any metadata they have. */
export function nameOpenApiSchemas(registry: z.core.$ZodRegistry<z.core.GlobalMeta> = z.globalRegistry): void {
  for (const [id, schema] of OPENAPI_SCHEMA_NAMES) {
    registry.add(schema, { ...registry.get(schema), id });
  }
}
