import type { Db, Tx } from "../../db/client.js";
import { openMarketCallbacks } from "../../db/schema/open-market.js";

type Executor = Db | Tx;

/** Records a callback; false when the same order notice (order number and status) was recorded already. */
export async function insertCallbackOnce(
  db: Executor,
  values: typeof openMarketCallbacks.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(openMarketCallbacks)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: openMarketCallbacks.id });
  return rows.length > 0;
}
