import { randomBytes } from "node:crypto";
import { ADMIN_CONTENT_MESSAGES, adminFaqListSchema } from "@shop/contracts/admin-content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntriesOf, expectContentGuard, okCall, staffCall } from "../../test/admin-content-client.js";
import { signedInStaff } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// The back office's FAQ through the real routes: guard, validation, audit, and GET /api/faq changing at once.

let t: TestApp;
let admin: { token: string };
const category = `분류${randomBytes(3).toString("hex")}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { role: "ROLE_ADMIN" });
});
afterAll(() => t.close());

const body = {
  category,
  question: "배송은 며칠 걸리나요?",
  answer: "주문 다음 날 받아 보실 수 있습니다.",
  sortOrder: 3,
};

describe("FAQ in the back office", () => {
  it("refuses no session, customer service and sellers", async () => {
    const cs = await signedInStaff(t, { role: "ROLE_CS" });
    const seller = await signedInStaff(t, { role: "ROLE_SELLER", sellerId: 10_000_001 });
    await expectContentGuard(
      t,
      [cs, seller],
      [
        { method: "GET", url: "/api/admin/faqs" },
        { method: "POST", url: "/api/admin/faqs", payload: body },
        { method: "PUT", url: "/api/admin/faqs/1", payload: body },
        { method: "DELETE", url: "/api/admin/faqs/1" },
      ],
    );
  });

  it("creates, edits and deletes an entry, each audited, and the shop's FAQ follows at once", async () => {
    const { faq } = await okCall(t, admin, "POST", "/api/admin/faqs", body);
    expect(faq).toMatchObject(body);
    const shop = await okCall(t, admin, "GET", `/api/faq?category=${encodeURIComponent(category)}`);
    expect(shop.list).toEqual([{ id: faq.id, category, question: body.question, answer: body.answer }]);
    expect(shop.categories).toContain(category);

    const answer = "오후 2시 이전 주문은 다음 날 도착합니다.";
    await okCall(t, admin, "PUT", `/api/admin/faqs/${faq.id}`, { ...body, answer });
    expect((await okCall(t, admin, "GET", `/api/faq/${faq.id}`)).faq.answer).toBe(answer);
    const listed = adminFaqListSchema.parse(
      await okCall(t, admin, "GET", `/api/admin/faqs?category=${encodeURIComponent(category)}`),
    );
    expect(listed.list.map((row) => row.answer)).toEqual([answer]);

    await okCall(t, admin, "DELETE", `/api/admin/faqs/${faq.id}`);
    expect((await staffCall(t, undefined, "GET", `/api/faq/${faq.id}`)).statusCode).toBe(404);

    const entries = await auditEntriesOf(t, admin, "faq", faq.id);
    expect(entries.map((entry) => entry.action)).toEqual(["faq.delete", "faq.update", "faq.create"]);
    expect(entries[1]).toMatchObject({ before: { answer: body.answer }, after: { answer } });
    expect(Object.keys(entries[1]!.after ?? {})).toEqual(["answer"]);
  });

  it.each([
    ["no question", { ...body, question: "" }, ADMIN_CONTENT_MESSAGES.required],
    ["markup in the answer", { ...body, answer: '<img src=x onerror="alert(1)">' }, ADMIN_CONTENT_MESSAGES.noMarkup],
    ["an order that is not a number", { ...body, sortOrder: "첫째" }, ADMIN_CONTENT_MESSAGES.number],
  ])("refuses %s with 400 in Korean", async (_case, payload, message) => {
    const res = await staffCall(t, admin, "POST", "/api/admin/faqs", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION", message });
  });
});
