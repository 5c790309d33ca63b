import {
  SEARCH_QUERY_REQUIRED_MESSAGE,
  type SearchResult,
  type SearchResultQuery,
  type SearchSort,
} from "@shop/contracts/search";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import {
  applyCorrections,
  correctableWords,
  planSearchQuery,
  type SearchQueryPlan,
} from "@shop/core/search/search-query";
import { pickTypoCorrection, typoCandidateFilter } from "@shop/core/search/typo-tolerance";
import { subDays } from "date-fns";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { createTtlCache, noCache } from "../../lib/ttl-cache.js";
import type { CatalogService, ItemFilter, PageWindow } from "../catalog/catalog.service.js";
import {
  deleteSearchLogsBefore,
  findActiveRecommendKeyword,
  findKnownVocabularyTerms,
  findVocabularyCandidates,
  insertSearchLogs,
  rankSearchKeywords,
  type SearchLogEntry,
} from "./search.repository.js";

export const BEST_KEYWORD_DAYS = 7;
export const BEST_KEYWORD_LIMIT = 10;

/** How long the ranked ids of one (query, filters, sort) are reused (docs/decisions/007). */
export const SEARCH_CACHE_TTL_MS = 60_000;
/** Ranked ids kept per search: the first 50 pages of 20; later pages are ranked again. */
const CACHED_IDS = 1_000;
const MAX_CACHED_SEARCHES = 500;
const LOG_FLUSH_MS = 1_000;
const LOG_FLUSH_BATCH = 500;
/** Searches held while the database refuses them; beyond it the oldest go (and are logged as lost). */
const MAX_PENDING_LOGS = 10_000;

interface RankedHits {
  ids: number[];
  total: number;
}

/** One answered page with the strict total it started from (what the log records). */
interface AnsweredPage {
  result: SearchResult;
  strictTotal: number;
}

/** How long one answered page (query, filters, sort, page, size) is served as built, as item list pages are. */
export const SEARCH_PAGE_TTL_MS = 2_000;
const MAX_CACHED_PAGES = 2_000;

export interface SearchServiceDeps {
  db: Db;
  catalog: CatalogService;
  /** Milliseconds now; tests move it to expire the caches. */
  clock?: () => number;
  /** Where a failed log write is reported (the app's logger). */
  logError?: (error: unknown, context: Record<string, unknown>) => void;
  /** false: answered pages are built for every request (LIST_PAGE_CACHE); the ranked ids stay cached. */
  pageCache?: boolean;
}

function correctionMessage(original: string, corrected: string): string {
  return `${original} 검색 결과가 없어 ${corrected} 검색 결과를 보여드립니다.`;
}

/**
 * The item search (docs/decisions/007-korean-search.md): strict search, then one typo
 * correction when nothing matched; ranked ids cached SEARCH_CACHE_TTL_MS per (query, filters,
 * sort), answered pages SEARCH_PAGE_TTL_MS; first-page searches logged in batches for the best
 * keywords, cached or not.
 */
export function createSearchService({
  db,
  catalog,
  clock: now = Date.now,
  logError = (error, context) => console.error("search log write failed", context, error),
  pageCache = true,
}: SearchServiceDeps) {
  const ranked = createTtlCache<RankedHits>(SEARCH_CACHE_TTL_MS, MAX_CACHED_SEARCHES, now);
  const pages =
    pageCache === false
      ? noCache<AnsweredPage>()
      : createTtlCache<AnsweredPage>(SEARCH_PAGE_TTL_MS, MAX_CACHED_PAGES, now);
  let pendingLogs: SearchLogEntry[] = [];
  let flushing: Promise<void> = Promise.resolve();

  function rank(plan: SearchQueryPlan, filter: ItemFilter, sort: SearchSort): Promise<RankedHits> {
    return ranked(JSON.stringify([plan.normalized, sort, filter]), async () => {
      const { ids, total } = await catalog.rankSearchHits(plan, filter, sort, { offset: 0, limit: CACHED_IDS });
      return { ids, total: total ?? 0 };
    });
  }

  async function pageIds(
    plan: SearchQueryPlan,
    filter: ItemFilter,
    sort: SearchSort,
    hits: RankedHits,
    window: PageWindow,
  ): Promise<number[]> {
    const end = window.offset + window.limit;
    if (end <= hits.ids.length || hits.ids.length >= hits.total) return hits.ids.slice(window.offset, end);
    return (await catalog.rankSearchHits(plan, filter, sort, window)).ids;
  }

  /** The corrected query for a plan that found nothing, or null when no word is a near miss. */
  async function correct(plan: SearchQueryPlan): Promise<string | null> {
    const words = correctableWords(plan);
    if (words.length === 0) return null;
    const known = await findKnownVocabularyTerms(db, words);
    const corrections = new Map<string, string>();
    for (const word of words) {
      if (known.has(word)) continue;
      const filter = typoCandidateFilter(word);
      if (!filter) continue;
      const correction = pickTypoCorrection(word, await findVocabularyCandidates(db, filter));
      if (correction) corrections.set(word, correction);
    }
    return applyCorrections(plan, corrections);
  }

  async function flushLogs(): Promise<void> {
    // Chained: a flush waits for the one before it, so callers can count on their searches being in.
    flushing = flushing.then(async () => {
      while (pendingLogs.length > 0) {
        const batch = pendingLogs.slice(0, LOG_FLUSH_BATCH);
        try {
          await insertSearchLogs(db, batch);
          pendingLogs = pendingLogs.slice(batch.length);
        } catch (error) {
          logError(error, { pending: pendingLogs.length, batch: batch.length });
          return;
        }
      }
    });
    return flushing;
  }

  function logSearch(entry: SearchLogEntry) {
    pendingLogs.push(entry);
    if (pendingLogs.length > MAX_PENDING_LOGS) {
      const lost = pendingLogs.length - MAX_PENDING_LOGS;
      pendingLogs = pendingLogs.slice(lost);
      logError(new Error("search log buffer full"), { lost });
    }
    if (pendingLogs.length >= LOG_FLUSH_BATCH) void flushLogs();
  }

  /** Strict search, then one typo correction when nothing matched; the page's cards are read fresh. */
  async function answer(plan: SearchQueryPlan, filter: ItemFilter, query: SearchResultQuery): Promise<AnsweredPage> {
    const window = pageWindow(query);
    const strict = await rank(plan, filter, query.sort);
    let hits = strict;
    let searched = plan;
    let correctedQuery: string | null = null;
    if (strict.total === 0) {
      const corrected = await correct(plan);
      if (corrected !== null) {
        const correctedPlan = planSearchQuery(corrected);
        const correctedHits = await rank(correctedPlan, filter, query.sort);
        if (correctedHits.total > 0) {
          hits = correctedHits;
          searched = correctedPlan;
          correctedQuery = correctedPlan.normalized;
        }
      }
    }
    const ids = await pageIds(searched, filter, query.sort, hits, window);
    return {
      strictTotal: strict.total,
      result: {
        list: await catalog.listItemCardsByIds(ids),
        pagination: paginationOf(query, hits.total),
        query: plan.normalized,
        correctedQuery,
        correctionMessage: correctedQuery === null ? null : correctionMessage(plan.normalized, correctedQuery),
      },
    };
  }

  const timer = setInterval(() => void flushLogs(), LOG_FLUSH_MS);
  // The flush timer alone never keeps a process (or a test run) alive.
  timer.unref();

  return {
    /** Forgets kept rankings and pages (staff changed an item's name, price, stock or display: decision 038). */
    forgetCachedResults() {
      ranked.clear();
      pages.clear();
    },

    /** GET /api/search/result: one page of hits with the normalized and, after a typo, the corrected query. */
    async search(query: SearchResultQuery): Promise<SearchResult> {
      const plan = planSearchQuery(query.query);
      if (plan.normalized === "") {
        throw new ApiError(400, "VALIDATION", SEARCH_QUERY_REQUIRED_MESSAGE, "query is empty after normalization", [
          { field: "query", message: SEARCH_QUERY_REQUIRED_MESSAGE },
        ]);
      }
      const filter = await catalog.resolveItemFilter(query);
      const key = JSON.stringify([plan.normalized, filter, query.sort, query.page, query.size]);
      const { result, strictTotal } = await pages(key, () => answer(plan, filter, query));
      // Load-more asks for later pages of the same search: one search, logged once.
      if (query.page === 1)
        logSearch({ keyword: plan.normalized, resultCount: strictTotal, createdAt: new Date(now()) });
      return result;
    },

    /** 인기 검색어: the last 7 days of searches, top 10, ranked 1…n, this process's pending searches included. */
    async getBestKeywords(at = new Date()) {
      await flushLogs();
      const rows = await rankSearchKeywords(db, subDays(at, BEST_KEYWORD_DAYS), BEST_KEYWORD_LIMIT);
      return rows.map((row, index) => ({ rank: index + 1, keyword: row.keyword, count: row.count }));
    },

    /** The search box placeholder keyword, or null when none is set. */
    async getRecommendKeyword() {
      return (await findActiveRecommendKeyword(db)) ?? null;
    },

    /** Deletes searches logged before `cutoff` (housekeeping); answers how many. */
    purgeLogsBefore(cutoff: Date): Promise<number> {
      return deleteSearchLogsBefore(db, cutoff);
    },

    /** Writes what is buffered; called on close. */
    async close() {
      clearInterval(timer);
      await flushLogs();
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
