import type { SearchQueryPlan } from "./search-query.js";
import type { SearchDocument } from "./search-tokens.js";

/**
 * Relevance tiers, best first. The repository's SQL `CASE` must give the same tier as
 * `searchRelevance`; hits come in tier order, then by popularity.
 */
export const SEARCH_TIER = {
  /** The item name is the query (spaces ignored). */
  exact: 0,
  /** The item name starts with the query. */
  prefix: 1,
  /** The query appears in one piece (name or brand). */
  phrase: 2,
  /** Every word appears, in any order. */
  allWords: 3,
  /** Matched through initial consonants (ㅎㅇ). */
  choseong: 4,
} as const;

export type SearchTier = (typeof SEARCH_TIER)[keyof typeof SEARCH_TIER];

/** What the ranking needs of a hit besides its tier. */
export interface RankedHit {
  tier: SearchTier;
  salesCount: number;
  id: number;
}

/**
 * The tier of a document for a plan, or null when it is not a hit. The reference for the SQL
 * (same conditions in the same order), and what tests compare the repository's order with.
 */
export function searchRelevance(plan: SearchQueryPlan, document: SearchDocument): SearchTier | null {
  if (plan.tokens.length === 0) return null;
  const tokens = new Set(document.searchTokens);
  if (!plan.tokens.every((token) => tokens.has(token))) return null;
  if (!plan.textPatterns.every((word) => document.searchText.includes(word))) return null;
  if (!plan.choseongPatterns.every((word) => document.searchChoseong.includes(word))) return null;

  if (plan.words.some((word) => word.kind === "choseong")) return SEARCH_TIER.choseong;
  const name = document.searchText.split(" ")[0];
  if (name === plan.compact) return SEARCH_TIER.exact;
  if (document.searchText.startsWith(plan.compact)) return SEARCH_TIER.prefix;
  if (document.searchText.includes(plan.compact)) return SEARCH_TIER.phrase;
  return SEARCH_TIER.allWords;
}

/** Search order: better tier first, then more sales, then the newer item (higher id). */
export function compareSearchHits(a: RankedHit, b: RankedHit): number {
  return a.tier - b.tier || b.salesCount - a.salesCount || b.id - a.id;
}
