import type { Logger } from "drizzle-orm/logger";
import type { Db } from "../db/client.js";

/** The SQL statements `db` sends while `run` runs, read through Drizzle's query logger (swapped for the call). */
export async function statementsDuring(db: Db, run: () => Promise<unknown>): Promise<string[]> {
  const session = (db as unknown as { session: { logger: Logger } }).session;
  const saved = session.logger;
  const statements: string[] = [];
  session.logger = { logQuery: (query) => statements.push(query) };
  try {
    await run();
  } finally {
    session.logger = saved;
  }
  return statements;
}
