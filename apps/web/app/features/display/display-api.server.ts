import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import { callApi } from "../../lib/api-client.server";
import { orNotFound } from "../../lib/not-found.server";

/** A page's main call: the API's 404 (block switched off, unknown brand) becomes the page's 404. */
export async function callApiOrNotFound<T extends z.ZodType>(
  context: AppLoadContext,
  request: Request,
  path: string,
  schema: T,
  query?: Record<string, string | number | undefined>,
): Promise<z.infer<T>> {
  return orNotFound(callApi(context, path, schema, { request, ...(query ? { query } : {}) }));
}
