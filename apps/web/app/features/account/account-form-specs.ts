import { LOGIN_FORM_RULES, MEMBER_FIELD_RULES } from "@shop/contracts/auth";
import { PARTNER_ACCOUNT_SCHEME } from "@shop/core/validation/account-schemes";
import { businessNumber } from "@shop/core/validation/business-number";
import { isBlank } from "@shop/core/validation/input-value";
import { checkboxRequired, confirmed, max, noEmoji, required, requiredIf } from "@shop/core/validation/rules";
import type { FieldRule, FieldRules } from "@shop/core/validation/validate-fields";
import type { FormSpec } from "../../components/form/form-values";
import { PHONE_VERIFICATION_NEEDED_MESSAGE } from "./phone-state";

// The rules of each account form, from the contract's field rules (SPEC §5 in @shop/core), so a message shown
// while typing is the one the action and the API would answer with.

/** password_confirm: the same as `password`. */
const passwordConfirmRules: FieldRule[] = [
  required,
  (value, values) => (isBlank(value) ? null : confirmed(value, { other: values.password })),
];
/** required_if: company buyers give a business number and company name. */
const forBusiness: FieldRule = (value, values) => requiredIf(value, { when: values.userType === "BUSINESS" });
const phoneVerified: FieldRule = (value) => (isBlank(value) ? PHONE_VERIFICATION_NEEDED_MESSAGE : null);
const agreements = {
  agreeTerms: [checkboxRequired],
  agreePrivacy: [checkboxRequired],
};
const agreementCheckboxes = ["agreeTerms", "agreePrivacy", "agreeMarketing"] as const;

export const LOGIN_SPEC: FormSpec = {
  rules: LOGIN_FORM_RULES,
  checkboxes: ["rememberMe", "saveLoginId"],
};

/**
 * The buyer's profile: name, e-mail, phone, user type and company fields, as join, sns-join, transfer-join and my-page
 * modify ask for it. The one list of these fields: buyer-form.ts maps the form's values and the API's bodies from it.
 */
export const BUYER_FIELDS = {
  userName: MEMBER_FIELD_RULES.userName,
  email: MEMBER_FIELD_RULES.email,
  phoneNumber: MEMBER_FIELD_RULES.phoneNumber,
  userType: [required],
  businessNumber: [forBusiness, businessNumber],
  companyName: [forBusiness, ...MEMBER_FIELD_RULES.companyName],
} satisfies FieldRules;

/** The profile, the phone's proof and the agreements: join, sns-join and transfer-join share them. */
const buyerRules = {
  ...BUYER_FIELDS,
  phoneVerificationToken: [phoneVerified],
  ...agreements,
};

export const JOIN_SPEC: FormSpec = {
  rules: {
    loginId: MEMBER_FIELD_RULES.loginId,
    password: MEMBER_FIELD_RULES.password,
    passwordConfirm: passwordConfirmRules,
    ...buyerRules,
  },
  checkboxes: agreementCheckboxes,
};

export const SNS_JOIN_SPEC: FormSpec = { rules: buyerRules, checkboxes: agreementCheckboxes };

/** Transfer-join keeps the carried-over id and sets a partner-scheme password (8–20). */
export const TRANSFER_JOIN_SPEC: FormSpec = {
  rules: {
    password: PARTNER_ACCOUNT_SCHEME.password.rules,
    passwordConfirm: passwordConfirmRules,
    ...buyerRules,
  },
  checkboxes: agreementCheckboxes,
};

export const FIND_ID_SPEC: FormSpec = {
  rules: { userName: MEMBER_FIELD_RULES.userName, phoneNumber: MEMBER_FIELD_RULES.phoneNumber },
};

export const FIND_PASSWORD_SPEC: FormSpec = {
  rules: {
    loginId: LOGIN_FORM_RULES.loginId,
    userName: MEMBER_FIELD_RULES.userName,
    phoneNumber: MEMBER_FIELD_RULES.phoneNumber,
  },
};

/** The code step of finding an id or password. */
export const AUTH_NUMBER_SPEC: FormSpec = { rules: { authNumber: MEMBER_FIELD_RULES.authNumber } };

export const SLEEP_USER_SPEC: FormSpec = {
  rules: {
    loginId: LOGIN_FORM_RULES.loginId,
    password: LOGIN_FORM_RULES.password,
    phoneNumber: MEMBER_FIELD_RULES.phoneNumber,
    phoneVerificationToken: [phoneVerified],
  },
};

/** A new member password (expired, temporary or my-page change). */
export const NEW_PASSWORD_SPEC: FormSpec = {
  rules: { password: MEMBER_FIELD_RULES.password, passwordConfirm: passwordConfirmRules },
};

/** The same with the current password first (expired-password and my-page change). */
export const CHANGE_PASSWORD_SPEC: FormSpec = {
  rules: { currentPassword: LOGIN_FORM_RULES.password, ...NEW_PASSWORD_SPEC.rules },
};

/** The password check before my-page modify. */
export const CHECK_PASSWORD_SPEC: FormSpec = { rules: { password: LOGIN_FORM_RULES.password } };

/** Secession reasons offered; the detail typed beside one is added after it (the API keeps 200 characters). */
export const SECEDE_REASONS = [
  "상품 가격 불만",
  "상품 품질 불만",
  "배송 불만",
  "이용 빈도 낮음",
  "개인정보 유출 우려",
  "기타",
] as const;
export const SECEDE_DETAIL_MAX = 150;

/** Secession: the password (accounts that have one), an optional reason and the agreement. */
export function secedeSpec(hasPassword: boolean): FormSpec {
  return {
    rules: {
      ...(hasPassword ? { password: LOGIN_FORM_RULES.password } : {}),
      reasonDetail: [
        (value) => noEmoji(value, { label: "탈퇴 사유" }),
        (value) => max(value, { length: SECEDE_DETAIL_MAX }),
      ],
      agreeSecede: [checkboxRequired],
    },
    checkboxes: ["agreeSecede"],
  };
}

/** My-page modify: name, e-mail, phone (re-verified only when changed), company fields, marketing consent. */
export const MODIFY_SPEC: FormSpec = { rules: BUYER_FIELDS, checkboxes: ["agreeMarketing"] };
