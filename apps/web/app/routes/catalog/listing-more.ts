import { idParamSchema } from "@shop/contracts/common";
import { loadItemPage, loadSearchPage } from "../../features/listing/listing-data.server";
import type { ListingKind } from "../../features/listing/listing-params";
import { parseListingParams } from "../../features/listing/listing-params.server";
import { ApiResponseError } from "../../lib/api-client.server";
import type { Route } from "./+types/listing-more";

const KINDS: readonly ListingKind[] = ["category", "items", "search"];

function isListingKind(value: string): value is ListingKind {
  return (KINDS as readonly string[]).includes(value);
}

const failure = (status: number, message: string) => Response.json({ status, message }, { status });

/**
 * Load-more of the catalog lists: one further page as `{ list, pagination }` JSON, read with the
 * same query as the page (/listing/more/category/11?sort=popular&page=2). A resource route, so
 * it skips the page's other calls (tree, filters, SEO).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isListingKind(params.kind)) return failure(404, "존재하지 않는 목록입니다.");
  let categoryId: number | undefined;
  if (params.id !== undefined) {
    const parsed = idParamSchema.safeParse(params);
    if (params.kind !== "category" || !parsed.success) return failure(404, "존재하지 않는 목록입니다.");
    categoryId = parsed.data.id;
  }
  const listing = parseListingParams(new URL(request.url).searchParams, params.kind);
  try {
    if (params.kind === "search") {
      const outcome = await loadSearchPage(context, request, listing);
      if (outcome.status === "no-query") return failure(400, outcome.message);
      return Response.json({ list: outcome.result.list, pagination: outcome.result.pagination });
    }
    const page = await loadItemPage(context, request, listing, { categoryId });
    return Response.json({ list: page.list, pagination: page.pagination });
  } catch (error) {
    if (error instanceof ApiResponseError && error.status < 500) return failure(error.status, error.message);
    throw error;
  }
}
