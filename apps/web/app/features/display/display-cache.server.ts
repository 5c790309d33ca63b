import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import { callApi } from "../../lib/api-client.server";

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

/**
 * A short-lived cache of display answers that are the same for every shopper. Calls are made
 * anonymously (no cookie, no token): an answer never depends on who asked first, and no shopper's
 * 401 flow can run on another's behalf. Concurrent misses share one call; a failed call is not
 * kept, so the next view asks again.
 */
export function createDisplayCache({
  ttlMs = DISPLAY_CACHE_TTL_MS,
  now = () => Date.now(),
}: {
  ttlMs?: number;
  now?: () => number;
} = {}) {
  const entries = new Map<string, Entry>();
  return {
    get<T extends z.ZodType>(context: AppLoadContext, path: string, schema: T): Promise<z.infer<T>> {
      const hit = entries.get(path);
      // One path is always asked with its own schema, so a kept value has that schema's type.
      if (hit && hit.expires > now()) return hit.value as Promise<z.infer<T>>;
      const value = callApi(context, path, schema);
      entries.set(path, { expires: now() + ttlMs, value });
      value.catch(() => {
        if (entries.get(path)?.value === value) entries.delete(path);
      });
      return value;
    },
  };
}

/** The process's display cache; keys are fixed API paths, so it holds a handful of entries. */
export const displayCache = createDisplayCache();
