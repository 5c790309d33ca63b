/** What the shopper reads after each change (the shop's alert, SPEC §2 shared pieces). */
export const SHIPPING_MESSAGES = {
  added: "배송지가 등록되었습니다.",
  edited: "배송지가 수정되었습니다.",
  baseChanged: "기본배송지가 변경되었습니다.",
  deleted: "배송지가 삭제되었습니다.",
  badRequest: "잘못된 요청입니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.",
  confirmDelete: "이 배송지를 삭제하시겠습니까?",
} as const;

/** The add/edit form's anchor: the list's links scroll to it. */
export const ADDRESS_FORM_ID = "address-form";
