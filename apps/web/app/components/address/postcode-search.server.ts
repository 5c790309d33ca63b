import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { postcodeSearchQuerySchema, SHIPPING_FIELD_RULES } from "@shop/contracts/shipping";
import { validateFields } from "@shop/core/validation/validate-fields";
import type { AppLoadContext } from "react-router";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import {
  closedPostcodeSearch,
  type PickedAddress,
  POSTCODE_FIELDS,
  type PostcodeIntent,
  type PostcodeSearchState,
} from "./postcode-search";

/** What a postcode intent answers: the panel's state, and the address picked when a result was chosen. */
export interface PostcodeAnswer {
  postcode: PostcodeSearchState;
  picked?: PickedAddress;
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** A result button's value read back; null when it is not an address the fields would take. */
function readPick(value: string): PickedAddress | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const { postcode, address } = parsed as Record<string, unknown>;
  if (typeof postcode !== "string" || typeof address !== "string") return null;
  const failed = validateFields(
    { postcode, address },
    { postcode: SHIPPING_FIELD_RULES.postcode, address: SHIPPING_FIELD_RULES.address },
  );
  return failed.length === 0 ? { postcode, address } : null;
}

/**
 * The postcode search's side of an address form's action (the address book, checkout): opens the panel, searches
 * GET /api/common/postcode with the keyword rules first, or takes the picked result. A keyword the rules or the
 * API refuse, and an address search that is down, are messages in the panel, never the page's error.
 */
export async function handlePostcodeIntent(
  intent: PostcodeIntent,
  form: FormData,
  request: Request,
  context: AppLoadContext,
): Promise<PostcodeAnswer> {
  const keyword = text(form, POSTCODE_FIELDS.keyword);
  const open: PostcodeSearchState = { ...closedPostcodeSearch(), open: true, keyword };

  if (intent === "postcode-pick") {
    const picked = readPick(text(form, POSTCODE_FIELDS.pick));
    return picked
      ? { postcode: closedPostcodeSearch(), picked }
      : { postcode: { ...open, error: "주소를 다시 선택해 주세요." } };
  }
  if (intent === "postcode-open") return { postcode: open };

  const query = postcodeSearchQuerySchema.safeParse({ keyword, page: text(form, POSTCODE_FIELDS.page) || 1 });
  if (!query.success) {
    return {
      postcode: { ...open, searched: true, error: query.error.issues[0]?.message ?? "검색어를 확인해 주세요." },
    };
  }
  try {
    const found = await callApi(context, apiEndpoints.postcodeSearch, { request, query: query.data });
    return {
      postcode: {
        ...open,
        keyword: query.data.keyword,
        page: found.pagination.page,
        list: found.list,
        totalCount: found.pagination.totalCount,
        totalPages: found.pagination.totalPages,
        searched: true,
      },
    };
  } catch (error) {
    if (!(error instanceof ApiResponseError)) throw error;
    return { postcode: { ...open, searched: true, error: error.message } };
  }
}
