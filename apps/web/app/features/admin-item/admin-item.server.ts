import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { AppLoadContext } from "react-router";
import { adminDownloadResponse } from "../../lib/admin-api.server";
import { callPath } from "../../lib/api-client.server";

/** The bulk template's bytes from the API with the staff token (a resource route answers them as a download). */
export async function bulkTemplateResponse(context: AppLoadContext, request: Request): Promise<Response> {
  const format = new URL(request.url).searchParams.get("format") === "csv" ? "csv" : "xlsx";
  const path = callPath(apiEndpoints.adminItemBulkTemplate, { query: { format } });
  return adminDownloadResponse(context, request, path, "bulk template", "application/octet-stream");
}
