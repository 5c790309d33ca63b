import type { OrderDetail } from "@shop/contracts/order";
import {
  CLAIM_FORM_FIELD,
  CLAIM_MESSAGES,
  CLAIM_PHOTO_MAX_BYTES,
  CLAIM_PHOTO_MAX_FILES,
  CLAIM_PHOTO_TYPES,
  type ClaimForm,
  claimFormFieldsSchema,
} from "@shop/contracts/order-return";
import type { FormSpec } from "../../components/form/form-values";
import { schemaRule } from "./checkout-form";

// The return and exchange form of my page's order (routes/mypage/order-detail.tsx; docs/decisions/030): which form an
// address opens, the field names (the API's own multipart names), the rules shown while typing (the contract's) and
// the photos' checks before they are sent.

/** `?claim=return` or `?claim=exchange` on the order's address opens the form: a modal with script, a section without. */
export const CLAIM_PARAM = "claim";
export type ClaimMode = "return" | "exchange";

/** The form's buttons: the refund estimate (posted without script) and the application itself. */
export const CLAIM_INTENTS = { preview: "claim-preview", apply: "claim-apply" } as const;

export const CLAIM_FIELDS = CLAIM_FORM_FIELD;

/** What the typed fields must be, as the API checks them. */
export const CLAIM_SPEC: FormSpec = {
  rules: {
    [CLAIM_FIELDS.reason]: [schemaRule(claimFormFieldsSchema.shape.reason)],
    [CLAIM_FIELDS.detail]: [schemaRule(claimFormFieldsSchema.shape.detail)],
    [CLAIM_FIELDS.pickupName]: [schemaRule(claimFormFieldsSchema.shape.pickupName)],
    [CLAIM_FIELDS.pickupPhone]: [schemaRule(claimFormFieldsSchema.shape.pickupPhone)],
    [CLAIM_FIELDS.pickupPostcode]: [schemaRule(claimFormFieldsSchema.shape.pickupPostcode)],
    [CLAIM_FIELDS.pickupAddress]: [schemaRule(claimFormFieldsSchema.shape.pickupAddress)],
    [CLAIM_FIELDS.pickupAddressDetail]: [schemaRule(claimFormFieldsSchema.shape.pickupAddressDetail)],
  },
};

/** The form an address asks for, or null: `?claim=return|exchange`. */
export function claimModeOf(url: URL): ClaimMode | null {
  const mode = url.searchParams.get(CLAIM_PARAM);
  return mode === "return" || mode === "exchange" ? mode : null;
}

/** Which API form the order's claim goes to: a designated-trade order's return is its own (decision 019). */
export function claimFormOf(order: Pick<OrderDetail, "kind">, mode: ClaimMode): ClaimForm {
  if (mode === "exchange") return "exchange";
  return order.kind === "designated" ? "designated-return" : "return";
}

/** Whether the order has a delivered line a return or exchange could be asked for (the buttons on the order). */
export function hasDeliveredLine(order: OrderDetail): boolean {
  return order.boxes.some((box) => box.lines.some((line) => line.status === "delivered"));
}

/** A picked photo as the browser gives it. */
export interface PickedPhoto {
  type: string;
  size: number;
}

/** What is wrong with the picked photos before they are sent (the API reads their bytes again), or null. */
export function pickedPhotosProblem(photos: readonly PickedPhoto[]): string | null {
  if (photos.length > CLAIM_PHOTO_MAX_FILES) return CLAIM_MESSAGES.tooManyPhotos;
  for (const photo of photos) {
    if (photo.type !== "" && !(CLAIM_PHOTO_TYPES as readonly string[]).includes(photo.type)) {
      return CLAIM_MESSAGES.photoType;
    }
    if (photo.size > CLAIM_PHOTO_MAX_BYTES) return CLAIM_MESSAGES.photoSize;
  }
  return null;
}

/** The photos of a posted form; the empty part a form sends with no file chosen is no photo. */
export function attachedPhotosOf(form: FormData): File[] {
  return form.getAll(CLAIM_FIELDS.photos).filter((value): value is File => typeof value !== "string" && value.size > 0);
}

/** The ticked lines' ids as posted (checkboxes named orderItemIds), positive integers only. */
export function postedClaimLineIds(form: FormData): number[] {
  return form
    .getAll(CLAIM_FIELDS.orderItemIds)
    .map((value) => Number(value))
    .filter((id) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647);
}
