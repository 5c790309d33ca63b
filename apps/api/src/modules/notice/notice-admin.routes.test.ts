import { randomBytes } from "node:crypto";
import { ADMIN_CONTENT_MESSAGES, adminNoticeListSchema } from "@shop/contracts/admin-content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntriesOf, expectContentGuard, okCall, staffCall } from "../../test/admin-content-client.js";
import { signedInStaff } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// The back office's notices through the real routes and database: who may write, validation in Korean, the audit
// entry of each write, and the shop's own answers changing at once.

let t: TestApp;
let admin: { token: string };
const tag = `n${randomBytes(3).toString("hex")}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { role: "ROLE_ADMIN" });
});
afterAll(() => t.close());

const body = (title: string) => ({
  label: "공지",
  title,
  content: "첫 문단\n\n둘째 문단",
  pinned: false,
  showOnMain: true,
});

describe("notices in the back office", () => {
  it("refuses no session, customer service and sellers", async () => {
    const cs = await signedInStaff(t, { role: "ROLE_CS" });
    const seller = await signedInStaff(t, { role: "ROLE_SELLER", sellerId: 10_000_001 });
    await expectContentGuard(
      t,
      [cs, seller],
      [
        { method: "GET", url: "/api/admin/notices" },
        { method: "POST", url: "/api/admin/notices", payload: body("x") },
        { method: "PUT", url: "/api/admin/notices/1", payload: body("x") },
        { method: "DELETE", url: "/api/admin/notices/1" },
      ],
    );
  });

  it("creates, edits and deletes a notice, each audited, and the shop shows each change at once", async () => {
    const title = `${tag} 설 연휴 배송 안내`;
    const { notice } = await okCall(t, admin, "POST", "/api/admin/notices", body(title));
    expect(notice).toMatchObject({ title, label: "공지", showOnMain: true, pinned: false, viewCount: 0 });

    const board = await okCall(t, admin, "GET", `/api/notice?keyword=${encodeURIComponent(tag)}`);
    expect(board.list.map((row: { id: number }) => row.id)).toEqual([notice.id]);
    const main = await okCall(t, admin, "GET", "/api/notice/main");
    expect(main.list.map((row: { id: number }) => row.id)).toContain(notice.id);

    const edited = `${tag} 설 연휴 배송 일정 변경`;
    const { notice: after } = await okCall(t, admin, "PUT", `/api/admin/notices/${notice.id}`, {
      ...body(edited),
      pinned: true,
    });
    expect(after).toMatchObject({ id: notice.id, title: edited, pinned: true });
    const detail = await okCall(t, admin, "GET", `/api/notice/${notice.id}`);
    expect(detail.notice).toMatchObject({ title: edited, pinned: true, content: "첫 문단\n\n둘째 문단" });

    const listed = adminNoticeListSchema.parse(
      await okCall(t, admin, "GET", `/api/admin/notices?keyword=${encodeURIComponent(tag)}&size=5`),
    );
    expect(listed.list.map((row) => row.title)).toEqual([edited]);
    expect(listed.pagination).toMatchObject({ page: 1, size: 5, totalCount: 1 });

    expect(await okCall(t, admin, "DELETE", `/api/admin/notices/${notice.id}`)).toEqual({ id: notice.id });
    expect((await staffCall(t, undefined, "GET", `/api/notice/${notice.id}`)).statusCode).toBe(404);

    const entries = await auditEntriesOf(t, admin, "notice", notice.id);
    expect(entries.map((entry) => entry.action)).toEqual(["notice.delete", "notice.update", "notice.create"]);
    expect(entries[1]).toMatchObject({
      before: { title, onTop: false },
      after: { title: edited, onTop: true },
    });
    // Only the changed fields are kept.
    expect(Object.keys(entries[1]!.after ?? {}).sort()).toEqual(["onTop", "title"]);
    expect(entries[2]!.after).toMatchObject({ title, label: "공지" });
    expect(entries[0]!.before).toMatchObject({ title: edited });
  });

  it.each([
    ["an empty title", { ...body(""), title: "  " }, ADMIN_CONTENT_MESSAGES.required],
    ["HTML in the content", { ...body("제목"), content: "<script>alert(1)</script>" }, ADMIN_CONTENT_MESSAGES.noMarkup],
    ["a title too long", body("가".repeat(201)), ADMIN_CONTENT_MESSAGES.tooLong(200)],
    ["no label", { ...body("제목"), label: undefined }, ADMIN_CONTENT_MESSAGES.required],
  ])("refuses %s with 400 in Korean", async (_case, payload, message) => {
    const res = await staffCall(t, admin, "POST", "/api/admin/notices", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION", message });
  });

  it("answers 404 for a notice that does not exist", async () => {
    for (const method of ["PUT", "DELETE"] as const) {
      const res = await staffCall(
        t,
        admin,
        method,
        "/api/admin/notices/2000000000",
        method === "PUT" ? body("x") : undefined,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("요청하신 정보를 찾을 수 없습니다.");
    }
  });
});
