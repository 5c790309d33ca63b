import type { AdminCouponDetail, AdminCouponWriteInput } from "@shop/contracts/admin-coupon";

// The coupon form's fields as the API takes them (POST and PUT /api/admin/coupons): won typed with commas or 원 are
// read as numbers; a value that is no whole number goes on as typed so the API answers its Korean sentence.

/** A submitted form, or its entries kept in an action's answer. */
export type FormLike = { get(name: string): FormDataEntryValue | null | undefined };

function text(form: FormLike, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** "2,000원" → 2000; "" → the fallback; anything else as typed (the API refuses it in Korean). */
function numberOf(form: FormLike, name: string, fallback: number | null): number | null {
  const raw = text(form, name).replace(/[,\s원%일장]/g, "");
  if (raw === "") return fallback;
  return /^-?[0-9]{1,12}$/.test(raw) ? Number(raw) : (raw as unknown as number);
}

export function couponBodyOf(form: FormLike): AdminCouponWriteInput {
  const discountType = text(form, "discountType");
  const issueMethod = text(form, "issueMethod");
  const rate = discountType === "rate";
  return {
    name: text(form, "name"),
    description: text(form, "description"),
    kind: text(form, "kind") as AdminCouponWriteInput["kind"],
    discountType: discountType as AdminCouponWriteInput["discountType"],
    amount: rate ? 0 : (numberOf(form, "amount", 0) ?? 0),
    rate: rate ? (numberOf(form, "rate", 0) ?? 0) : 0,
    maxDiscount: rate ? (numberOf(form, "maxDiscount", 0) ?? 0) : 0,
    minOrderAmount: numberOf(form, "minOrderAmount", 0) ?? 0,
    concurrently: text(form, "concurrently") !== "N",
    validFrom: text(form, "validFrom"),
    validUntil: text(form, "validUntil"),
    validDays: text(form, "validity") === "days" ? numberOf(form, "validDays", null) : null,
    issueMethod: issueMethod as AdminCouponWriteInput["issueMethod"],
    issueLimit: issueMethod === "download" ? numberOf(form, "issueLimit", null) : null,
  };
}

/** The form's starting values: a stored coupon's, or a new one's (an item coupon from today for 30 days). */
export interface CouponFormValues {
  name: string;
  description: string;
  kind: "item" | "shipping";
  discountType: "fixed" | "rate";
  amount: string;
  rate: string;
  maxDiscount: string;
  minOrderAmount: string;
  concurrently: boolean;
  validFrom: string;
  validUntil: string;
  validity: "period" | "days";
  validDays: string;
  issueMethod: "download" | "grade" | "members" | "codes";
  issueLimit: string;
}

export function formValuesOf(coupon: AdminCouponDetail["coupon"]): CouponFormValues {
  return {
    name: coupon.name,
    description: coupon.description,
    kind: coupon.kind,
    discountType: coupon.discountType,
    amount: coupon.discountType === "fixed" ? String(coupon.amount) : "",
    rate: coupon.discountType === "rate" ? String(coupon.rate) : "",
    maxDiscount: coupon.discountType === "rate" ? String(coupon.maxDiscount) : "",
    minOrderAmount: String(coupon.minOrderAmount),
    concurrently: coupon.concurrently,
    validFrom: coupon.validFromDay,
    validUntil: coupon.validUntilDay,
    validity: coupon.validDays === null ? "period" : "days",
    validDays: coupon.validDays === null ? "" : String(coupon.validDays),
    issueMethod: coupon.issueMethod,
    issueLimit: coupon.issueLimit === null ? "" : String(coupon.issueLimit),
  };
}

/** The values a submitted form had (shown again with the API's refusal). */
export function formValuesFromForm(form: FormLike, fallback: CouponFormValues): CouponFormValues {
  const pick = <K extends keyof CouponFormValues>(name: K) =>
    form.get(name) == null ? fallback[name] : text(form, name);
  return {
    name: pick("name") as string,
    description: pick("description") as string,
    kind: (pick("kind") as CouponFormValues["kind"]) || fallback.kind,
    discountType: (pick("discountType") as CouponFormValues["discountType"]) || fallback.discountType,
    amount: pick("amount") as string,
    rate: pick("rate") as string,
    maxDiscount: pick("maxDiscount") as string,
    minOrderAmount: pick("minOrderAmount") as string,
    concurrently: text(form, "concurrently") !== "N",
    validFrom: pick("validFrom") as string,
    validUntil: pick("validUntil") as string,
    validity: text(form, "validity") === "days" ? "days" : "period",
    validDays: pick("validDays") as string,
    issueMethod: (pick("issueMethod") as CouponFormValues["issueMethod"]) || fallback.issueMethod,
    issueLimit: pick("issueLimit") as string,
  };
}
