import type { PostcodeSearchState } from "../../components/address/postcode-search";
import { type FormActionData, formAnswers } from "../../components/form/form-action.server";

/** What the address book's action answers: the form kit's messages plus the postcode search panel. */
export interface ShippingActionData extends FormActionData {
  postcode?: PostcodeSearchState;
}

export const { reply, invalid, apiRefusal } = formAnswers<ShippingActionData>({});
