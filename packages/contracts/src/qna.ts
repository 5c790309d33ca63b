import { isBlank } from "@shop/core/validation/input-value";
import { max, minmax, required } from "@shop/core/validation/rules";
import type { FieldRule } from "@shop/core/validation/validate-fields";
import { z } from "zod";
import { pagedListSchema, pageQuerySchema } from "./common.js";
import { ruleText } from "./rule-field.js";

// A member's 1:1 inquiries to the shop (1:1 문의, SPEC §3 customer inquiry, §7 Q&A): a group, a title, the text, an
// optional order and up to three files; the shop answers once and the inquiry is then completed. Texts are plain
// text: render them escaped, never as HTML.

const idField = z.coerce.number().int().min(1).max(2_147_483_647);

/**
 * The inquiry groups (문의 유형), a fixed list until a back office edits them: the code is stored with the inquiry,
 * the label is what the shopper picks and reads.
 */
export const QNA_GROUPS = [
  { code: "ORDER", label: "주문/결제" },
  { code: "DELIVERY", label: "배송" },
  { code: "CLAIM", label: "취소/반품/교환" },
  { code: "ITEM", label: "상품" },
  { code: "MEMBER", label: "회원정보" },
  { code: "ETC", label: "기타" },
] as const;
/**
 * A member's suggestion to the shop (제안하기, my page /mypage/suggest): filed, answered and deleted like a 1:1 inquiry,
 * under this group of its own, which the 1:1 inquiry form does not offer and its list does not show
 * (docs/decisions/034).
 */
export const QNA_SUGGESTION_GROUP = { code: "SUGGEST", label: "제안" } as const;
const QNA_ALL_GROUPS = [...QNA_GROUPS, QNA_SUGGESTION_GROUP] as const;
export type QnaGroupCode = (typeof QNA_ALL_GROUPS)[number]["code"];
/** Every code an inquiry may be filed under: the 1:1 groups and the suggestions'. */
export const QNA_GROUP_CODES = QNA_ALL_GROUPS.map((group) => group.code) as [QnaGroupCode, ...QnaGroupCode[]];

/** The label of a group code (the code itself for one the list no longer has). */
export function qnaGroupLabel(code: string): string {
  return QNA_ALL_GROUPS.find((group) => group.code === code)?.label ?? code;
}

export const QNA_TITLE_MAX = 100;
export const QNA_CONTENT_MIN = 5;
export const QNA_CONTENT_MAX = 2000;
export const QNA_MAX_FILES = 3;
export const QNA_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** What an attachment may be, as detected from its bytes (never the name or the type the client claims). */
export const QNA_FILE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp", "application/pdf"] as const;
/** Order codes as the order pages take them (capital letters and digits). */
const ORDER_CODE_PATTERN = /^[A-Z0-9]{6,32}$/;

export const QNA_MESSAGES = {
  group: "문의 유형을 선택해 주세요.",
  orderCode: "주문번호를 정확히 입력해 주세요.",
  orderNotFound: "주문 내역에서 찾을 수 없는 주문번호입니다. 주문번호를 확인해 주세요.",
  tooManyFiles: `첨부파일은 최대 ${QNA_MAX_FILES}개까지 등록할 수 있습니다.`,
  fileType: "JPG, PNG, GIF, WEBP 이미지나 PDF 파일만 첨부할 수 있습니다.",
  fileSize: "첨부파일은 한 개에 10MB 이하만 등록할 수 있습니다.",
  notFound: "존재하지 않는 문의입니다.",
  fileNotFound: "존재하지 않는 첨부파일입니다.",
  deleteAnswered: "답변이 완료된 문의는 삭제할 수 없습니다.",
  alreadyAnswered: "이미 답변이 등록된 문의입니다.",
} as const;

/** The group: one of QNA_GROUPS' codes. */
export const QNA_GROUP_RULES: readonly FieldRule[] = [
  (value) =>
    typeof value === "string" && (QNA_GROUP_CODES as readonly string[]).includes(value) ? null : QNA_MESSAGES.group,
];
/** The title: required, at most 100 characters. */
export const QNA_TITLE_RULES: readonly FieldRule[] = [required, (value) => max(value, { length: QNA_TITLE_MAX })];
/** The text: required, 5~2000 characters. */
export const QNA_CONTENT_RULES: readonly FieldRule[] = [
  required,
  (value) => minmax(value, { min: QNA_CONTENT_MIN, max: QNA_CONTENT_MAX }),
];
/** The order it is about: optional; typed in any case, as the order list prints it. */
export const QNA_ORDER_CODE_RULES: readonly FieldRule[] = [
  (value) =>
    isBlank(value) || (typeof value === "string" && ORDER_CODE_PATTERN.test(value.trim().toUpperCase()))
      ? null
      : QNA_MESSAGES.orderCode,
];

/** What the API learned about one attachment: the type its bytes show (null: none allowed is known) and its size. */
export interface QnaFileCandidate {
  detectedType: string | null;
  bytes: number;
}

/** Whether a detected type is one an attachment may have. */
export function isQnaFileType(type: string | null): boolean {
  return type !== null && (QNA_FILE_TYPES as readonly string[]).includes(type);
}

/**
 * The message for attachments an inquiry may not carry, or null: the count first (a fourth file is refused whatever it
 * is), then each file's type, then its size.
 */
export function qnaFilesProblem(files: readonly QnaFileCandidate[]): string | null {
  if (files.length > QNA_MAX_FILES) return QNA_MESSAGES.tooManyFiles;
  for (const file of files) {
    if (!isQnaFileType(file.detectedType)) return QNA_MESSAGES.fileType;
    if (file.bytes > QNA_FILE_MAX_BYTES) return QNA_MESSAGES.fileSize;
  }
  return null;
}

/** Text checked as it will be stored: the ends trimmed first, so spaces do not count towards a minimum length. */
function trimmedRuleText(rules: readonly FieldRule[]) {
  return z.preprocess((value) => (typeof value === "string" ? value.trim() : value), ruleText(rules));
}

export const qnaGroupCodeSchema = z.enum(QNA_GROUP_CODES, { error: QNA_MESSAGES.group });

/**
 * The text fields of POST /api/qna/inquiry (multipart/form-data); the files come as 0 to 3 file parts named `files`.
 * A blank order code is none.
 */
export const qnaInquiryFieldsSchema = z.object({
  group: qnaGroupCodeSchema,
  title: trimmedRuleText(QNA_TITLE_RULES),
  content: trimmedRuleText(QNA_CONTENT_RULES),
  orderCode: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toUpperCase() || undefined : value),
    ruleText(QNA_ORDER_CODE_RULES).optional(),
  ),
});
export type QnaInquiryFields = z.infer<typeof qnaInquiryFieldsSchema>;

/** The multipart field names of POST /api/qna/inquiry. */
export const QNA_FORM_FIELD = {
  group: "group",
  title: "title",
  content: "content",
  orderCode: "orderCode",
  files: "files",
} as const;

export const qnaGroupSchema = z.object({ code: qnaGroupCodeSchema, label: z.string() });
export type QnaGroup = z.infer<typeof qnaGroupSchema>;

/** GET /api/qna/qna-groups — the groups an inquiry may be filed under, in the order a form offers them. */
export const qnaGroupListSchema = z.object({ list: z.array(qnaGroupSchema) });

/** One attachment of an inquiry, as uploaded (its bytes through GET /api/qna/inquiry/{id}/download-file?fileId=). */
export const qnaFileSchema = z.object({
  fileId: z.number().int(),
  /** The name it was uploaded with (without folders). */
  fileName: z.string(),
  /** Detected from the bytes: image/jpeg, image/png, image/gif, image/webp or application/pdf. */
  contentType: z.string(),
  byteSize: z.number().int(),
});
export type QnaFile = z.infer<typeof qnaFileSchema>;

/** SPEC §3: an inquiry waits for the shop's answer, then is completed. */
export const qnaStatusSchema = z.enum(["waiting", "completed"]);

/** One of the member's 1:1 inquiries (GET /api/qna/inquiry), with the answer once there is one. */
export const qnaInquirySchema = z.object({
  inquiryId: z.number().int(),
  group: qnaGroupSchema,
  title: z.string(),
  content: z.string(),
  /** The order it is about, when the member named one. */
  orderCode: z.string().nullable(),
  files: z.array(qnaFileSchema),
  status: qnaStatusSchema,
  /** 답변대기 or 답변완료. */
  statusLabel: z.string(),
  answer: z.string().nullable(),
  /** ISO times. */
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type QnaInquiry = z.infer<typeof qnaInquirySchema>;

/** Which of the member's inquiries a list shows: the 1:1 inquiries (the default) or the suggestions (제안하기). */
export const QNA_LIST_KINDS = ["inquiry", "suggestion"] as const;
export type QnaListKind = (typeof QNA_LIST_KINDS)[number];
export const qnaInquiryListQuerySchema = pageQuerySchema.extend({
  kind: z.enum(QNA_LIST_KINDS, { error: "목록 구분이 올바르지 않습니다." }).default("inquiry"),
});
export const qnaInquiryListSchema = pagedListSchema(qnaInquirySchema);
export type QnaInquiryList = z.infer<typeof qnaInquiryListSchema>;

/** POST /api/qna/inquiry — the inquiry as filed, waiting for the answer. */
export const qnaInquiryCreateResponseSchema = z.object({ inquiry: qnaInquirySchema });

/** POST /api/qna/delete-inquiry — the member's own inquiry, while it still waits for the answer. */
export const deleteQnaInquiryRequestSchema = z.object({ inquiryId: idField });
export const deleteQnaInquiryResponseSchema = z.object({ inquiryId: z.number().int(), deleted: z.boolean() });

/** `{id}` of /api/qna/inquiry/{id}/download-file and the dev answer call. */
export const qnaInquiryIdParamsSchema = z.object({ id: idField });
/** ?fileId= of /api/qna/inquiry/{id}/download-file: one of that inquiry's files. */
export const qnaFileQuerySchema = z.object({ fileId: idField });
