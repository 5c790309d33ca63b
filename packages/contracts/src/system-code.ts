import { BANKS } from "@shop/core/payment/banks";
import { z } from "zod";
import { idParamSchema, pagedListSchema, pageQuerySchema, withUsableCharacters } from "./common.js";
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
  bankCode: "은행을 목록에서 선택해 주세요.",
  accountNumber: "계좌번호는 숫자와 하이픈(-)으로 10~16자리를 입력해 주세요.",
  holder: "예금주를 1~30자로 입력해 주세요.",
  purpose: "용도는 30자 이내로 입력해 주세요.",
  sortOrder: "노출 순서는 0~999 사이의 숫자로 입력해 주세요.",
  active: "사용 여부를 선택해 주세요.",
  accountTaken: "같은 은행에 같은 계좌번호가 이미 등록되어 있습니다.",
  accountNotFound: "요청하신 입금 계좌를 찾을 수 없습니다.",
  code: "코드는 영문 소문자, 숫자, 밑줄(_), 하이픈(-)으로 1~40자를 입력해 주세요.",
  codeName: "코드 이름을 1~100자로 입력해 주세요.",
  codeTaken: "이 그룹에 같은 코드가 이미 있습니다. 목록에서 그 코드를 수정해 주세요.",
  codeNotFound: "요청하신 공통 코드를 찾을 수 없습니다.",
  codeGroupFixed:
    "취소 사유는 주문 취소 화면과 같은 목록이어서 코드를 더할 수 없습니다. 이름, 순서, 사용 여부만 고칠 수 있습니다.",
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

// ── Back office: deposit accounts and common codes (content.write; docs/decisions/052) ───────────────────────────────

const sortOrderField = z.coerce
  .number({ error: SYSTEM_CODE_MESSAGES.sortOrder })
  .int(SYSTEM_CODE_MESSAGES.sortOrder)
  .min(0, SYSTEM_CODE_MESSAGES.sortOrder)
  .max(999, SYSTEM_CODE_MESSAGES.sortOrder);
const activeField = z.boolean({ error: SYSTEM_CODE_MESSAGES.active });
const BANK_CODES: ReadonlySet<string> = new Set(BANKS.map((bank) => bank.code));

/** How many digits a Korean bank account number has, dashes aside. */
export const ACCOUNT_NUMBER_DIGITS = { min: 10, max: 16 } as const;

/** A deposit account as the back office reads it. */
export const adminDepositAccountSchema = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  holder: z.string(),
  purpose: z.string(),
  sortOrder: z.number().int(),
  /** Listed at GET /api/common/account-numbers. */
  active: z.boolean(),
  updatedAt: z.string(),
});
export type AdminDepositAccount = z.infer<typeof adminDepositAccountSchema>;
export const adminDepositAccountListQuerySchema = pageQuerySchema;
export const adminDepositAccountListSchema = pagedListSchema(adminDepositAccountSchema);
export type AdminDepositAccountList = z.infer<typeof adminDepositAccountListSchema>;

/** POST /api/admin/deposit-accounts and PUT /api/admin/deposit-accounts/{id}: the whole account. */
export const adminDepositAccountBodySchema = z.object({
  /** One of core's bank table (payment/banks.ts), the 금융결제원 code NICEPAY takes. */
  bankCode: z
    .string({ error: SYSTEM_CODE_MESSAGES.bankCode })
    .trim()
    .refine((code) => BANK_CODES.has(code), SYSTEM_CODE_MESSAGES.bankCode),
  /** Digits and single dashes between them, as the bank prints it (301-0245-7781-31). */
  accountNumber: z
    .string({ error: SYSTEM_CODE_MESSAGES.accountNumber })
    .trim()
    .regex(/^[0-9]+(-[0-9]+)*$/, SYSTEM_CODE_MESSAGES.accountNumber)
    .refine((text) => {
      const digits = text.replaceAll("-", "").length;
      return digits >= ACCOUNT_NUMBER_DIGITS.min && digits <= ACCOUNT_NUMBER_DIGITS.max;
    }, SYSTEM_CODE_MESSAGES.accountNumber),
  holder: withUsableCharacters(
    z
      .string({ error: SYSTEM_CODE_MESSAGES.holder })
      .trim()
      .min(1, SYSTEM_CODE_MESSAGES.holder)
      .max(30, SYSTEM_CODE_MESSAGES.holder),
  ),
  purpose: withUsableCharacters(
    z.string({ error: SYSTEM_CODE_MESSAGES.purpose }).trim().max(30, SYSTEM_CODE_MESSAGES.purpose),
  ).default(""),
  sortOrder: sortOrderField,
  active: activeField,
});
export type AdminDepositAccountBody = z.infer<typeof adminDepositAccountBodySchema>;
export const adminDepositAccountResponseSchema = z.object({ account: adminDepositAccountSchema });
export const adminCodeTableIdParamsSchema = idParamSchema;
export const adminCodeTableDeletedSchema = z.object({ id: z.number().int() });

/** A common code as the back office reads it, hidden ones too. */
export const adminCommonCodeSchema = z.object({
  id: z.number().int(),
  group: z.string(),
  code: z.string(),
  name: z.string(),
  sortOrder: z.number().int(),
  /** Offered in select boxes (GET /api/common/common-code); a hidden code stays for the records that name it. */
  active: z.boolean(),
});
export type AdminCommonCode = z.infer<typeof adminCommonCodeSchema>;
export const adminCommonCodeListQuerySchema = pageQuerySchema.extend({
  /** One group's codes; '' (the filter's 전체) for every group. */
  group: z.preprocess((value) => (value === "" ? undefined : value), commonCodeQuerySchema.shape.group),
});
export const adminCommonCodeListSchema = pagedListSchema(adminCommonCodeSchema).extend({
  /** Every group there is, for the filter. */
  groups: z.array(z.string()),
});
export type AdminCommonCodeList = z.infer<typeof adminCommonCodeListSchema>;

const codeNameField = withUsableCharacters(
  z
    .string({ error: SYSTEM_CODE_MESSAGES.codeName })
    .trim()
    .min(1, SYSTEM_CODE_MESSAGES.codeName)
    .max(100, SYSTEM_CODE_MESSAGES.codeName),
);

/** POST /api/admin/common-codes: a new code of a group (a new group is made by its first code). */
export const adminCommonCodeCreateSchema = z.object({
  group: z
    .string({ error: SYSTEM_CODE_MESSAGES.group })
    .trim()
    .regex(/^[A-Z][A-Z0-9_]{0,39}$/, SYSTEM_CODE_MESSAGES.group),
  /** What forms send and records keep: never changes once made. */
  code: z
    .string({ error: SYSTEM_CODE_MESSAGES.code })
    .trim()
    .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, SYSTEM_CODE_MESSAGES.code),
  name: codeNameField,
  sortOrder: sortOrderField,
  active: activeField,
});
export type AdminCommonCodeCreate = z.infer<typeof adminCommonCodeCreateSchema>;

/** PUT /api/admin/common-codes/{id}: what may change of a code (its group and code stay). */
export const adminCommonCodeUpdateSchema = adminCommonCodeCreateSchema.pick({
  name: true,
  sortOrder: true,
  active: true,
});
export type AdminCommonCodeUpdate = z.infer<typeof adminCommonCodeUpdateSchema>;
export const adminCommonCodeResponseSchema = z.object({ commonCode: adminCommonCodeSchema });
