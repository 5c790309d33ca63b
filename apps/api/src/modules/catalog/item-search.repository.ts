import type { SearchSort } from "@shop/contracts/search";
import type { SearchQueryPlan } from "@shop/core/search/search-query";
import { SEARCH_TIER } from "@shop/core/search/search-relevance";
import { arrayContains, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { items } from "../../db/schema/catalog.js";
import { type ItemFilter, itemConditions, type PageWindow } from "./catalog.repository.js";

const hitsSchema = z.object({
  rows: z.array(z.object({ id: z.coerce.number(), total_count: z.coerce.number() })),
});

/**
 * The relevance tier of a hit, as SQL; must stay equal to core's searchRelevance (the route
 * tests compare the two on the seed).
 */
function tierSql(plan: SearchQueryPlan): SQL {
  if (plan.words.some((word) => word.kind === "choseong")) return sql.raw(String(SEARCH_TIER.choseong));
  const compact = plan.compact;
  return sql`case
    when ${items.searchText} = ${compact} or starts_with(${items.searchText}, ${`${compact} `}) then ${sql.raw(String(SEARCH_TIER.exact))}
    when starts_with(${items.searchText}, ${compact}) then ${sql.raw(String(SEARCH_TIER.prefix))}
    when strpos(${items.searchText}, ${compact}) > 0 then ${sql.raw(String(SEARCH_TIER.phrase))}
    else ${sql.raw(String(SEARCH_TIER.allWords))} end`;
}

// Columns of the hits CTE each sort reads; ties always go by id in the same direction.
const hitOrder: Record<SearchSort, string> = {
  relevance: "tier asc, sales_count desc, id desc",
  newest: "created_at desc, id desc",
  popular: "sales_count desc, id desc",
  priceLow: "present_price asc, id asc",
  priceHigh: "present_price desc, id desc",
  reviews: "review_count desc, id desc",
};

const likePatterns = (words: readonly string[]) => words.map((word) => `%${word}%`);

/**
 * One window of the ranked hits of a search plan with their total (docs/decisions/007): the
 * GIN index proves the tokens, longer words are re-checked with LIKE, and the MATERIALIZED fence
 * keeps PostgreSQL from walking a sort index over the whole table instead. Only (id, sort keys)
 * are ranked; the caller reads the cards of the window by id. An empty token list finds nothing.
 */
export async function findSearchHits(
  db: Db,
  plan: SearchQueryPlan,
  filter: ItemFilter,
  sort: SearchSort,
  window: PageWindow,
): Promise<{ ids: number[]; total: number | null }> {
  if (plan.tokens.length === 0) return { ids: [], total: 0 };
  // Normalized words hold no %, _ or \, so the patterns need no escaping.
  const textCheck =
    plan.textPatterns.length === 0
      ? undefined
      : sql`${items.searchText} like all (${sql.param(likePatterns(plan.textPatterns))}::text[])`;
  const choseongCheck =
    plan.choseongPatterns.length === 0
      ? undefined
      : sql`${items.searchChoseong} like all (${sql.param(likePatterns(plan.choseongPatterns))}::text[])`;
  const where = [arrayContains(items.searchTokens, plan.tokens), textCheck, choseongCheck, itemConditions(filter)]
    .filter((condition): condition is SQL => condition !== undefined)
    .reduce((all, condition) => sql`${all} and ${condition}`);
  const result = await db.execute(sql`
    with hits as materialized (
      select ${items.id} as id, ${items.salesCount} as sales_count, ${items.createdAt} as created_at,
        ${items.reviewCount} as review_count, ${items.presentPrice} as present_price, ${tierSql(plan)} as tier
      from ${items}
      where ${where}
    )
    select id, (select count(*) from hits) as total_count
    from hits
    order by ${sql.raw(hitOrder[sort])}
    limit ${window.limit} offset ${window.offset}`);
  const rows = hitsSchema.parse(result).rows;
  // A window past the last hit has no row to carry the total.
  return { ids: rows.map((row) => row.id), total: rows[0]?.total_count ?? null };
}
