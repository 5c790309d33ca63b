import { ADMIN_MESSAGES } from "@shop/contracts/admin";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { type AppLoadContext, data } from "react-router";
import { requireAdminToken, toAdminLogin } from "../../lib/admin-session.server";
import { ApiResponseError, callPath } from "../../lib/api-client.server";

/** The id in /admin/roulettes/:id, or null for "new"; anything else is a 404. */
export function rouletteIdOf(param: string | undefined): number | null {
  if (param === "new") return null;
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id < 1) throw data(ADMIN_MESSAGES.notFound, { status: 404 });
  return id;
}

/** An API refusal as the page shows it: the message on top, each field's beside it; a 404 is the page's own. */
export function refusalOf(error: unknown) {
  if (!(error instanceof ApiResponseError) || error.status >= 500) throw error;
  if (error.status === 404) throw data(error.message, { status: 404 });
  if (error.status === 403) throw data(error.message, { status: 403 });
  const fieldErrors: Record<string, string> = {};
  for (const entry of error.body?.errors ?? []) fieldErrors[entry.field] ??= entry.message;
  return { status: error.status, formError: error.message, fieldErrors };
}

/**
 * A roulette's spins as .csv (a resource route): the API's download with the staff token, its bytes passed through;
 * a refusal answers the API's Korean sentence as text.
 */
export async function spinsCsvResponse(context: AppLoadContext, request: Request, id: number): Promise<Response> {
  const { token } = await requireAdminToken(request);
  const headers: Record<string, string> = { accept: "*/*", authorization: `Bearer ${token}` };
  const forwardedFor = request.headers.get("x-forwarded-for");
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
  const response = await context.apiFetch(callPath(apiEndpoints.adminRouletteSpinsCsv, { params: { id } }), {
    method: "GET",
    headers,
  });
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
    throw new Error(`roulette spins download answered ${response.status}`);
  }
  return new Response(response.body, {
    headers: {
      "content-type": response.headers.get("content-type") ?? "text/csv; charset=utf-8",
      "content-disposition": response.headers.get("content-disposition") ?? "attachment",
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
