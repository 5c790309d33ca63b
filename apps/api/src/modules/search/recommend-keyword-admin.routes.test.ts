import { randomBytes } from "node:crypto";
import { ADMIN_CONTENT_MESSAGES } from "@shop/contracts/admin-content";
import { ADMIN_DISPLAY_MESSAGES, adminRecommendKeywordListSchema } from "@shop/contracts/admin-display";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntriesOf, expectContentGuard, okCall, staffCall } from "../../test/admin-content-client.js";
import { signedInStaff } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// The back office's recommended keywords (docs/decisions/044): the search box shows the first one in use, in the
// operator's order.

let t: TestApp;
let admin: { token: string };
const tag = randomBytes(3).toString("hex");

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { role: "ROLE_ADMIN" });
});
afterAll(() => t.close());

const shopKeyword = async () =>
  (await t.app.inject({ method: "GET", url: "/api/search/recommend-keyword" })).json().data?.searchContents ?? null;
const adminList = async () =>
  adminRecommendKeywordListSchema.parse(await okCall(t, admin, "GET", "/api/admin/recommend-keywords")).list;

describe("recommended keywords in the back office", () => {
  it("refuses no session, customer service and sellers", async () => {
    const cs = await signedInStaff(t, { role: "ROLE_CS" });
    const seller = await signedInStaff(t, { role: "ROLE_SELLER", sellerId: 10_000_001 });
    await expectContentGuard(
      t,
      [cs, seller],
      [
        { method: "GET", url: "/api/admin/recommend-keywords" },
        { method: "POST", url: "/api/admin/recommend-keywords", payload: { keyword: "한우" } },
        { method: "PUT", url: "/api/admin/recommend-keywords/1", payload: { keyword: "한우" } },
        { method: "PUT", url: "/api/admin/recommend-keywords/order", payload: { ids: [1] } },
        { method: "DELETE", url: "/api/admin/recommend-keywords/1" },
      ],
    );
  });

  it("a new keyword goes first and the search box shows it at once; reorder and removal follow, audited", async () => {
    const seeded = await shopKeyword();
    const { recommendKeyword: added } = await okCall(t, admin, "POST", "/api/admin/recommend-keywords", {
      keyword: `${tag} 한우 등심`,
    });
    expect(added).toMatchObject({ keyword: `${tag} 한우 등심`, active: true, live: true, sortOrder: 0 });
    expect(await shopKeyword()).toBe(`${tag} 한우 등심`);

    // Moved last: the seeded one shows again.
    const ids = (await adminList()).map((row) => row.id);
    const moved = [...ids.filter((id) => id !== added.id), added.id];
    const { list } = await okCall(t, admin, "PUT", "/api/admin/recommend-keywords/order", { ids: moved });
    expect(list.map((row: { id: number }) => row.id)).toEqual(moved);
    expect(await shopKeyword()).toBe(seeded);
    // The same order again is the same order.
    await okCall(t, admin, "PUT", "/api/admin/recommend-keywords/order", { ids: moved });
    expect((await adminList()).map((row) => row.id)).toEqual(moved);

    await okCall(t, admin, "PUT", "/api/admin/recommend-keywords/order", { ids });
    await okCall(t, admin, "PUT", `/api/admin/recommend-keywords/${added.id}`, {
      keyword: `${tag} 한우 등심`,
      active: false,
    });
    expect(await shopKeyword()).toBe(seeded);
    await okCall(t, admin, "DELETE", `/api/admin/recommend-keywords/${added.id}`);
    expect((await adminList()).map((row) => row.id)).not.toContain(added.id);

    const entries = await auditEntriesOf(t, admin, "recommendKeyword", added.id);
    expect(entries.map((entry) => [entry.action, entry.after])).toEqual([
      ["recommendKeyword.delete", null],
      ["recommendKeyword.update", { active: false }],
      ["recommendKeyword.create", expect.objectContaining({ keyword: `${tag} 한우 등심`, active: true })],
    ]);
    const order = await auditEntriesOf(t, admin, "recommendKeyword", "order");
    expect(order[0]).toMatchObject({ action: "recommendKeyword.reorder", after: { order: ids } });
  });

  it.each([
    ["an empty keyword", { keyword: " " }, ADMIN_CONTENT_MESSAGES.required],
    ["markup", { keyword: "<b>한우</b>" }, ADMIN_CONTENT_MESSAGES.noMarkup],
    ["a javascript: link", { keyword: "한우", link: "javascript:alert(1)" }, ADMIN_CONTENT_MESSAGES.link],
  ])("refuses %s with 400 in Korean", async (_case, payload, message) => {
    const res = await staffCall(t, admin, "POST", "/api/admin/recommend-keywords", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION", message });
  });

  it("refuses an order that leaves a keyword out or names one twice", async () => {
    const ids = (await adminList()).map((row) => row.id);
    for (const bad of [ids.slice(1), [...ids, ids[0]!], []]) {
      const res = await staffCall(t, admin, "PUT", "/api/admin/recommend-keywords/order", { ids: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ADMIN_DISPLAY_MESSAGES.order);
    }
  });
});
