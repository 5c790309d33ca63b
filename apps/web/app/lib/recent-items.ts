import { browserLocalStorage, type KeyValueStorage, readJsonArray, writeJson } from "./client-storage";

/** localStorage key of the recently viewed items (SPEC §3 client state `latelyItem`). */
export const RECENT_ITEMS_KEY = "latelyItem";
/** SPEC §9: recently viewed items kept. */
export const RECENT_ITEMS_KEPT = 10;
/** SPEC §9: recently viewed items shown in the floating menu. */
export const RECENT_ITEMS_SHOWN = 5;

/** A recently viewed item (SPEC §3). */
export interface RecentItem {
  itemUserCode: string;
  itemName: string;
  imageSrc: string;
}

function isRecentItem(value: unknown): value is RecentItem {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.itemUserCode === "string" &&
    item.itemUserCode !== "" &&
    typeof item.itemName === "string" &&
    typeof item.imageSrc === "string"
  );
}

/** Recently viewed items, newest first, at most `limit` (all kept ones by default). */
export function readRecentItems(
  limit: number = RECENT_ITEMS_KEPT,
  storage: KeyValueStorage | null = browserLocalStorage(),
): RecentItem[] {
  return readJsonArray(storage, RECENT_ITEMS_KEY).filter(isRecentItem).slice(0, Math.min(limit, RECENT_ITEMS_KEPT));
}

/** Records a view: the item moves to the front and only the newest ten are kept (SPEC §4). */
export function addRecentItem(item: RecentItem, storage: KeyValueStorage | null = browserLocalStorage()): RecentItem[] {
  const entry: RecentItem = { itemUserCode: item.itemUserCode, itemName: item.itemName, imageSrc: item.imageSrc };
  const next = [
    entry,
    ...readRecentItems(RECENT_ITEMS_KEPT, storage).filter((i) => i.itemUserCode !== entry.itemUserCode),
  ].slice(0, RECENT_ITEMS_KEPT);
  writeJson(storage, RECENT_ITEMS_KEY, next);
  return next;
}

/**
 * The call that refreshes the shown items from the server (the endpoint map's latelyViewedItems, SPEC §7, at
 * `latelyPath` as the shell data gives it): names and pictures as they are now, hidden or removed items left out.
 * Null when nothing was viewed or there is no path to ask.
 */
export function latelyUrl(
  latelyPath: string | null,
  items: readonly RecentItem[],
  limit: number = RECENT_ITEMS_SHOWN,
): string | null {
  if (!latelyPath || items.length === 0) return null;
  const ids = items.map((item) => item.itemUserCode).join(",");
  return `${latelyPath}?${new URLSearchParams({ ids, limit: String(limit) })}`;
}

/** The list of a latelyViewedItems answer, or null when the answer is not that shape. */
export function latelyItemsOf(body: unknown): RecentItem[] | null {
  if (typeof body !== "object" || body === null || !Array.isArray((body as { list?: unknown }).list)) return null;
  return (body as { list: unknown[] }).list.filter(isRecentItem);
}
