import { type AppLoadContext, data } from "react-router";
import type { z } from "zod";
import { ApiResponseError, callApi } from "../../lib/api-client.server";

/** A page's main call: the API's 404 (block switched off, unknown brand) becomes the page's 404. */
export async function callApiOrNotFound<T extends z.ZodType>(
  context: AppLoadContext,
  request: Request,
  path: string,
  schema: T,
  query?: Record<string, string | number | undefined>,
): Promise<z.infer<T>> {
  try {
    return await callApi(context, path, schema, { request, ...(query ? { query } : {}) });
  } catch (error) {
    if (error instanceof ApiResponseError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
