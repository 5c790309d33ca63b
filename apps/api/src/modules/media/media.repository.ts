import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { itemImages, items, livestockKinds } from "../../db/schema/catalog.js";

/** What drawn item picture n shows, when the item has that picture (its address is …/{code}/{n}.svg). */
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
    // By its address, not its position: staff may reorder or delete pictures (docs/decisions/043).
    .innerJoin(
      itemImages,
      and(
        eq(itemImages.itemId, items.id),
        eq(itemImages.url, `/images/items/${encodeURIComponent(itemUserCode)}/${n}.svg`),
      ),
    )
    .where(eq(items.itemUserCode, itemUserCode))
    .limit(1);
  return row;
}
