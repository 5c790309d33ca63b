import type { AdminTraceRecord } from "@shop/contracts/admin-item-create";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { callAdminApi } from "../../lib/admin-api.server";
import { ApiResponseError } from "../../lib/api-client.server";
import type { Route } from "./+types/trace-record";

/** What the item forms' 이력 조회 reads: the registry's record of a number, or the API's Korean refusal. */
export type TraceLookupAnswer = { record: AdminTraceRecord; error?: undefined } | { record?: undefined; error: string };

/** /admin/trace-records/:number (a fetcher's load from the item forms): GET /api/admin/trace-records/{number}. */
export async function loader({ request, context, params }: Route.LoaderArgs): Promise<TraceLookupAnswer> {
  try {
    const record = await callAdminApi(context, request, apiEndpoints.adminTraceRecord, {
      params: { number: params.number },
    });
    return { record };
  } catch (error) {
    if (error instanceof ApiResponseError) return { error: error.message };
    throw error;
  }
}
