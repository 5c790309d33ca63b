import type { MultipartFile } from "@fastify/multipart";
import { type ReviewWriteFields, reviewWriteFieldsSchema } from "@shop/contracts/review";
import {
  REVIEW_MAX_PHOTOS,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTO_SIZE_MESSAGE,
  REVIEW_TOO_MANY_PHOTOS_MESSAGE,
} from "@shop/core/review/review-rules";
import type { FastifyRequest } from "fastify";
import { ApiError } from "../../lib/api-error.js";
import { findUnusableText, unusableTextError } from "../../lib/unusable-text.js";
import { photoError } from "./review.service.js";

/** The file part name of review photos (`<input type="file" name="photos" multiple>`). */
export const PHOTO_FIELD = "photos";

/**
 * Limits handed to @fastify/multipart: one file more than allowed, so a sixth photo is seen and refused by name
 * rather than dropped; the text fields are four short values.
 */
export const REVIEW_FORM_LIMITS = {
  files: REVIEW_MAX_PHOTOS + 1,
  fileSize: REVIEW_PHOTO_MAX_BYTES,
  fields: 10,
  fieldSize: 16 * 1024,
  parts: 20,
};

const MALFORMED_MESSAGE = "요청 형식이 올바르지 않습니다.";

function hasCode(error: unknown): error is { code: string; message: string } {
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "string";
}

/** Reads one photo part whole (at most REVIEW_PHOTO_MAX_BYTES: the reader stops past it). */
async function readPhoto(part: MultipartFile): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if (hasCode(error) && error.code === "FST_REQ_FILE_TOO_LARGE") {
      throw photoError(REVIEW_PHOTO_SIZE_MESSAGE, `photo ${part.filename} over ${REVIEW_PHOTO_MAX_BYTES} bytes`);
    }
    throw error;
  }
}

/** The zod issues of the text fields as the one error body carries them (as the errors plugin does for JSON). */
function fieldsError(issues: readonly { path: readonly PropertyKey[]; message: string }[]): ApiError {
  const errors = issues.map((issue) => ({ field: issue.path.map(String).join("."), message: issue.message }));
  return new ApiError(400, "VALIDATION", errors[0]?.message ?? MALFORMED_MESSAGE, "body validation failed", errors);
}

/**
 * The text fields and photos of POST /api/item/review (multipart/form-data). Photos are refused while they stream
 * in: reading stops at the first photo over 5 MB or at the sixth photo, and nothing after it is read. An empty file
 * part (a form sent with no file chosen) is no photo. Types are checked from the bytes later, by the service.
 */
export async function readReviewForm(
  request: FastifyRequest,
): Promise<{ fields: ReviewWriteFields; photos: Buffer[] }> {
  if (!request.isMultipart()) {
    throw new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", "지원하지 않는 요청 형식입니다.", "multipart/form-data expected");
  }
  const values: Record<string, string> = {};
  const photos: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: REVIEW_FORM_LIMITS })) {
      if (part.type === "field") {
        if (typeof part.value === "string") values[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== PHOTO_FIELD) {
        // Unknown file fields are read past and ignored, as unknown JSON fields are.
        await part.toBuffer();
        continue;
      }
      const data = await readPhoto(part);
      if (data.length === 0) continue;
      if (photos.length >= REVIEW_MAX_PHOTOS) {
        throw photoError(REVIEW_TOO_MANY_PHOTOS_MESSAGE, `more than ${REVIEW_MAX_PHOTOS} photos`);
      }
      photos.push(data);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (hasCode(error) && error.code === "FST_FILES_LIMIT") {
      throw photoError(REVIEW_TOO_MANY_PHOTOS_MESSAGE, `more than ${REVIEW_MAX_PHOTOS} photos`);
    }
    // Anything else here is the body itself: a broken multipart stream, too many parts or fields.
    throw new ApiError(
      400,
      "MALFORMED_BODY",
      MALFORMED_MESSAGE,
      error instanceof Error ? error.message : String(error),
    );
  }
  // The errors plugin's NUL rule runs before the body is read; multipart text fields are checked here, by the same rule.
  const unusable = findUnusableText(values);
  if (unusable !== null) throw unusableTextError(unusable, "body");
  const parsed = reviewWriteFieldsSchema.safeParse(values);
  if (!parsed.success) throw fieldsError(parsed.error.issues);
  return { fields: parsed.data, photos };
}
