import type { UserType } from "@shop/contracts/auth";
import { type FormSpec, type FormValues, readFormValues, textOf } from "../../components/form/form-values";

/** The agreement boxes; a posted 전체 동의 ticks them all (the page without JavaScript cannot tick them itself). */
const AGREEMENTS = ["agreeTerms", "agreePrivacy", "agreeMarketing"] as const;

/** A buyer form's values, 전체 동의 applied. */
export function readBuyerValues(form: FormData, spec: FormSpec): FormValues {
  const values = readFormValues(form, spec);
  if (form.has("agreeAll")) for (const name of AGREEMENTS) values[name] = true;
  return values;
}

export function userTypeOf(values: FormValues): UserType {
  return values.userType === "BUSINESS" ? "BUSINESS" : "PERSONAL";
}

/** The buyer part of join, sns-join and transfer-join bodies; company fields only for company buyers. */
export function buyerBody(values: FormValues) {
  const userType = userTypeOf(values);
  return {
    userName: textOf(values, "userName"),
    email: textOf(values, "email"),
    phoneNumber: textOf(values, "phoneNumber"),
    phoneVerificationToken: textOf(values, "phoneVerificationToken"),
    userType,
    ...(userType === "BUSINESS"
      ? { businessNumber: textOf(values, "businessNumber"), companyName: textOf(values, "companyName") }
      : {}),
    agreeTerms: values.agreeTerms === true,
    agreePrivacy: values.agreePrivacy === true,
    agreeMarketing: values.agreeMarketing === true,
  };
}
