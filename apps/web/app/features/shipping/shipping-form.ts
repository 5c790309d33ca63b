import { SHIPPING_FIELD_RULES, type ShippingAddress, type ShippingSaveInput } from "@shop/contracts/shipping";
import type { FormSpec, FormValues } from "../../components/form/form-values";
import { textOf } from "../../components/form/form-values";

// The address book's form: its rules are the contract's (SPEC §5 rules in @shop/core), so the message shown while
// typing is the one the action and the API answer with; and the one mapping between the API's entry and the form.

export const SHIPPING_FORM_SPEC: FormSpec = { rules: SHIPPING_FIELD_RULES, checkboxes: ["isBase"] };

/** The form's starting text: what the action gave back, else the entry being edited, else empty. */
export function shippingFieldValues(values: FormValues | undefined, entry: ShippingAddress | null) {
  const pick = (name: keyof typeof SHIPPING_FIELD_RULES) => (values ? textOf(values, name) : entry ? entry[name] : "");
  return {
    title: pick("title"),
    receiverName: pick("receiverName"),
    receiverPhone: pick("receiverPhone"),
    postcode: pick("postcode"),
    address: pick("address"),
    addressDetail: pick("addressDetail"),
    isBase: values ? values.isBase === true : (entry?.isBase ?? false),
  };
}

/** A positive whole id from a posted field, or null. */
export function postedId(value: FormDataEntryValue | string | boolean | null | undefined): number | null {
  if (typeof value !== "string" || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** POST /api/shipping's body from the checked form values; `id` edits that entry. */
export function shippingSaveBody(values: FormValues, id: number | null): ShippingSaveInput {
  return {
    ...(id !== null ? { id } : {}),
    title: textOf(values, "title"),
    receiverName: textOf(values, "receiverName"),
    receiverPhone: textOf(values, "receiverPhone"),
    postcode: textOf(values, "postcode"),
    address: textOf(values, "address"),
    addressDetail: textOf(values, "addressDetail"),
    isBase: values.isBase === true,
  };
}
