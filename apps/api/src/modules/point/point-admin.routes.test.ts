import { randomUUID } from "node:crypto";
import { adminAuditListSchema } from "@shop/contracts/admin";
import { adminMemberPointsSchema, adminPointAdjustResponseSchema } from "@shop/contracts/admin-member";
import { pointHistorySchema } from "@shop/contracts/point";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointLedger } from "../../db/schema/point.js";
import { createMember } from "../../db/seed/account.factory.js";
import { bearer, loginToken } from "../../test/auth-client.js";
import { signedInStaff, staffBearer } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// Operators' point adjustments through the real routes and database: a new adjust entry on the ledger (never an
// edit), the balance, the below-zero refusal, the Idempotency-Key, the audit entry and who may do it.

let t: TestApp;
let admin: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { role: "ROLE_ADMIN" });
});
afterAll(() => t.close());

function adjust(userId: number, payload: unknown, headers: Record<string, string> = staffBearer(admin)) {
  return t.app.inject({
    method: "POST",
    url: `/api/admin/members/${userId}/points`,
    payload: payload as object,
    headers,
  });
}

async function ledgerOf(userId: number) {
  return t.db.select().from(pointLedger).where(eq(pointLedger.userId, userId)).orderBy(pointLedger.id);
}

async function auditOf(userId: number) {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/admin/audit-logs?targetType=member&targetId=${userId}`,
    headers: staffBearer(admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  return adminAuditListSchema.parse(res.json()).list;
}

describe("who may adjust", () => {
  it("refuses no session (401), customer service and a seller (403); CS may read the history", async () => {
    const { user } = await createMember(t.db);
    const cs = await signedInStaff(t, { role: "ROLE_CS" });
    const seller = await signedInStaff(t, { role: "ROLE_SELLER", sellerId: 10_000_001 });
    expect((await adjust(user.id, { amount: 1000, reason: "보상" }, {})).statusCode).toBe(401);
    for (const staff of [cs, seller]) {
      const res = await adjust(user.id, { amount: 1000, reason: "보상" }, staffBearer(staff));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("이 메뉴를 사용할 권한이 없습니다.");
    }
    const history = await t.app.inject({
      method: "GET",
      url: `/api/admin/members/${user.id}/points`,
      headers: staffBearer(cs),
    });
    expect(history.statusCode).toBe(200);
    const sellerHistory = await t.app.inject({
      method: "GET",
      url: `/api/admin/members/${user.id}/points`,
      headers: staffBearer(seller),
    });
    expect(sellerHistory.statusCode).toBe(403);
    expect(await ledgerOf(user.id)).toEqual([]);
  });

  it("answers 404 for a member that does not exist", async () => {
    const res = await adjust(2_000_000_000, { amount: 1000, reason: "보상" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("존재하지 않는 회원입니다.");
  });
});

describe("adjusting", () => {
  it("writes a new adjust entry, never editing one, and the member sees it with the new balance", async () => {
    const { user, password } = await createMember(t.db);
    await t.app.services.points.grant(user.id, 2_000, "회원가입 축하 적립금");
    const [earn] = await ledgerOf(user.id);

    const res = await adjust(user.id, { amount: 1000, reason: "  배송 지연 보상  " });
    expect(res.statusCode, res.body).toBe(200);
    const answer = adminPointAdjustResponseSchema.parse(res.json());
    expect(answer).toMatchObject({
      balance: 3_000,
      message: "적립금을 조정했습니다.",
      entry: { kind: "adjust", kindLabel: "조정", amount: 1000, reason: "배송 지연 보상" },
    });

    const taken = await adjust(user.id, { amount: -500, reason: "중복 적립 회수" });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().balance).toBe(2_500);

    const ledger = await ledgerOf(user.id);
    expect(ledger.map((row) => [row.kind, row.amount, row.reason])).toEqual([
      ["earn", 2_000, "회원가입 축하 적립금"],
      ["adjust", 1_000, "배송 지연 보상"],
      ["adjust", -500, "중복 적립 회수"],
    ]);
    expect(ledger[0]).toEqual(earn);
    // A credit is valid 12 months like an earn; a debit has no expiry of its own.
    expect(ledger[1]?.expiresAt).not.toBeNull();
    expect(ledger[2]?.expiresAt).toBeNull();

    const token = await loginToken(t.app, user.loginId, password);
    const mine = await t.app.inject({ method: "GET", url: "/api/mypage/points", headers: bearer(token) });
    expect(mine.statusCode, mine.body).toBe(200);
    const history = pointHistorySchema.parse(mine.json());
    expect(history.balance).toBe(2_500);
    expect(history.list[0]).toMatchObject({ kind: "adjust", amount: -500, reason: "중복 적립 회수" });

    const staffView = await t.app.inject({
      method: "GET",
      url: `/api/admin/members/${user.id}/points?size=2`,
      headers: staffBearer(admin),
    });
    const page = adminMemberPointsSchema.parse(staffView.json());
    expect(page.balance).toBe(2_500);
    expect(page.pagination.totalCount).toBe(3);
    expect(page.list.map((entry) => entry.amount)).toEqual([-500, 1_000]);
  });

  it("refuses in Korean to take the balance below 0, and writes nothing", async () => {
    const { user } = await createMember(t.db);
    await t.app.services.points.grant(user.id, 1_000, "이벤트 적립금");
    const res = await adjust(user.id, { amount: -1_010, reason: "회수" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "POINT_BELOW_ZERO",
      message: "보유 적립금(1,000원)보다 많이 차감할 수 없습니다.",
    });
    expect(await ledgerOf(user.id)).toHaveLength(1);
    expect(await auditOf(user.id)).toEqual([]);
    // Exactly to 0 is allowed.
    expect((await adjust(user.id, { amount: -1_000, reason: "회수" })).json().balance).toBe(0);
  });

  it("refuses a seceded member", async () => {
    const { user } = await createMember(t.db, { status: "SECEDED", secededAt: new Date() });
    const res = await adjust(user.id, { amount: 1_000, reason: "보상" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("탈퇴한 회원의 적립금은 조정할 수 없습니다.");
  });

  it("answers bad input with 400 in Korean", async () => {
    const { user } = await createMember(t.db);
    for (const [payload, message] of [
      [{ reason: "보상" }, "조정할 적립금을 입력해 주세요."],
      [{ amount: 0, reason: "보상" }, "조정할 적립금을 0이 아닌 정수(원)로 입력해 주세요."],
      [{ amount: 10.5, reason: "보상" }, "조정할 적립금을 0이 아닌 정수(원)로 입력해 주세요."],
      [{ amount: "1000", reason: "보상" }, "조정할 적립금을 0이 아닌 정수(원)로 입력해 주세요."],
      [{ amount: 10_000_001, reason: "보상" }, "한 번에 조정할 수 있는 적립금은 10,000,000원까지입니다."],
      [{ amount: 1000 }, "조정 사유를 입력해 주세요."],
      [{ amount: 1000, reason: "   " }, "조정 사유를 입력해 주세요."],
      [{ amount: 1000, reason: "가".repeat(101) }, "조정 사유는 100자 이내로 입력해 주세요."],
    ] as const) {
      const res = await adjust(user.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await ledgerOf(user.id)).toEqual([]);
  });
});

describe("retries and the audit log", () => {
  it("writes once for a retried request with the same Idempotency-Key, even when both arrive at once", async () => {
    const { user } = await createMember(t.db);
    const key = randomUUID();
    const headers = { ...staffBearer(admin), "idempotency-key": key };
    const [first, second] = await Promise.all([
      adjust(user.id, { amount: 1_000, reason: "보상" }, headers),
      adjust(user.id, { amount: 1_000, reason: "보상" }, headers),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().entry.pointId).toBe(first.json().entry.pointId);
    const third = await adjust(user.id, { amount: 1_000, reason: "보상" }, headers);
    expect(third.json()).toMatchObject({ entry: { pointId: first.json().entry.pointId }, balance: 1_000 });
    const rows = await t.db
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.userId, user.id), eq(pointLedger.kind, "adjust")));
    expect(rows).toHaveLength(1);
    expect(await auditOf(user.id)).toHaveLength(1);

    const reused = await adjust(user.id, { amount: 2_000, reason: "보상" }, headers);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe("이미 처리된 요청과 내용이 다릅니다. 화면을 새로 고친 뒤 다시 시도해 주세요.");
    // Without a key each request is its own adjustment.
    await adjust(user.id, { amount: 10, reason: "보상" });
    await adjust(user.id, { amount: 10, reason: "보상" });
    expect(await ledgerOf(user.id)).toHaveLength(3);
  });

  it("leaves one audit entry per adjustment with the balance before and after", async () => {
    const { user } = await createMember(t.db);
    await t.app.services.points.grant(user.id, 500, "이벤트 적립금");
    const res = await adjust(user.id, { amount: 1_500, reason: "배송 지연 보상" });
    const entries = await auditOf(user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "member.points",
      targetType: "member",
      targetId: String(user.id),
      role: "ROLE_ADMIN",
      before: { balance: 500 },
      after: { balance: 2_000, amount: 1_500, reason: "배송 지연 보상", pointId: res.json().entry.pointId },
    });
  });
});
