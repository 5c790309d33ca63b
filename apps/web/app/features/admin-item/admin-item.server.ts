import { ADMIN_MESSAGES } from "@shop/contracts/admin";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { AppLoadContext } from "react-router";
import { requireAdminToken, toAdminLogin } from "../../lib/admin-session.server";
import { callPath } from "../../lib/api-client.server";

/** The bulk template's bytes from the API with the staff token (a resource route answers them as a download). */
export async function bulkTemplateResponse(context: AppLoadContext, request: Request): Promise<Response> {
  const { token } = await requireAdminToken(request);
  const format = new URL(request.url).searchParams.get("format") === "csv" ? "csv" : "xlsx";
  const endpoint = apiEndpoints.adminItemBulkTemplate;
  const headers: Record<string, string> = { accept: "*/*", authorization: `Bearer ${token}` };
  const forwardedFor = request.headers.get("x-forwarded-for");
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
  const response = await context.apiFetch(callPath(endpoint, { query: { format } }), { method: "GET", headers });
  if (!response.ok) {
    await response.body?.cancel();
    if (response.status === 401) return toAdminLogin(request, ADMIN_MESSAGES.unauthorized);
    if (response.status === 403) return new Response(ADMIN_MESSAGES.forbidden, { status: 403 });
    throw new Error(`bulk template answered ${response.status}`);
  }
  return new Response(response.body, {
    headers: {
      "content-type": response.headers.get("content-type") ?? "application/octet-stream",
      "content-disposition": response.headers.get("content-disposition") ?? "attachment",
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
