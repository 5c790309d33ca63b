import { randomUUID } from "node:crypto";
import { adminAuditListSchema } from "@shop/contracts/admin";
import {
  ADMIN_COUPON_MESSAGES,
  adminCouponCodesResponseSchema,
  adminCouponDetailSchema,
  adminCouponIssueResponseSchema,
  adminCouponListSchema,
  adminCouponSavedSchema,
} from "@shop/contracts/admin-coupon";
import { couponIssuedSchema, downloadCouponListSchema, myCouponListSchema } from "@shop/contracts/coupon";
import { COUPON_TERM_MESSAGES } from "@shop/core/checkout/coupon-terms";
import { formatKoreaDate } from "@shop/core/site/korea-time";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { couponUsers } from "../../db/schema/coupon.js";
import { createMember } from "../../db/seed/account.factory.js";
import { createItem } from "../../db/seed/catalog.factory.js";
import { createPurchase } from "../../db/seed/order.factory.js";
import { bearer, loginToken } from "../../test/auth-client.js";
import { signedInStaff, staffBearer } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { COUPON_CODE_USED_MESSAGE, COUPON_ISSUED_MESSAGE } from "./coupon.service.js";

// The back office's coupons through the real routes and database: making each kind, the Korean refusals, who may,
// issuing to a grade and to members once each (with the Idempotency-Key retry), offline codes that are unique and
// exchangeable once, what may change after issue, ending, and the audit entries.

let t: TestApp;
let admin: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { role: "ROLE_ADMIN" });
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const today = () => formatKoreaDate(new Date());
const inDays = (days: number) => formatKoreaDate(new Date(Date.now() + days * DAY_MS));

function couponBody(overrides: Record<string, unknown> = {}) {
  return {
    name: `관리자 쿠폰 ${randomUUID().slice(0, 8)}`,
    kind: "item",
    discountType: "fixed",
    amount: 2_000,
    minOrderAmount: 10_000,
    validFrom: today(),
    validUntil: inDays(30),
    issueMethod: "members",
    ...overrides,
  };
}

const adminCall = (
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: object,
  headers: Record<string, string> = staffBearer(admin),
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function create(overrides: Record<string, unknown> = {}) {
  const res = await adminCall("POST", "/api/admin/coupons", couponBody(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return adminCouponSavedSchema.parse(res.json()).coupon;
}

async function member() {
  const created = await createMember(t.db);
  return {
    userId: created.user.id,
    loginId: created.user.loginId,
    token: await loginToken(t.app, created.user.loginId, created.password),
  };
}

async function myCoupons(token: string) {
  const res = await t.app.inject({ method: "GET", url: "/api/coupon?size=100", headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return myCouponListSchema.parse(res.json()).list;
}

async function auditOf(couponId: number) {
  const res = await adminCall("GET", `/api/admin/audit-logs?targetType=coupon&targetId=${couponId}&size=100`);
  expect(res.statusCode, res.body).toBe(200);
  return adminAuditListSchema.parse(res.json()).list;
}

const issue = (couponId: number, payload: object, key?: string) =>
  adminCall("POST", `/api/admin/coupons/${couponId}/issue`, payload, {
    ...staffBearer(admin),
    ...(key ? { "idempotency-key": key } : {}),
  });

describe("who may", () => {
  it("refuses no session (401), customer service and a seller (403) on every coupon route", async () => {
    const coupon = await create();
    const cs = await signedInStaff(t, { role: "ROLE_CS" });
    const seller = await signedInStaff(t, { role: "ROLE_SELLER", sellerId: 10_000_001 });
    const calls: ["GET" | "POST" | "PUT", string, object | undefined][] = [
      ["GET", "/api/admin/coupons", undefined],
      ["GET", `/api/admin/coupons/${coupon.id}`, undefined],
      ["POST", "/api/admin/coupons", couponBody()],
      ["PUT", `/api/admin/coupons/${coupon.id}`, couponBody()],
      ["POST", `/api/admin/coupons/${coupon.id}/issue`, { loginIds: ["a"] }],
      ["POST", `/api/admin/coupons/${coupon.id}/offline-codes`, { count: 1 }],
      ["GET", `/api/admin/coupons/${coupon.id}/offline-codes.csv`, undefined],
      ["GET", `/api/admin/coupons/${coupon.id}/offline-codes.xlsx`, undefined],
      ["POST", `/api/admin/coupons/${coupon.id}/end`, undefined],
    ];
    for (const [method, url, payload] of calls) {
      expect((await adminCall(method, url, payload, {})).statusCode, `${method} ${url}`).toBe(401);
      for (const staff of [cs, seller]) {
        const res = await adminCall(method, url, payload, staffBearer(staff));
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().message).toBe("이 메뉴를 사용할 권한이 없습니다.");
      }
    }
    expect(await auditOf(coupon.id)).toHaveLength(1);
  });

  it("answers 404 in Korean for a coupon that does not exist", async () => {
    for (const [method, url] of [
      ["GET", "/api/admin/coupons/2000000000"],
      ["POST", "/api/admin/coupons/2000000000/end"],
    ] as const) {
      const res = await adminCall(method, url);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ADMIN_COUPON_MESSAGES.notFound);
    }
  });
});

describe("making coupons", () => {
  it("makes a download item coupon that the shop's download corner shows at once, audited", async () => {
    const coupon = await create({ issueMethod: "download", name: `다운로드 ${randomUUID().slice(0, 6)}` });
    expect(coupon).toMatchObject({
      kind: "item",
      issueMethod: "download",
      benefit: "2,000원 할인",
      status: "active",
      issuedCount: 0,
      validFromDay: today(),
      validUntilDay: inDays(30),
      issued: false,
    });
    const corner = await t.app.inject({ method: "GET", url: "/api/coupon/download-coupons?size=100&couponType=item" });
    const list = downloadCouponListSchema.parse(corner.json()).list;
    expect(list.find((row) => row.couponId === coupon.id)).toMatchObject({ benefit: "2,000원 할인" });

    const [entry] = await auditOf(coupon.id);
    expect(entry).toMatchObject({ action: "coupon.create", targetType: "coupon", before: null });
    expect(entry?.after).toMatchObject({ name: coupon.name, amount: 2_000, issueMethod: "download" });
  });

  it("makes a rate coupon with a cap and a shipping coupon, N days from issue", async () => {
    const rate = await create({ discountType: "rate", rate: 10, maxDiscount: 5_000, amount: 999, validDays: 7 });
    expect(rate).toMatchObject({
      benefit: "10% 할인 (최대 5,000원)",
      amount: 0,
      rate: 10,
      maxDiscount: 5_000,
      validDays: 7,
    });
    const free = await create({ kind: "shipping", discountType: "rate", rate: 100, issueMethod: "grade" });
    expect(free).toMatchObject({ kind: "shipping", benefit: "무료배송", issueMethod: "grade" });
    const codes = await create({ kind: "shipping", amount: 3_000, issueMethod: "codes", concurrently: false });
    expect(codes).toMatchObject({ benefit: "배송비 3,000원 할인", issueMethod: "codes", concurrently: false });

    const list = await adminCall("GET", "/api/admin/coupons?kind=shipping&status=active&size=100");
    const rows = adminCouponListSchema.parse(list.json()).list;
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining([free.id, codes.id]));
    expect(rows.every((row) => row.kind === "shipping")).toBe(true);
    const byName = await adminCall("GET", `/api/admin/coupons?name=${encodeURIComponent(rate.name.slice(3))}`);
    expect(adminCouponListSchema.parse(byName.json()).list.map((row) => row.id)).toEqual([rate.id]);
  });

  it.each([
    ["a rate over 100", { discountType: "rate", rate: 101 }, "rate", COUPON_TERM_MESSAGES.rateOver100],
    [
      "a cap below zero",
      { discountType: "rate", rate: 10, maxDiscount: -1 },
      "maxDiscount",
      COUPON_TERM_MESSAGES.capBelowZero,
    ],
    [
      "an end before the start",
      { validFrom: inDays(5), validUntil: inDays(4) },
      "validUntil",
      COUPON_TERM_MESSAGES.endBeforeStart,
    ],
    ["a minimum order below zero", { minOrderAmount: -100 }, "minOrderAmount", COUPON_TERM_MESSAGES.minOrderBelowZero],
    ["a fixed amount of 0", { amount: 0 }, "amount", COUPON_TERM_MESSAGES.amountRequired],
    ["0 days from issue", { validDays: 0 }, "validDays", COUPON_TERM_MESSAGES.validDaysRange],
    ["a limit on an issued coupon", { issueLimit: 10 }, "issueLimit", COUPON_TERM_MESSAGES.issueLimitOnlyDownload],
    ["no name", { name: "  " }, "name", ADMIN_COUPON_MESSAGES.nameRequired],
    ["an unknown kind", { kind: "gift" }, "kind", ADMIN_COUPON_MESSAGES.kindRequired],
    ["an unknown method", { issueMethod: "mail" }, "issueMethod", ADMIN_COUPON_MESSAGES.issueMethodRequired],
    ["a bad day", { validFrom: "2026-13-01" }, "validFrom", ADMIN_COUPON_MESSAGES.validFrom],
    ["won with decimals", { amount: 10.5 }, "amount", ADMIN_COUPON_MESSAGES.wholeWon],
  ])("refuses %s with its own sentence", async (_name, overrides, field, message) => {
    const res = await adminCall("POST", "/api/admin/coupons", couponBody(overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });
});

describe("issuing", () => {
  it("issues to listed members once each, answers unknown ids, and a retried key issues once", async () => {
    const coupon = await create();
    const [a, b] = [await member(), await member()];
    const key = randomUUID();
    const payload = { loginIds: [a.loginId, b.loginId, "no-such-member-x", a.loginId] };
    const first = await issue(coupon.id, payload, key);
    expect(first.statusCode, first.body).toBe(200);
    const answer = adminCouponIssueResponseSchema.parse(first.json());
    expect(answer).toEqual({
      message: "쿠폰 2장을 발급했습니다.",
      issuedCount: 2,
      alreadyHeldCount: 0,
      unknownLoginIds: ["no-such-member-x"],
    });
    const retry = await issue(coupon.id, payload, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(answer);
    const otherTarget = await issue(coupon.id, { loginIds: [a.loginId] }, key);
    expect(otherTarget.statusCode).toBe(422);
    expect(otherTarget.json().message).toBe(ADMIN_COUPON_MESSAGES.keyReused);
    // Without the key, again: each member holds one copy already.
    const again = adminCouponIssueResponseSchema.parse((await issue(coupon.id, { loginIds: [a.loginId] })).json());
    expect(again).toMatchObject({ issuedCount: 0, alreadyHeldCount: 1 });

    const copies = await t.db.select().from(couponUsers).where(eq(couponUsers.couponId, coupon.id));
    expect(copies.map((copy) => copy.userId).sort()).toEqual([a.userId, b.userId].sort());
    const mine = await myCoupons(a.token);
    expect(mine.filter((copy) => copy.couponId === coupon.id)).toHaveLength(1);
    expect(mine.find((copy) => copy.couponId === coupon.id)).toMatchObject({
      benefit: "2,000원 할인",
      status: "active",
    });

    const detail = adminCouponDetailSchema.parse((await adminCall("GET", `/api/admin/coupons/${coupon.id}`)).json());
    expect(detail.coupon).toMatchObject({ issuedCount: 2, usedCount: 0, issued: true });
    const issues = (await auditOf(coupon.id)).filter((entry) => entry.action === "coupon.issue");
    expect(issues).toHaveLength(2);
  });

  it("issues once when the same key arrives twice at the same time", async () => {
    const coupon = await create();
    const who = await member();
    const key = randomUUID();
    const [x, y] = await Promise.all([
      issue(coupon.id, { loginIds: [who.loginId] }, key),
      issue(coupon.id, { loginIds: [who.loginId] }, key),
    ]);
    expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    expect(x.json()).toEqual(y.json());
    expect(x.json().issuedCount).toBe(1);
    const copies = await t.db.select().from(couponUsers).where(eq(couponUsers.couponId, coupon.id));
    expect(copies).toHaveLength(1);
    expect((await auditOf(coupon.id)).filter((entry) => entry.action === "coupon.issue")).toHaveLength(1);
  });

  it("issues to a grade's active members only, each once", async () => {
    const coupon = await create({ issueMethod: "grade" });
    const vip = await member();
    const family = await member();
    const item = await createItem(t.db);
    await createPurchase(t.db, {
      userId: vip.userId,
      itemId: item.id,
      unitPrice: 3_500_000,
      paidAt: new Date(),
      orderPayAmount: 3_500_000,
    });

    const res = await issue(coupon.id, { grade: "vip" }, randomUUID());
    expect(res.statusCode, res.body).toBe(200);
    expect(adminCouponIssueResponseSchema.parse(res.json()).issuedCount).toBeGreaterThanOrEqual(1);
    expect((await myCoupons(vip.token)).some((copy) => copy.couponId === coupon.id)).toBe(true);
    expect((await myCoupons(family.token)).some((copy) => copy.couponId === coupon.id)).toBe(false);

    const twice = adminCouponIssueResponseSchema.parse((await issue(coupon.id, { grade: "vip" }, randomUUID())).json());
    expect(twice.issuedCount).toBe(0);
    expect(twice.alreadyHeldCount).toBeGreaterThanOrEqual(1);
  });

  it("refuses an empty target, a download or codes coupon, and an ended one", async () => {
    const coupon = await create();
    const empty = await issue(coupon.id, { loginIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toContainEqual({ field: "loginIds", message: ADMIN_COUPON_MESSAGES.targetRequired });
    const badGrade = await issue(coupon.id, { grade: "diamond" });
    expect(badGrade.statusCode).toBe(400);
    expect(badGrade.json().message).toBe(ADMIN_COUPON_MESSAGES.gradeRequired);

    for (const issueMethod of ["download", "codes"]) {
      const other = await create({ issueMethod });
      const res = await issue(other.id, { loginIds: ["x"] });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ADMIN_COUPON_MESSAGES.notIssuable);
    }
    expect((await adminCall("POST", `/api/admin/coupons/${coupon.id}/end`)).statusCode).toBe(200);
    const ended = await issue(coupon.id, { loginIds: ["x"] });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toBe(ADMIN_COUPON_MESSAGES.endedCannotIssue);
  });
});

describe("offline codes", () => {
  it("makes unique random codes, each exchangeable once at the shop, and downloads them", async () => {
    const coupon = await create({ issueMethod: "codes", amount: 5_000 });
    const res = await adminCall("POST", `/api/admin/coupons/${coupon.id}/offline-codes`, { count: 50 });
    expect(res.statusCode, res.body).toBe(200);
    const made = adminCouponCodesResponseSchema.parse(res.json());
    expect(made.message).toBe("코드 50개를 만들었습니다.");
    expect(made.codes).toHaveLength(50);
    expect(new Set(made.codes).size).toBe(50);
    for (const code of made.codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);

    const [a, b] = [await member(), await member()];
    const exchange = (token: string, code: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/coupon/exchange-offline-coupon?code=${encodeURIComponent(code)}`,
        headers: bearer(token),
      });
    const code = made.codes[0]!;
    // Typed without hyphens and in lower case.
    const first = await exchange(a.token, code.replaceAll("-", "").toLowerCase());
    expect(first.statusCode, first.body).toBe(200);
    expect(couponIssuedSchema.parse(first.json())).toMatchObject({
      message: COUPON_ISSUED_MESSAGE,
      coupon: { couponId: coupon.id, benefit: "5,000원 할인" },
    });
    const reused = await exchange(b.token, code);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(COUPON_CODE_USED_MESSAGE);
    // A member who holds the coupon cannot spend a second code on it; that code stays good for someone else.
    const second = made.codes[1]!;
    expect((await exchange(a.token, second)).statusCode).toBe(409);
    expect((await exchange(b.token, second)).statusCode).toBe(200);

    const more = adminCouponCodesResponseSchema.parse(
      (await adminCall("POST", `/api/admin/coupons/${coupon.id}/offline-codes`, { count: 3 })).json(),
    );
    expect(more.codeCount).toBe(53);
    const detail = adminCouponDetailSchema.parse((await adminCall("GET", `/api/admin/coupons/${coupon.id}`)).json());
    expect(detail.coupon).toMatchObject({ codeCount: 53, codeUsedCount: 2, issuedCount: 2 });

    const csv = await adminCall("GET", `/api/admin/coupons/${coupon.id}/offline-codes.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("쿠폰 번호,생성 일시,사용 여부,사용 일시");
    expect(lines).toHaveLength(54);
    expect(lines.find((line) => line.startsWith(code))).toContain(",사용,");

    const xlsx = await adminCall("GET", `/api/admin/coupons/${coupon.id}/offline-codes.xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(54);
    expect(sheet.getRow(2).getCell(1).value).toBe(made.codes[0]);

    const entries = (await auditOf(coupon.id)).filter((entry) => entry.action === "coupon.codes");
    expect(entries).toHaveLength(2);
  });

  it("refuses codes for a coupon not given by codes, and a count out of range", async () => {
    const coupon = await create({ issueMethod: "members" });
    const res = await adminCall("POST", `/api/admin/coupons/${coupon.id}/offline-codes`, { count: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ADMIN_COUPON_MESSAGES.notCodes);
    for (const count of [0, 10_001, 1.5]) {
      const bad = await adminCall("POST", `/api/admin/coupons/${coupon.id}/offline-codes`, { count });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(ADMIN_COUPON_MESSAGES.codeCount);
    }
  });
});

describe("changing and ending", () => {
  it("changes anything before issue; after issue only name, description and a later end", async () => {
    const coupon = await create();
    const put = (overrides: Record<string, unknown>) =>
      adminCall(
        "PUT",
        `/api/admin/coupons/${coupon.id}`,
        couponBody({ name: coupon.name, validUntil: coupon.validUntilDay, ...overrides }),
      );
    const free = await put({ amount: 3_000 });
    expect(free.statusCode, free.body).toBe(200);
    expect(adminCouponSavedSchema.parse(free.json())).toMatchObject({
      message: ADMIN_COUPON_MESSAGES.updated,
      coupon: { amount: 3_000 },
    });

    const { loginId } = await member();
    expect((await issue(coupon.id, { loginIds: [loginId] })).statusCode).toBe(200);
    const locked = await put({ amount: 5_000 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(ADMIN_COUPON_MESSAGES.lockedAfterIssue);
    const earlier = await put({ amount: 3_000, validUntil: inDays(10) });
    expect(earlier.statusCode).toBe(409);
    const renamed = await put({ amount: 3_000, name: "새 이름", validUntil: inDays(60) });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(adminCouponSavedSchema.parse(renamed.json()).coupon).toMatchObject({
      name: "새 이름",
      validUntilDay: inDays(60),
    });

    const updates = (await auditOf(coupon.id))
      .filter((entry) => entry.action === "coupon.update")
      .sort((x, y) => x.id - y.id);
    expect(updates.map((entry) => entry.after)).toEqual([
      { amount: 3_000 },
      { name: "새 이름", validUntil: inDays(60) },
    ]);
    expect(updates[0]?.before).toEqual({ amount: 2_000 });
  });

  it("ends a coupon: held copies stop being usable, the download corner drops it, audited once", async () => {
    const coupon = await create({ issueMethod: "download" });
    const who = await member();
    const got = await t.app.inject({
      method: "POST",
      url: "/api/coupon/download",
      headers: bearer(who.token),
      payload: { couponId: coupon.id },
    });
    expect(got.statusCode, got.body).toBe(200);

    const res = await adminCall("POST", `/api/admin/coupons/${coupon.id}/end`);
    expect(res.statusCode).toBe(200);
    expect(adminCouponSavedSchema.parse(res.json())).toMatchObject({
      message: ADMIN_COUPON_MESSAGES.ended,
      coupon: { status: "ended" },
    });
    const again = await adminCall("POST", `/api/admin/coupons/${coupon.id}/end`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMIN_COUPON_MESSAGES.alreadyEnded);

    expect((await myCoupons(who.token)).find((copy) => copy.couponId === coupon.id)).toBeUndefined();
    const corner = await t.app.inject({ method: "GET", url: "/api/coupon/download-coupons?size=100" });
    expect(downloadCouponListSchema.parse(corner.json()).list.some((row) => row.couponId === coupon.id)).toBe(false);
    const ended = await adminCall("GET", "/api/admin/coupons?status=ended&size=100");
    expect(adminCouponListSchema.parse(ended.json()).list.some((row) => row.id === coupon.id)).toBe(true);
    const ends = (await auditOf(coupon.id)).filter((entry) => entry.action === "coupon.end");
    expect(ends).toEqual([expect.objectContaining({ before: { active: true }, after: { active: false } })]);
  });
});
