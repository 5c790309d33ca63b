import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { byteaAsBase64, byteaValue } from "../../db/schema/columns.js";
import { commonCodes, depositAccounts, meatCutCharts, meatCuts } from "../../db/schema/system-code.js";

type Executor = Db | Tx;

/** The active codes of one group (or of every group), by group then the operator's order. */
export function findCommonCodes(db: Executor, group?: string) {
  const where: SQL[] = [eq(commonCodes.active, true)];
  if (group !== undefined) where.push(eq(commonCodes.groupCode, group));
  return db
    .select({ group: commonCodes.groupCode, code: commonCodes.code, name: commonCodes.name })
    .from(commonCodes)
    .where(and(...where))
    .orderBy(asc(commonCodes.groupCode), asc(commonCodes.sortOrder), asc(commonCodes.id));
}

export function findActiveDepositAccounts(db: Executor) {
  return db
    .select({
      id: depositAccounts.id,
      bankCode: depositAccounts.bankCode,
      accountNumber: depositAccounts.accountNumber,
      holder: depositAccounts.holder,
      purpose: depositAccounts.purpose,
    })
    .from(depositAccounts)
    .where(eq(depositAccounts.active, true))
    .orderBy(asc(depositAccounts.sortOrder), asc(depositAccounts.id));
}

const cutColumns = {
  id: meatCuts.id,
  livestock: meatCuts.livestock,
  code: meatCuts.code,
  name: meatCuts.name,
  description: meatCuts.description,
  sortOrder: meatCuts.sortOrder,
};
export type MeatCutRow = {
  id: number;
  livestock: string;
  code: string;
  name: string;
  description: string;
  sortOrder: number;
};

export function findMeatCuts(db: Executor, livestock?: string): Promise<MeatCutRow[]> {
  return db
    .select(cutColumns)
    .from(meatCuts)
    .where(livestock === undefined ? undefined : eq(meatCuts.livestock, livestock))
    .orderBy(asc(meatCuts.livestock), asc(meatCuts.sortOrder), asc(meatCuts.id));
}

/** The cut's row, locked for the rest of the transaction. */
export async function lockMeatCut(tx: Tx, id: number): Promise<MeatCutRow | undefined> {
  const [row] = await tx.select(cutColumns).from(meatCuts).where(eq(meatCuts.id, id)).for("update");
  return row;
}

export async function updateMeatCut(
  tx: Tx,
  id: number,
  values: { name: string; description: string; sortOrder: number },
): Promise<MeatCutRow> {
  const [row] = await tx
    .update(meatCuts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(meatCuts.id, id))
    .returning(cutColumns);
  if (!row) throw new Error(`meat cut ${id} vanished inside its transaction`);
  return row;
}

const chartColumns = {
  livestock: meatCutCharts.livestock,
  contentType: meatCutCharts.contentType,
  byteSize: meatCutCharts.byteSize,
  sha256: meatCutCharts.sha256,
  alt: meatCutCharts.alt,
  updatedAt: meatCutCharts.updatedAt,
};
export type MeatCutChartRow = {
  livestock: string;
  contentType: string;
  byteSize: number;
  sha256: string;
  alt: string;
  updatedAt: Date;
};

/** The charts' facts without their bytes. */
export function findMeatCutCharts(db: Executor, livestock?: string): Promise<MeatCutChartRow[]> {
  return db
    .select(chartColumns)
    .from(meatCutCharts)
    .where(livestock === undefined ? undefined : eq(meatCutCharts.livestock, livestock))
    .orderBy(asc(meatCutCharts.livestock));
}

/** One chart's bytes (read as base64: see columns.ts) when its hash is still `sha256`. */
export async function findMeatCutChartFile(db: Executor, livestock: string, sha256: string) {
  const [row] = await db
    .select({ contentType: meatCutCharts.contentType, data: byteaAsBase64(meatCutCharts.data) })
    .from(meatCutCharts)
    .where(and(eq(meatCutCharts.livestock, livestock), eq(meatCutCharts.sha256, sha256)));
  return row && { contentType: row.contentType, data: Buffer.from(row.data, "base64") };
}

/** Writes a kind's chart, replacing the one it had; answers the row without its bytes. */
export async function saveMeatCutChart(
  tx: Tx,
  chart: { livestock: string; contentType: string; sha256: string; alt: string; data: Buffer },
): Promise<MeatCutChartRow> {
  const values = {
    contentType: chart.contentType,
    byteSize: chart.data.length,
    sha256: chart.sha256,
    alt: chart.alt,
    data: byteaValue(chart.data),
    updatedAt: new Date(),
  };
  const [row] = await tx
    .insert(meatCutCharts)
    .values({ livestock: chart.livestock, ...values })
    .onConflictDoUpdate({ target: meatCutCharts.livestock, set: values })
    .returning(chartColumns);
  if (!row) throw new Error(`meat cut chart of ${chart.livestock} not written`);
  return row;
}

/** A kind's chart facts, locked for the rest of the transaction (the audit's `before`). */
export async function lockMeatCutChart(tx: Tx, livestock: string): Promise<MeatCutChartRow | undefined> {
  const [row] = await tx
    .select(chartColumns)
    .from(meatCutCharts)
    .where(eq(meatCutCharts.livestock, livestock))
    .for("update");
  return row;
}
