import { businessNumber } from "@shop/core/validation/business-number";
import { isBlank } from "@shop/core/validation/input-value";
import { email, max, minmax, noEmoji, phoneNumber, required } from "@shop/core/validation/rules";
import type { FieldRule } from "@shop/core/validation/validate-fields";
import { z } from "zod";
import { ruleText } from "./rule-field.js";

// 입점문의: a producer or company applying to sell on the shop (SPEC §1, §7 GET and POST /api/store-inquiry). Guests
// apply too. The text fields come in a multipart body beside the attachments, so every field is text here, the
// consent box included ("true" when ticked).

/** The product categories a seller may propose, named as the catalog names its groups (한우, 한돈, 닭·오리 …). */
export const storeInquiryCategorySchema = z.enum([
  "HANWOO",
  "HANDON",
  "IMPORTED",
  "POULTRY",
  "PROCESSED",
  "HMR",
  "FRESH",
  "GIFT_SET",
  "ETC",
]);
export type StoreInquiryCategory = z.infer<typeof storeInquiryCategorySchema>;

const CATEGORY_LABELS: Record<StoreInquiryCategory, string> = {
  HANWOO: "한우",
  HANDON: "한돈",
  IMPORTED: "수입육",
  POULTRY: "닭·오리",
  PROCESSED: "가공육",
  HMR: "간편식(HMR)",
  FRESH: "신선식품",
  GIFT_SET: "선물세트",
  ETC: "기타",
};

/** The categories in the form's order, each with its Korean name. */
export const STORE_INQUIRY_CATEGORIES = storeInquiryCategorySchema.options.map((code) => ({
  code,
  label: CATEGORY_LABELS[code],
}));

/** The multipart part name of the attachments (`<input type="file" name="attachments" multiple>`). */
export const STORE_INQUIRY_FILE_FIELD = "attachments";
export const STORE_INQUIRY_MAX_FILES = 3;
export const STORE_INQUIRY_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** What an attachment may be, as detected from its bytes: a PDF (회사소개서, 제안서) or a picture. */
export const STORE_INQUIRY_FILE_TYPES = [
  "application/pdf",
  "image/jpeg",
  "image/png",
  "image/gif",
  "image/webp",
] as const;
/** The file chooser's filter (the API still checks the bytes). */
export const STORE_INQUIRY_FILE_ACCEPT =
  ".pdf,.jpg,.jpeg,.png,.gif,.webp,application/pdf,image/jpeg,image/png,image/gif,image/webp";

/** Business days within which the shop calls back (the process shown on /customer/store-inquiry). */
export const STORE_INQUIRY_REVIEW_BUSINESS_DAYS = 7;

export const STORE_INQUIRY_MESSAGES = {
  CATEGORY: "입점 희망 카테고리를 선택해 주세요.",
  WEBSITE: "홈페이지 주소를 정확히 입력해 주세요. (예: www.example.co.kr)",
  PRIVACY_CONSENT: "개인정보 수집·이용에 동의해 주세요.",
  TOO_MANY_FILES: `첨부파일은 최대 ${STORE_INQUIRY_MAX_FILES}개까지 등록할 수 있습니다.`,
  FILE_TYPE: "첨부파일은 PDF, JPG, PNG, GIF, WEBP 파일만 등록할 수 있습니다.",
  FILE_SIZE: `첨부파일은 한 개에 ${STORE_INQUIRY_FILE_MAX_BYTES / 1024 / 1024}MB 이하만 등록할 수 있습니다.`,
} as const;

export const STORE_INQUIRY_PROPOSAL_MIN = 10;
export const STORE_INQUIRY_PROPOSAL_MAX = 2000;

// A site typed with or without its scheme (www.farm.co.kr, https://farm.co.kr/shop): never javascript: or a bare word.
const WEBSITE_PATTERN =
  /^(?:https?:\/\/)?(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/;

const category: FieldRule = (value) =>
  isBlank(value) || !storeInquiryCategorySchema.safeParse(value).success ? STORE_INQUIRY_MESSAGES.CATEGORY : null;
const website: FieldRule = (value) =>
  isBlank(value) || (typeof value === "string" && WEBSITE_PATTERN.test(value)) ? null : STORE_INQUIRY_MESSAGES.WEBSITE;
/** The consent box: ticked is `true` in a form and "true" (or a browser's "on") in a posted body. */
const privacyConsent: FieldRule = (value) =>
  value === true || value === "true" || value === "on" ? null : STORE_INQUIRY_MESSAGES.PRIVACY_CONSENT;

/** The rules of each field, in the form's order: the page checks with them as the API does. */
export const STORE_INQUIRY_FIELD_RULES = {
  companyName: [required, (value) => noEmoji(value, { label: "회사명" }), (value) => max(value, { length: 50 })],
  ceoName: [required, (value) => noEmoji(value, { label: "대표자명" }), (value) => max(value, { length: 30 })],
  businessNumber: [required, businessNumber],
  managerName: [required, (value) => noEmoji(value, { label: "담당자명" }), (value) => max(value, { length: 30 })],
  phoneNumber: [required, phoneNumber],
  email: [required, (value) => max(value, { length: 100 }), email],
  category: [category],
  website: [(value) => max(value, { length: 200 }), website],
  proposal: [required, (value) => minmax(value, { min: STORE_INQUIRY_PROPOSAL_MIN, max: STORE_INQUIRY_PROPOSAL_MAX })],
  agreePrivacy: [privacyConsent],
} satisfies Record<string, readonly FieldRule[]>;

export type StoreInquiryFieldName = keyof typeof STORE_INQUIRY_FIELD_RULES;

/** A text field as stored: ends trimmed before its rules run, so spaces count for nothing. */
function trimmed(rules: readonly FieldRule[]) {
  return z.preprocess((value) => (typeof value === "string" ? value.trim() : value), ruleText(rules));
}

/** The text fields of POST /api/store-inquiry (multipart/form-data, read as the attachments stream in). */
export const storeInquiryFieldsSchema = z.object({
  companyName: trimmed(STORE_INQUIRY_FIELD_RULES.companyName),
  ceoName: trimmed(STORE_INQUIRY_FIELD_RULES.ceoName),
  /** 10 digits without hyphens, passing the National Tax Service checksum. */
  businessNumber: trimmed(STORE_INQUIRY_FIELD_RULES.businessNumber),
  managerName: trimmed(STORE_INQUIRY_FIELD_RULES.managerName),
  /** The contact person's mobile number, digits only. */
  phoneNumber: trimmed(STORE_INQUIRY_FIELD_RULES.phoneNumber),
  email: trimmed(STORE_INQUIRY_FIELD_RULES.email),
  category: trimmed(STORE_INQUIRY_FIELD_RULES.category).pipe(storeInquiryCategorySchema),
  /** Optional; "" when none. */
  website: trimmed(STORE_INQUIRY_FIELD_RULES.website).default(""),
  /** Plain text with line breaks: what the company sells and proposes. */
  proposal: trimmed(STORE_INQUIRY_FIELD_RULES.proposal),
  agreePrivacy: z
    .string({ error: STORE_INQUIRY_MESSAGES.PRIVACY_CONSENT })
    .superRefine((value, ctx) => {
      const message = privacyConsent(value, {});
      if (message !== null) ctx.addIssue({ code: "custom", message });
    })
    .transform(() => true as const),
});
export type StoreInquiryFields = z.infer<typeof storeInquiryFieldsSchema>;

/** The privacy notice a Korean shop must show before collecting the applicant's contact (개인정보 보호법 제15조). */
export const storeInquiryPrivacyConsentSchema = z.object({
  title: z.string(),
  /** 수집 항목. */
  items: z.string(),
  /** 수집·이용 목적. */
  purpose: z.string(),
  /** 보유·이용 기간. */
  retention: z.string(),
  /** The right to refuse and what refusing means. */
  refusal: z.string(),
});
export type StoreInquiryPrivacyConsent = z.infer<typeof storeInquiryPrivacyConsentSchema>;

/** GET /api/store-inquiry — what the application form needs. */
export const storeInquiryFormSchema = z.object({
  categories: z.array(z.object({ code: storeInquiryCategorySchema, label: z.string() })),
  privacyConsent: storeInquiryPrivacyConsentSchema,
  attachments: z.object({
    maxFiles: z.number().int(),
    maxBytesPerFile: z.number().int(),
    /** Media types accepted, as detected from the bytes. */
    types: z.array(z.string()),
    /** The file chooser's `accept`. */
    accept: z.string(),
    /** The line shown under the file chooser. */
    note: z.string(),
  }),
  /** Business days within which the shop calls the applicant back. */
  reviewBusinessDays: z.number().int(),
});
export type StoreInquiryForm = z.infer<typeof storeInquiryFormSchema>;

/** POST /api/store-inquiry — the application as received. */
export const storeInquiryReceiptSchema = z.object({
  /** 접수번호: SI, the day in Korea (yyMMdd) and the application's sequence, e.g. SI261128-00012. */
  applicationNumber: z.string(),
  companyName: z.string(),
  /** ISO time. */
  appliedAt: z.string(),
  /** Attachments kept. */
  attachmentCount: z.number().int(),
});
export type StoreInquiryReceipt = z.infer<typeof storeInquiryReceiptSchema>;
