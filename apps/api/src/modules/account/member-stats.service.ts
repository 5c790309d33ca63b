import { and, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { users } from "../../db/schema/account.js";

/** Members joined per Korea day, for the back office's numbers (issue 14 item 6, docs/decisions/039). */
export function createMemberStatsService({ db }: { db: Db }) {
  return {
    /** How many members joined on each Korea day of [start, end) ('yyyy-MM-dd' → count; days without any left out). */
    async newMembersPerDay(start: Date, end: Date): Promise<Map<string, number>> {
      const day = sql<string>`to_char(${users.createdAt} at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;
      const rows = await db
        .select({ day, count: sql<number>`count(*)::int` })
        .from(users)
        .where(and(gte(users.createdAt, start), lt(users.createdAt, end)))
        .groupBy(day);
      return new Map(rows.map((row) => [row.day, Number(row.count)]));
    },
  };
}

export type MemberStatsService = ReturnType<typeof createMemberStatsService>;
