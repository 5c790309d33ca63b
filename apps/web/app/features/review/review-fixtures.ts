import { apiEndpoints, apiPath } from "@shop/contracts/api-endpoints";
import type { MyReview, ReviewableLine } from "@shop/contracts/review";

// API answers of /mypage/review's calls for its tests (shapes of packages/contracts review.ts).

export const NO_PAGES = { page: 1, size: 10, totalCount: 0, totalPages: 0 };

export const AWAITING_LINE: ReviewableLine = {
  orderItemId: 41,
  itemUserCode: "G0000031",
  itemName: "한우 1++ 등심 구이용",
  optionName: "500g",
  imageSrc: "/images/items/G0000031-1.svg",
  quantity: 1,
  orderCode: "O2026112800001",
  orderedAt: "2026-11-20T01:00:00.000Z",
  status: "delivered",
  statusLabel: "배송완료",
};

export const MY_REVIEW: MyReview = {
  reviewId: 7,
  itemUserCode: "G0000032",
  itemName: "한돈 삼겹살 구이용",
  authorName: "김**",
  score: 5,
  content: "두툼하고 신선해서 정말 맛있게 먹었어요.",
  photos: [{ photoId: 3, url: apiPath(apiEndpoints.reviewPhoto, { id: 3 }) }],
  likeCount: 2,
  liked: false,
  createdAt: "2026-11-25T03:00:00.000Z",
  orderItemId: 40,
  orderCode: "O2026111500002",
  optionName: "600g",
  imageSrc: "/images/items/G0000032-1.svg",
};

/** A `{ list, pagination }` answer of 10 a page (the page's own size). */
export function pageOf<T>(list: readonly T[], pagination: Partial<typeof NO_PAGES> = {}) {
  const totalCount = pagination.totalCount ?? list.length;
  return {
    body: {
      list,
      pagination: { ...NO_PAGES, totalCount, totalPages: Math.ceil(totalCount / 10), ...pagination },
    },
  };
}
