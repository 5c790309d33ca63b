import type { PaymentRequest } from "@shop/contracts/order";
import type { FormActionData } from "../../components/form/form-action.server";

// Naver Pay express checkout's page (/order/naverpay): the names its form posts and what its action answers.

/** The orderer of an express order: the member's profile. */
export interface NaverPayOrderer {
  name: string;
  phone: string;
  email: string;
}

/** What 네이버페이로 결제하기 answers: the window's options, or a message (with the cart as the way out). */
export interface NaverPayActionData extends FormActionData {
  /** The placed order's payment window options, returnUrl made absolute on the shop's origin. */
  payment?: PaymentRequest & { orderCode: string };
  /** A refusal about the lines themselves (stock, a line gone): the way out is the cart. */
  backToCart?: boolean;
}

export const NAVERPAY_INTENT = "naverpay";

/** The hidden fields of 네이버페이로 결제하기. */
export const NAVERPAY_FIELDS = {
  /** The total the page showed: a different server total refuses the order. */
  clientTotal: "clientTotal",
  /** payment-step's checkout id, sent as the Idempotency-Key. */
  groupCode: "groupCode",
  /** "1" once the page's script runs: the window needs it. */
  scripted: "scripted",
} as const;

export const NAVERPAY_NEEDS_SCRIPT_MESSAGE =
  "네이버페이 결제창은 자바스크립트로 열립니다. 브라우저 설정에서 자바스크립트를 켠 뒤 다시 결제해 주세요.";

/** Where the address book is kept (the base address is set there). */
export const ADDRESS_BOOK_PATH = "/mypage/delivery";
