import { randomBytes } from "node:crypto";
import { ADMIN_CONTENT_MESSAGES } from "@shop/contracts/admin-content";
import { adminStyleBookListSchema } from "@shop/contracts/admin-display";
import { styleBookBlockSchema, styleBookDetailSchema } from "@shop/contracts/display";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDemoItem } from "../../db/seed/catalog.factory.js";
import { DEFAULT_SEED_ITEMS } from "../../db/seed/seed-demo.js";
import { auditEntriesOf, expectContentGuard, okCall, staffCall } from "../../test/admin-content-client.js";
import { signedInStaff } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// The back office's style books (docs/decisions/044): guard, validation, audit, and the shop's pages following at once.

let t: TestApp;
let admin: { token: string };
const tag = randomBytes(3).toString("hex");
const shownItems = Array.from({ length: DEFAULT_SEED_ITEMS }, (_, i) => buildDemoItem(i).item).filter(
  (item) => item.displayed,
);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { role: "ROLE_ADMIN" });
});
afterAll(() => t.close());

const book = {
  title: `${tag} 한우 채끝 스테이크`,
  summary: "겉은 바삭하고 속은 촉촉하게.",
  imageUrl: "/images/style-book/steak.png",
  cookingMinutes: 25,
  servings: 2,
  difficulty: "보통",
  steps: "고기를 실온에 30분 둡니다.\n\n센 불에 앞뒤로 2분씩 굽습니다.",
  tip: "굽고 나서 5분 쉬게 하세요.",
  displayed: true,
  featured: true,
};

const shopBook = async (id: number) => {
  const res = await t.app.inject({ method: "GET", url: `/api/style-book/${id}` });
  return res.statusCode === 200 ? styleBookDetailSchema.parse(res.json()).styleBook : null;
};

describe("style books in the back office", () => {
  it("refuses no session, customer service and sellers", async () => {
    const cs = await signedInStaff(t, { role: "ROLE_CS" });
    const seller = await signedInStaff(t, { role: "ROLE_SELLER", sellerId: 10_000_001 });
    await expectContentGuard(
      t,
      [cs, seller],
      [
        { method: "GET", url: "/api/admin/style-books" },
        { method: "GET", url: "/api/admin/style-books/1" },
        { method: "POST", url: "/api/admin/style-books", payload: book },
        { method: "PUT", url: "/api/admin/style-books/1", payload: book },
        { method: "PUT", url: "/api/admin/style-books/1/items", payload: { items: [] } },
      ],
    );
  });

  it("a new style book reaches the shop and the home block at once; edits and items follow, each audited", async () => {
    const { styleBook: created } = await okCall(t, admin, "POST", "/api/admin/style-books", book);
    expect(created).toMatchObject({
      title: book.title,
      steps: "고기를 실온에 30분 둡니다.\n센 불에 앞뒤로 2분씩 굽습니다.",
    });
    expect(await shopBook(created.id)).toMatchObject({
      title: book.title,
      steps: ["고기를 실온에 30분 둡니다.", "센 불에 앞뒤로 2분씩 굽습니다."],
      tip: book.tip,
    });
    const block = styleBookBlockSchema.parse(await okCall(t, admin, "GET", "/api/display/style-book"));
    expect(block.list.map((row) => row.id)).toContain(created.id);

    const [first, second] = shownItems;
    const { styleBook: withItems } = await okCall(t, admin, "PUT", `/api/admin/style-books/${created.id}/items`, {
      items: [{ itemUserCode: first!.itemUserCode }, { itemUserCode: second!.itemUserCode }],
    });
    expect(withItems.items.map((item: { itemName: string }) => item.itemName)).toEqual([first!.name, second!.name]);
    expect((await shopBook(created.id))!.items.map((item) => item.itemUserCode)).toEqual([
      first!.itemUserCode,
      second!.itemUserCode,
    ]);

    await okCall(t, admin, "PUT", `/api/admin/style-books/${created.id}`, { ...book, displayed: false });
    expect(await shopBook(created.id)).toBeNull();
    const listed = adminStyleBookListSchema.parse(
      await okCall(t, admin, "GET", `/api/admin/style-books?keyword=${encodeURIComponent(tag)}`),
    );
    expect(listed.list).toEqual([expect.objectContaining({ id: created.id, displayed: false, itemCount: 2 })]);

    const entries = await auditEntriesOf(t, admin, "styleBook", created.id);
    expect(entries.map((entry) => [entry.action, entry.after])).toEqual([
      ["styleBook.update", { displayed: false }],
      ["styleBook.update", { items: expect.any(Array) }],
      ["styleBook.create", expect.objectContaining({ title: book.title, imageUrl: book.imageUrl })],
    ]);
  });

  it.each([
    ["no title", { title: "" }, ADMIN_CONTENT_MESSAGES.required],
    ["markup in the text", { summary: "<img src=x onerror=alert(1)>" }, ADMIN_CONTENT_MESSAGES.noMarkup],
    ["no picture", { imageUrl: "" }, ADMIN_CONTENT_MESSAGES.required],
    ["minutes in words", { cookingMinutes: "오래" }, ADMIN_CONTENT_MESSAGES.number],
    ["a published time not in Korea's form", { publishedAt: "어제" }, ADMIN_CONTENT_MESSAGES.minute],
  ])("refuses %s with 400 in Korean", async (_case, change, message) => {
    const res = await staffCall(t, admin, "POST", "/api/admin/style-books", { ...book, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION", message });
  });

  it("answers 404 for a style book that does not exist", async () => {
    const res = await staffCall(t, admin, "PUT", "/api/admin/style-books/999999", book);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ADMIN_CONTENT_MESSAGES.notFound);
  });
});
