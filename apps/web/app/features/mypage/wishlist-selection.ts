import { deleteWishlistRequestSchema } from "@shop/contracts/review";

// The wishlist's delete form: ticked cards post `itemIds` and 선택 삭제; a card's own 삭제 button posts `only`.

export const WISHLIST_ITEM_FIELD = "itemIds";
export const WISHLIST_ONLY_FIELD = "only";

export const WISHLIST_MESSAGES = {
  nothingSelected: "삭제할 상품을 선택해 주세요.",
  deleted: "찜한 상품에서 삭제되었습니다.",
  confirmSelected: (count: number) => `선택하신 상품 ${count}개를 찜한 상품에서 삭제하시겠습니까?`,
  confirmOne: "이 상품을 찜한 상품에서 삭제하시겠습니까?",
} as const;

/** The item ids a post asks to delete (one card's button wins over the ticks); [] when there is no usable id. */
export function wishedIdsOf(form: FormData): number[] {
  const only = form.get(WISHLIST_ONLY_FIELD);
  const raw = typeof only === "string" && only !== "" ? [only] : form.getAll(WISHLIST_ITEM_FIELD);
  const ids = [
    ...new Set(raw.map((value) => (typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : NaN))),
  ];
  const parsed = deleteWishlistRequestSchema.safeParse({ itemIds: ids });
  return parsed.success ? parsed.data.itemIds : [];
}
