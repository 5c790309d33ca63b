import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { itemImages, items, livestockKinds } from "../../db/schema/catalog.js";

/** What an item picture shows, when the item has a picture at that position (1-based). */
export async function findItemImageSubject(db: Db, itemUserCode: string, n: number) {
  const [row] = await db
    .select({
      livestock: items.livestock,
      livestockName: livestockKinds.name,
      cutName: items.cutName,
      grade: items.grade,
    })
    .from(items)
    .innerJoin(livestockKinds, eq(livestockKinds.code, items.livestock))
    .innerJoin(itemImages, and(eq(itemImages.itemId, items.id), eq(itemImages.sortOrder, n - 1)))
    .where(eq(items.itemUserCode, itemUserCode))
    .limit(1);
  return row;
}
