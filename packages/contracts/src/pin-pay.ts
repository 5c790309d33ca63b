import { CARD_MESSAGES, cardIdentityValid, cardNumberValid } from "@shop/core/pinpay/card-number";
import { PIN_PASSWORD_MESSAGES } from "@shop/core/pinpay/pin-password";
import type { FieldRule } from "@shop/core/validation/validate-fields";
import { z } from "zod";
import { checkAuthNumberRequestSchema } from "./auth.js";
import { ruleText } from "./rule-field.js";

// Quick pay (간편결제, SPEC §7 Payments and points /api/pin-pay…; docs/decisions/031): a member's enrolment ("user
// key") with a 6-digit payment password, their registered cards ("pay keys": the card company and last 4 digits, the
// gateway's billing key kept by the API only), and the payment of an order with one of them.

const text = (value: unknown) => (typeof value === "string" ? value : "");
const pattern =
  (regex: RegExp, message: string): FieldRule =>
  (value) =>
    regex.test(text(value)) ? null : message;
const custom =
  (valid: (value: string) => boolean, message: string): FieldRule =>
  (value) =>
    valid(text(value)) ? null : message;

const pinPassword = ruleText([pattern(/^\d{6}$/, PIN_PASSWORD_MESSAGES.format)]);
const idField = z.coerce.number().int().min(1).max(2_147_483_647);

export const PIN_PAY_MESSAGES = {
  agree: "간편결제 이용약관에 동의해 주세요.",
  birthDate: "생년월일 6자리(예: 850314)를 입력해 주세요.",
  notEnrolled: "간편결제에 먼저 가입해 주세요.",
  alreadyEnrolled: "이미 간편결제에 가입되어 있습니다.",
  cardNotFound: "등록된 카드를 찾을 수 없습니다.",
  tooManyCards: "카드는 최대 5장까지 등록할 수 있습니다. 사용하지 않는 카드를 삭제해 주세요.",
  resetProof: "현재 결제 비밀번호, 로그인 비밀번호, 휴대폰 인증 중 한 가지로 본인 확인을 해 주세요.",
  duplicateCard: "이미 등록된 카드입니다.",
  noPhone: "등록된 휴대폰 번호가 없습니다. 회원정보 수정에서 휴대폰 번호를 등록해 주세요.",
  membersOnly: "간편결제는 회원만 이용할 수 있습니다.",
  notPinPayOrder: "간편결제로 주문한 결제 대기 중인 주문이 아닙니다.",
} as const;

/** Cards a member may keep registered at once. */
export const PIN_PAY_MAX_CARDS = 5;

/** One registered card as the member sees it: never its number or billing key. */
export const pinPayCardSchema = z.object({
  payKeyId: z.number().int(),
  cardCode: z.string(),
  cardName: z.string(),
  last4: z.string(),
  alias: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type PinPayCard = z.infer<typeof pinPayCardSchema>;

/**
 * The member's quick pay (GET /api/pin-pay, GET payu/member and payu/pay-method, POST payu/pay-info and
 * payu/mypage-info): enrolled or not, locked after too many wrong passwords, and the cards, the default first.
 */
export const pinPayInfoSchema = z.object({
  enrolled: z.boolean(),
  locked: z.boolean(),
  failedAttempts: z.number().int(),
  maxFailures: z.number().int(),
  maxCards: z.number().int(),
  /** YYMMDD as given at enrolment (the card form offers it as the holder's birth date); "" before enrolment. */
  birthDate: z.string(),
  cards: z.array(pinPayCardSchema),
});
export type PinPayInfo = z.infer<typeof pinPayInfoSchema>;

/** POST /api/pin-pay/payu/update-user-key: enrol (agree, birth date, the payment password twice). */
export const pinPayEnrolRequestSchema = z.object({
  agree: z.literal(true, { error: PIN_PAY_MESSAGES.agree }),
  birthDate: ruleText([
    pattern(/^\d{6}$/, PIN_PAY_MESSAGES.birthDate),
    custom((value) => cardIdentityValid(value), PIN_PAY_MESSAGES.birthDate),
  ]),
  password: pinPassword,
  passwordConfirm: pinPassword,
});
export type PinPayEnrolRequest = z.infer<typeof pinPayEnrolRequestSchema>;

/** POST /api/pin-pay/payu/register-card: the card as typed, sent encrypted to the gateway and never stored. */
export const pinPayRegisterCardRequestSchema = z.object({
  cardNo: ruleText([custom(cardNumberValid, CARD_MESSAGES.number)]),
  expMonth: ruleText([pattern(/^(0[1-9]|1[0-2])$/, CARD_MESSAGES.expiry)]),
  expYear: ruleText([pattern(/^\d{2}$/, CARD_MESSAGES.expiry)]),
  idNo: ruleText([custom(cardIdentityValid, CARD_MESSAGES.identity)]),
  cardPw: ruleText([pattern(/^\d{2}$/, CARD_MESSAGES.cardPassword)]),
  alias: z.string().trim().max(20, "카드 별칭은 20자 이내로 입력해 주세요.").optional(),
});
export type PinPayRegisterCardRequest = z.infer<typeof pinPayRegisterCardRequestSchema>;

/** POST /api/pin-pay/payu/remove-pay-kay: one registered card. */
export const pinPayRemoveCardRequestSchema = z.object({ payKeyId: idField });

/**
 * POST /api/pin-pay/payu/update-pay-password: a new payment password, proven by the current one, or — forgotten or
 * locked — by the member's login password or by a PIN_PAY_RESET phone proof (either also unlocks quick pay). Exactly
 * one proof.
 */
export const pinPayPasswordRequestSchema = z
  .object({
    currentPassword: z.string().max(20).optional(),
    loginPassword: z.string().max(100).optional(),
    /** From POST /api/pin-pay/payu/check-reset-code: the code sent to the member's own phone. */
    phoneVerificationToken: z.string().max(100).optional(),
    password: pinPassword,
    passwordConfirm: pinPassword,
  })
  .refine(
    (body) => [body.currentPassword, body.loginPassword, body.phoneVerificationToken].filter(Boolean).length === 1,
    { message: PIN_PAY_MESSAGES.resetProof, path: ["currentPassword"] },
  );
export type PinPayPasswordRequest = z.infer<typeof pinPayPasswordRequestSchema>;

/**
 * POST /api/pin-pay/payu/send-reset-code: a code went to the member's registered phone, shown masked
 * (010-****-5678) so the member knows which; `expiresIn` seconds (300) for the countdown.
 */
export const pinPayResetCodeSentSchema = z.object({ expiresIn: z.number().int(), phoneNumber: z.string() });
export type PinPayResetCodeSent = z.infer<typeof pinPayResetCodeSentSchema>;

/** POST /api/pin-pay/payu/check-reset-code: the six digits of that SMS. */
export const pinPayCheckResetCodeRequestSchema = checkAuthNumberRequestSchema.pick({ authNumber: true });

/** The proof a right code yields (single use, 30 minutes): update-pay-password's `phoneVerificationToken`. */
export const pinPayResetProofSchema = z.object({ verificationToken: z.string(), expiresIn: z.number().int() });
export type PinPayResetProof = z.infer<typeof pinPayResetProofSchema>;

/** POST /api/pin-pay/payu/pay: pays a placed quick-pay order with a registered card after the payment password. */
export const pinPayPayRequestSchema = z.object({
  orderCode: z.string().trim().min(1).max(32),
  payKeyId: idField,
  password: pinPassword,
});
export type PinPayPayRequest = z.infer<typeof pinPayPayRequestSchema>;

/** Where a quick-pay payment ended: paid (the order's page), or still being checked with the gateway. */
export const pinPayPayResponseSchema = z.object({
  status: z.enum(["paid", "checking"]),
  orderCode: z.string(),
});
export type PinPayPayResponse = z.infer<typeof pinPayPayResponseSchema>;
