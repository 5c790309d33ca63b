import { data } from "react-router";
import { ApiResponseError } from "./api-client.server";

/** The shop's not-found page (the layout's error view with SPEC §2's wording), thrown from a loader. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * A page's main data, where the API's 404 (an unknown, hidden, ended or switched-off item, event, notice …) — or any
 * other status in `statuses` — is the page's own 404. Any other failure is not the shopper's to see as "not found"
 * and propagates.
 */
export async function orNotFound<T>(call: Promise<T>, statuses: readonly number[] = [404]): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiResponseError && statuses.includes(error.status)) notFound();
    throw error;
  }
}

/** Data a page shows beside its main data: null for the API's 404 (e.g. an item without a traceability record). */
export async function orNullWhenNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiResponseError && error.status === 404) return null;
    throw error;
  }
}
