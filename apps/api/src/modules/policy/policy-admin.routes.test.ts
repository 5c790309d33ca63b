import { randomBytes } from "node:crypto";
import { ADMIN_CONTENT_MESSAGES, adminPolicyListSchema } from "@shop/contracts/admin-content";
import { formatKoreaDate } from "@shop/core/site/korea-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntriesOf, expectContentGuard, okCall, staffCall } from "../../test/admin-content-client.js";
import { signedInStaff } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// The back office's policies: a change is a new version with its effective date; older versions stay listed, and the
// shop shows the newest version already in effect.

let t: TestApp;
let admin: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { role: "ROLE_ADMIN" });
});
afterAll(() => t.close());

const day = (offset: number) => formatKoreaDate(new Date(Date.now() + offset * 86_400_000));

describe("policies in the back office", () => {
  it("refuses no session, customer service and sellers", async () => {
    const cs = await signedInStaff(t, { role: "ROLE_CS" });
    const seller = await signedInStaff(t, { role: "ROLE_SELLER", sellerId: 10_000_001 });
    await expectContentGuard(
      t,
      [cs, seller],
      [
        { method: "GET", url: "/api/admin/policies/terms" },
        {
          method: "POST",
          url: "/api/admin/policies/privacy",
          payload: { title: "x", content: "x", version: "9", effectiveDate: day(0) },
        },
      ],
    );
  });

  it("adds versions: one in effect today replaces the shop's text, one announced for later does not yet", async () => {
    const version = `v${randomBytes(3).toString("hex")}`;
    const today = { title: "이용약관", content: `제1조 목적 ${version}`, version, effectiveDate: day(0) };
    const { policy } = await okCall(t, admin, "POST", "/api/admin/policies/terms", today);
    expect(policy).toMatchObject({ version, effectiveDate: day(0), current: true });
    const shop = await okCall(t, admin, "GET", "/api/policy/clause");
    expect(shop.policy).toMatchObject({ id: policy.id, content: today.content });

    const later = { ...today, version: `${version}-2`, content: "개정안", effectiveDate: day(7) };
    const { policy: announced } = await okCall(t, admin, "POST", "/api/admin/policies/terms", later);
    expect(announced.current).toBe(false);
    const still = await okCall(t, admin, "GET", "/api/policy/clause");
    expect(still.policy.id).toBe(policy.id);
    expect(still.versions.map((row: { id: number }) => row.id)).toEqual(
      expect.arrayContaining([policy.id, announced.id]),
    );

    const listed = adminPolicyListSchema.parse(await okCall(t, admin, "GET", "/api/admin/policies/terms?size=2"));
    expect(listed.list.map((row) => [row.id, row.current])).toEqual([
      [announced.id, false],
      [policy.id, true],
    ]);

    const entries = await auditEntriesOf(t, admin, "policy", policy.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "policy.create", after: { kind: "terms", version } });
  });

  it("refuses a version the policy already has (409) and bad input (400), in Korean", async () => {
    const version = `v${randomBytes(3).toString("hex")}`;
    const body = { title: "개인정보처리방침", content: "내용", version, effectiveDate: day(1) };
    await okCall(t, admin, "POST", "/api/admin/policies/privacy", body);
    const again = await staffCall(t, admin, "POST", "/api/admin/policies/privacy", body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMIN_CONTENT_MESSAGES.policyVersionTaken);

    for (const [payload, message] of [
      [{ ...body, effectiveDate: "2026/01/01" }, ADMIN_CONTENT_MESSAGES.day],
      [{ ...body, content: "<p>본문</p>" }, ADMIN_CONTENT_MESSAGES.noMarkup],
      [{ ...body, version: "1 0" }, ADMIN_CONTENT_MESSAGES.version],
    ] as const) {
      const res = await staffCall(t, admin, "POST", "/api/admin/policies/privacy", payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await staffCall(t, admin, "GET", "/api/admin/policies/cookies")).statusCode).toBe(400);
  });
});
