import { ADMIN_MESSAGES } from "@shop/contracts/admin";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { type AppLoadContext, data } from "react-router";
import { adminDownloadResponse } from "../../lib/admin-api.server";
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
export function spinsCsvResponse(context: AppLoadContext, request: Request, id: number): Promise<Response> {
  const path = callPath(apiEndpoints.adminRouletteSpinsCsv, { params: { id } });
  return adminDownloadResponse(context, request, path, "roulette spins", "text/csv; charset=utf-8");
}
