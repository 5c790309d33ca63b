import { z } from "zod";
import { withUsableCharacters } from "./common.js";
import { policyTypeSchema } from "./content.js";

// The shop's code tables for the storefront and the app (SPEC §7 Common and System code; docs/decisions/052): banks,
// the cooperative's deposit accounts, policy versions, the cart page's shipping facts, select-box codes by group, the
// meat cuts (부위) of each livestock kind and their chart pictures.

export const SYSTEM_CODE_MESSAGES = {
  bankUse: "은행 용도는 refund 또는 virtualAccount 중 하나로 입력해 주세요.",
  group: "코드 그룹 이름을 영문 대문자와 밑줄로 정확히 입력해 주세요.",
  groupNotFound: "요청하신 코드 그룹을 찾을 수 없습니다.",
  livestock: "축종 코드를 정확히 입력해 주세요.",
  livestockNotFound: "요청하신 축종의 부위 정보를 찾을 수 없습니다.",
  sellerId: "판매사 번호를 정확히 입력해 주세요.",
  cutId: "부위 번호를 정확히 입력해 주세요.",
  cutNotFound: "요청하신 부위를 찾을 수 없습니다.",
  cutName: "부위 이름을 1~20자로 입력해 주세요.",
  cutDescription: "부위 설명은 300자 이내로 입력해 주세요.",
  cutSortOrder: "노출 순서는 0~999 사이의 숫자로 입력해 주세요.",
  chartAlt: "부위 안내도 설명(대체 텍스트)을 1~200자로 입력해 주세요.",
  chartMissing: "부위 안내도 이미지 파일을 첨부해 주세요.",
  chartType: "부위 안내도는 JPG, PNG, WebP 이미지만 올릴 수 있습니다.",
  chartTooLarge: "부위 안내도 이미지는 5MB 이하로 올려 주세요.",
  chartTooMany: "부위 안내도 이미지는 한 장만 올려 주세요.",
} as const;

const sellerIdField = z.coerce
  .number({ error: SYSTEM_CODE_MESSAGES.sellerId })
  .int(SYSTEM_CODE_MESSAGES.sellerId)
  .min(1, SYSTEM_CODE_MESSAGES.sellerId)
  .max(2_147_483_647, SYSTEM_CODE_MESSAGES.sellerId);

const bankSchema = z.object({
  /** 금융결제원 code NICEPAY takes, e.g. "011". */
  code: z.string(),
  name: z.string(),
  /** NICEPAY opens virtual accounts at it. */
  virtualAccount: z.boolean(),
  /** A shopper may name an account at it for a refund. */
  refund: z.boolean(),
});

/** GET /api/common/bank-info: every bank, or those of one use (`?use=refund` for refund-account forms). */
export const bankInfoQuerySchema = z.object({
  use: z.enum(["refund", "virtualAccount"], { error: SYSTEM_CODE_MESSAGES.bankUse }).optional(),
});
export const bankInfoSchema = z.object({ list: z.array(bankSchema) });
export type BankInfo = z.infer<typeof bankInfoSchema>;

/** GET /api/common/account-numbers: the cooperative's deposit accounts (무통장 입금, 사업자 대량 구매). */
export const accountNumbersSchema = z.object({
  list: z.array(
    z.object({
      id: z.number().int(),
      bankCode: z.string(),
      bankName: z.string(),
      accountNumber: z.string(),
      holder: z.string(),
      purpose: z.string(),
    }),
  ),
});
export type AccountNumbers = z.infer<typeof accountNumbersSchema>;

const policyVersionSchema = z.object({ id: z.number().int(), version: z.string(), effectiveDate: z.string() });

/** GET /api/common/policy-info: each policy's version in effect today and the announced next one, if any. */
export const policyInfoSchema = z.object({
  list: z.array(
    z.object({
      type: policyTypeSchema,
      /** 이용약관, 개인정보처리방침, 운영정책, 마케팅 정보 수신 동의. */
      label: z.string(),
      title: z.string(),
      current: policyVersionSchema.nullable(),
      /** A revision announced with a later effective date. */
      upcoming: policyVersionSchema.nullable(),
    }),
  ),
});
export type PolicyInfo = z.infer<typeof policyInfoSchema>;

/** GET /api/common/cart-info: the sellers asked for (`?sellerId=1&sellerId=2`), or every seller. */
export const cartInfoQuerySchema = z.object({
  sellerId: z
    .preprocess(
      (value) => (value === undefined || Array.isArray(value) ? value : [value]),
      z.array(sellerIdField, { error: SYSTEM_CODE_MESSAGES.sellerId }).max(50, SYSTEM_CODE_MESSAGES.sellerId),
    )
    .optional(),
});
export const cartInfoSchema = z.object({
  sellers: z.array(
    z.object({
      sellerId: z.number().int(),
      sellerName: z.string(),
      /** e.g. "3만원 이상 무료배송". */
      shippingCondition: z.string(),
      shippingFee: z.number().int(),
      /** 0: no free shipping. */
      freeShippingThreshold: z.number().int(),
      courier: z.string(),
      deliveryMethod: z.string(),
      /** Orders paid before this hour (Korea time) on a weekday leave that day. */
      dispatchCutoffHour: z.number().int(),
      /** When an order paid now leaves: 'YYYY-MM-DD' and "오늘(11월 23일 월) 출고" or "…출고 예정". */
      shippingDate: z.string(),
      shippingDateText: z.string(),
    }),
  ),
  /** Won added per box for Jeju and remote islands (GET /api/common/island-info has the postcodes). */
  islandSurcharges: z.object({ jeju: z.number().int(), remote: z.number().int() }),
  maxQuantityPerLine: z.number().int(),
  /** The operator's notes for the cart page (common code group CART_NOTICE). */
  notices: z.array(z.string()),
});
export type CartInfo = z.infer<typeof cartInfoSchema>;

/** GET /api/common/common-code: one group (`?group=DELIVERY_REQUEST`) or every group. */
export const commonCodeQuerySchema = z.object({
  group: z
    .string({ error: SYSTEM_CODE_MESSAGES.group })
    .regex(/^[A-Z][A-Z0-9_]{0,39}$/, SYSTEM_CODE_MESSAGES.group)
    .optional(),
});
export const commonCodeSchema = z.object({
  list: z.array(
    z.object({
      group: z.string(),
      codes: z.array(z.object({ code: z.string(), name: z.string() })),
    }),
  ),
});
export type CommonCodes = z.infer<typeof commonCodeSchema>;

/** Where the cut chart pictures are served (outside /api, like the item pictures). */
export const MEAT_CUT_CHART_PATH = "/images/meat-cut-charts";
export const MEAT_CUT_CHART_MAX_BYTES = 5 * 1024 * 1024;
export const MEAT_CUT_CHART_FILE_FIELD = "file";
export const MEAT_CUT_CHART_UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
const CHART_EXTENSIONS: Record<string, string> = {
  "image/svg+xml": "svg",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};
export function meatCutChartUrl(livestock: string, sha256: string, contentType: string): string {
  return `${MEAT_CUT_CHART_PATH}/${encodeURIComponent(livestock)}-${sha256}.${CHART_EXTENSIONS[contentType] ?? "bin"}`;
}

/** A livestock kind's code as catalog rows carry it (hanwoo, handon …). */
const livestockField = z
  .string({ error: SYSTEM_CODE_MESSAGES.livestock })
  .regex(/^[a-z0-9-]{1,40}$/, SYSTEM_CODE_MESSAGES.livestock);
const livestockQuery = z.object({ livestock: livestockField.optional() });

export const meatCutChartSchema = z.object({
  livestock: z.string(),
  livestockName: z.string(),
  url: z.string(),
  alt: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  updatedAt: z.string(),
});
export type MeatCutChart = z.infer<typeof meatCutChartSchema>;

export const meatCutSchema = z.object({
  id: z.number().int(),
  livestock: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  sortOrder: z.number().int(),
});
export type MeatCut = z.infer<typeof meatCutSchema>;

/** GET /api/system-code/meat-cut: the cuts of each livestock kind (or of `?livestock=`), with the kind's chart. */
export const meatCutQuerySchema = livestockQuery;
export const meatCutListSchema = z.object({
  list: z.array(
    z.object({
      livestock: z.string(),
      livestockName: z.string(),
      chart: meatCutChartSchema.nullable(),
      cuts: z.array(meatCutSchema),
    }),
  ),
});
export type MeatCutList = z.infer<typeof meatCutListSchema>;

/** POST /api/admin/system-code/meat-cut (staff, content.write): a cut's name, description and order. */
export const meatCutUpdateSchema = z.object({
  id: z.coerce
    .number({ error: SYSTEM_CODE_MESSAGES.cutId })
    .int(SYSTEM_CODE_MESSAGES.cutId)
    .min(1, SYSTEM_CODE_MESSAGES.cutId)
    .max(2_147_483_647, SYSTEM_CODE_MESSAGES.cutId),
  name: withUsableCharacters(
    z
      .string({ error: SYSTEM_CODE_MESSAGES.cutName })
      .trim()
      .min(1, SYSTEM_CODE_MESSAGES.cutName)
      .max(20, SYSTEM_CODE_MESSAGES.cutName),
  ),
  description: withUsableCharacters(
    z.string({ error: SYSTEM_CODE_MESSAGES.cutDescription }).trim().max(300, SYSTEM_CODE_MESSAGES.cutDescription),
  ),
  sortOrder: z.coerce
    .number({ error: SYSTEM_CODE_MESSAGES.cutSortOrder })
    .int(SYSTEM_CODE_MESSAGES.cutSortOrder)
    .min(0, SYSTEM_CODE_MESSAGES.cutSortOrder)
    .max(999, SYSTEM_CODE_MESSAGES.cutSortOrder),
});
export type MeatCutUpdate = z.infer<typeof meatCutUpdateSchema>;
export const meatCutUpdateResponseSchema = z.object({ cut: meatCutSchema });

/** GET /api/system-code/system-code-image: the chart picture of each kind (or of `?livestock=`). */
export const meatCutChartQuerySchema = livestockQuery;
export const meatCutChartListSchema = z.object({ list: z.array(meatCutChartSchema) });
export type MeatCutChartList = z.infer<typeof meatCutChartListSchema>;

/** The text fields of POST /api/admin/system-code/system-code-image (multipart; the picture under `file`). */
export const meatCutChartFieldsSchema = z.object({
  livestock: livestockField,
  alt: withUsableCharacters(
    z
      .string({ error: SYSTEM_CODE_MESSAGES.chartAlt })
      .trim()
      .min(1, SYSTEM_CODE_MESSAGES.chartAlt)
      .max(200, SYSTEM_CODE_MESSAGES.chartAlt),
  ),
});
export const meatCutChartUploadResponseSchema = z.object({ chart: meatCutChartSchema });
