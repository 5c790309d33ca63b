import type { MemberProfile, UserType } from "@shop/contracts/auth";
import { type FormSpec, type FormValues, readFormValues, textOf } from "../../components/form/form-values";

/** The agreement boxes; a posted 전체 동의 ticks them all (the page without JavaScript cannot tick them itself). */
const AGREEMENTS = ["agreeTerms", "agreePrivacy", "agreeMarketing"] as const;

/** What a member, a social-login or a carried-over profile says about the buyer (as the contracts name it). */
export type BuyerProfile = Partial<
  Pick<MemberProfile, "userName" | "email" | "phoneNumber" | "businessNumber" | "companyName">
>;

/** The buyer text fields of join, sns-join, transfer-join and my-page modify, as the form starts them. */
export interface BuyerFieldValues {
  userName: string;
  email: string;
  phoneNumber: string;
  businessNumber: string;
  companyName: string;
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
  const pick = (name: keyof BuyerFieldValues): string => {
    const value = posted?.[name];
    return typeof value === "string" ? value : (profile[name] ?? "");
  };
  return {
    userName: pick("userName"),
    email: pick("email"),
    phoneNumber: pick("phoneNumber"),
    businessNumber: pick("businessNumber"),
    companyName: pick("companyName"),
  };
}

/** The profile part of a join or modify body; company fields only for company buyers. */
export function buyerProfileBody(values: FormValues) {
  const userType = userTypeOf(values);
  return {
    userName: textOf(values, "userName"),
    email: textOf(values, "email"),
    phoneNumber: textOf(values, "phoneNumber"),
    userType,
    ...(userType === "BUSINESS"
      ? { businessNumber: textOf(values, "businessNumber"), companyName: textOf(values, "companyName") }
      : {}),
  };
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
