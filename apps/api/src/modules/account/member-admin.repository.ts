import { and, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { snsAccounts, users } from "../../db/schema/account.js";
import { prefixPattern } from "../../lib/sql-like.js";

type Executor = Db | Tx;

export type MemberSearchField = "all" | "loginId" | "name" | "phone" | "email" | "company" | "businessNumber";

export interface MemberSearchFilter {
  keyword?: string | undefined;
  searchField: MemberSearchField;
  userType?: "PERSONAL" | "BUSINESS" | undefined;
  status?: "ACTIVE" | "DORMANT" | "SECEDED" | undefined;
  /** Joined at or after. */
  joinedFrom?: Date | undefined;
  /** Joined before. */
  joinedBefore?: Date | undefined;
}

/** A keyword that reads as a number (digits, spaces, hyphens): matched against phones and business numbers too. */
const NUMBER_LIKE = /^[0-9\s-]+$/;

/**
 * The keyword's condition: each field matched by its start through its `text_pattern_ops` index (schema/account.ts),
 * a phone also by its last four digits. `all` ORs the fields the keyword can be (a number-like keyword adds the
 * phone and business number), so each arm stays an index scan.
 */
function keywordCondition(keyword: string, field: MemberSearchField): SQL {
  const text = prefixPattern(keyword.toLowerCase());
  const digits = keyword.replace(/[^0-9]/g, "");
  const numeric = NUMBER_LIKE.test(keyword) && digits.length > 0;
  const byLoginId = sql`lower(${users.loginId}) like ${text}`;
  const byName = sql`lower(${users.userName}) like ${text}`;
  const byEmail = sql`lower(${users.email}) like ${text}`;
  const byCompany = sql`lower(${users.companyName}) like ${text}`;
  const byPhone =
    digits.length === 4
      ? sql`(right(${users.phoneNumber}, 4) = ${digits} or ${users.phoneNumber} like ${prefixPattern(digits)})`
      : sql`${users.phoneNumber} like ${prefixPattern(digits)}`;
  const byBusinessNumber = sql`${users.businessNumber} like ${prefixPattern(digits)}`;
  switch (field) {
    case "loginId":
      return byLoginId;
    case "name":
      return byName;
    case "email":
      return byEmail;
    case "company":
      return byCompany;
    case "phone":
      return digits.length > 0 ? byPhone : sql`false`;
    case "businessNumber":
      return digits.length > 0 ? byBusinessNumber : sql`false`;
    case "all":
      return or(byLoginId, byName, byEmail, byCompany, ...(numeric ? [byPhone, byBusinessNumber] : [])) ?? sql`false`;
  }
}

function conditionsOf(filter: MemberSearchFilter): SQL | undefined {
  return and(
    filter.keyword ? keywordCondition(filter.keyword, filter.searchField) : undefined,
    filter.userType ? eq(users.userType, filter.userType) : undefined,
    filter.status ? eq(users.status, filter.status) : undefined,
    filter.joinedFrom ? gte(users.createdAt, filter.joinedFrom) : undefined,
    filter.joinedBefore ? lt(users.createdAt, filter.joinedBefore) : undefined,
  );
}

/** The columns the back office may read: never the password hash or anything about tokens. */
const memberColumns = {
  id: users.id,
  loginId: users.loginId,
  userName: users.userName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  userType: users.userType,
  businessNumber: users.businessNumber,
  companyName: users.companyName,
  loginType: users.loginType,
  status: users.status,
  agreeMarketing: users.agreeMarketing,
  transferPending: users.transferPending,
  lastLoginAt: users.lastLoginAt,
  dormantAt: users.dormantAt,
  createdAt: users.createdAt,
  secededAt: users.secededAt,
};
export type MemberAdminRow = {
  [K in keyof typeof memberColumns]: (typeof users.$inferSelect)[K];
};

/** One page of members, newest joins first, with the total. */
export async function searchMemberPage(
  db: Executor,
  filter: MemberSearchFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: MemberAdminRow[]; total: number }> {
  const where = conditionsOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(memberColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findMemberForAdmin(db: Executor, id: number): Promise<MemberAdminRow | undefined> {
  const [row] = await db.select(memberColumns).from(users).where(eq(users.id, id));
  return row;
}

export async function findSnsProviders(db: Executor, userId: number) {
  const rows = await db
    .select({ provider: snsAccounts.provider })
    .from(snsAccounts)
    .where(eq(snsAccounts.userId, userId))
    .orderBy(snsAccounts.provider);
  return rows.map((row) => row.provider);
}

/** Ids of every active member (a coupon issued to a grade, issue 14 item 5), in id order. */
export async function findActiveMemberIds(db: Executor): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.status, "ACTIVE")).orderBy(users.id);
  return rows.map((row) => row.id);
}

/** The active members of these login ids (exact), as login id → id. */
export async function findActiveMemberIdsByLoginIds(db: Executor, loginIds: readonly string[]) {
  if (loginIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: users.id, loginId: users.loginId })
    .from(users)
    .where(and(eq(users.status, "ACTIVE"), inArray(users.loginId, [...loginIds])));
  return new Map(rows.map((row) => [row.loginId, row.id]));
}

/** The login id and name of each of these members, by id (the roulette's spins list, decision 054). */
export async function findMemberNames(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { loginId: string; name: string }>();
  const rows = await db
    .select({ id: users.id, loginId: users.loginId, name: users.userName })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, { loginId: row.loginId, name: row.name }]));
}
