import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { businessNumber as businessNumberRule } from "@shop/core/validation/business-number";
import type { AppLoadContext } from "react-router";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import type { BusinessLookupState } from "./business-lookup-state";

/** The join and modify forms' 사업자 조회 button (a side submit of the form, or a fetcher with JavaScript). */
export const BUSINESS_LOOKUP_INTENT = "lookup-business";

/**
 * Looks the typed number up (POST /api/nice-dmoa/{id}, decision 053): the business with its status message, or the
 * API's Korean message when the number fails its rule, is not found, the lookups are throttled or the service is down.
 */
export async function lookupBusiness(
  form: FormData,
  request: Request,
  context: AppLoadContext,
): Promise<BusinessLookupState> {
  const value = form.get("businessNumber");
  const businessNumber = typeof value === "string" ? value.trim() : "";
  const invalid = businessNumber ? businessNumberRule(businessNumber) : "사업자등록번호를 입력해 주세요.";
  if (invalid) return { businessNumber, message: invalid, blocked: false, found: false };
  try {
    const business = await callApi(context, apiEndpoints.businessLookup, {
      request,
      params: { id: businessNumber },
      anonymous: true,
    });
    return { businessNumber, business, message: business.message, blocked: !business.joinable, found: true };
  } catch (error) {
    if (!(error instanceof ApiResponseError)) throw error;
    return { businessNumber, message: error.message, blocked: false, found: false };
  }
}
