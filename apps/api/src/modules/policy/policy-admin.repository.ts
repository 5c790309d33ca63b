import { desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { policies } from "../../db/schema/content.js";
import type { PolicyType } from "./policy.repository.js";

export type PolicyRow = typeof policies.$inferSelect;

/** Every version of a policy, latest effective date first. */
export async function findPolicyVersionPage(db: Db, type: PolicyType, window: { limit: number; offset: number }) {
  const where = eq(policies.type, type);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(policies)
      .where(where)
      .orderBy(desc(policies.effectiveDate), desc(policies.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(policies).where(where),
  ]);
  return { rows, totalCount: total?.count ?? 0 };
}

/** A new version; undefined when the policy already has that version (the unique index). */
export async function insertPolicyVersion(
  tx: Tx,
  fields: Pick<PolicyRow, "type" | "title" | "content" | "version" | "effectiveDate">,
) {
  const [row] = await tx.insert(policies).values(fields).onConflictDoNothing().returning();
  return row;
}
