import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { memberOf, requireMember } from "../../plugins/auth.js";

/**
 * Quick pay (SPEC §7 Payments and points: /api/pin-pay…; docs/decisions/031), members only: the enrolment with its
 * payment password, the registered cards and the payment of a placed quick-pay order. A card, or an order, of
 * another member is 404.
 */
export const pinPayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pinPay } = app.services;
  const tags = ["pin-pay"];
  const errors = { ...errorResponses, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
  const payErrors = { ...errors, 423: errorBodySchema, 503: errorBodySchema };
  const throttled = { ...errors, 429: errorBodySchema };

  const reads = [
    [apiEndpoints.pinPay, "The member's quick pay: enrolled, locked, wrong tries, cards (default first)"],
    [apiEndpoints.pinPayMember, "The enrol page's data (/pinpay/payu/member): the same summary"],
    [apiEndpoints.pinPayPayMethod, "The cards to choose from at checkout (/pinpay/payu/pay-method), default first"],
    [apiEndpoints.pinPayPayInfo, "The quick-pay page's data (/pinpay/payu/pay-info)"],
    [apiEndpoints.pinPayMypageInfo, "My page's 간편결제 관리 data (/mypage/pinpay)"],
  ] as const;
  for (const [endpoint, summary] of reads) {
    app.route({
      ...endpointRoute(endpoint, { tags, summary, errors }),
      onRequest: requireMember,
      handler: async (request) => pinPay.info(memberOf(request).userId),
    });
  }

  app.route({
    ...endpointRoute(apiEndpoints.pinPayUserKeyRequest, {
      tags,
      summary: "Whether the member may enrol now: the summary, or 409 PIN_PAY_ENROLLED",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => pinPay.requestUserKey(memberOf(request)),
  });

  app.route({
    ...endpointRoute(apiEndpoints.pinPayUpdateUserKey, {
      tags,
      summary: "Enrol: the agreement, the birth date (YYMMDD) and a 6-digit payment password twice",
      description:
        "Refused with 400 and a Korean message: not 6 digits, one digit six times, 6 consecutive digits, the birth date, a confirmation that differs. 409 when enrolled already.",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => pinPay.enrol(memberOf(request), request.body),
  });

  app.route({
    ...endpointRoute(apiEndpoints.pinPayUpdatePayPassword, {
      tags,
      summary:
        "A new payment password, proven by the current one, the login password or a phone proof (the last two unlock)",
      description:
        "Exactly one proof: currentPassword (refused while locked, 423), loginPassword (throttled like check-password, 429), or phoneVerificationToken from check-reset-code (a PIN_PAY_RESET proof of the member's own phone, single use; anything else is 400 PHONE_VERIFICATION_REQUIRED). A member who joined by Naver or Kakao has no login password: the phone is their proof.",
      errors: { ...payErrors, 429: errorBodySchema },
    }),
    onRequest: requireMember,
    handler: async (request) => pinPay.changePassword(memberOf(request), request.body, request.ip),
  });

  app.route({
    ...endpointRoute(apiEndpoints.pinPaySendResetCode, {
      tags,
      summary: "Send a payment-password reset code (PIN_PAY_RESET) to the member's own registered phone",
      description:
        "The answer shows the phone masked (010-****-5678) and the code's lifetime (300 s). Codes are limited per phone and per address like every SMS code (429 AUTH_NUMBER_THROTTLED); 409 PIN_PAY_NOT_ENROLLED, or PHONE_NUMBER_MISSING when the member has no phone.",
      errors: throttled,
    }),
    onRequest: requireMember,
    handler: async (request) => pinPay.sendResetCode(memberOf(request), request.ip),
  });

  app.route({
    ...endpointRoute(apiEndpoints.pinPayCheckResetCode, {
      tags,
      summary: "Check the reset code: a right one answers the proof for update-pay-password (30 minutes, single use)",
      description:
        "The newest PIN_PAY_RESET code of the member's phone only; 5 tries per code. A wrong, expired or used-up code is 400 with the reason in Korean.",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => pinPay.checkResetCode(memberOf(request), request.body.authNumber),
  });

  app.route({
    ...endpointRoute(apiEndpoints.pinPayRegisterCard, {
      tags,
      summary:
        "Register a card: the gateway issues a billing key (NICEPAY 빌키발급); the shop keeps company and last 4",
      description:
        "The card number, birth date and card password are sent encrypted to the gateway and never stored (the shop keeps a keyed fingerprint of the number). A card refused by the card company is 400 PIN_PAY_CARD_REFUSED; at most 5 cards (409); a card the member has registered already is 409 PIN_PAY_CARD_DUPLICATE (the new billing key is expired); 10 tries per member per hour (429 PIN_PAY_CARD_THROTTLED).",
      errors: { ...payErrors, 429: errorBodySchema },
    }),
    onRequest: requireMember,
    handler: async (request) => pinPay.registerCard(memberOf(request), request.body, request.ip),
  });

  app.route({
    ...endpointRoute(apiEndpoints.pinPayRemovePayKey, {
      tags,
      summary: "Remove one registered card (its billing key expires); another member's card is 404",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => pinPay.removeCard(memberOf(request), request.body.payKeyId),
  });

  app.route({
    ...endpointRoute(apiEndpoints.pinPayDelete, {
      tags,
      summary: "Remove every registered card (the enrolment and its password stay)",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => pinPay.removeAllCards(memberOf(request)),
  });

  app.route({
    ...endpointRoute(apiEndpoints.pinPayRemoveUserKey, {
      tags,
      summary: "Leave quick pay: every card, the enrolment and its payment password go",
      errors,
    }),
    onRequest: requireMember,
    handler: async (request) => pinPay.leave(memberOf(request)),
  });

  app.route({
    ...endpointRoute(apiEndpoints.pinPayPay, {
      tags,
      summary: "Pay a placed quick-pay order with a registered card after the payment password (NICEPAY 빌키승인)",
      description:
        "A wrong password is 400 PIN_PASSWORD_WRONG with the count; the fifth in a row locks quick pay (423 PIN_PAY_LOCKED) until a new password. The order is charged once: a repeat answers paid. A refusal by the card company cancels the order (409 PAYMENT_REFUSED).",
      errors: payErrors,
    }),
    onRequest: requireMember,
    handler: async (request) => pinPay.pay(memberOf(request), request.body),
  });
};
