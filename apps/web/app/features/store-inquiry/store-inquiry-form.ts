import {
  STORE_INQUIRY_FIELD_RULES,
  STORE_INQUIRY_FILE_FIELD,
  type STORE_INQUIRY_FILE_TYPES,
  STORE_INQUIRY_MESSAGES,
  type StoreInquiryFieldName,
} from "@shop/contracts/store-inquiry";
import { type FormSpec, type FormValues, textOf } from "../../components/form/form-values";

/** The application form: the same rules as POST /api/store-inquiry, so the page, the action and the API agree. */
export const STORE_INQUIRY_SPEC: FormSpec = {
  rules: STORE_INQUIRY_FIELD_RULES,
  checkboxes: ["agreePrivacy"],
};

/** Every field the API may put a message under: the text fields and the attachments. */
export const STORE_INQUIRY_FORM_FIELDS: readonly string[] = [
  ...Object.keys(STORE_INQUIRY_FIELD_RULES),
  STORE_INQUIRY_FILE_FIELD,
];

const TEXT_FIELDS = Object.keys(STORE_INQUIRY_FIELD_RULES).filter(
  (name): name is Exclude<StoreInquiryFieldName, "agreePrivacy"> => name !== "agreePrivacy",
);

/** An attachment as the page and the action see it before the API reads its bytes. */
export interface ChosenFile {
  name: string;
  size: number;
}

/** The attachment limits GET /api/store-inquiry answers. */
export interface AttachmentLimits {
  maxFiles: number;
  maxBytesPerFile: number;
}

const EXTENSION_TYPES: Record<string, (typeof STORE_INQUIRY_FILE_TYPES)[number]> = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
};

/**
 * The message for chosen attachments the API would refuse, or null: the count, then each file's kind by its name,
 * then its size. The API reads the kind from the bytes; this is what can be said before the upload.
 */
export function chosenFilesProblem(files: readonly ChosenFile[], limits: AttachmentLimits): string | null {
  if (files.length > limits.maxFiles) return STORE_INQUIRY_MESSAGES.TOO_MANY_FILES;
  for (const file of files) {
    const extension = file.name.split(".").at(-1)?.toLowerCase() ?? "";
    if (!file.name.includes(".") || !(extension in EXTENSION_TYPES)) return STORE_INQUIRY_MESSAGES.FILE_TYPE;
    if (file.size > limits.maxBytesPerFile) return STORE_INQUIRY_MESSAGES.FILE_SIZE;
  }
  return null;
}

/** The files a posted form carries: a file input left empty posts one nameless, empty part, which is no file. */
export function postedFiles(form: FormData): File[] {
  return form
    .getAll(STORE_INQUIRY_FILE_FIELD)
    .filter((value): value is File => typeof value !== "string" && (value.size > 0 || value.name !== ""));
}

/** The multipart body of POST /api/store-inquiry from the checked values and the files. */
export function storeInquiryApiForm(values: FormValues, files: readonly File[]): FormData {
  const form = new FormData();
  for (const name of TEXT_FIELDS) form.set(name, textOf(values, name));
  form.set("agreePrivacy", values.agreePrivacy === true ? "true" : "false");
  for (const file of files) form.append(STORE_INQUIRY_FILE_FIELD, file, file.name);
  return form;
}

/** "2.4MB", "512KB": a file's size as the list under the chooser shows it. */
export function fileSizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / 1024 / 1024).toFixed(1))}MB`;
  return `${Math.max(1, Math.round(bytes / 1024))}KB`;
}
