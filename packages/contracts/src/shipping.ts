import { postcodeKeyword } from "@shop/core/shipping/postcode-keyword";
import { isBlank } from "@shop/core/validation/input-value";
import { digits, max, noEmoji, required } from "@shop/core/validation/rules";
import type { FieldRule } from "@shop/core/validation/validate-fields";
import { z } from "zod";
import { MEMBER_FIELD_RULES } from "./auth.js";
import { pagedListSchema } from "./common.js";
import { optionalRuleText, ruleText } from "./rule-field.js";

// The member's address book (배송지 관리, SPEC §2 /mypage/delivery, §3 Address entry, §4 Shipping list action, §7
// Shipping and coupons) and the postcode search its form and checkout's share (GET /api/common/postcode).

const idField = z.number().int().min(1).max(2_147_483_647);

/** How many addresses a member may keep. */
export const SHIPPING_ADDRESS_LIMIT = 20;
export const SHIPPING_TITLE_MAX = 20;
export const SHIPPING_ADDRESS_MAX = 200;
export const SHIPPING_ADDRESS_DETAIL_MAX = 100;

/** Shown under an address that was not picked from the postcode search. */
export const ADDRESS_NOT_PICKED_MESSAGE = "우편번호 찾기로 주소를 선택해 주세요.";
export const SHIPPING_LIMIT_MESSAGE = `배송지는 최대 ${SHIPPING_ADDRESS_LIMIT}개까지 등록할 수 있습니다. 사용하지 않는 배송지를 삭제한 뒤 추가해 주세요.`;

const addressPicked: FieldRule = (value) => (isBlank(value) ? ADDRESS_NOT_PICKED_MESSAGE : null);

/**
 * Rules of an address entry, for the forms that validate as the shopper types and for the API's body below. The
 * receiver's name and mobile number follow the member rules (SPEC §5 korean, minmax, phoneNumber).
 */
export const SHIPPING_FIELD_RULES = {
  title: [
    required,
    (value) => noEmoji(value, { label: "배송지명" }),
    (value) => max(value, { length: SHIPPING_TITLE_MAX }),
  ],
  receiverName: MEMBER_FIELD_RULES.userName,
  receiverPhone: MEMBER_FIELD_RULES.phoneNumber,
  postcode: [addressPicked, (value) => digits(value, { length: 5 })],
  address: [addressPicked, (value) => max(value, { length: SHIPPING_ADDRESS_MAX })],
  addressDetail: [
    (value) => noEmoji(value, { label: "상세주소" }),
    (value) => max(value, { length: SHIPPING_ADDRESS_DETAIL_MAX }),
  ],
} satisfies Record<string, readonly FieldRule[]>;

const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);

/** The fields of an address entry as a client sends them (a receiver of an order has the same ones). */
export const shippingAddressFieldsSchema = z.object({
  title: z.preprocess(trimmed, ruleText(SHIPPING_FIELD_RULES.title)),
  receiverName: z.preprocess(trimmed, ruleText(SHIPPING_FIELD_RULES.receiverName)),
  receiverPhone: z.preprocess(trimmed, ruleText(SHIPPING_FIELD_RULES.receiverPhone)),
  postcode: z.preprocess(trimmed, ruleText(SHIPPING_FIELD_RULES.postcode)),
  address: z.preprocess(trimmed, ruleText(SHIPPING_FIELD_RULES.address)),
  addressDetail: z
    .preprocess(trimmed, optionalRuleText(SHIPPING_FIELD_RULES.addressDetail))
    .transform((value) => value ?? ""),
});
export type ShippingAddressFields = z.infer<typeof shippingAddressFieldsSchema>;

/** One entry of the address book (SPEC §3 Address entry: title and the base-address marker). */
export const shippingAddressSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  receiverName: z.string(),
  receiverPhone: z.string(),
  postcode: z.string(),
  address: z.string(),
  addressDetail: z.string(),
  /** 기본배송지: at most one per member, the first address saved becomes it. */
  isBase: z.boolean(),
  /** ISO time the entry was added. */
  createdAt: z.string(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** GET /api/shipping — the member's addresses, the base one first, then the newest. */
export const shippingListSchema = z.object({
  list: z.array(shippingAddressSchema),
  /** How many the member may keep (SHIPPING_ADDRESS_LIMIT). */
  limit: z.number().int(),
});
export type ShippingList = z.infer<typeof shippingListSchema>;

/** POST /api/shipping — adds an address, or edits the member's own one when `id` is given. */
export const shippingSaveRequestSchema = shippingAddressFieldsSchema.extend({
  id: idField.optional(),
  /** Make it the base address (the previous base one stops being it). The first address is base anyway. */
  isBase: z.boolean().default(false),
});
export type ShippingSaveRequest = z.infer<typeof shippingSaveRequestSchema>;
export type ShippingSaveInput = z.input<typeof shippingSaveRequestSchema>;

// SPEC §4 Shipping list action: the list posts `mode`, 'mod' sets the base address and any other mode deletes.
export const SHIPPING_LIST_MODE_BASE = "mod";

/** What the shipping list action does for a `mode` (SPEC §4): 'mod' sets the base address, anything else deletes. */
export function shippingListActionOf(mode: string | null | undefined): "setBase" | "delete" {
  return mode === SHIPPING_LIST_MODE_BASE ? "setBase" : "delete";
}

const modeField = z.string().max(20);
const MODE_MISMATCH_MESSAGE = "요청하신 작업을 확인해 주세요.";

/**
 * POST /api/shipping/base-shipping — `id` becomes the base address. The list may send its `mode`; it must be the
 * one that sets the base address ('mod'), so a list that meant something else never changes the base address.
 */
export const baseShippingRequestSchema = z.object({
  id: idField,
  mode: modeField.refine((mode) => shippingListActionOf(mode) === "setBase", MODE_MISMATCH_MESSAGE).optional(),
});

/** POST /api/shipping/delete — removes `id`; the list may send its `mode` (any but 'mod', SPEC §4). */
export const deleteShippingRequestSchema = z.object({
  id: idField,
  mode: modeField.refine((mode) => shippingListActionOf(mode) === "delete", MODE_MISMATCH_MESSAGE).optional(),
});

// ─── Postcode search (도로명주소 검색) ────────────────────────────────────────────────────────────────────────────

export const POSTCODE_PAGE_SIZE = 10;
export const POSTCODE_PAGE_SIZE_MAX = 20;

/** GET /api/common/postcode — the keyword rules of the road-name address API (packages/core postcode-keyword). */
export const postcodeSearchQuerySchema = z.object({
  keyword: z.preprocess(trimmed, ruleText([postcodeKeyword])),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce.number().int().min(1).max(POSTCODE_PAGE_SIZE_MAX).default(POSTCODE_PAGE_SIZE),
});
export type PostcodeSearchQuery = z.infer<typeof postcodeSearchQuerySchema>;

/** One address found: what an address entry takes from it (postcode and road address) and what helps pick it. */
export const postcodeAddressSchema = z.object({
  /** 5-digit 우편번호 (기초구역번호). */
  postcode: z.string(),
  /** 도로명주소 as the API writes it, with the dong and building in brackets. */
  roadAddress: z.string(),
  /** 지번주소. */
  jibunAddress: z.string(),
  /** Building name; "" when it has none. */
  buildingName: z.string(),
});
export type PostcodeAddress = z.infer<typeof postcodeAddressSchema>;

export const postcodeSearchSchema = pagedListSchema(postcodeAddressSchema);
export type PostcodeSearch = z.infer<typeof postcodeSearchSchema>;
