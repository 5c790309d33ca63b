import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { type AuthNumberPurpose, MEMBER_FIELD_RULES } from "@shop/contracts/auth";
import { validateFields } from "@shop/core/validation/validate-fields";
import type { AppLoadContext } from "react-router";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import { emptyPhoneState, PHONE_CODE_SENT_MESSAGE, PHONE_VERIFIED_MESSAGE, type PhoneState } from "./phone-state";

/** The side buttons of the phone verification block. */
export const PHONE_INTENTS = ["send-code", "check-code"] as const;
export type PhoneIntent = (typeof PHONE_INTENTS)[number];

export function isPhoneIntent(intent: string): intent is PhoneIntent {
  return (PHONE_INTENTS as readonly string[]).includes(intent);
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** The verification as the posted form carries it (a proof obtained earlier travels in a hidden field). */
export function phoneStateFromForm(form: FormData): PhoneState {
  const state = emptyPhoneState(text(form, "phoneNumber"));
  const token = text(form, "phoneVerificationToken");
  if (token) return { ...state, verificationToken: token, message: PHONE_VERIFIED_MESSAGE };
  const expiresAt = Number(text(form, "phoneCodeExpiresAt"));
  return Number.isFinite(expiresAt) && expiresAt > 0 ? { ...state, expiresAt } : state;
}

function refusal(error: unknown): string {
  if (error instanceof ApiResponseError && error.status < 500) return error.message;
  throw error;
}

/**
 * Sends a code to the phone (send-auth-number) or checks the typed one (check-auth-number) for `purpose`; the
 * answer is the new state of the block. Rule failures and API refusals land under the field they concern.
 */
export async function handlePhoneIntent(
  intent: PhoneIntent,
  form: FormData,
  request: Request,
  context: AppLoadContext,
  purpose: AuthNumberPurpose,
): Promise<PhoneState> {
  const state = phoneStateFromForm(form);
  const phoneNumber = state.phoneNumber;
  const phoneError = validateFields({ phoneNumber }, { phoneNumber: MEMBER_FIELD_RULES.phoneNumber })[0]?.message;
  if (phoneError) return { ...emptyPhoneState(phoneNumber), phoneError };

  if (intent === "send-code") {
    try {
      const sent = await callApi(context, apiEndpoints.sendAuthNumber, {
        request,
        body: { phoneNumber, purpose },
      });
      return {
        ...emptyPhoneState(phoneNumber),
        expiresAt: Date.now() + sent.expiresIn * 1000,
        message: PHONE_CODE_SENT_MESSAGE,
      };
    } catch (error) {
      return { ...emptyPhoneState(phoneNumber), phoneError: refusal(error) };
    }
  }

  const authNumber = text(form, "authNumber");
  const authNumberError = validateFields({ authNumber }, { authNumber: MEMBER_FIELD_RULES.authNumber })[0]?.message;
  if (authNumberError) return { ...state, verificationToken: null, message: null, authNumberError };
  try {
    const checked = await callApi(context, apiEndpoints.checkAuthNumber, {
      request,
      body: { phoneNumber, purpose, authNumber },
    });
    return {
      ...emptyPhoneState(phoneNumber),
      verificationToken: checked.verificationToken,
      message: PHONE_VERIFIED_MESSAGE,
    };
  } catch (error) {
    return { ...state, verificationToken: null, message: null, authNumberError: refusal(error) };
  }
}
