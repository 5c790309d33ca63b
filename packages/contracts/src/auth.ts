import { MEMBER_ACCOUNT_SCHEME, PARTNER_ACCOUNT_SCHEME } from "@shop/core/validation/account-schemes";
import { businessNumber } from "@shop/core/validation/business-number";
import { isBlank } from "@shop/core/validation/input-value";
import {
  confirmed,
  digits,
  email,
  korean,
  max,
  minmax,
  noEmoji,
  phoneNumber,
  required,
  requiredIf,
} from "@shop/core/validation/rules";
import type { FieldRule } from "@shop/core/validation/validate-fields";
import { z } from "zod";
import { crossFieldRule, optionalRuleText, requiredCheckbox, ruleText } from "./rule-field.js";
import "./zod-setup.js";

// The contract of the account calls (SPEC §7 Auth). Field rules are SPEC §5's from @shop/core, so a form that
// parses with these schemas shows the same message the API would answer with. Every body error is a 400 whose
// `errors` lists each failing field once (see ErrorBody in common.ts).

// ─── Headers, codes and messages ────────────────────────────────────────────────────────────────────────────────

/** Site-id header sent with the bearer token on member calls (SPEC §6); Node reads headers case-insensitively. */
export const SALESON_ID_HEADER = "salesonId";
/** HMAC headers of the token-issuing calls (docs/api/auth-signing.md). */
export const TIMESTAMP_HEADER = "X-Timestamp";
export const SIGNATURE_HEADER = "X-Signature";

/** Messages of SPEC §8 and of the account flows, for alerts on the web. */
export const AUTH_MESSAGES = {
  UNAUTHORIZED: "로그인 후 이용이 가능합니다.",
  SLEEP_USER: "휴면 전환된 계정입니다.",
  PASSWORD_EXPIRED: "패스워드 기간이 만료 되었습니다.",
  TEMP_PASSWORD: "임시 비밀번호로 로그인하셨습니다. 비밀번호를 변경해 주세요.",
  TRANSFER_REQUIRED: "새 쇼핑몰 이용을 위해 회원 전환 가입을 진행해 주세요.",
  SNS_AUTH_MISSING: "인증 정보가 존재하지 않습니다.",
  LOGIN_FAILED: "아이디 또는 비밀번호가 일치하지 않습니다.",
  INVALID_SIGNATURE: "요청 서명이 올바르지 않습니다.",
  DUPLICATE_LOGIN_ID: "이미 사용 중인 아이디입니다.",
  AVAILABLE_LOGIN_ID: "사용 가능한 아이디입니다.",
  DUPLICATE_PHONE: "이미 가입된 휴대폰번호입니다.",
  AUTH_NUMBER_MISMATCH: "인증번호가 일치하지 않습니다.",
  AUTH_NUMBER_EXPIRED: "인증번호 입력 시간이 만료되었습니다. 인증번호를 다시 요청해 주세요.",
  AUTH_NUMBER_ATTEMPTS: "인증번호 입력 횟수를 초과했습니다. 인증번호를 다시 요청해 주세요.",
  AUTH_NUMBER_THROTTLED: "인증번호 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.",
  PHONE_VERIFICATION_REQUIRED: "휴대폰 인증을 다시 진행해 주세요.",
  PASSWORD_MISMATCH: "비밀번호를 정확히 입력해 주세요.",
  SAME_PASSWORD: "현재 비밀번호와 다른 비밀번호를 입력해 주세요.",
  SNS_ONLY_ACCOUNT: "SNS 계정으로 가입한 회원은 SNS 연결을 해제할 수 없습니다.",
  SNS_ALREADY_CONNECTED: "이미 다른 회원과 연결된 SNS 계정입니다.",
} as const;

/** Roles of SPEC §6. */
export const roleSchema = z.enum(["ROLE_GUEST", "ROLE_USER"]);
export type Role = z.infer<typeof roleSchema>;

/** How a member signs in: with a login id and password, or through a social provider. */
export const loginTypeSchema = z.enum(["NORMAL", "NAVER", "KAKAO"]);
export type LoginType = z.infer<typeof loginTypeSchema>;

export const snsProviderSchema = z.enum(["NAVER", "KAKAO"], { error: "필수 입력 항목입니다." });
export type SnsProvider = z.infer<typeof snsProviderSchema>;

export const userTypeSchema = z.enum(["PERSONAL", "BUSINESS"], { error: "필수 입력 항목입니다." });
export type UserType = z.infer<typeof userTypeSchema>;

/**
 * Token codes of a token-issuing answer (SPEC §4): SUCCESS, or what the shopper must do first. A token issued with
 * PASSWORD_EXPIRED, TEMP_PASSWORD or TRANSFER_REQUIRED is restricted: every other member call answers 401 with that
 * code until change-password / delay-change-password / transfer-join resolves it. SNS_JOIN_REQUIRED comes from
 * sns-token when the social account belongs to nobody yet (the token is then a guest token carrying the social
 * identity for sns-info and sns-join); SNS_CONNECTED when a logged-in member has just linked it.
 */
export const tokenCodeSchema = z.enum([
  "SUCCESS",
  "PASSWORD_EXPIRED",
  "TEMP_PASSWORD",
  "TRANSFER_REQUIRED",
  "SNS_JOIN_REQUIRED",
  "SNS_CONNECTED",
]);
export type TokenCode = z.infer<typeof tokenCodeSchema>;

/** `code` of a 401 body (SPEC §8): the first four decide where the web sends the shopper. */
export const unauthorizedCodeSchema = z.enum([
  "UNAUTHORIZED",
  "SLEEP_USER",
  "PASSWORD_EXPIRED",
  "TEMP_PASSWORD",
  "TRANSFER_REQUIRED",
  "LOGIN_FAILED",
  "INVALID_SIGNATURE",
]);
export type UnauthorizedCode = z.infer<typeof unauthorizedCodeSchema>;

/** `code` of a 429 body. */
export const throttledCodeSchema = z.enum([
  "LOGIN_THROTTLED",
  "PASSWORD_THROTTLED",
  "AUTH_NUMBER_THROTTLED",
  "COUPON_CODE_THROTTLED",
]);

// ─── Field rules (shared by the forms) ───────────────────────────────────────────────────────────────────────────

/** Login form: only `required` (a transfer-join account keeps its 6–30 partner-scheme id), with a length cap. */
export const LOGIN_FORM_RULES = {
  loginId: [required, (value) => max(value, { length: 30 })],
  password: [required, (value) => max(value, { length: 20 })],
} satisfies Record<string, FieldRule[]>;

const userNameRules: FieldRule[] = [
  required,
  (value) => noEmoji(value, { label: "이름" }),
  korean,
  (value) => minmax(value, { min: 2, max: 20 }),
];
const emailRules: FieldRule[] = [required, (value) => max(value, { length: 100 }), email];
const phoneNumberRules: FieldRule[] = [required, phoneNumber];
const companyNameRules: FieldRule[] = [
  (value) => noEmoji(value, { label: "회사명" }),
  (value) => max(value, { length: 50 }),
];
const authNumberRules: FieldRule[] = [required, (value) => digits(value, { length: 6 })];
const tokenRules: FieldRule[] = [required, (value) => max(value, { length: 200 })];

/** Form rules of the member fields, for inputs that validate as the shopper types (same rules as the bodies below). */
export const MEMBER_FIELD_RULES = {
  loginId: MEMBER_ACCOUNT_SCHEME.id.rules,
  password: MEMBER_ACCOUNT_SCHEME.password.rules,
  userName: userNameRules,
  email: emailRules,
  phoneNumber: phoneNumberRules,
  businessNumber: [businessNumber],
  companyName: companyNameRules,
  authNumber: authNumberRules,
} satisfies Record<string, readonly FieldRule[]>;

/** password_confirm: compared once both are typed (a blank one is `required`'s, a missing password its own). */
const passwordConfirmRule: FieldRule = (value, values) =>
  isBlank(value) || typeof values.password !== "string" || isBlank(values.password)
    ? null
    : confirmed(value, { other: values.password });
/** required_if: company buyers give a business number and company name (their format is checked field by field). */
const requiredForBusiness: FieldRule = (value, values) => requiredIf(value, { when: values.userType === "BUSINESS" });

const passwordField = ruleText(MEMBER_ACCOUNT_SCHEME.password.rules);
const passwordConfirmField = ruleText([required]);
const phoneVerificationTokenField = ruleText(tokenRules).describe(
  "verificationToken from check-auth-number: proof that the shopper owns phoneNumber",
);
const agreements = {
  agreeTerms: requiredCheckbox("필수 입력 항목입니다."),
  agreePrivacy: requiredCheckbox("필수 입력 항목입니다."),
  agreeMarketing: z.boolean({ error: "입력값이 올바르지 않습니다." }).default(false),
};
const buyerFields = {
  userName: ruleText(userNameRules),
  email: ruleText(emailRules),
  phoneNumber: ruleText(phoneNumberRules),
  phoneVerificationToken: phoneVerificationTokenField,
  userType: userTypeSchema,
  businessNumber: optionalRuleText([businessNumber]).describe("10 digits, required when userType is BUSINESS"),
  companyName: optionalRuleText(companyNameRules).describe("required when userType is BUSINESS"),
  ...agreements,
};

// ─── Token-issuing calls (HMAC-signed) ───────────────────────────────────────────────────────────────────────────

/** POST /api/auth/token?uid, /sns-token?uid: the optional event-tracking uid the session is attributed to. */
export const tokenQuerySchema = z.object({ uid: z.string().max(100).optional() });

/** POST /api/auth/guest-token — body may be empty. */
export const guestTokenRequestSchema = z.object({}).nullish();
/** POST /api/auth/guest-token — a ROLE_GUEST token (non-member cart and order). */
export const guestTokenResponseSchema = z.object({ token: z.string() });
export type GuestTokenResponse = z.infer<typeof guestTokenResponseSchema>;

/** POST /api/auth/token — login. */
export const loginRequestSchema = z.object({
  loginId: ruleText(LOGIN_FORM_RULES.loginId),
  password: ruleText(LOGIN_FORM_RULES.password),
  rememberMe: z.boolean({ error: "입력값이 올바르지 않습니다." }).default(false),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * Answer of token, sns-token, sns-join and remember-me (SPEC §3 "Auth token response: token and code").
 * `rememberMeToken` is present when remember-me was asked for (login) or rotated (remember-me): the web keeps it
 * in an HttpOnly cookie, the app in its secure storage; it is single-use.
 */
export const tokenResponseSchema = z.object({
  token: z.string(),
  code: tokenCodeSchema,
  loginType: loginTypeSchema,
  rememberMeToken: z.string().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** POST /api/auth/remember-me — trade a remember-me token for a session (mobile auto-login, SPEC §4). */
export const rememberMeRequestSchema = z.object({ rememberMeToken: ruleText(tokenRules) });
export type RememberMeRequest = z.infer<typeof rememberMeRequestSchema>;

/** POST /api/auth/sns-token — the code the provider redirected back with. */
export const snsTokenRequestSchema = z.object({
  provider: snsProviderSchema,
  code: ruleText([required, (value) => max(value, { length: 2000 })]),
  state: z.string().max(200).optional(),
  redirectUri: ruleText([required, (value) => max(value, { length: 500 })]),
});
export type SnsTokenRequest = z.infer<typeof snsTokenRequestSchema>;

/** GET /api/auth/sns/authorize-url — where to send the shopper to log in with a provider. */
export const snsAuthorizeUrlQuerySchema = z.object({
  provider: snsProviderSchema,
  redirectUri: z.string().min(1).max(500),
  state: z.string().min(1).max(200),
});
export const snsAuthorizeUrlResponseSchema = z.object({ url: z.string() });

// ─── Site id, logout ─────────────────────────────────────────────────────────────────────────────────────────────

/** GET /api/auth/saleson-id — a new random site id for the salesonId header. */
export const salesonIdResponseSchema = z.object({ id: z.string() });

/** GET /op_security_logout, and every call answering only that it worked. */
export const successResponseSchema = z.object({ code: z.literal("SUCCESS") });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

// ─── Phone verification ─────────────────────────────────────────────────────────────────────────────────────────

/** What a verification code is for; a proof is accepted only by the step of its purpose (ORDER: a non-member order). */
export const authNumberPurposeSchema = z.enum(
  ["JOIN", "SNS_JOIN", "SLEEP_USER", "CHANGE_PHONE", "TRANSFER_JOIN", "ORDER"],
  {
    error: "필수 입력 항목입니다.",
  },
);
export type AuthNumberPurpose = z.infer<typeof authNumberPurposeSchema>;

/** POST /api/auth/send-auth-number */
export const sendAuthNumberRequestSchema = z.object({
  phoneNumber: ruleText(phoneNumberRules),
  purpose: authNumberPurposeSchema,
});
export type SendAuthNumberRequest = z.infer<typeof sendAuthNumberRequestSchema>;
/** Seconds the code stays valid (300, SPEC §9): the form's countdown. Also the answer of find-id and find-password-step1. */
export const authNumberSentResponseSchema = z.object({ expiresIn: z.number().int() });
export type AuthNumberSentResponse = z.infer<typeof authNumberSentResponseSchema>;

/** POST /api/auth/check-auth-number — at most 5 tries per code. */
export const checkAuthNumberRequestSchema = z.object({
  phoneNumber: ruleText(phoneNumberRules),
  purpose: authNumberPurposeSchema,
  authNumber: ruleText(authNumberRules),
});
export type CheckAuthNumberRequest = z.infer<typeof checkAuthNumberRequestSchema>;
/** `verificationToken` goes with the next step's body as `phoneVerificationToken`; single use, valid `expiresIn` s. */
export const checkAuthNumberResponseSchema = z.object({ verificationToken: z.string(), expiresIn: z.number().int() });
export type CheckAuthNumberResponse = z.infer<typeof checkAuthNumberResponseSchema>;

// ─── Join and availability ───────────────────────────────────────────────────────────────────────────────────────

/** POST /api/auth/join — member (PERSONAL) or company buyer (BUSINESS); a JOIN phone proof is required. */
export const joinRequestSchema = z
  .object({
    loginId: ruleText(MEMBER_ACCOUNT_SCHEME.id.rules),
    password: passwordField,
    passwordConfirm: passwordConfirmField,
    ...buyerFields,
  })
  .check(
    crossFieldRule("passwordConfirm", passwordConfirmRule),
    crossFieldRule("businessNumber", requiredForBusiness),
    crossFieldRule("companyName", requiredForBusiness),
  );
export type JoinRequest = z.infer<typeof joinRequestSchema>;
export const joinResponseSchema = z.object({
  loginId: z.string(),
  userName: z.string(),
  userType: userTypeSchema,
});
export type JoinResponse = z.infer<typeof joinResponseSchema>;

const loginIdBodySchema = z.object({ loginId: ruleText(MEMBER_ACCOUNT_SCHEME.id.rules) });

/** POST /api/auth/validate — the login id's format (400 with the rule's message) and whether it is free. */
export const validateLoginIdRequestSchema = loginIdBodySchema;
export const validateLoginIdResponseSchema = z.object({ available: z.boolean(), message: z.string() });
export type ValidateLoginIdResponse = z.infer<typeof validateLoginIdResponseSchema>;

/** POST /api/auth/user/duplicate — whether a login id is taken (seceded accounts keep theirs reserved). */
export const duplicateLoginIdRequestSchema = z.object({ loginId: ruleText(LOGIN_FORM_RULES.loginId) });
export const duplicateLoginIdResponseSchema = z.object({ duplicated: z.boolean() });

/** POST /api/auth/validate/phone-number — the phoneNumber rule only. */
export const validatePhoneNumberRequestSchema = z.object({ phoneNumber: ruleText(phoneNumberRules) });
export const validatePhoneNumberResponseSchema = z.object({ valid: z.literal(true) });

// ─── Finding an id or password (answers never tell whether an account exists) ───────────────────────────────────

/** POST /api/auth/find-id — sends a code when a member has this name and phone; answers the same either way. */
export const findIdRequestSchema = z.object({
  userName: ruleText(userNameRules),
  phoneNumber: ruleText(phoneNumberRules),
});
export type FindIdRequest = z.infer<typeof findIdRequestSchema>;

/** POST /api/auth/find-complete-id — the code from find-id. */
export const findCompleteIdRequestSchema = findIdRequestSchema.extend({ authNumber: ruleText(authNumberRules) });
export type FindCompleteIdRequest = z.infer<typeof findCompleteIdRequestSchema>;
export const findCompleteIdResponseSchema = z.object({
  list: z.array(z.object({ loginId: z.string(), loginType: loginTypeSchema, createdAt: z.string() })),
});
export type FindCompleteIdResponse = z.infer<typeof findCompleteIdResponseSchema>;

/** POST /api/auth/find-password-step1 — sends a code when the three match; answers the same either way. */
export const findPasswordRequestSchema = z.object({
  loginId: ruleText(LOGIN_FORM_RULES.loginId),
  userName: ruleText(userNameRules),
  phoneNumber: ruleText(phoneNumberRules),
});
export type FindPasswordRequest = z.infer<typeof findPasswordRequestSchema>;

/** POST /api/auth/recovery — the code from step 1; a temporary password goes to the phone by SMS. */
export const recoveryRequestSchema = z.object({
  loginId: ruleText(LOGIN_FORM_RULES.loginId),
  phoneNumber: ruleText(phoneNumberRules),
  authNumber: ruleText(authNumberRules),
});
export type RecoveryRequest = z.infer<typeof recoveryRequestSchema>;

// ─── Password ────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * POST /api/auth/change-password. The new password follows the account's scheme (member 10–16 with password1–3;
 * transfer-join accounts the partner 8–20), so the body checks presence and length and the API applies the scheme.
 * `currentPassword` may be left out only by a token restricted by TEMP_PASSWORD (the shopper just typed it).
 */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: optionalRuleText([(value) => max(value, { length: 20 })]),
    password: ruleText([required, (value) => max(value, { length: 20 })]),
    passwordConfirm: passwordConfirmField,
  })
  .check(crossFieldRule("passwordConfirm", passwordConfirmRule));
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST /api/auth/delay-change-password — keep the password 90 more days. */
export const delayChangePasswordResponseSchema = z.object({
  code: z.literal("SUCCESS"),
  delayedUntil: z.string().describe("ISO 8601"),
});

/** POST /api/auth/check-password — before my-page modify; 400 PASSWORD_MISMATCH when wrong. */
export const checkPasswordRequestSchema = z.object({ password: ruleText(LOGIN_FORM_RULES.password) });
export const checkPasswordResponseSchema = z.object({ matched: z.literal(true) });

// ─── Dormant accounts and secession ──────────────────────────────────────────────────────────────────────────────

/** POST /api/auth/sleep-user — reactivate a dormant account (SLEEP_USER) with its password and a SLEEP_USER phone proof. */
export const reactivateSleepUserRequestSchema = z.object({
  loginId: ruleText(LOGIN_FORM_RULES.loginId),
  password: ruleText(LOGIN_FORM_RULES.password),
  phoneNumber: ruleText(phoneNumberRules),
  phoneVerificationToken: phoneVerificationTokenField,
});
export type ReactivateSleepUserRequest = z.infer<typeof reactivateSleepUserRequestSchema>;

/** POST /api/auth/secede — the password is required for accounts that have one (SNS-only accounts have none). */
export const secedeRequestSchema = z.object({
  password: optionalRuleText([(value) => max(value, { length: 20 })]),
  reason: optionalRuleText([(value) => noEmoji(value, { label: "탈퇴 사유" }), (value) => max(value, { length: 200 })]),
});
export type SecedeRequest = z.infer<typeof secedeRequestSchema>;

// ─── The signed-in member ────────────────────────────────────────────────────────────────────────────────────────

export const snsConnectionSchema = z.object({ provider: snsProviderSchema, connectedAt: z.string() });

/** GET /api/auth/me, and the answer of POST /api/auth/me. Times are ISO 8601. */
export const memberProfileSchema = z.object({
  loginId: z.string(),
  userName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  userType: userTypeSchema,
  businessNumber: z.string().nullable(),
  companyName: z.string().nullable(),
  loginType: loginTypeSchema,
  hasPassword: z.boolean(),
  agreeMarketing: z.boolean(),
  marketingAgreedAt: z.string().nullable(),
  passwordChangedAt: z.string().nullable(),
  createdAt: z.string(),
  snsAccounts: z.array(snsConnectionSchema),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/**
 * POST /api/auth/me — my-page modify. A changed phoneNumber needs a CHANGE_PHONE proof; switching to BUSINESS needs
 * businessNumber and companyName.
 */
export const updateMeRequestSchema = z
  .object({
    userName: ruleText(userNameRules),
    email: ruleText(emailRules),
    phoneNumber: ruleText(phoneNumberRules),
    phoneVerificationToken: optionalRuleText([(value) => max(value, { length: 200 })]),
    userType: userTypeSchema,
    businessNumber: buyerFields.businessNumber,
    companyName: buyerFields.companyName,
    agreeMarketing: z.boolean({ error: "입력값이 올바르지 않습니다." }),
  })
  .check(crossFieldRule("businessNumber", requiredForBusiness), crossFieldRule("companyName", requiredForBusiness));
export type UpdateMeRequest = z.infer<typeof updateMeRequestSchema>;

/** GET /api/auth/simple-me — the header's greeting. */
export const simpleMeResponseSchema = z.object({
  loginId: z.string(),
  userName: z.string(),
  userType: userTypeSchema,
  loginType: loginTypeSchema,
});
export type SimpleMeResponse = z.infer<typeof simpleMeResponseSchema>;

/** GET /api/auth/auth-me — what the presented token is (guest or member); 401 when it is none. */
export const authMeResponseSchema = z.object({
  role: roleSchema,
  loginType: loginTypeSchema.nullable(),
  loginId: z.string().nullable(),
  userName: z.string().nullable(),
  expiresAt: z.string(),
});
export type AuthMeResponse = z.infer<typeof authMeResponseSchema>;

// ─── Social login ────────────────────────────────────────────────────────────────────────────────────────────────

/** GET /api/auth/sns-info — the social profile waiting for sns-join (the bearer is sns-token's SNS_JOIN_REQUIRED token). */
export const snsInfoResponseSchema = z.object({
  provider: snsProviderSchema,
  userName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
});
export type SnsInfoResponse = z.infer<typeof snsInfoResponseSchema>;

/** POST /api/auth/check-sns-join — whether the verified phone already belongs to a member (sns-join then links). */
export const checkSnsJoinRequestSchema = z.object({ phoneVerificationToken: phoneVerificationTokenField });
export const checkSnsJoinResponseSchema = z.object({
  registered: z.boolean(),
  maskedLoginId: z.string().nullable(),
});
export type CheckSnsJoinResponse = z.infer<typeof checkSnsJoinResponseSchema>;

/**
 * POST /api/auth/sns-join (HMAC-signed) — with an SNS_JOIN proof. A phone already on a member links the social
 * account to that member; otherwise a new member with loginType NAVER/KAKAO and no password is made.
 */
export const snsJoinRequestSchema = z
  .object(buyerFields)
  .check(crossFieldRule("businessNumber", requiredForBusiness), crossFieldRule("companyName", requiredForBusiness));
export type SnsJoinRequest = z.infer<typeof snsJoinRequestSchema>;
export const snsJoinResponseSchema = tokenResponseSchema.extend({ connected: z.boolean() });
export type SnsJoinResponse = z.infer<typeof snsJoinResponseSchema>;

/** POST /api/auth/disconnect-sns */
export const disconnectSnsRequestSchema = z.object({ provider: snsProviderSchema });

// ─── Transfer join (accounts carried over from the old shop; PARTNER scheme) ────────────────────────────────────

/** GET /api/auth/transfer-join/me — the carried-over data to confirm (the bearer is a TRANSFER_REQUIRED token). */
export const transferJoinMeResponseSchema = z.object({
  loginId: z.string(),
  userName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  userType: userTypeSchema,
  businessNumber: z.string().nullable(),
  companyName: z.string().nullable(),
  transferPending: z.boolean(),
});
export type TransferJoinMeResponse = z.infer<typeof transferJoinMeResponseSchema>;

/** POST /api/auth/transfer-join/me — confirm the data, agree to the terms, set a new password (partner scheme). */
export const transferJoinRequestSchema = z
  .object({
    password: ruleText(PARTNER_ACCOUNT_SCHEME.password.rules),
    passwordConfirm: passwordConfirmField,
    ...buyerFields,
    phoneVerificationToken: phoneVerificationTokenField,
  })
  .check(
    crossFieldRule("passwordConfirm", passwordConfirmRule),
    crossFieldRule("businessNumber", requiredForBusiness),
    crossFieldRule("companyName", requiredForBusiness),
  );
export type TransferJoinRequest = z.infer<typeof transferJoinRequestSchema>;
export const transferJoinResponseSchema = z.object({ code: z.literal("SUCCESS"), loginId: z.string() });

// ─── Dev tools ───────────────────────────────────────────────────────────────────────────────────────────────────

/** GET /api/dev/outbox — what the sandboxes sent, newest first (only where dev tools are on). */
export const devOutboxResponseSchema = z.object({
  list: z.array(
    z.object({
      channel: z.enum(["sms", "push", "email"]),
      recipient: z.string(),
      text: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type DevOutboxResponse = z.infer<typeof devOutboxResponseSchema>;
export const devOutboxQuerySchema = z.object({
  recipient: z.string().max(100).optional(),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
