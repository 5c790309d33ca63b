import { z } from "zod";

// Naver Pay 주문형 callbacks (SPEC §7 Open market: /api/open-market/checkOutReturn and /checkOutWishReturn;
// docs/decisions/033): Naver's order notices and wishes (찜) of the shop's items, each carrying the merchant id and the
// merchant's 인증키 (certiKey) Naver issued, which is how the shop knows they come from Naver.

/** Naver Pay's order statuses as a notice names them. */
export const NAVERPAY_ORDER_STATUSES = [
  "PAYMENT_WAITING",
  "PAYED",
  "DELIVERING",
  "DELIVERED",
  "PURCHASE_DECIDED",
  "EXCHANGED",
  "CANCELED",
  "RETURNED",
  "CANCELED_BY_NOPAYMENT",
] as const;

const CALLBACK_REFUSED = "네이버페이 알림 형식이 올바르지 않습니다.";

const merchantIdField = z.string({ error: CALLBACK_REFUSED }).regex(/^[A-Za-z0-9_.-]{1,50}$/, CALLBACK_REFUSED);
const certiKeyField = z.string({ error: CALLBACK_REFUSED }).min(1, CALLBACK_REFUSED).max(200, CALLBACK_REFUSED);
/** The shop's item codes, comma-separated (productIds=P001,P002). */
const productIdsField = z
  .string({ error: CALLBACK_REFUSED })
  .regex(/^[A-Za-z0-9_-]{1,40}(,[A-Za-z0-9_-]{1,40}){0,49}$/, CALLBACK_REFUSED)
  .transform((value) => value.split(","));

/** POST /api/open-market/checkOutReturn: an order placed with Naver Pay 주문형 and where it stands. */
export const checkOutReturnSchema = z.object({
  merchantId: merchantIdField,
  certiKey: certiKeyField,
  orderId: z.string({ error: CALLBACK_REFUSED }).regex(/^[A-Za-z0-9_-]{1,40}$/, CALLBACK_REFUSED),
  orderStatus: z.enum(NAVERPAY_ORDER_STATUSES, { error: CALLBACK_REFUSED }),
  productIds: productIdsField,
  totalPayAmount: z.coerce
    .number({ error: CALLBACK_REFUSED })
    .int(CALLBACK_REFUSED)
    .min(0, CALLBACK_REFUSED)
    .max(1_000_000_000, CALLBACK_REFUSED)
    .optional(),
});
export type CheckOutReturn = z.infer<typeof checkOutReturnSchema>;

/** POST /api/open-market/checkOutWishReturn: items a Naver Pay user put in their 찜, asking for the items' info. */
export const checkOutWishReturnSchema = z.object({
  merchantId: merchantIdField,
  certiKey: certiKeyField,
  productIds: productIdsField,
});
export type CheckOutWishReturn = z.infer<typeof checkOutWishReturnSchema>;
