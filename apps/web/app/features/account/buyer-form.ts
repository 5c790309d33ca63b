import type { MemberProfile, UserType } from "@shop/contracts/auth";
import { type FormSpec, type FormValues, readFormValues, textOf } from "../../components/form/form-values";
import { BUYER_FIELDS } from "./account-form-specs";

/** The agreement boxes; a posted 전체 동의 ticks them all (the page without JavaScript cannot tick them itself). */
const AGREEMENTS = ["agreeTerms", "agreePrivacy", "agreeMarketing"] as const;

/** The buyer fields typed as text: every one of `BUYER_FIELDS` but the user type, which the tab or radio sets. */
type BuyerTextField = Exclude<keyof typeof BUYER_FIELDS, "userType">;
const BUYER_TEXT_FIELDS = Object.keys(BUYER_FIELDS).filter((name): name is BuyerTextField => name !== "userType");

/** What a member, a social-login or a carried-over profile says about the buyer (as the contracts name it). */
export type BuyerProfile = Partial<Pick<MemberProfile, BuyerTextField>>;

/** The buyer text fields of join, sns-join, transfer-join and my-page modify, as the form starts them. */
export type BuyerFieldValues = Record<BuyerTextField, string>;

function buyerTexts(textOfField: (name: BuyerTextField) => string): BuyerFieldValues {
  return Object.fromEntries(BUYER_TEXT_FIELDS.map((name) => [name, textOfField(name)])) as BuyerFieldValues;
}

/** A buyer form's values, 전체 동의 applied. */
export function readBuyerValues(form: FormData, spec: FormSpec): FormValues {
  const values = readFormValues(form, spec);
  if (form.has("agreeAll")) for (const name of AGREEMENTS) values[name] = true;
  return values;
}

export function userTypeOf(values: FormValues): UserType {
  return values.userType === "BUSINESS" ? "BUSINESS" : "PERSONAL";
}

/**
 * The buyer fields' starting values: what the shopper last posted (a page answered without JavaScript keeps it),
 * else the profile being completed or edited, else empty.
 */
export function buyerFieldValues(posted: FormValues | undefined, profile: BuyerProfile = {}): BuyerFieldValues {
  return buyerTexts((name) => {
    const value = posted?.[name];
    return typeof value === "string" ? value : (profile[name] ?? "");
  });
}

/** The profile part of a join or modify body; company fields only for company buyers. */
export function buyerProfileBody(values: FormValues) {
  const userType = userTypeOf(values);
  const { businessNumber, companyName, ...person } = buyerTexts((name) => textOf(values, name));
  return { ...person, userType, ...(userType === "BUSINESS" ? { businessNumber, companyName } : {}) };
}

/** The buyer part of join, sns-join and transfer-join bodies: the profile, the phone's proof and the agreements. */
export function buyerBody(values: FormValues) {
  return {
    ...buyerProfileBody(values),
    phoneVerificationToken: textOf(values, "phoneVerificationToken"),
    agreeTerms: values.agreeTerms === true,
    agreePrivacy: values.agreePrivacy === true,
    agreeMarketing: values.agreeMarketing === true,
  };
}
