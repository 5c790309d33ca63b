import { browserLocalStorage, type KeyValueStorage, readJsonArray, writeJson } from "./client-storage";

/** localStorage key of the recent searches (SPEC §3 client state `latelySearch`). */
export const RECENT_SEARCHES_KEY = "latelySearch";
/** SPEC §9: recent search keywords shown. */
export const RECENT_SEARCHES_MAX = 5;

/** Recent keywords, newest first. */
export function readRecentSearches(storage: KeyValueStorage | null = browserLocalStorage()): string[] {
  return readJsonArray(storage, RECENT_SEARCHES_KEY)
    .filter((value): value is string => typeof value === "string" && value.trim() !== "")
    .slice(0, RECENT_SEARCHES_MAX);
}

/** Puts the keyword first (moving it if already there) and keeps the newest five. */
export function addRecentSearch(keyword: string, storage: KeyValueStorage | null = browserLocalStorage()): string[] {
  const trimmed = keyword.trim();
  if (trimmed === "") return readRecentSearches(storage);
  const next = [trimmed, ...readRecentSearches(storage).filter((value) => value !== trimmed)].slice(
    0,
    RECENT_SEARCHES_MAX,
  );
  writeJson(storage, RECENT_SEARCHES_KEY, next);
  return next;
}

export function removeRecentSearch(keyword: string, storage: KeyValueStorage | null = browserLocalStorage()): string[] {
  const next = readRecentSearches(storage).filter((value) => value !== keyword);
  writeJson(storage, RECENT_SEARCHES_KEY, next);
  return next;
}

export function clearRecentSearches(storage: KeyValueStorage | null = browserLocalStorage()): string[] {
  storage?.removeItem(RECENT_SEARCHES_KEY);
  return [];
}
