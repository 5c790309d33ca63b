import { desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { recommendKeywords, searchLogs } from "../../db/schema/content.js";

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
    .orderBy(desc(recommendKeywords.id))
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

/** Searches since `since`, grouped by normalized keyword: most frequent first, ties by most recent. */
export function rankSearchKeywords(db: Db, since: Date, limit: number) {
  const count = sql<number>`count(*)::int`;
  const lastSearchedAt = sql`max(${searchLogs.createdAt})`;
  return db
    .select({ keyword: normalizedKeyword, count })
    .from(searchLogs)
    .where(gte(searchLogs.createdAt, since))
    .groupBy(normalizedKeyword)
    .having(sql`${normalizedKeyword} <> ''`)
    .orderBy(desc(count), desc(lastSearchedAt), normalizedKeyword)
    .limit(limit);
}
