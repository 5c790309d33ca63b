import { ADMIN_DISPLAY_MESSAGES, type AdminPickedItem } from "@shop/contracts/admin-display";
import { inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { items } from "../../db/schema/catalog.js";
import { ApiError } from "../../lib/api-error.js";

// The items staff pick for a display block, an event or a style book (docs/decisions/044): typed by their public code,
// shown back with their names. Shared by the display, event and style-book modules' back-office services.

function refused(message: string, field: string) {
  return new ApiError(400, "VALIDATION", message, `${field}: ${message}`, [{ field, message }]);
}

/**
 * The item ids of `codes` in the same order; an unknown code, or one twice within the same `scope` (a display block's
 * tab), is a 400 naming the line (`items.<n>.itemUserCode`).
 */
export async function resolvePickedItems(
  tx: Tx,
  picks: readonly { itemUserCode: string; scope?: string }[],
): Promise<number[]> {
  const seen = new Set<string>();
  for (const [index, pick] of picks.entries()) {
    const key = `${pick.scope ?? ""}\u0000${pick.itemUserCode}`;
    if (seen.has(key)) {
      throw refused(ADMIN_DISPLAY_MESSAGES.duplicateItem(pick.itemUserCode), `items.${index}.itemUserCode`);
    }
    seen.add(key);
  }
  const codes = [...new Set(picks.map((pick) => pick.itemUserCode))];
  const rows =
    codes.length === 0
      ? []
      : await tx
          .select({ id: items.id, code: items.itemUserCode })
          .from(items)
          .where(inArray(items.itemUserCode, codes));
  const idByCode = new Map(rows.map((row) => [row.code, row.id]));
  return picks.map((pick, index) => {
    const id = idByCode.get(pick.itemUserCode);
    if (id === undefined) {
      throw refused(ADMIN_DISPLAY_MESSAGES.unknownItem(pick.itemUserCode), `items.${index}.itemUserCode`);
    }
    return id;
  });
}

/** The code, name and whether the shop shows it, of each picked item by id. */
export async function findPickedItems(db: Db | Tx, ids: readonly number[]): Promise<Map<number, AdminPickedItem>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: items.id, itemUserCode: items.itemUserCode, itemName: items.name, onSale: items.displayed })
    .from(items)
    .where(inArray(items.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...item }) => [id, item]));
}
