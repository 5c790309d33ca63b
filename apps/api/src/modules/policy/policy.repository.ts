import { and, desc, eq, lte } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { policies } from "../../db/schema/content.js";

export type PolicyType = (typeof policies.$inferSelect)["type"];

const policyColumns = {
  id: policies.id,
  type: policies.type,
  title: policies.title,
  content: policies.content,
  version: policies.version,
  effectiveDate: policies.effectiveDate,
};

export async function findPolicyById(db: Db, type: PolicyType, id: number) {
  const [row] = await db
    .select(policyColumns)
    .from(policies)
    .where(and(eq(policies.type, type), eq(policies.id, id)));
  return row;
}

/** The newest version already in effect on `today` ('YYYY-MM-DD'). */
export async function findPolicyInEffect(db: Db, type: PolicyType, today: string) {
  const [row] = await db
    .select(policyColumns)
    .from(policies)
    .where(and(eq(policies.type, type), lte(policies.effectiveDate, today)))
    .orderBy(desc(policies.effectiveDate), desc(policies.id))
    .limit(1);
  return row;
}

export function listPolicyVersions(db: Db, type: PolicyType) {
  return db
    .select({ id: policies.id, version: policies.version, effectiveDate: policies.effectiveDate })
    .from(policies)
    .where(eq(policies.type, type))
    .orderBy(desc(policies.effectiveDate), desc(policies.id));
}

/** Every version of every policy (the common policy-info answer picks the current and next of each). */
export function listAllPolicyVersions(db: Db) {
  return db
    .select({
      id: policies.id,
      type: policies.type,
      title: policies.title,
      version: policies.version,
      effectiveDate: policies.effectiveDate,
    })
    .from(policies);
}
