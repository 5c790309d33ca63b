import { ADMIN_ITEM_CREATE_MESSAGES, type AdminTraceRecord } from "@shop/contracts/admin-item-create";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { livestockKinds, traceRecords } from "../../db/schema/catalog.js";
import { ApiError } from "../../lib/api-error.js";

// The traceability check of the back office's item writes (docs/decisions/043): a non-empty 이력번호 must be one the
// registry (the trace_records sandbox of 축산물 이력제) knows, of the item's livestock kind, before the shop shows it
// and its record on the item page.

/** The registry's record of a number with its livestock kind's name; undefined when the registry has none. */
export async function findTraceWithKind(db: Db | Tx, traceNumber: string) {
  const [row] = await db
    .select({ record: traceRecords, livestockName: livestockKinds.name })
    .from(traceRecords)
    .leftJoin(livestockKinds, eq(livestockKinds.code, traceRecords.livestock))
    .where(eq(traceRecords.traceNumber, traceNumber));
  return row;
}

/** The look-up's answer: what the registry says of the number (the livestock kind split out). */
export function traceAnswer(row: NonNullable<Awaited<ReturnType<typeof findTraceWithKind>>>): AdminTraceRecord {
  const { livestock, ...trace } = row.record;
  return { livestock, livestockName: row.livestockName ?? livestock, trace };
}

const traceError = (message: string, description: string) =>
  new ApiError(400, "VALIDATION", message, description, [{ field: "traceNumber", message }]);

/**
 * Refuses (400 on traceNumber) a number the registry does not know or that belongs to another livestock kind. An empty
 * number (goods without one: processed food, gift sets) passes.
 */
export async function requireRegisteredTrace(db: Db | Tx, traceNumber: string, livestock: string): Promise<void> {
  if (traceNumber === "") return;
  const row = await findTraceWithKind(db, traceNumber);
  if (!row) throw traceError(ADMIN_ITEM_CREATE_MESSAGES.traceNotFound, `trace ${traceNumber} not in the registry`);
  if (row.record.livestock !== livestock) {
    throw traceError(
      ADMIN_ITEM_CREATE_MESSAGES.traceLivestockMismatch,
      `trace ${traceNumber} is ${row.record.livestock}, the item ${livestock}`,
    );
  }
}
