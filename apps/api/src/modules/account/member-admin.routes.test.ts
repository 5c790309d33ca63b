import { randomBytes } from "node:crypto";
import { adminMemberDetailSchema, adminMemberListSchema } from "@shop/contracts/admin-member";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../db/seed/account.factory.js";
import { signedInStaff, staffBearer } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// The back office's member search and detail through the real routes and database: who may read, the filters,
// customer service's masking, and that no secret ever leaves.

let t: TestApp;
let admin: { token: string };
let cs: { token: string };
/** A word only this file's members carry, so other files' members never change the counts here. */
const tag = `q${randomBytes(3).toString("hex")}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { role: "ROLE_ADMIN" });
  cs = await signedInStaff(t, { role: "ROLE_CS" });
});
afterAll(() => t.close());

function get(url: string, staff?: { token: string }) {
  return t.app.inject({ method: "GET", url, headers: staff ? staffBearer(staff) : {} });
}

async function list(query: Record<string, string>, staff = admin) {
  const res = await get(`/api/admin/members?${new URLSearchParams(query)}`, staff);
  expect(res.statusCode, res.body).toBe(200);
  return adminMemberListSchema.parse(res.json());
}

describe("who may read members", () => {
  it("refuses no session (401) and a seller (403), in Korean", async () => {
    const { user } = await createMember(t.db);
    const seller = await signedInStaff(t, { role: "ROLE_SELLER", sellerId: 10_000_001 });
    for (const url of ["/api/admin/members", `/api/admin/members/${user.id}`]) {
      const none = await get(url);
      expect(none.statusCode).toBe(401);
      expect(none.json().message).toBe("관리자 로그인이 필요합니다.");
      const refused = await get(url, seller);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("이 메뉴를 사용할 권한이 없습니다.");
    }
  });

  it("answers 404 in Korean for a member that does not exist", async () => {
    const res = await get("/api/admin/members/2000000000", admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("존재하지 않는 회원입니다.");
    const bad = await get("/api/admin/members/abc", admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("존재하지 않는 회원입니다.");
  });
});

describe("search", () => {
  it("finds by the start of the login id, name, e-mail, company, phone (also its last four) and business number", async () => {
    const { user: kim } = await createMember(t.db, {
      loginId: `${tag}kim`,
      userName: "김한우",
      email: `${tag}.kim@naver.com`,
      phoneNumber: `0109${String(Date.now()).slice(-7)}`,
    });
    const { user: shop } = await createMember(t.db, {
      loginId: `${tag}shop`,
      userName: "박정육",
      userType: "BUSINESS",
      companyName: `${tag}정육상회`,
      businessNumber: "1248100998",
    });
    const ids = async (query: Record<string, string>) => (await list(query)).list.map((row) => row.id);

    expect(await ids({ keyword: `${tag}KI`, searchField: "loginId" })).toEqual([kim.id]);
    expect(await ids({ keyword: tag })).toEqual([shop.id, kim.id]);
    expect(await ids({ keyword: `${tag}.kim@`, searchField: "email" })).toEqual([kim.id]);
    expect(await ids({ keyword: `${tag}정육`, searchField: "company" })).toEqual([shop.id]);
    const phone = kim.phoneNumber ?? "";
    expect(
      await ids({ keyword: `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`, searchField: "phone" }),
    ).toEqual([kim.id]);
    expect(await ids({ keyword: phone.slice(-4), searchField: "phone", userType: "PERSONAL" })).toContain(kim.id);
    expect(await ids({ keyword: "124-81-00998", searchField: "businessNumber" })).toContain(shop.id);
    expect(await ids({ keyword: "김한", searchField: "name" })).toContain(kim.id);
    // Not a contains match: the middle of a login id finds nothing.
    expect(await ids({ keyword: tag.slice(2), searchField: "loginId" })).not.toContain(kim.id);
    // A % or _ typed is a literal, not a wildcard.
    expect(await ids({ keyword: `${tag}%`, searchField: "loginId" })).toEqual([]);
    // Letters sent as a phone or business number match nothing rather than everything.
    expect(await ids({ keyword: "abc", searchField: "phone" })).toEqual([]);
  });

  it("filters by type, status (dormant included) and join period, newest first, paged on the server", async () => {
    const old = await createMember(t.db, { loginId: `${tag}old`, createdAt: new Date("2024-03-10T03:00:00Z") });
    const dormant = await createMember(t.db, {
      loginId: `${tag}zz`,
      status: "DORMANT",
      dormantAt: new Date(),
      createdAt: new Date("2024-03-11T03:00:00Z"),
    });
    const business = await list({ keyword: tag, userType: "BUSINESS" });
    expect(business.list.every((row) => row.userType === "BUSINESS")).toBe(true);
    expect(business.list.length).toBeGreaterThan(0);
    expect((await list({ keyword: tag, status: "DORMANT" })).list.map((row) => row.id)).toEqual([dormant.user.id]);
    const period = await list({ keyword: tag, joinedFrom: "2024-03-10", joinedTo: "2024-03-10" });
    expect(period.list.map((row) => row.id)).toEqual([old.user.id]);

    const first = await list({ keyword: tag, size: "2", page: "1" });
    expect(first.pagination.totalCount).toBeGreaterThanOrEqual(4);
    expect(first.list).toHaveLength(2);
    const second = await list({ keyword: tag, size: "2", page: "2" });
    expect(second.list[0]?.id).not.toBe(first.list[0]?.id);
    const times = [...first.list, ...second.list].map((row) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("answers bad filters with 400 in Korean", async () => {
    for (const [query, message] of [
      [{ status: "SLEEP" }, "회원 상태를 선택해 주세요."],
      [{ userType: "X" }, "회원 구분을 선택해 주세요."],
      [{ searchField: "address" }, "검색 항목을 선택해 주세요."],
      [{ joinedFrom: "2026-02-30" }, "가입 시작일을 다시 선택해 주세요."],
      [{ joinedFrom: "2026-03-02", joinedTo: "2026-03-01" }, "가입 기간을 확인해 주세요."],
      [{ keyword: "가".repeat(51) }, "검색어는 50자 이내로 입력해 주세요."],
      [{ size: "101" }, "한 번에 100개까지 조회할 수 있습니다."],
    ] as const) {
      const res = await get(`/api/admin/members?${new URLSearchParams(query)}`, admin);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe("masking", () => {
  it("shows customer service names, phones, e-mails and addresses masked, operators whole", async () => {
    const { user } = await createMember(t.db, {
      loginId: `${tag}mask`,
      userName: "최유리",
      email: "yuri.choi@daum.net",
      phoneNumber: `0107${String(Date.now()).slice(-7)}`,
    });
    await t.app.services.shipping.save(user.id, {
      title: "집",
      receiverName: "최유리",
      receiverPhone: user.phoneNumber ?? "",
      postcode: "06236",
      address: "서울특별시 강남구 테헤란로 123",
      addressDetail: "4층",
      isBase: true,
    });
    const phone = user.phoneNumber ?? "";
    const dashed = `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`;

    const whole = adminMemberDetailSchema.parse((await get(`/api/admin/members/${user.id}`, admin)).json());
    expect(whole.masked).toBe(false);
    expect(whole.member).toMatchObject({ userName: "최유리", email: "yuri.choi@daum.net", phoneNumber: dashed });
    expect(whole.baseAddress).toMatchObject({ receiverName: "최유리", address: "서울특별시 강남구 테헤란로 123 4층" });

    const res = await get(`/api/admin/members/${user.id}`, cs);
    expect(res.statusCode).toBe(200);
    const masked = adminMemberDetailSchema.parse(res.json());
    expect(masked.masked).toBe(true);
    expect(masked.member).toMatchObject({
      loginId: `${tag}mask`,
      userName: "최**",
      email: "yu*******@d***.net",
      phoneNumber: `${phone.slice(0, 3)}-****-${phone.slice(7)}`,
    });
    expect(masked.baseAddress).toMatchObject({ receiverName: "최**", address: "서울특별시 강남구 테헤란로 *** **" });
    expect(res.body).not.toContain(phone.slice(3, 7));
    expect(res.body).not.toContain("yuri.choi");

    const row = (await list({ keyword: `${tag}mask`, searchField: "loginId" }, cs)).list[0];
    expect(row).toMatchObject({ userName: "최**", phoneNumber: `${phone.slice(0, 3)}-****-${phone.slice(7)}` });
  });

  it("never answers a password hash, a token or card data", async () => {
    const { user } = await createMember(t.db, { loginId: `${tag}sec` });
    for (const body of [
      (await get(`/api/admin/members/${user.id}`, admin)).body,
      (await get(`/api/admin/members?keyword=${tag}sec`, admin)).body,
    ]) {
      expect(body).not.toMatch(/password|hash|token|card|\$argon2/i);
    }
    const keys = Object.keys(adminMemberDetailSchema.shape.member.shape);
    expect(keys.filter((key) => /password|hash|token|card/i.test(key))).toEqual([]);
  });
});

describe("detail", () => {
  it("answers the company with its checksum, grade, points, coupons and orders", async () => {
    const { user } = await createMember(t.db, {
      userType: "BUSINESS",
      companyName: "대관령축산",
      businessNumber: "1234567890",
    });
    await t.app.services.points.grant(user.id, 3_000, "이벤트 적립금");
    const detail = adminMemberDetailSchema.parse((await get(`/api/admin/members/${user.id}`, admin)).json());
    expect(detail.company).toEqual({
      companyName: "대관령축산",
      businessNumber: "123-45-67890",
      businessNumberValid: false,
    });
    expect(detail.grade).toMatchObject({ code: "family", label: "패밀리", periodAmount: 0 });
    expect(detail.points.balance).toBe(3_000);
    expect(detail.points.recent[0]).toMatchObject({ kind: "earn", amount: 3_000, reason: "이벤트 적립금" });
    expect(detail.orders).toEqual({ count: 0, paidTotal: 0 });
    expect(detail.couponCount).toBe(0);
    expect(detail.member.status).toBe("ACTIVE");

    const valid = await createMember(t.db, { userType: "BUSINESS", companyName: "농협", businessNumber: "1248100998" });
    const company = adminMemberDetailSchema.parse(
      (await get(`/api/admin/members/${valid.user.id}`, admin)).json(),
    ).company;
    expect(company).toMatchObject({ businessNumber: "124-81-00998", businessNumberValid: true });
  });
});
