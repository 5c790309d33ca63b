import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import type { z } from "zod";
import { ApiError } from "./api-error.js";
import { findUnusableText, unusableTextError } from "./unusable-text.js";

// Reading a multipart/form-data body of text fields and files, for the routes that take uploads (POST /api/qna/inquiry;
// the review form's reader, modules/review/review-form.reader.ts, reads the same way and may move onto this).

const MALFORMED_MESSAGE = "요청 형식이 올바르지 않습니다.";
const UNSUPPORTED_MESSAGE = "지원하지 않는 요청 형식입니다.";

/** The files a form may carry, and what the shopper reads when there are too many or one is too big. */
export interface FileFieldRules {
  /** The file part name (`<input type="file" name="files" multiple>`). */
  field: string;
  maxFiles: number;
  maxFileBytes: number;
  tooManyMessage: string;
  tooLargeMessage: string;
}

/** One uploaded file as read: the name the client gave it (as sent, maybe empty) and its bytes. */
export interface UploadedFile {
  fileName: string;
  data: Buffer;
}

/** A refusal of the files, carried under their field as a validation error is. */
export function fileFieldError(field: string, message: string, description: string): ApiError {
  return new ApiError(400, "VALIDATION", message, description, [{ field, message }]);
}

/** The zod issues of the text fields as the one error body carries them (as the errors plugin does for JSON). */
export function formFieldsError(issues: readonly { path: readonly PropertyKey[]; message: string }[]): ApiError {
  const errors = issues.map((issue) => ({ field: issue.path.map(String).join("."), message: issue.message }));
  return new ApiError(400, "VALIDATION", errors[0]?.message ?? MALFORMED_MESSAGE, "body validation failed", errors);
}

function hasCode(error: unknown): error is { code: string; message: string } {
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "string";
}

/** Reads one file part whole; the reader stops past maxFileBytes, which is the shopper's size refusal. */
async function readFilePart(part: MultipartFile, rules: FileFieldRules): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if (hasCode(error) && error.code === "FST_REQ_FILE_TOO_LARGE") {
      throw fileFieldError(
        rules.field,
        rules.tooLargeMessage,
        `file ${part.filename} over ${rules.maxFileBytes} bytes`,
      );
    }
    throw error;
  }
}

/**
 * The text fields (checked by `fieldsSchema`) and files of a multipart/form-data request. Files are refused while
 * they stream in: reading stops at the first one over `maxFileBytes` or at one too many, and nothing after it is
 * read. An empty file part (a form sent with no file chosen) is no file; file parts under another name are read past
 * and ignored, as unknown JSON fields are. A body that is not multipart is a 415; a broken one a 400. What the files
 * are is not checked here: `detectFileType` reads it from the bytes.
 */
export async function readMultipartForm<Schema extends z.ZodType>(
  request: FastifyRequest,
  fieldsSchema: Schema,
  rules: FileFieldRules,
): Promise<{ fields: z.output<Schema>; files: UploadedFile[] }> {
  if (!request.isMultipart()) {
    throw new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", UNSUPPORTED_MESSAGE, "multipart/form-data expected");
  }
  const tooMany = () => fileFieldError(rules.field, rules.tooManyMessage, `more than ${rules.maxFiles} files`);
  const values: Record<string, string> = {};
  const files: UploadedFile[] = [];
  // One file more than allowed, so an extra file is seen and refused by name rather than dropped; the text fields are
  // a few short values.
  const limits = {
    files: rules.maxFiles + 1,
    fileSize: rules.maxFileBytes,
    fields: 20,
    fieldSize: 64 * 1024,
    parts: 30,
  };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === "field") {
        if (typeof part.value === "string") values[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== rules.field) {
        await part.toBuffer();
        continue;
      }
      const data = await readFilePart(part, rules);
      if (data.length === 0) continue;
      if (files.length >= rules.maxFiles) throw tooMany();
      files.push({ fileName: part.filename, data });
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (hasCode(error) && error.code === "FST_FILES_LIMIT") throw tooMany();
    // Anything else here is the body itself: a broken multipart stream, too many parts or fields, a field too long.
    throw new ApiError(
      400,
      "MALFORMED_BODY",
      MALFORMED_MESSAGE,
      error instanceof Error ? error.message : String(error),
    );
  }
  // The errors plugin's NUL rule runs before a JSON body is read; multipart text fields are checked here, by the same rule.
  const unusable = findUnusableText(values);
  if (unusable !== null) throw unusableTextError(unusable, "body");
  const parsed = fieldsSchema.safeParse(values);
  if (!parsed.success) throw formFieldsError(parsed.error.issues);
  return { fields: parsed.data, files };
}

/** The file type of the bytes by their signature (PNG 89 50 4E 47, PDF %PDF- …); null when none is known. */
export async function detectFileType(data: Buffer): Promise<string | null> {
  return (await fileTypeFromBuffer(data))?.mime ?? null;
}
