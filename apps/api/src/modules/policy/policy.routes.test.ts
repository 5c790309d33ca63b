import { addDays } from "date-fns";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { policies } from "../../db/schema/content.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

describe("policy routes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url });

  it("answers the terms in effect with every version, newest first", async () => {
    const res = await get("/api/policy/clause");
    expect(res.statusCode).toBe(200);
    const { policy, versions } = res.json();
    expect(policy).toMatchObject({ type: "clause", title: "이용약관", version: "1.1", effectiveDate: "2026-03-01" });
    for (const article of ["제1조 (목적)", "제13조 (청약철회 등)", "제18조 (재판권 및 준거법)"]) {
      expect(policy.content).toContain(article);
    }
    expect(policy.content).toContain("적립일로부터 1년");
    expect(versions.map((v: { version: string }) => v.version)).toEqual(["1.1", "1.0"]);
    expect(versions[0].id).toBe(policy.id);
  });

  it("answers an earlier version by id", async () => {
    const { versions } = (await get("/api/policy/clause")).json();
    const res = await get(`/api/policy/clause?id=${versions[1].id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().policy).toMatchObject({ version: "1.0", effectiveDate: "2025-03-01" });
    expect(res.json().policy.content).toContain("적립일로부터 2년");
    expect(res.json().versions).toEqual(versions);
  });

  it("answers the privacy policy with the dormant-account rule", async () => {
    const res = await get("/api/policy/protect");
    expect(res.statusCode).toBe(200);
    const { policy } = res.json();
    expect(policy).toMatchObject({ type: "protect", title: "개인정보처리방침" });
    expect(policy.content).toContain("1년(365일) 동안 로그인하지 않은 경우");
    expect(policy.content).toContain("휴면계정");
    expect(policy.content).toContain("분리하여 별도로 저장");
  });

  it.each([
    ["marketing", "마케팅 정보 수신 동의", "수신 동의 철회"],
    ["policy-info", "운영정책", "게시 제한 게시물"],
  ])("answers /api/policy/%s", async (type, title, phrase) => {
    const res = await get(`/api/policy/${type}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().policy).toMatchObject({ type, title });
    expect(res.json().policy.content).toContain(phrase);
    expect(res.json().versions).toHaveLength(1);
  });

  it("lists an announced revision without applying it before its effective date", async () => {
    const [announced] = await t.db
      .insert(policies)
      .values({
        type: "marketing",
        title: "마케팅 정보 수신 동의",
        content: "<p>개정 예정 본문</p>",
        version: "2.0",
        effectiveDate: addDays(new Date(), 30).toISOString().slice(0, 10),
      })
      .returning();
    const res = (await get("/api/policy/marketing")).json();
    expect(res.policy.version).toBe("1.0");
    expect(res.versions.map((v: { version: string }) => v.version)).toEqual(["2.0", "1.0"]);
    expect((await get(`/api/policy/marketing?id=${announced!.id}`)).json().policy.version).toBe("2.0");
  });

  it("answers 404 for an id of another policy or an unknown id", async () => {
    const protect = (await get("/api/policy/protect")).json().policy;
    for (const url of [`/api/policy/clause?id=${protect.id}`, "/api/policy/clause?id=999999"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe("NOT_FOUND");
    }
  });

  it.each(["abc", "-1", "0", "2.5"])("refuses id=%s with 400", async (id) => {
    const res = await get(`/api/policy/clause?id=${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION");
  });

  it("answers 404 when a policy has no version in effect", async () => {
    await t.db.delete(policies).where(eq(policies.type, "policy-info"));
    const res = await get("/api/policy/policy-info");
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("NOT_FOUND");
  });
});
