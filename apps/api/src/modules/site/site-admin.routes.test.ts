import {
  ADMIN_CONTENT_MESSAGES,
  adminAppVersionListSchema,
  adminMaintenanceSchema,
} from "@shop/contracts/admin-content";
import { formatKoreaMinute } from "@shop/core/site/korea-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntriesOf, expectContentGuard, okCall, staffCall } from "../../test/admin-content-client.js";
import { signedInStaff } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { resolveMaintenance } from "./site.service.js";

// The back office's maintenance window and app versions: guard, validation, audit, and the shop's answers
// (GET /api/common/maintenance, GET /api/app-version) changing at once; which window wins over MAINTENANCE_START/END.

let t: TestApp;
let admin: { token: string };
const minute = (offsetMinutes: number) => formatKoreaMinute(new Date(Date.now() + offsetMinutes * 60_000));

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { role: "ROLE_ADMIN" });
});
afterAll(async () => {
  await okCall(t, admin, "PUT", "/api/admin/maintenance", { start: "", end: "", message: "" });
  await t.close();
});

describe("maintenance and app versions in the back office", () => {
  it("refuses no session, customer service and sellers", async () => {
    const cs = await signedInStaff(t, { role: "ROLE_CS" });
    const seller = await signedInStaff(t, { role: "ROLE_SELLER", sellerId: 10_000_001 });
    await expectContentGuard(
      t,
      [cs, seller],
      [
        { method: "GET", url: "/api/admin/maintenance" },
        { method: "PUT", url: "/api/admin/maintenance", payload: { start: "", end: "" } },
        { method: "GET", url: "/api/admin/app-version" },
        { method: "POST", url: "/api/admin/app-version", payload: { platform: "ios", version: "9.9.9" } },
      ],
    );
  });

  it("sets a window the shop follows at once, clears it, and audits both", async () => {
    const window = { start: minute(-1), end: minute(30), message: "설 연휴 시스템 점검 중입니다." };
    const set = adminMaintenanceSchema.parse(await okCall(t, admin, "PUT", "/api/admin/maintenance", window));
    expect(set).toMatchObject({ stored: window, source: "stored", effective: { ...window, active: true } });
    expect(await okCall(t, admin, "GET", "/api/common/maintenance")).toEqual({ ...window, active: true });

    const cleared = { start: "", end: "", message: "" };
    await okCall(t, admin, "PUT", "/api/admin/maintenance", cleared);
    expect(await okCall(t, admin, "GET", "/api/common/maintenance")).toMatchObject({ active: false, start: "" });

    const entries = await auditEntriesOf(t, admin, "maintenance", "site");
    expect(entries.slice(0, 2).map((entry) => [entry.action, entry.after])).toEqual([
      ["maintenance.update", cleared],
      ["maintenance.update", window],
    ]);
  });

  it.each([
    ["an end before the start", { start: minute(60), end: minute(30) }, ADMIN_CONTENT_MESSAGES.endAfterStart],
    [
      "an end equal to the start",
      { start: "2027-01-01 02:00", end: "2027-01-01 02:00" },
      ADMIN_CONTENT_MESSAGES.endAfterStart,
    ],
    ["only a start", { start: minute(10), end: "" }, ADMIN_CONTENT_MESSAGES.bothEnds],
    [
      "a date that is not Korea's form",
      { start: "2027-01-01T02:00", end: "2027-01-01 03:00" },
      ADMIN_CONTENT_MESSAGES.minute,
    ],
    ["31 February", { start: "2027-02-31 02:00", end: "2027-03-01 03:00" }, ADMIN_CONTENT_MESSAGES.minute],
  ])("refuses %s with 400 in Korean", async (_case, payload, message) => {
    const res = await staffCall(t, admin, "PUT", "/api/admin/maintenance", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION", message });
  });

  it("releases an app version the app's check answers at once, audited", async () => {
    const { appVersion } = await okCall(t, admin, "POST", "/api/admin/app-version", {
      platform: "ios",
      version: "3.0.0",
      forceUpdate: true,
    });
    expect(appVersion).toMatchObject({ platform: "ios", version: "3.0.0", forceUpdate: true, current: true });
    expect(await okCall(t, admin, "GET", "/api/app-version?platform=ios")).toEqual({
      version: "3.0.0",
      forceUpdate: true,
    });
    const listed = adminAppVersionListSchema.parse(
      await okCall(t, admin, "GET", "/api/admin/app-version?platform=ios"),
    );
    expect(listed.list[0]).toMatchObject({ id: appVersion.id, current: true });
    expect(listed.list.slice(1).every((row) => !row.current)).toBe(true);

    const entries = await auditEntriesOf(t, admin, "appVersion", appVersion.id);
    expect(entries.map((entry) => [entry.action, entry.after])).toEqual([
      ["appVersion.create", { platform: "ios", version: "3.0.0", forceUpdate: true }],
    ]);
    const bad = await staffCall(t, admin, "POST", "/api/admin/app-version", { platform: "ios", version: "3.0-beta" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ADMIN_CONTENT_MESSAGES.version);
  });
});

describe("which window the shop follows (stored by operators, or MAINTENANCE_START/END)", () => {
  const now = new Date("2027-01-10T03:00:00Z"); // 12:00 in Korea
  const config = { MAINTENANCE_START: "2027-01-10 11:00", MAINTENANCE_END: "2027-01-10 13:00" };
  const none = { MAINTENANCE_START: undefined, MAINTENANCE_END: undefined };
  const message = "점검 중";
  it.each([
    ["no window anywhere", undefined, none, "stored", false],
    ["only the configured window", { start: "", end: "", message }, config, "config", true],
    [
      "a current stored window without config",
      { start: "2027-01-10 11:30", end: "2027-01-10 12:30", message },
      none,
      "stored",
      true,
    ],
    [
      "a stored window still to come wins over the configured one",
      { start: "2027-01-10 14:00", end: "2027-01-10 15:00", message },
      config,
      "stored",
      false,
    ],
    [
      "a current stored window wins over the configured one",
      { start: "2027-01-10 11:50", end: "2027-01-10 12:10", message },
      config,
      "stored",
      true,
    ],
    [
      "a past stored window leaves the configured one",
      { start: "2027-01-09 11:00", end: "2027-01-09 12:00", message },
      config,
      "config",
      true,
    ],
    [
      "an unreadable stored window leaves the configured one",
      { start: "언젠가", end: "2027-01-10 15:00", message },
      config,
      "config",
      true,
    ],
  ] as const)("%s", (_case, stored, env, source, active) => {
    const resolved = resolveMaintenance(stored, env, now);
    expect(resolved.source).toBe(source);
    expect(resolved.effective.active).toBe(active);
  });
});
