import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { pointLedger } from "../../db/schema/point.js";

/** The member's adjustment written for an Idempotency-Key, if any (point_ledger_request_key). */
export async function findEntryByRequestKey(tx: Tx, userId: number, requestKey: string) {
  const [row] = await tx
    .select()
    .from(pointLedger)
    .where(and(eq(pointLedger.userId, userId), eq(pointLedger.requestKey, requestKey)));
  return row;
}
