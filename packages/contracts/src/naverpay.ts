import { z } from "zod";
import { checkoutLinesSchema, orderFormSchema } from "./order.js";

// Naver Pay express checkout (issue 11: "N pay 구매" under the cart's 주문하기). A member pays the selected cart lines
// with Naver Pay in one step: the orderer is the member's profile, the receiver the member's base address (기본배송지),
// no coupons or points; the order is placed by the same checkout as /order/step2 (stock, idempotency, client total).

/** Why the express path is closed: it ships to the base address, and the member has none. */
export const NAVERPAY_NO_BASE_ADDRESS_MESSAGE = "기본 배송지를 등록하면 네이버페이로 바로 구매할 수 있어요.";

/** The stored base address fails the order form's receiver rules: the shopper fixes it in the address book. */
export const NAVERPAY_BASE_ADDRESS_INCOMPLETE_MESSAGE =
  "기본 배송지의 받는 분, 휴대폰번호와 주소를 배송지 관리에서 확인해 주세요.";

/** The member's profile cannot be the orderer of an order (a name or mobile number missing or not valid). */
export const NAVERPAY_PROFILE_INCOMPLETE_MESSAGE =
  "회원정보의 이름과 휴대폰번호를 확인해 주세요. 주문서에서 주문자 정보를 입력해 주문하실 수도 있어요.";

/** POST /api/order/naverpay/payment: the lines, the total the page showed and the checkout's id from payment-step. */
export const naverPayPaymentRequestSchema = checkoutLinesSchema.extend({
  /** The amount the shopper saw and agreed to pay; a different server total refuses the order (409). */
  clientTotal: z.number().int().min(0),
  /** The checkout's id from payment-step: without an Idempotency-Key, a repeat of one checkout answers its order. */
  groupCode: orderFormSchema.shape.groupCode,
});
export type NaverPayPaymentRequest = z.infer<typeof naverPayPaymentRequestSchema>;
