import type { FormActionData } from "../../components/form/form-action.server";

/** What the cart page's action answers: the intent, and the refusal's message (shown as an alert). */
export interface CartActionData extends FormActionData {
  intent: "select" | "quantity" | "delete" | "delete-selected" | "shipping-payment" | "unknown";
}
