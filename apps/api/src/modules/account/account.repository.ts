import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { snsAccounts, snsPendingProfiles, users } from "../../db/schema/account.js";

type Executor = Db | Tx;

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserUpdate = Partial<Omit<NewUser, "id">>;
export type SnsProviderName = (typeof snsAccounts.$inferSelect)["provider"];

/** Members that still hold their personal data (not seceded). */
const LIVE_STATUSES = ["ACTIVE", "DORMANT"] as const;

export async function findUserById(db: Executor, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByLoginId(db: Executor, loginId: string) {
  const [row] = await db.select().from(users).where(eq(users.loginId, loginId));
  return row;
}

/** Whether a login id is taken, seceded members' ids included (they stay reserved). */
export async function loginIdExists(db: Executor, loginId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.loginId, loginId)).limit(1);
  return row !== undefined;
}

export async function findLiveUserByPhone(db: Executor, phoneNumber: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.phoneNumber, phoneNumber), inArray(users.status, LIVE_STATUSES)));
  return row;
}

/** Whether another member than `exceptUserId` holds this phone number. */
export async function phoneTakenByOther(db: Executor, phoneNumber: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneNumber, phoneNumber), exceptUserId === undefined ? undefined : ne(users.id, exceptUserId)))
    .limit(1);
  return row !== undefined;
}

export async function findLiveUsersByNameAndPhone(db: Executor, userName: string, phoneNumber: string) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.userName, userName), eq(users.phoneNumber, phoneNumber), inArray(users.status, LIVE_STATUSES)))
    .orderBy(users.id);
}

export async function insertUser(db: Executor, values: NewUser) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error("insert into users returned no row");
  return row;
}

export async function updateUser(db: Executor, id: number, values: UserUpdate) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function findSnsAccount(db: Executor, provider: SnsProviderName, providerUserId: string) {
  const [row] = await db
    .select()
    .from(snsAccounts)
    .where(and(eq(snsAccounts.provider, provider), eq(snsAccounts.providerUserId, providerUserId)));
  return row;
}

export async function listSnsAccounts(db: Executor, userId: number) {
  return db
    .select({ provider: snsAccounts.provider, connectedAt: snsAccounts.connectedAt })
    .from(snsAccounts)
    .where(eq(snsAccounts.userId, userId))
    .orderBy(snsAccounts.provider);
}

export async function insertSnsAccount(
  db: Executor,
  values: { provider: SnsProviderName; providerUserId: string; userId: number },
) {
  await db.insert(snsAccounts).values(values);
}

/** Returns how many links were removed (0 or 1). */
export async function deleteSnsAccount(db: Executor, userId: number, provider?: SnsProviderName): Promise<number> {
  const removed = await db
    .delete(snsAccounts)
    .where(and(eq(snsAccounts.userId, userId), provider ? eq(snsAccounts.provider, provider) : undefined))
    .returning({ id: snsAccounts.id });
  return removed.length;
}

export async function insertSnsPendingProfile(db: Executor, values: typeof snsPendingProfiles.$inferInsert) {
  await db.insert(snsPendingProfiles).values(values);
}

export async function findSnsPendingProfile(db: Executor, authTokenId: number) {
  const [row] = await db.select().from(snsPendingProfiles).where(eq(snsPendingProfiles.authTokenId, authTokenId));
  return row;
}

export async function deleteSnsPendingProfile(db: Executor, authTokenId: number) {
  await db.delete(snsPendingProfiles).where(eq(snsPendingProfiles.authTokenId, authTokenId));
}

/** Members' login ids and phones by id (what another module's notice names a member by). */
export async function findMemberContacts(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ userId: users.id, loginId: users.loginId, phoneNumber: users.phoneNumber })
    .from(users)
    .where(inArray(users.id, [...ids]));
}
