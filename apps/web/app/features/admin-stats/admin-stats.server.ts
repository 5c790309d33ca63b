import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { AppLoadContext } from "react-router";
import { adminDownloadResponse } from "../../lib/admin-api.server";
import { callPath } from "../../lib/api-client.server";

/** The two .xlsx downloads and the query each passes on. */
const FILES = {
  dashboard: { endpoint: apiEndpoints.adminDashboardXlsx, keys: ["from", "to", "sellerId"] },
  settlements: { endpoint: apiEndpoints.adminSettlementsXlsx, keys: ["month", "sellerId"] },
} as const;

/**
 * The back office's numbers as an .xlsx (a resource route): the API's download with the staff token, its bytes
 * passed through. A refused query (a wrong period, another seller) answers the API's Korean message as text.
 */
export async function adminStatsFileResponse(
  context: AppLoadContext,
  request: Request,
  file: keyof typeof FILES,
): Promise<Response> {
  const { endpoint, keys } = FILES[file];
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of keys) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  const path = query.size > 0 ? `${callPath(endpoint)}?${query}` : callPath(endpoint);
  return adminDownloadResponse(context, request, path, file, "application/octet-stream");
}
