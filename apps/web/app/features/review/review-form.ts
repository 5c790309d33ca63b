import {
  REVIEW_CONTENT_RULES,
  REVIEW_MAX_PHOTOS,
  REVIEW_PHOTO_TYPES,
  REVIEW_SCORE_MESSAGE,
  reviewPhotosProblem,
} from "@shop/core/review/review-rules";
import { textLength } from "@shop/core/validation/input-value";
import type { FormSpec } from "../../components/form/form-values";

// The review form of /mypage/review: the same rules as POST /api/item/review (packages/contracts review.ts and core
// review-rules), so the modal, the action and the API say the same thing.

/** The multipart field names POST /api/item/review reads. */
export const REVIEW_FIELD = {
  itemUserCode: "itemUserCode",
  orderItemId: "orderItemId",
  score: "score",
  content: "content",
  photos: "photos",
} as const;

export const SCORES = [1, 2, 3, 4, 5] as const;

/** What each star says beside the rating. */
export const SCORE_WORDS: Record<(typeof SCORES)[number], string> = {
  1: "별로예요",
  2: "그저 그래요",
  3: "보통이에요",
  4: "좋아요",
  5: "최고예요",
};

/** A score as the form posts it: one digit from 1 to 5. */
function scoreRule(value: unknown): string | null {
  return typeof value === "string" && /^[1-5]$/.test(value) ? null : REVIEW_SCORE_MESSAGE;
}

export const REVIEW_FORM_SPEC: FormSpec = {
  rules: { [REVIEW_FIELD.score]: [scoreRule], [REVIEW_FIELD.content]: REVIEW_CONTENT_RULES },
};

/** What the file picker offers: the picture types a review may carry. */
export const PHOTO_ACCEPT = REVIEW_PHOTO_TYPES.join(",");

export const REVIEW_MESSAGES = {
  written: "리뷰가 등록되었습니다.\n소중한 후기 감사합니다.",
  deleted: "리뷰가 삭제되었습니다.",
  confirmDelete: "리뷰를 삭제하시겠습니까?\n삭제한 리뷰는 되돌릴 수 없습니다.",
  photoHint: `사진은 최대 ${REVIEW_MAX_PHOTOS}장, 한 장에 5MB 이하의 JPG·PNG·GIF·WEBP 파일을 올려 주세요.`,
  photoUnreadable: "사진을 읽을 수 없습니다. 다른 사진을 선택해 주세요.",
  badRequest: "잘못된 요청입니다.",
} as const;

/** A picked file as the rules read it: the type the browser gives and the size. */
export interface PickedPhoto {
  type: string;
  size: number;
}

/** The photos' problem by the core rules (count, then each one's type and size), or null. */
export function photosProblem(photos: readonly PickedPhoto[]): string | null {
  return reviewPhotosProblem(photos.map((photo) => ({ detectedType: photo.type || null, bytes: photo.size })));
}

/** The photo files of a posted form; the empty part a form sends with no file chosen is no photo. */
export function photoFilesOf(form: FormData): File[] {
  return form.getAll(REVIEW_FIELD.photos).filter((value): value is File => typeof value !== "string" && value.size > 0);
}

/** The text's length as the rules count it (code points of the trimmed text). */
export function contentLength(text: string): number {
  return textLength(text.trim());
}
