import type { ApiEndpoint } from "../api-endpoints.js";
import {
  pinPayCheckResetCodeRequestSchema,
  pinPayEnrolRequestSchema,
  pinPayInfoSchema,
  pinPayPasswordRequestSchema,
  pinPayPayRequestSchema,
  pinPayPayResponseSchema,
  pinPayRegisterCardRequestSchema,
  pinPayRemoveCardRequestSchema,
  pinPayResetCodeSentSchema,
  pinPayResetProofSchema,
} from "../pin-pay.js";

/**
 * Quick pay (SPEC §7 Payments and points; docs/decisions/031), members only; spread into apiEndpoints. The paths
 * keep the SPEC's spelling (remove-pay-kay, remove-user-kay). register-card and pay are the shop's own additions: the
 * SPEC names no call that takes a card or pays an order.
 */
export const pinPayEndpoints = {
  pinPay: { method: "GET", path: "/pin-pay", response: pinPayInfoSchema },
  // Removes every registered card (their billing keys expire); the enrolment and password stay.
  pinPayDelete: { method: "POST", path: "/pin-pay/delete", response: pinPayInfoSchema },
  pinPayMember: { method: "GET", path: "/pin-pay/payu/member", response: pinPayInfoSchema },
  pinPayPayMethod: { method: "GET", path: "/pin-pay/payu/pay-method", response: pinPayInfoSchema },
  pinPayUpdateUserKey: {
    method: "POST",
    path: "/pin-pay/payu/update-user-key",
    body: pinPayEnrolRequestSchema,
    response: pinPayInfoSchema,
  },
  pinPayPayInfo: { method: "POST", path: "/pin-pay/payu/pay-info", response: pinPayInfoSchema },
  pinPayMypageInfo: { method: "POST", path: "/pin-pay/payu/mypage-info", response: pinPayInfoSchema },
  pinPayRemovePayKey: {
    method: "POST",
    path: "/pin-pay/payu/remove-pay-kay",
    body: pinPayRemoveCardRequestSchema,
    response: pinPayInfoSchema,
  },
  // Leaves quick pay: every card's billing key expires, the enrolment and its password go.
  pinPayRemoveUserKey: { method: "POST", path: "/pin-pay/payu/remove-user-kay", response: pinPayInfoSchema },
  // Whether the member may enrol now (409 when already enrolled): the enrol page's first step.
  pinPayUserKeyRequest: { method: "POST", path: "/pin-pay/payu/user-key-request", response: pinPayInfoSchema },
  pinPayUpdatePayPassword: {
    method: "POST",
    path: "/pin-pay/payu/update-pay-password",
    body: pinPayPasswordRequestSchema,
    response: pinPayInfoSchema,
  },
  // The SMS proof of a payment-password reset (a member without a login password has no other): a code to the
  // member's own registered phone, then its proof for update-pay-password.
  pinPaySendResetCode: {
    method: "POST",
    path: "/pin-pay/payu/send-reset-code",
    response: pinPayResetCodeSentSchema,
  },
  pinPayCheckResetCode: {
    method: "POST",
    path: "/pin-pay/payu/check-reset-code",
    body: pinPayCheckResetCodeRequestSchema,
    response: pinPayResetProofSchema,
  },
  pinPayRegisterCard: {
    method: "POST",
    path: "/pin-pay/payu/register-card",
    body: pinPayRegisterCardRequestSchema,
    response: pinPayInfoSchema,
  },
  pinPayPay: {
    method: "POST",
    path: "/pin-pay/payu/pay",
    body: pinPayPayRequestSchema,
    response: pinPayPayResponseSchema,
  },
} as const satisfies Record<string, ApiEndpoint>;
