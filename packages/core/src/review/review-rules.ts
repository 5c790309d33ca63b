// Rules of a shopper's item review and item question: text lengths, photo limits and the rating summary the
// item page shows. No I/O: the API checks photo bytes itself and passes what it found here.

import { minmax, required } from "../validation/rules.js";

export const REVIEW_CONTENT_MIN = 10;
export const REVIEW_CONTENT_MAX = 1000;
export const REVIEW_MAX_PHOTOS = 5;
export const REVIEW_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const ITEM_INQUIRY_CONTENT_MIN = 5;
export const ITEM_INQUIRY_CONTENT_MAX = 1000;
export const ITEM_INQUIRY_TITLE_MAX = 100;

/** The picture formats a review may carry, as detected from their bytes. */
export const REVIEW_PHOTO_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export type ReviewPhotoType = (typeof REVIEW_PHOTO_TYPES)[number];

export const REVIEW_PURCHASE_REQUIRED_MESSAGE = "구매하신 상품만 리뷰를 작성할 수 있습니다.";
export const REVIEW_NOT_DELIVERED_MESSAGE = "배송이 완료된 상품만 리뷰를 작성할 수 있습니다.";
export const REVIEW_ALREADY_WRITTEN_MESSAGE = "이미 리뷰를 작성한 주문 상품입니다.";
export const REVIEW_TOO_MANY_PHOTOS_MESSAGE = `사진은 최대 ${REVIEW_MAX_PHOTOS}장까지 등록할 수 있습니다.`;
export const REVIEW_PHOTO_TYPE_MESSAGE = "JPG, PNG, GIF, WEBP 이미지만 등록할 수 있습니다.";
export const REVIEW_PHOTO_SIZE_MESSAGE = "사진은 한 장에 5MB 이하만 등록할 수 있습니다.";
export const REVIEW_SCORE_MESSAGE = "별점은 1~5점 중에서 선택해 주세요.";
export const ITEM_INQUIRY_DELETE_ANSWERED_MESSAGE = "답변이 완료된 문의는 삭제할 수 없습니다.";
export const SECRET_POST_TEXT = "비밀글입니다.";

/** A review's text: required, 10~1000 characters. */
export const REVIEW_CONTENT_RULES = [
  required,
  (value: unknown) => minmax(value, { min: REVIEW_CONTENT_MIN, max: REVIEW_CONTENT_MAX }),
] as const;

/** An item question's text: required, 5~1000 characters. */
export const ITEM_INQUIRY_CONTENT_RULES = [
  required,
  (value: unknown) => minmax(value, { min: ITEM_INQUIRY_CONTENT_MIN, max: ITEM_INQUIRY_CONTENT_MAX }),
] as const;

/** What the API learned about one uploaded photo: its detected type (null: not a known picture) and size. */
export interface PhotoCandidate {
  detectedType: string | null;
  bytes: number;
}

/** Whether a detected type is one a review may carry. */
export function isReviewPhotoType(type: string | null): type is ReviewPhotoType {
  return type !== null && (REVIEW_PHOTO_TYPES as readonly string[]).includes(type);
}

/**
 * The message for photos a review may not carry, or null: the count first (a sixth photo is refused whatever it
 * is), then each photo's type, then its size.
 */
export function reviewPhotosProblem(photos: readonly PhotoCandidate[]): string | null {
  if (photos.length > REVIEW_MAX_PHOTOS) return REVIEW_TOO_MANY_PHOTOS_MESSAGE;
  for (const photo of photos) {
    if (!isReviewPhotoType(photo.detectedType)) return REVIEW_PHOTO_TYPE_MESSAGE;
    if (photo.bytes > REVIEW_PHOTO_MAX_BYTES) return REVIEW_PHOTO_SIZE_MESSAGE;
  }
  return null;
}

export interface RatingSummary {
  /** Mean score rounded half up to one decimal (4.45 → 4.5); 0 without reviews. */
  average: number;
  count: number;
  /** How many reviews gave each score, 1 to 5 (every score present, 0 where none). */
  distribution: { score: number; count: number; percent: number }[];
}

/**
 * The item page's rating box from the number of reviews per score. Percentages are whole numbers rounded half
 * up, each of the total, so they may not add up to exactly 100.
 */
export function summarizeRatings(countsByScore: Readonly<Record<number, number>>): RatingSummary {
  let count = 0;
  let sum = 0;
  for (let score = 1; score <= 5; score += 1) {
    const n = countsByScore[score] ?? 0;
    count += n;
    sum += n * score;
  }
  // Integer arithmetic before the division so 4.45 does not become 4.4 by binary floating point.
  const average = count === 0 ? 0 : Math.round((sum * 10) / count) / 10;
  const distribution = [5, 4, 3, 2, 1].map((score) => {
    const n = countsByScore[score] ?? 0;
    return { score, count: n, percent: count === 0 ? 0 : Math.round((n * 100) / count) };
  });
  return { average, count, distribution };
}
