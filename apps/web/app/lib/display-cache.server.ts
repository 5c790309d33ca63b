import type { ApiEndpoint, ApiResponse, PathParamNames } from "@shop/contracts/api-endpoints";
import type { AppLoadContext } from "react-router";
import { type ApiCallArgs, type ApiCallOptions, callApi, callPath } from "./api-client.server";
import { onShopChange } from "./shop-changes.server";

/**
 * How long a display answer is reused. DESIGN.md lets read-heavy display data be cached in
 * process with a short TTL: the home page would otherwise make a dozen API calls per view, and at
 * a few views a second 10 s already removes almost all of them, while a price or sold-out change
 * still reaches the home page within seconds (item pages and lists always read fresh).
 */
export const DISPLAY_CACHE_TTL_MS = 10_000;

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

/** An endpoint whose answer may be kept: a read (no body), the same for every shopper. */
export type CachedEndpoint = ApiEndpoint & { readonly method: "GET"; readonly body?: undefined };

/** What a kept answer may depend on: the endpoint's path parameters and query, never the shopper. */
export type CachedCallOptions<E extends CachedEndpoint> = Pick<ApiCallOptions<E>, "params" | "query">;

/** get's arguments after the endpoint: the options may be left out unless the path has parameters. */
export type CachedCallArgs<E extends CachedEndpoint> = [PathParamNames<E["path"]>] extends [never]
  ? [options?: CachedCallOptions<E>]
  : [options: CachedCallOptions<E>];

/**
 * A short-lived cache of display answers that are the same for every shopper. Calls are made
 * anonymously (no cookie, no token): an answer never depends on who asked first, and no shopper's
 * 401 flow can run on another's behalf. Concurrent misses share one call; a failed call is not
 * kept, so the next view asks again.
 */
export function createDisplayCache({
  ttlMs = DISPLAY_CACHE_TTL_MS,
  max = 1_000,
  now = () => Date.now(),
}: {
  /** How long an answer is reused; 0 asks every time. */
  ttlMs?: number;
  /** Answers kept at most: past it the oldest kept goes first, so keys a crawler makes up cannot grow the process. */
  max?: number;
  now?: () => number;
} = {}) {
  const entries = new Map<string, Entry>();
  return {
    /** `get(context, apiEndpoints.visibleBlocks)`; keyed by the call's path and query. */
    get<E extends CachedEndpoint>(
      context: AppLoadContext,
      endpoint: E,
      ...[options]: CachedCallArgs<E>
    ): Promise<ApiResponse<E>> {
      // Only the path parameters and the query go on: no request, so no cookie or token either. (They are callApi's
      // own options for E; TypeScript cannot resolve ApiCallArgs' conditions for a generic E, hence the cast.)
      const args = [{ params: options?.params, query: options?.query }] as unknown as ApiCallArgs<E>;
      if (ttlMs <= 0) return callApi(context, endpoint, ...args);
      const key = callPath(endpoint, ...args);
      const hit = entries.get(key);
      // One key is always one endpoint, so a kept value has that endpoint's answer type.
      if (hit && hit.expires > now()) return hit.value as Promise<ApiResponse<E>>;
      const value = callApi(context, endpoint, ...args);
      // Set anew, so the key moves to the end of the Map's order: the first key is the one kept longest.
      entries.delete(key);
      if (entries.size >= max) entries.delete(entries.keys().next().value as string);
      entries.set(key, { expires: now() + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    /** Forgets every answer (tests). */
    clear: () => entries.clear(),
  };
}

/** The process's display cache; keys are fixed API paths, so it holds a handful of entries. */
export const displayCache = createDisplayCache();
// The home blocks show item cards (price, sold out), notices and main visuals, all written in the back office: a change
// shows on the next render (docs/decisions/038, 040).
onShopChange(["catalog", "content"], () => displayCache.clear());
