import type { ApiEndpoint } from "@shop/contracts/api-endpoints";
import { SALESON_ID_HEADER } from "@shop/contracts/auth";
import { type AppLoadContext, redirect } from "react-router";
import { type ApiQueryValues, callPath } from "../../lib/api-client.server";
import { getShopperSession } from "../../lib/session.server";

/**
 * A document file from the API (a PDF, an .xlsx) passed through with the shopper's token: its bytes, type and Korean
 * file name as the API sent them. No token or any refusal sends the shopper to `back`, the page that explains it
 * (and runs SPEC §8's login flow); the token never reaches the browser.
 */
export async function apiFileResponse(
  context: AppLoadContext,
  request: Request,
  endpoint: ApiEndpoint,
  call: { params?: Record<string, string>; query?: ApiQueryValues },
  back: string,
): Promise<Response> {
  const session = await getShopperSession(request);
  const token = session.get("token");
  if (!token) throw redirect(back);
  const headers: Record<string, string> = { accept: "*/*", authorization: `Bearer ${token}` };
  const salesonId = session.get("salesonId");
  if (salesonId) headers[SALESON_ID_HEADER] = salesonId;
  const forwardedFor = request.headers.get("x-forwarded-for");
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
  const path = (callPath as (endpoint: ApiEndpoint, options?: typeof call) => string)(endpoint, call);
  const response = await context.apiFetch(path, { method: endpoint.method, headers });
  if (!response.ok) {
    await response.body?.cancel();
    throw redirect(back);
  }
  return new Response(response.body, {
    headers: {
      "content-type": response.headers.get("content-type") ?? "application/octet-stream",
      "content-disposition": response.headers.get("content-disposition") ?? "attachment",
      "cache-control": "private, no-store",
    },
  });
}
