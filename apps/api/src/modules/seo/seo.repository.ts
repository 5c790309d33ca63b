import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { seoEntries } from "../../db/schema/content.js";

export function findSeoEntries(db: Db, paths: string[]) {
  return db.select().from(seoEntries).where(inArray(seoEntries.path, paths));
}
