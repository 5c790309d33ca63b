import { and, asc, count, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { commonCodes, depositAccounts } from "../../db/schema/system-code.js";

// The back office's reads and writes of the deposit accounts and the common codes (docs/decisions/052), hidden rows
// too; the shop's answers read only the active ones (system-code.repository.ts).

type Executor = Db | Tx;

export interface PageWindow {
  offset: number;
  limit: number;
}

export type DepositAccountRow = typeof depositAccounts.$inferSelect;
export type DepositAccountFields = Omit<DepositAccountRow, "id" | "updatedAt">;

export async function findDepositAccountPage(db: Executor, page: PageWindow) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(depositAccounts)
      .orderBy(asc(depositAccounts.sortOrder), asc(depositAccounts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(depositAccounts),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The account's row, locked for the rest of the transaction. */
export async function lockDepositAccount(tx: Tx, id: number): Promise<DepositAccountRow | undefined> {
  const [row] = await tx.select().from(depositAccounts).where(eq(depositAccounts.id, id)).for("update");
  return row;
}

/** Every account at one bank (to find the same number written with other dashes). */
export function findDepositAccountsOfBank(tx: Tx, bankCode: string): Promise<DepositAccountRow[]> {
  return tx.select().from(depositAccounts).where(eq(depositAccounts.bankCode, bankCode));
}

/** The new account, or undefined when the bank and number are taken (the unique key decides a race). */
export async function insertDepositAccount(
  tx: Tx,
  fields: DepositAccountFields,
): Promise<DepositAccountRow | undefined> {
  const [row] = await tx.insert(depositAccounts).values(fields).onConflictDoNothing().returning();
  return row;
}

/** The changed account (the service has checked its bank and number are no other account's). */
export async function updateDepositAccount(
  tx: Tx,
  id: number,
  fields: DepositAccountFields,
): Promise<DepositAccountRow> {
  const [row] = await tx
    .update(depositAccounts)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(depositAccounts.id, id))
    .returning();
  if (!row) throw new Error(`deposit account ${id} vanished inside its transaction`);
  return row;
}

export async function deleteDepositAccount(tx: Tx, id: number) {
  await tx.delete(depositAccounts).where(eq(depositAccounts.id, id));
}

export type CommonCodeRow = typeof commonCodes.$inferSelect;
export type CommonCodeFields = Omit<CommonCodeRow, "id">;

/** One page of codes, one group's or every group's, by group then order. */
export async function findCommonCodePage(db: Executor, group: string | undefined, page: PageWindow) {
  const where = group === undefined ? undefined : eq(commonCodes.groupCode, group);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(commonCodes)
      .where(where)
      .orderBy(asc(commonCodes.groupCode), asc(commonCodes.sortOrder), asc(commonCodes.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(commonCodes).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every group name, hidden codes' groups too. */
export async function findCommonCodeGroups(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ group: commonCodes.groupCode })
    .from(commonCodes)
    .orderBy(asc(commonCodes.groupCode));
  return rows.map((row) => row.group);
}

export async function lockCommonCode(tx: Tx, id: number): Promise<CommonCodeRow | undefined> {
  const [row] = await tx.select().from(commonCodes).where(eq(commonCodes.id, id)).for("update");
  return row;
}

export async function lockCommonCodeByKey(tx: Tx, group: string, code: string): Promise<CommonCodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(commonCodes)
    .where(and(eq(commonCodes.groupCode, group), eq(commonCodes.code, code)))
    .for("update");
  return row;
}

/** The new code, or undefined when the group has it already (the unique key decides a race). */
export async function insertCommonCode(tx: Tx, fields: CommonCodeFields): Promise<CommonCodeRow | undefined> {
  const [row] = await tx.insert(commonCodes).values(fields).onConflictDoNothing().returning();
  return row;
}

export async function updateCommonCode(
  tx: Tx,
  id: number,
  fields: Pick<CommonCodeRow, "name" | "sortOrder" | "active">,
): Promise<CommonCodeRow> {
  const [row] = await tx.update(commonCodes).set(fields).where(eq(commonCodes.id, id)).returning();
  if (!row) throw new Error(`common code ${id} vanished inside its transaction`);
  return row;
}
