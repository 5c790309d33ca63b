import { subDays } from "date-fns";
import type { Db } from "../../db/client.js";
import { findActiveRecommendKeyword, rankSearchKeywords } from "./search.repository.js";

export const BEST_KEYWORD_DAYS = 7;
export const BEST_KEYWORD_LIMIT = 10;

/** The search box placeholder keyword, or null when none is set. */
export async function getRecommendKeyword(db: Db) {
  return (await findActiveRecommendKeyword(db)) ?? null;
}

/** 인기 검색어: the last 7 days of searches, top 10, ranked 1…n. */
export async function getBestKeywords(db: Db, now = new Date()) {
  const rows = await rankSearchKeywords(db, subDays(now, BEST_KEYWORD_DAYS), BEST_KEYWORD_LIMIT);
  return rows.map((row, index) => ({ rank: index + 1, keyword: row.keyword, count: row.count }));
}
