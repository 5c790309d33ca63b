import { describe, expect, it } from "vitest";
import type { KeyValueStorage } from "./client-storage";
import {
  addRecentSearch,
  clearRecentSearches,
  RECENT_SEARCHES_KEY,
  readRecentSearches,
  removeRecentSearch,
} from "./recent-searches";

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe("recent searches", () => {
  it("keeps the newest five, newest first, without duplicates", () => {
    const storage = memoryStorage();
    for (const keyword of ["한우", "한돈", "목살", "등심", "삼겹살", "갈비"]) addRecentSearch(keyword, storage);
    expect(readRecentSearches(storage)).toEqual(["갈비", "삼겹살", "등심", "목살", "한돈"]);
    addRecentSearch("목살", storage);
    expect(readRecentSearches(storage)).toEqual(["목살", "갈비", "삼겹살", "등심", "한돈"]);
    expect(JSON.parse(storage.data.get(RECENT_SEARCHES_KEY) ?? "[]")).toHaveLength(5);
  });

  it.each([
    ["", []],
    ["   ", []],
  ])("ignores the blank keyword %j", (keyword, expected) => {
    const storage = memoryStorage();
    expect(addRecentSearch(keyword, storage)).toEqual(expected);
  });

  it("trims keywords before storing", () => {
    const storage = memoryStorage();
    addRecentSearch("  한우  ", storage);
    addRecentSearch("한우", storage);
    expect(readRecentSearches(storage)).toEqual(["한우"]);
  });

  it("removes one keyword and clears all", () => {
    const storage = memoryStorage();
    addRecentSearch("한우", storage);
    addRecentSearch("한돈", storage);
    expect(removeRecentSearch("한우", storage)).toEqual(["한돈"]);
    expect(clearRecentSearches(storage)).toEqual([]);
    expect(storage.data.has(RECENT_SEARCHES_KEY)).toBe(false);
  });

  it.each([
    ["not json", "{oops", []],
    ["not an array", '{"a":1}', []],
    ["mixed values", '["한우", 3, null, "", "한돈"]', ["한우", "한돈"]],
  ])("reads a stored value that is %s", (_case, stored, expected) => {
    expect(readRecentSearches(memoryStorage({ [RECENT_SEARCHES_KEY]: stored }))).toEqual(expected);
  });

  it("without storage (blocked) reads empty and still answers the list to show", () => {
    expect(readRecentSearches(null)).toEqual([]);
    expect(addRecentSearch("한우", null)).toEqual(["한우"]);
  });
});
