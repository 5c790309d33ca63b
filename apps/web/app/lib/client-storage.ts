/** The part of the Web Storage API the helpers need; tests pass an in-memory one. */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The browser's localStorage, or null where it is missing or blocked (server, private modes). */
export function browserLocalStorage(): KeyValueStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch (error) {
    console.warn("[web] localStorage unavailable", error);
    return null;
  }
}

/** Reads a JSON array; a missing key is empty, a corrupt value is logged and treated as empty. */
export function readJsonArray(storage: KeyValueStorage | null, key: string): unknown[] {
  if (!storage) return [];
  const raw = storage.getItem(key);
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value : [];
  } catch (error) {
    console.warn(`[web] ${key} in localStorage is not JSON; starting empty`, error);
    return [];
  }
}

/** Writes a JSON value; a full or blocked storage is logged, the page goes on without it. */
export function writeJson(storage: KeyValueStorage | null, key: string, value: unknown): void {
  if (!storage) return;
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`[web] could not save ${key} to localStorage`, error);
  }
}
