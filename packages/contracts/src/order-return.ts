import { RETURN_REASONS } from "@shop/core/order/return-policy";
import { max, phoneNumber, required } from "@shop/core/validation/rules";
import { z } from "zod";
import { orderClaimSchema } from "./order-cancel.js";
import { optionalRuleText, ruleText } from "./rule-field.js";

// Returns, exchanges and designated-trade returns after delivery (GET/POST /api/order/return-apply, /exchange-apply,
// /designated-return-apply; docs/decisions/030). The POSTs are multipart/form-data (text fields and up to five photos);
// the estimate is POST /api/order/return-amount.

const ORDER_CODE_PATTERN = /^[A-Z0-9]{6,32}$/;
const wonField = z.number().int().min(0);

export const CLAIM_PHOTO_MAX_FILES = 5;
export const CLAIM_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** What a claim photo may be, as detected from its bytes. */
export const CLAIM_PHOTO_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export const CLAIM_DETAIL_MAX = 500;

/** The multipart field names of the claim forms (the web form posts the same names). */
export const CLAIM_FORM_FIELD = {
  orderCode: "orderCode",
  orderItemIds: "orderItemIds",
  reason: "reason",
  detail: "detail",
  pickupName: "pickupName",
  pickupPhone: "pickupPhone",
  pickupPostcode: "pickupPostcode",
  pickupAddress: "pickupAddress",
  pickupAddressDetail: "pickupAddressDetail",
  refundBankCode: "refundBankCode",
  refundAccount: "refundAccount",
  refundHolder: "refundHolder",
  photos: "photos",
} as const;

export const CLAIM_MESSAGES = {
  orderCode: "주문번호를 정확히 입력해 주세요.",
  lines: "반품·교환할 상품을 선택해 주세요.",
  reason: "반품·교환 사유를 선택해 주세요.",
  detail: `상세 사유는 ${CLAIM_DETAIL_MAX}자 이내로 입력해 주세요.`,
  postcode: "수거지 우편번호를 검색해 입력해 주세요.",
  tooManyPhotos: `사진은 최대 ${CLAIM_PHOTO_MAX_FILES}장까지 첨부할 수 있습니다.`,
  photoType: "JPG, PNG, GIF, WEBP 이미지만 첨부할 수 있습니다.",
  photoSize: "사진은 한 장에 10MB 이하만 첨부할 수 있습니다.",
  photoNotFound: "존재하지 않는 사진입니다.",
  notDesignated: "지정거래 주문이 아닙니다. 일반 반품으로 신청해 주세요.",
  designatedOnly: "지정거래 주문은 지정거래 반품으로 신청해 주세요.",
  inProgress: "이 주문의 반품·교환을 처리하고 있습니다. 처리가 끝난 뒤 다시 신청해 주세요.",
} as const;

export const returnReasonSchema = z.enum(RETURN_REASONS, { error: CLAIM_MESSAGES.reason });

/** Which of the three claim forms: a return, an exchange, or a designated-trade order's return. */
export const CLAIM_FORMS = ["return", "exchange", "designated-return"] as const;
export type ClaimForm = (typeof CLAIM_FORMS)[number];

export const claimApplyQuerySchema = z.object({
  orderCode: z.string().regex(ORDER_CODE_PATTERN, CLAIM_MESSAGES.orderCode),
});

const pickupSchema = z.object({
  name: z.string(),
  phone: z.string(),
  postcode: z.string(),
  address: z.string(),
  addressDetail: z.string(),
});

/** What a return or exchange form offers for one of the member's orders. */
export const claimApplyInfoSchema = z.object({
  orderCode: z.string(),
  form: z.enum(CLAIM_FORMS),
  deliveredAt: z.string().nullable(),
  /** Some line can be claimed now; otherwise `unavailableMessage` says why. */
  available: z.boolean(),
  unavailableMessage: z.string().nullable(),
  lines: z.array(
    z.object({
      orderItemId: z.number().int(),
      itemName: z.string(),
      optionName: z.string(),
      quantity: z.number().int(),
      imageSrc: z.string().nullable(),
      /** What was paid for the line (price less its item coupon). */
      amount: wonField,
      statusLabel: z.string(),
      /** Fresh food: no change-of-mind return. */
      perishable: z.boolean(),
      claimable: z.boolean(),
    }),
  ),
  reasons: z.array(
    z.object({
      code: returnReasonSchema,
      label: z.string(),
      shippingPayer: z.enum(["buyer", "seller"]),
      shippingPayerLabel: z.string(),
      photoRequired: z.boolean(),
      /** The last moment it is taken (ISO), from the delivery. */
      deadline: z.string().nullable(),
    }),
  ),
  /** Where the goods are picked up: the member's default address, else the order's receiver. */
  pickup: pickupSchema,
  notes: z.array(z.string()),
  photoMaxFiles: z.number().int(),
  photoMaxBytes: z.number().int(),
});
export type ClaimApplyInfo = z.infer<typeof claimApplyInfoSchema>;

/** Comma-separated ids ("12,13") as the form posts them: 1 to 100 of them, each a positive integer. */
function idList(message: string) {
  return z
    .string({ error: message })
    .regex(/^\s*\d{1,10}(\s*,\s*\d{1,10}){0,99}\s*$/, message)
    .transform((text) => text.split(",").map((part) => Number(part.trim())))
    .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), message);
}

/** The text fields of a claim form (multipart), checked as they will be stored. */
export const claimFormFieldsSchema = z.object({
  [CLAIM_FORM_FIELD.orderCode]: z
    .string({ error: CLAIM_MESSAGES.orderCode })
    .regex(ORDER_CODE_PATTERN, CLAIM_MESSAGES.orderCode),
  /** order_items ids, comma-separated ("12,13"): whole lines go back. */
  [CLAIM_FORM_FIELD.orderItemIds]: idList(CLAIM_MESSAGES.lines),
  [CLAIM_FORM_FIELD.reason]: returnReasonSchema,
  [CLAIM_FORM_FIELD.detail]: optionalRuleText([(value) => max(value, { length: CLAIM_DETAIL_MAX })]),
  [CLAIM_FORM_FIELD.pickupName]: ruleText([required, (value) => max(value, { length: 20 })]),
  [CLAIM_FORM_FIELD.pickupPhone]: ruleText([required, phoneNumber]),
  [CLAIM_FORM_FIELD.pickupPostcode]: z
    .string({ error: CLAIM_MESSAGES.postcode })
    .regex(/^\d{5}$/, CLAIM_MESSAGES.postcode),
  [CLAIM_FORM_FIELD.pickupAddress]: ruleText([required, (value) => max(value, { length: 200 })]),
  [CLAIM_FORM_FIELD.pickupAddressDetail]: optionalRuleText([(value) => max(value, { length: 100 })]),
  /** A paid virtual account's return: where the money goes back (checked as the cancel's refundAccountSchema). */
  [CLAIM_FORM_FIELD.refundBankCode]: z.string().max(10).optional(),
  [CLAIM_FORM_FIELD.refundAccount]: z.string().max(30).optional(),
  [CLAIM_FORM_FIELD.refundHolder]: z.string().max(30).optional(),
});
export type ClaimFormFields = z.infer<typeof claimFormFieldsSchema>;

export const claimApplyResultSchema = z.object({
  orderCode: z.string(),
  message: z.string(),
  claim: orderClaimSchema,
});
export type ClaimApplyResult = z.infer<typeof claimApplyResultSchema>;

/** What returning these lines for this reason would give back (the return form's estimate). */
export const returnAmountRequestSchema = z.object({
  orderCode: z.string().regex(ORDER_CODE_PATTERN, CLAIM_MESSAGES.orderCode),
  orderItemIds: z
    .array(z.coerce.number().int().min(1).max(2_147_483_647), { error: CLAIM_MESSAGES.lines })
    .min(1, CLAIM_MESSAGES.lines)
    .max(100),
  reason: returnReasonSchema,
});

export const returnAmountSchema = z.object({
  orderCode: z.string(),
  orderItemIds: z.array(z.number().int()),
  itemAmount: wonField,
  itemCouponDiscount: wonField,
  shippingRefund: wonField,
  /** Shipping a box left under its free-shipping threshold now owes. */
  shippingDeduction: wonField,
  /** Return shipping (and a free box's outbound leg) kept back on a change of mind. */
  returnFee: wonField,
  shippingPayerLabel: z.string(),
  pointsRestored: wonField,
  refundAmount: wonField,
});
export type ReturnAmount = z.infer<typeof returnAmountSchema>;

export const claimPhotoParamsSchema = z.object({
  claimId: z.coerce.number().int().min(1).max(2_147_483_647),
  photoId: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** Development: the shop's steps on a return or exchange until the back office has them. */
export const devClaimActionSchema = z.object({
  action: z.enum(["collect", "complete", "refuse", "deliver"]),
  /** Why it was refused (refuse only), as the shopper will read it. */
  reason: z.string().trim().min(1).max(200).optional(),
});
export const devClaimParamsSchema = z.object({ claimId: z.coerce.number().int().min(1).max(2_147_483_647) });
