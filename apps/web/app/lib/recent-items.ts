import { parseCookie, stringifySetCookie } from "cookie";
import { browserLocalStorage, type KeyValueStorage, readJsonArray, writeJson } from "./client-storage";

/** localStorage key of the recently viewed items (SPEC §3 client state `latelyItem`). */
export const RECENT_ITEMS_KEY = "latelyItem";
/** SPEC §9: recently viewed items kept. */
export const RECENT_ITEMS_KEPT = 10;
/** SPEC §9: recently viewed items shown in the floating menu. */
export const RECENT_ITEMS_SHOWN = 5;

/**
 * A copy of the kept items' codes, newest first, in a cookie: the storage stays the list (SPEC §3), the cookie only
 * lets the server draw /mypage/recent-view at once instead of an empty page filled after hydration.
 */
export const RECENT_ITEMS_COOKIE = "latelyIds";
/** How long the cookie copy lasts without a new view: a year, as long as a stored list is likely to matter. */
const RECENT_ITEMS_COOKIE_SECONDS = 365 * 86_400;
// Item codes are letters, digits, _ and - (the lately call's rule), so a dot can join them in a cookie value.
const ITEM_CODE = /^[A-Za-z0-9_-]{1,40}$/;

/** Where the cookie copy is written; the browser's document, or a test's. */
export interface CookieJar {
  cookie: string;
}

function browserCookies(): CookieJar | null {
  return typeof document === "undefined" ? null : document;
}

/** The document.cookie assignment that copies the items' codes (or clears the copy when there are none). */
export function recentItemsCookie(items: readonly RecentItem[]): string {
  const codes = items.map((item) => item.itemUserCode).filter((code) => ITEM_CODE.test(code));
  return stringifySetCookie(RECENT_ITEMS_COOKIE, codes.join("."), {
    maxAge: codes.length > 0 ? RECENT_ITEMS_COOKIE_SECONDS : 0,
    path: "/",
    sameSite: "lax",
  });
}

/** The item codes of the cookie copy in a Cookie header, newest first, at most ten, malformed ones left out. */
export function recentCodesOfCookie(cookieHeader: string | null | undefined): string[] {
  if (!cookieHeader) return [];
  const value = parseCookie(cookieHeader)[RECENT_ITEMS_COOKIE] ?? "";
  return [...new Set(value.split(".").filter((code) => ITEM_CODE.test(code)))].slice(0, RECENT_ITEMS_KEPT);
}

/** Saves the list and its cookie copy. */
function saveRecentItems(items: readonly RecentItem[], storage: KeyValueStorage | null, cookies: CookieJar | null) {
  writeJson(storage, RECENT_ITEMS_KEY, items);
  if (cookies) cookies.cookie = recentItemsCookie(items);
}

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
export function addRecentItem(
  item: RecentItem,
  storage: KeyValueStorage | null = browserLocalStorage(),
  cookies: CookieJar | null = browserCookies(),
): RecentItem[] {
  const entry: RecentItem = { itemUserCode: item.itemUserCode, itemName: item.itemName, imageSrc: item.imageSrc };
  const next = [
    entry,
    ...readRecentItems(RECENT_ITEMS_KEPT, storage).filter((i) => i.itemUserCode !== entry.itemUserCode),
  ].slice(0, RECENT_ITEMS_KEPT);
  saveRecentItems(next, storage, cookies);
  return next;
}

/** Takes one item out of the list (최근 본 상품's 삭제); the rest keep their order. */
export function removeRecentItem(
  itemUserCode: string,
  storage: KeyValueStorage | null = browserLocalStorage(),
  cookies: CookieJar | null = browserCookies(),
): RecentItem[] {
  const next = readRecentItems(RECENT_ITEMS_KEPT, storage).filter((i) => i.itemUserCode !== itemUserCode);
  saveRecentItems(next, storage, cookies);
  return next;
}

/** Empties the list (전체 삭제). */
export function clearRecentItems(
  storage: KeyValueStorage | null = browserLocalStorage(),
  cookies: CookieJar | null = browserCookies(),
): void {
  storage?.removeItem(RECENT_ITEMS_KEY);
  if (cookies) cookies.cookie = recentItemsCookie([]);
}

/** Copies the stored list's codes into the cookie again (a list kept from before the copy existed). */
export function syncRecentItemsCookie(
  storage: KeyValueStorage | null = browserLocalStorage(),
  cookies: CookieJar | null = browserCookies(),
): RecentItem[] {
  const items = readRecentItems(RECENT_ITEMS_KEPT, storage);
  if (cookies) cookies.cookie = recentItemsCookie(items);
  return items;
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
