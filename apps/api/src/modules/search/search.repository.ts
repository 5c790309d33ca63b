import type { TypoCandidateFilter, VocabularyEntry } from "@shop/core/search/typo-tolerance";
import { and, asc, between, desc, eq, gt, gte, inArray, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { searchVocabulary } from "../../db/schema/catalog.js";
import { recommendKeywords, searchLogs } from "../../db/schema/content.js";

/** The first keyword in use in the operator's order (docs/decisions/044); ties (the seed's) newest first. */
export async function findActiveRecommendKeyword(db: Db) {
  const [row] = await db
    .select({
      searchContents: recommendKeywords.searchContents,
      searchLink: recommendKeywords.searchLink,
      searchLinkTargetFlag: recommendKeywords.searchLinkTargetFlag,
      searchMobileLink: recommendKeywords.searchMobileLink,
      searchMobileLinkTargetFlag: recommendKeywords.searchMobileLinkTargetFlag,
    })
    .from(recommendKeywords)
    .where(eq(recommendKeywords.active, true))
    .orderBy(asc(recommendKeywords.sortOrder), desc(recommendKeywords.id))
    .limit(1);
  return row;
}

// Done in SQL so ranking reads only the aggregate, not a week of rows. Whitespace includes the
// ideographic space (U+3000) Korean IMEs type; lowercasing is limited to A–Z so Hangul and every
// other script compare as typed, identically on both engines whatever their collation. The
// pattern is a literal, not a parameter: GROUP BY only matches a select expression that is
// textually the same, and each parameter would get its own $n.
const whitespaceRun = sql.raw("'[[:space:]\u3000]+'");
const normalizedKeyword = sql<string>`translate(btrim(regexp_replace(${searchLogs.keyword}, ${whitespaceRun}, ' ', 'g')), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')`;

/**
 * Searches since `since` that found something (a typo never becomes a popular search), grouped by
 * normalized keyword: most frequent first, ties by most recent.
 */
export function rankSearchKeywords(db: Db, since: Date, limit: number) {
  const count = sql<number>`count(*)::int`;
  const lastSearchedAt = sql`max(${searchLogs.createdAt})`;
  return db
    .select({ keyword: normalizedKeyword, count })
    .from(searchLogs)
    .where(and(gte(searchLogs.createdAt, since), gt(searchLogs.resultCount, 0)))
    .groupBy(normalizedKeyword)
    .having(sql`${normalizedKeyword} <> ''`)
    .orderBy(desc(count), desc(lastSearchedAt), normalizedKeyword)
    .limit(limit);
}

export interface SearchLogEntry {
  keyword: string;
  resultCount: number;
  createdAt: Date;
}

/** Writes buffered searches in one statement. */
export async function insertSearchLogs(db: Db, entries: readonly SearchLogEntry[]): Promise<void> {
  if (entries.length > 0) await db.insert(searchLogs).values([...entries]);
}

/** Which of `terms` the vocabulary holds (a word spelled as items spell it needs no correction). */
export async function findKnownVocabularyTerms(db: Db, terms: readonly string[]): Promise<Set<string>> {
  if (terms.length === 0) return new Set();
  const rows = await db
    .select({ term: searchVocabulary.term })
    .from(searchVocabulary)
    .where(inArray(searchVocabulary.term, [...terms]));
  return new Set(rows.map((row) => row.term));
}

const sharedCount = z.object({ rows: z.array(z.object({ term: z.string(), doc_count: z.coerce.number() })) });

/** Vocabulary terms that may be a typo's correction: share enough jamo bigrams and are about as long (GIN index). */
export async function findVocabularyCandidates(db: Db, filter: TypoCandidateFilter): Promise<VocabularyEntry[]> {
  const tokens = sql`${sql.param(filter.tokens)}::text[]`;
  const result = await db.execute(sql`
    select ${searchVocabulary.term} as term, ${searchVocabulary.docCount} as doc_count
    from ${searchVocabulary}
    where ${searchVocabulary.jamoTokens} && ${tokens}
      and ${between(searchVocabulary.jamoLength, filter.minJamoLength, filter.maxJamoLength)}
      and (select count(*) from unnest(${searchVocabulary.jamoTokens}) as t(token) where t.token = any(${tokens})) >= ${filter.minSharedTokens}`);
  return sharedCount.parse(result).rows.map((row) => ({ term: row.term, docCount: row.doc_count }));
}

/** Deletes searches logged before `cutoff`; answers how many. */
export async function deleteSearchLogsBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db.delete(searchLogs).where(lt(searchLogs.createdAt, cutoff)).returning({ id: searchLogs.id });
  return rows.length;
}
