import { type FormActionData, formAnswers } from "../../components/form/form-action.server";
import type { BusinessLookupState } from "./business-lookup-state";
import type { PhoneState } from "./phone-state";

/** What an account action answers: the form kit's messages plus the steps of the account flows. */
export interface AccountActionData extends FormActionData {
  phone?: PhoneState;
  loginIdCheck?: { loginId: string; available: boolean; message: string };
  /** The 사업자 조회 of a company join form (decision 053). */
  businessLookup?: BusinessLookupState;
  /** The steps of finding an id or a password (find-idpw). */
  find?: FindState;
}

/** Where a find-id or find-password flow stands: a code was sent, or it is done. */
export interface FindState {
  step: "code" | "done";
  /** Epoch ms when the code stops working (step "code"). */
  expiresAt?: number;
  /** The member's ids (find-id, step "done"). */
  ids?: { loginId: string; loginType: string; createdAt: string }[];
}

export const { reply, invalid, apiRefusal } = formAnswers<AccountActionData>({});
