import type { z } from "zod";

/**
 * A back-office list page's filters from its URL (issue 14): `filters` as typed, for the form to show again, and
 * `query` as the API reads it. A filter typed wrong (a half date, a period backwards) is dropped rather than refused:
 * the list still shows, unfiltered, and `filterError` says why.
 */
export function listFiltersOf<Schema extends z.ZodType>(request: Request, keys: readonly string[], schema: Schema) {
  const url = new URL(request.url);
  const filters: Record<string, string | undefined> = Object.fromEntries(
    keys.map((key) => [key, url.searchParams.get(key) || undefined]),
  );
  const parsed = schema.safeParse(filters);
  return {
    url,
    filters,
    query: (parsed.success ? parsed.data : schema.parse({})) as z.output<Schema>,
    filterError: parsed.success ? null : (parsed.error.issues[0]?.message ?? null),
  };
}
