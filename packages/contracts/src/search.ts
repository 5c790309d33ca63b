import { z } from "zod";
import { checkPriceRange, itemCardSchema, itemFilterShape } from "./catalog.js";
import { pageQuerySchema, paginationSchema, withUsableCharacters } from "./common.js";

export const SEARCH_QUERY_REQUIRED_MESSAGE = "검색어를 입력해 주세요.";
export const SEARCH_QUERY_MAX_LENGTH = 100;
export const SEARCH_QUERY_TOO_LONG_MESSAGE = `검색어는 ${SEARCH_QUERY_MAX_LENGTH}자 이내로 입력해 주세요.`;

/** The item list's sorts plus relevance (exact, prefix, phrase, all words, 초성; then popularity). */
export const searchSortSchema = z.enum(["relevance", "newest", "popular", "priceLow", "priceHigh", "reviews"]);
export type SearchSort = z.infer<typeof searchSortSchema>;

/** GET /api/search/result?query= — with the item list's filters and sorts. */
export const searchResultQuerySchema = pageQuerySchema
  .extend({
    // Its own message: the schema's one (for a missing query) would otherwise answer a long query too.
    query: withUsableCharacters(
      z.string({ error: SEARCH_QUERY_REQUIRED_MESSAGE }).max(SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_TOO_LONG_MESSAGE),
    ),
    ...itemFilterShape,
    sort: searchSortSchema.default("relevance"),
  })
  .superRefine(checkPriceRange);
export type SearchResultQuery = z.infer<typeof searchResultQuerySchema>;

export const searchResultSchema = z.object({
  list: z.array(itemCardSchema),
  pagination: paginationSchema,
  /** The query as searched (normalized: "한우 등심"). */
  query: z.string(),
  /** When nothing matched and a typo was corrected: the query whose results these are. */
  correctedQuery: z.string().nullable(),
  /** "등섬 검색 결과가 없어 등심 검색 결과를 보여드립니다." or null. */
  correctionMessage: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
