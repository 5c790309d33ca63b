import { type ApiRequestBody, apiEndpoints } from "@shop/contracts/api-endpoints";
import type { AppLoadContext } from "react-router";
import { type FormSpec, readFormValues, textOf, validateFormValues } from "../../components/form/form-values";
import { callApi } from "../../lib/api-client.server";
import { apiRefusal, invalid } from "./account-action.server";

/**
 * Checks the password-change form against `spec` and sends it to the API. Answers null when the password was
 * changed, or the action's answer with the messages to show. `currentPassword` is sent only when the spec has it:
 * after a temporary-password login the restricted token proves the old password instead.
 */
export async function submitPasswordChange(context: AppLoadContext, request: Request, form: FormData, spec: FormSpec) {
  const values = readFormValues(form, spec);
  const fieldErrors = validateFormValues(values, spec);
  if (Object.keys(fieldErrors).length > 0) return invalid({ fieldErrors });
  const body: ApiRequestBody<typeof apiEndpoints.changePassword> = {
    password: textOf(values, "password"),
    passwordConfirm: textOf(values, "passwordConfirm"),
  };
  if ("currentPassword" in spec.rules) body.currentPassword = textOf(values, "currentPassword");
  try {
    await callApi(context, apiEndpoints.changePassword, { request, body });
  } catch (error) {
    return apiRefusal(error, Object.keys(spec.rules));
  }
  return null;
}
