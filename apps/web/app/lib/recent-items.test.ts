import { apiEndpoints, apiPath } from "@shop/contracts/api-endpoints";
import { describe, expect, it } from "vitest";
import type { KeyValueStorage } from "./client-storage";
import {
  addRecentItem,
  clearRecentItems,
  latelyItemsOf,
  latelyUrl,
  RECENT_ITEMS_KEY,
  RECENT_ITEMS_SHOWN,
  type RecentItem,
  readRecentItems,
  recentCodesOfCookie,
  removeRecentItem,
  syncRecentItemsCookie,
} from "./recent-items";

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const item = (n: number): RecentItem => ({
  itemUserCode: `G${String(n).padStart(4, "0")}`,
  itemName: `한우 등심 ${n}`,
  imageSrc: `/media/items/${n}.svg`,
});

describe("recently viewed items", () => {
  it("keeps ten, newest first, and shows five", () => {
    const storage = memoryStorage();
    for (let n = 1; n <= 12; n += 1) addRecentItem(item(n), storage);
    expect(readRecentItems(undefined, storage).map((i) => i.itemUserCode)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => item(n).itemUserCode),
    );
    expect(readRecentItems(RECENT_ITEMS_SHOWN, storage)).toHaveLength(5);
  });

  it("moves a re-viewed item to the front without duplicating it", () => {
    const storage = memoryStorage();
    addRecentItem(item(1), storage);
    addRecentItem(item(2), storage);
    addRecentItem({ ...item(1), itemName: "새 이름" }, storage);
    expect(readRecentItems(undefined, storage)).toEqual([{ ...item(1), itemName: "새 이름" }, item(2)]);
  });

  it("stores only the three fields of SPEC §3", () => {
    const storage = memoryStorage();
    addRecentItem({ ...item(1), price: 1000 } as RecentItem, storage);
    expect(JSON.parse(storage.getItem(RECENT_ITEMS_KEY) ?? "[]")).toEqual([item(1)]);
  });

  it("drops malformed stored entries", () => {
    const storage = memoryStorage({
      [RECENT_ITEMS_KEY]: JSON.stringify([item(1), { itemUserCode: "" }, "x", { itemUserCode: "A", itemName: 3 }]),
    });
    expect(readRecentItems(undefined, storage)).toEqual([item(1)]);
  });
});

describe("refreshing the shown items from /api/display/lately", () => {
  const item = (code: string) => ({ itemUserCode: code, itemName: `상품 ${code}`, imageSrc: `/images/${code}.svg` });
  const latelyPath = apiPath(apiEndpoints.latelyViewedItems);

  it.each([
    { items: [], url: null },
    { items: [item("G1")], url: "/api/display/lately?ids=G1&limit=5" },
    { items: [item("G2"), item("G1")], url: "/api/display/lately?ids=G2%2CG1&limit=5" },
  ])("asks for $items.length items in their order", ({ items, url }) => {
    expect(latelyUrl(latelyPath, items)).toBe(url);
  });

  it("asks nothing without a path (a page without chrome)", () => {
    expect(latelyUrl(null, [item("G1")])).toBeNull();
  });

  it.each([
    { body: { list: [item("G1")] }, expected: [item("G1")] },
    { body: { list: [] }, expected: [] },
    { body: { list: [{ itemUserCode: "" }, item("G2")] }, expected: [item("G2")] },
    { body: { message: "오류" }, expected: null },
    { body: null, expected: null },
  ])("reads the answer $body", ({ body, expected }) => {
    expect(latelyItemsOf(body)).toEqual(expected);
  });
});

describe("removing and the cookie copy the server reads", () => {
  it("takes one item out, keeps the others' order, and copies the codes into the cookie", () => {
    const storage = memoryStorage();
    const jar = { cookie: "" };
    for (let n = 1; n <= 3; n += 1) addRecentItem(item(n), storage, jar);
    expect(jar.cookie).toMatch(/^latelyIds=G0003\.G0002\.G0001; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect(removeRecentItem("G0002", storage, jar).map((i) => i.itemUserCode)).toEqual(["G0003", "G0001"]);
    expect(readRecentItems(undefined, storage).map((i) => i.itemUserCode)).toEqual(["G0003", "G0001"]);
    expect(recentCodesOfCookie(jar.cookie.split(";")[0])).toEqual(["G0003", "G0001"]);
  });

  it("empties the list and expires the cookie", () => {
    const storage = memoryStorage();
    const jar = { cookie: "" };
    addRecentItem(item(1), storage, jar);
    clearRecentItems(storage, jar);
    expect(readRecentItems(undefined, storage)).toEqual([]);
    expect(jar.cookie).toBe("latelyIds=; Max-Age=0; Path=/; SameSite=Lax");
  });

  it("copies a list kept before the cookie existed", () => {
    const storage = memoryStorage({ [RECENT_ITEMS_KEY]: JSON.stringify([item(2), item(1)]) });
    const jar = { cookie: "" };
    expect(syncRecentItemsCookie(storage, jar)).toEqual([item(2), item(1)]);
    expect(recentCodesOfCookie(jar.cookie.split(";")[0])).toEqual(["G0002", "G0001"]);
  });

  it.each([
    { header: null, codes: [] },
    { header: "other=1", codes: [] },
    { header: "latelyIds=G2.G1; other=1", codes: ["G2", "G1"] },
    { header: "latelyIds=G2..G1.G2", codes: ["G2", "G1"] },
    { header: "latelyIds=G2.%3Cscript%3E.G1", codes: ["G2", "G1"] },
    { header: `latelyIds=${Array.from({ length: 12 }, (_, n) => `G${n}`).join(".")}`, codes: 10 },
  ])("reads the codes of $header", ({ header, codes }) => {
    const read = recentCodesOfCookie(header);
    if (typeof codes === "number") expect(read).toHaveLength(codes);
    else expect(read).toEqual(codes);
  });
});
