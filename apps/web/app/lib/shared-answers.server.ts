import type { ApiEndpoint, ApiResponse, PathParamNames } from "@shop/contracts/api-endpoints";
import { LRUCache } from "lru-cache";
import type { AppLoadContext } from "react-router";
import { type ApiCallArgs, type ApiCallOptions, callApi, callPath } from "./api-client.server";
import { onShopChange } from "./shop-changes.server";

/** An endpoint whose answer may be shared: a read (no body), the same for every shopper. */
export type SharedEndpoint = ApiEndpoint & { readonly method: "GET"; readonly body?: undefined };

/** What a shared answer may depend on: the endpoint's path parameters and query, never the shopper. */
export type SharedCallOptions<E extends SharedEndpoint> = Pick<ApiCallOptions<E>, "params" | "query">;

/** get's arguments after the endpoint: the options may be left out unless the path has parameters. */
export type SharedCallArgs<E extends SharedEndpoint> = [PathParamNames<E["path"]>] extends [never]
  ? [options?: SharedCallOptions<E>]
  : [options: SharedCallOptions<E>];

export interface SharedAnswersOptions {
  /** How long an answer is fresh; 0 turns the cache off (every call asks the API). */
  ttlMs: number;
  /**
   * How long past its freshness an answer is still served while one refresh runs (stale-while-revalidate). Older
   * than that (a shop nobody visited for a while), the render waits for the refresh instead of showing an answer
   * from long ago.
   */
  staleMs: number;
  /** Keys kept at most, least recently used dropped first: SEO is one key per path, and unknown paths must not grow
   * the process. */
  max?: number;
  /** The clock, for tests. */
  perf?: { now: () => number };
  /** Where a failed refresh is reported (the fallback or the stale answer is used either way). */
  log?: (message: string, error: unknown) => void;
}

/** What one fetch runs: the anonymous call of its key. */
type Refresh = () => Promise<object>;

/**
 * Answers the same for every shopper (categories, keywords, company, banner, popups, SEO, maintenance window), kept
 * in process (docs/decisions/026). Built on lru-cache's fetch: concurrent renders of a missing or stale key share
 * one refresh; a stale answer is served while it runs; a failed refresh keeps the stale answer (and is logged).
 * Calls are anonymous (no cookie, no token), so an answer never depends on who asked first and no shopper's 401
 * flow runs on another's behalf; per-shopper data (the cart count) never comes through here.
 */
export function createSharedAnswers({
  ttlMs,
  staleMs,
  max = 1000,
  perf,
  log = (message, error) => console.error(message, error),
}: SharedAnswersOptions) {
  const cache = new LRUCache<string, object, Refresh>({
    max,
    ttl: Math.max(ttlMs, 1),
    // Judge freshness on the clock every time (the default caches it for 1 ms through a timer).
    ttlResolution: 0,
    ...(perf ? { perf } : {}),
    // Stale entries stay until refreshed: they are the answer while the refresh runs, or when it fails.
    noDeleteOnStaleGet: true,
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: (key, _stale, { context }) =>
      context().catch((error: unknown) => {
        log(`[web] GET ${key} failed; the kept answer or the fallback is used`, error);
        throw error;
      }),
  });

  return {
    /**
     * `get(context, apiEndpoints.categoryTree)`: the shared answer, keyed by the call's path and query. Rejects only
     * when there is no answer at all (the first call failed).
     */
    async get<E extends SharedEndpoint>(
      context: AppLoadContext,
      endpoint: E,
      ...[options]: SharedCallArgs<E>
    ): Promise<ApiResponse<E>> {
      // Only the path parameters and the query go on: no request, so no cookie or token either. (They are callApi's
      // own options for E; TypeScript cannot resolve ApiCallArgs' conditions for a generic E, hence the cast.)
      const args = [{ params: options?.params, query: options?.query }] as unknown as ApiCallArgs<E>;
      const refresh = () => callApi(context, endpoint, ...args) as Promise<object>;
      if (ttlMs <= 0) return refresh() as Promise<ApiResponse<E>>;
      const key = callPath(endpoint, ...args);
      // getRemainingTTL is negative by how long an entry has been stale, 0 for a missing one.
      const allowStale = cache.getRemainingTTL(key) > -staleMs;
      const value = await cache.fetch(key, { context: refresh, allowStale });
      if (value === undefined) throw new Error(`[web] shared answer ${key} missing`);
      // One key is always one endpoint, so a kept value has that endpoint's answer type.
      return value as ApiResponse<E>;
    },
    /** Like get, with the fallback when there is no answer (SPEC §8: shell data is "only logged" on failure). */
    async getOr<E extends SharedEndpoint, F>(
      context: AppLoadContext,
      endpoint: E,
      fallback: F,
      ...args: SharedCallArgs<E>
    ): Promise<ApiResponse<E> | F> {
      try {
        return await this.get(context, endpoint, ...args);
      } catch {
        return fallback;
      }
    },
    /** Forgets every answer (tests). */
    clear: () => cache.clear(),
  };
}

export type SharedAnswers = ReturnType<typeof createSharedAnswers>;

/** A non-negative whole number of milliseconds from the environment, else the default (with a warning if set). */
export function millisFromEnv(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (/^\d{1,9}$/.test(raw)) return Number(raw);
  console.warn(`[web] ${name}=${raw} is not a number of milliseconds; using ${fallback}`);
  return fallback;
}

/** Fresh time of the header, footer, popup and SEO answers (README: 15 s). */
export const SHELL_CACHE_TTL_MS = millisFromEnv("SHELL_CACHE_TTL_MS", 15_000);
/** Fresh time of the maintenance window (README: 10 s; `active` is judged on every render from the kept window). */
export const MAINTENANCE_CACHE_TTL_MS = millisFromEnv("MAINTENANCE_CACHE_TTL_MS", 10_000);
/**
 * Fresh time of the item page's answers as every guest gets them (README: 10 s, as the home blocks' display cache):
 * a price, stock or review change reaches a newly rendered item page within this time; a member's own page reads the
 * item, its reviews and questions fresh. `0` asks every time, as the browser tests do.
 */
export const ITEM_ANSWERS_TTL_MS = millisFromEnv("ITEM_ANSWERS_TTL_MS", 10_000);
/** How long past the fresh time an answer is still served while its refresh runs. */
export const SHARED_STALE_MS = 60_000;

/**
 * The process's shell answers: categories, keywords, company, operator, banner, popups, the cart page's notes (a fixed
 * handful of keys).
 */
export const shellAnswers = createSharedAnswers({ ttlMs: SHELL_CACHE_TTL_MS, staleMs: SHARED_STALE_MS, max: 50 });
// The stripe banner and popups are written in the back office: a change shows on the next render.
onShopChange(["content"], () => shellAnswers.clear());

/**
 * SEO per path, apart from the shell answers: one key per path a shopper or a crawler asks for, so a run of unknown
 * paths drops other paths' SEO first, never the header's answers.
 */
export const seoAnswers = createSharedAnswers({ ttlMs: SHELL_CACHE_TTL_MS, staleMs: SHARED_STALE_MS, max: 2000 });
// An item page's SEO carries its name and price: a staff change shows on the next render (docs/decisions/038).
onShopChange(["catalog"], () => seoAnswers.clear());
