import { ADMIN_MESSAGES } from "@shop/contracts/admin";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { AppLoadContext } from "react-router";
import { requireAdminToken, toAdminLogin } from "../../lib/admin-session.server";
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
  const { token } = await requireAdminToken(request);
  const { endpoint, keys } = FILES[file];
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of keys) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  const path = query.size > 0 ? `${callPath(endpoint)}?${query}` : callPath(endpoint);
  const headers: Record<string, string> = { accept: "*/*", authorization: `Bearer ${token}` };
  const forwardedFor = request.headers.get("x-forwarded-for");
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
  const response = await context.apiFetch(path, { method: "GET", headers });
  if (!response.ok) {
    if (response.status === 401) {
      await response.body?.cancel();
      return toAdminLogin(request, ADMIN_MESSAGES.unauthorized);
    }
    if (response.status < 500) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      return new Response(body?.message ?? ADMIN_MESSAGES.forbidden, {
        status: response.status,
        headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
      });
    }
    await response.body?.cancel();
    throw new Error(`${file} download answered ${response.status}`);
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
