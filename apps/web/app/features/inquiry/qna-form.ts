import {
  QNA_CONTENT_RULES,
  QNA_FILE_MAX_BYTES,
  QNA_FILE_TYPES,
  QNA_FORM_FIELD,
  QNA_GROUP_RULES,
  QNA_MAX_FILES,
  QNA_MESSAGES,
  QNA_ORDER_CODE_RULES,
  QNA_TITLE_RULES,
} from "@shop/contracts/qna";
import { textLength } from "@shop/core/validation/input-value";
import type { FormSpec } from "../../components/form/form-values";

// The 1:1 inquiry form of /mypage/inquiry-item: the same rules as POST /api/qna/inquiry (packages/contracts qna.ts),
// so the page, the action and the API say the same thing. The API checks the files' types from their bytes.

export const QNA_FORM_SPEC: FormSpec = {
  rules: {
    [QNA_FORM_FIELD.group]: QNA_GROUP_RULES,
    [QNA_FORM_FIELD.title]: QNA_TITLE_RULES,
    [QNA_FORM_FIELD.content]: QNA_CONTENT_RULES,
    [QNA_FORM_FIELD.orderCode]: QNA_ORDER_CODE_RULES,
  },
};

/** The text fields the action hands back and the API's refusals are placed under. */
export const QNA_FORM_FIELDS = [
  QNA_FORM_FIELD.group,
  QNA_FORM_FIELD.title,
  QNA_FORM_FIELD.content,
  QNA_FORM_FIELD.orderCode,
  QNA_FORM_FIELD.files,
] as const;

/** What the file picker offers: the kinds of file an inquiry may carry. */
export const QNA_FILE_ACCEPT = [...QNA_FILE_TYPES, ".jpg", ".jpeg", ".png", ".gif", ".webp", ".pdf"].join(",");

/** "900KB", "10MB", "1.5MB": a size as the shop writes it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes}B`;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}KB`;
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)}MB`;
}

export const QNA_FORM_MESSAGES = {
  asked: "문의가 등록되었습니다.\n답변이 등록되면 이곳에서 확인하실 수 있습니다.",
  deleted: "문의를 삭제했습니다.",
  confirmDelete: "문의를 삭제하시겠습니까? 삭제한 문의는 되돌릴 수 없습니다.",
  badRequest: "요청을 처리하지 못했습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.",
  fileNote: `JPG·PNG·GIF·WEBP 이미지 또는 PDF 파일을 최대 ${QNA_MAX_FILES}개, 한 개에 ${formatFileSize(QNA_FILE_MAX_BYTES)}까지 첨부할 수 있습니다.`,
} as const;

/** A picked file as the page's checks read it: the type the browser claims ("" when it does not know) and the size. */
export interface PickedFile {
  type: string;
  size: number;
}

/**
 * The picked files' problem for the page, or null: too many, a kind the browser names and the shop does not take, or
 * one over 10 MB. The API checks the types again from the bytes. (The storefront takes a multipart page post of up to
 * 32 MB, apps/api/src/plugins/storefront.ts PAGE_UPLOAD_LIMIT_BYTES: three 10 MB files and the text fit.)
 */
export function pickedFilesProblem(files: readonly PickedFile[]): string | null {
  if (files.length > QNA_MAX_FILES) return QNA_MESSAGES.tooManyFiles;
  for (const file of files) {
    if (file.type !== "" && !(QNA_FILE_TYPES as readonly string[]).includes(file.type)) return QNA_MESSAGES.fileType;
    if (file.size > QNA_FILE_MAX_BYTES) return QNA_MESSAGES.fileSize;
  }
  return null;
}

/** The files of a posted form; the empty part a form sends with no file chosen is no file. */
export function attachedFilesOf(form: FormData): File[] {
  return form
    .getAll(QNA_FORM_FIELD.files)
    .filter((value): value is File => typeof value !== "string" && value.size > 0);
}

/** The text's length as the rules count it (code points of the trimmed text). */
export function contentLength(text: string): number {
  return textLength(text.trim());
}
