import { tz } from "@date-fns/tz";
import { addMinutes, format } from "date-fns";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appVersions, companyInfo, siteConfig } from "../../db/schema/content.js";
import { withBusinessCheckDigit } from "../../db/seed/catalog.factory.js";
import { SEEDED_MAINTENANCE, seededCompany } from "../../db/seed/content-seed.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

/** 'YYYY-MM-DD HH:mm' in Korea time, `minutes` from now. */
const koreaMinute = (minutes: number) =>
  format(addMinutes(new Date(), minutes), "yyyy-MM-dd HH:mm", { in: tz("Asia/Seoul") });

describe("site routes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url });
  const putWindow = (payload: object) => t.app.inject({ method: "PUT", url: "/api/dev/maintenance", payload });

  it("answers the company details for the footer", async () => {
    const res = await get("/api/common/about-us");
    expect(res.statusCode).toBe(200);
    const { about } = res.json();
    expect(about).toMatchObject({
      companyName: seededCompany.companyName,
      bossName: seededCompany.bossName,
      mailOrderNumber: seededCompany.mailOrderNumber,
      adminName: seededCompany.adminName,
      email: seededCompany.email,
    });
    expect(about.introduction).toContain("축산물");
    expect(about.companyNumber).toMatch(/^\d{3}-\d{2}-\d{5}$/);
    const digits = about.companyNumber.replaceAll("-", "");
    expect(withBusinessCheckDigit(digits.slice(0, 9))).toBe(digits);
    expect(about.mailOrderNumber).toMatch(/^제\d{4}-서울송파-\d{4}호$/);
  });

  it("answers the customer centre", async () => {
    const res = await get("/api/common/operator");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      phone: seededCompany.customerPhone,
      hours: seededCompany.customerHours,
      email: seededCompany.email,
      companyName: seededCompany.companyName,
    });
    expect(res.json().phone).toMatch(/^1588-\d{4}$/);
  });

  it("answers zero cart and wishlist counts until those tables exist", async () => {
    const res = await get("/api/common/quick-info");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cartQuantity: 0, wishlistCount: 0 });
  });

  it("answers the session timeout in minutes", async () => {
    const res = await get("/api/auth/session-timeout");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { timeout: 60 } });
  });

  it("reports the seeded 2025-10-02 window as past", async () => {
    const res = await get("/api/common/maintenance");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...SEEDED_MAINTENANCE, active: false });
    expect(res.json().message).toContain("점검");
  });

  describe("maintenance through the dev route", () => {
    afterAll(async () => {
      await putWindow(SEEDED_MAINTENANCE);
    });

    it("turns maintenance on for a window around now and off after it", async () => {
      const window = { start: koreaMinute(-5), end: koreaMinute(5) };
      const set = await putWindow(window);
      expect(set.statusCode).toBe(200);
      expect(set.json()).toMatchObject({ ...window, active: true });
      expect((await get("/api/common/maintenance")).json()).toMatchObject({ ...window, active: true });

      const past = { start: koreaMinute(-10), end: koreaMinute(-2) };
      expect((await putWindow(past)).json()).toMatchObject({ ...past, active: false });
      const future = { start: koreaMinute(2), end: koreaMinute(10) };
      expect((await putWindow(future)).json()).toMatchObject({ ...future, active: false });
    });

    it("reads the window as Korea time, not UTC", async () => {
      // Now written as UTC wall-clock time: 9 hours behind Korea, so as Korea time it is long past.
      const utcWallClock = (minutes: number) =>
        format(addMinutes(new Date(), minutes), "yyyy-MM-dd HH:mm", { in: tz("UTC") });
      const res = await putWindow({ start: utcWallClock(-5), end: utcWallClock(5) });
      expect(res.json().active).toBe(false);
    });

    it("stores unreadable dates as given and treats them as no window", async () => {
      for (const window of [
        { start: "2026-13-01 10:00", end: koreaMinute(30) },
        { start: koreaMinute(-30), end: "내일 오전" },
        { start: koreaMinute(-30), end: "2099-02-30 10:00" },
      ]) {
        const res = await putWindow(window);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ ...window, active: false });
        expect((await get("/api/common/maintenance")).json()).toMatchObject({ ...window, active: false });
      }
    });

    it("clears the window with empty strings", async () => {
      const res = await putWindow({ start: "", end: "" });
      expect(res.json()).toMatchObject({ start: "", end: "", active: false });
    });

    it.each([
      [{ start: "2026-01-01 00:00" }],
      [{ start: 20260101, end: "2026-01-01 00:00" }],
      [{ start: "x".repeat(41), end: "" }],
    ])("refuses a bad body %j with 400", async (payload) => {
      const res = await putWindow(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("VALIDATION");
    });
  });

  it("lets MAINTENANCE_START/END override the stored window", async () => {
    const window = { start: koreaMinute(-1), end: koreaMinute(3) };
    const env = await createTestApp({ env: { MAINTENANCE_START: window.start, MAINTENANCE_END: window.end } });
    try {
      const res = await env.app.inject({ method: "GET", url: "/api/common/maintenance" });
      expect(res.json()).toMatchObject({ ...window, active: true });
      // The stored window no longer decides, whatever it is set to.
      const put = await env.app.inject({ method: "PUT", url: "/api/dev/maintenance", payload: { start: "", end: "" } });
      expect(put.json()).toMatchObject({ ...window, active: true });
    } finally {
      await env.close();
    }
  });

  it("does not serve dev routes when dev tools are off", async () => {
    const prod = await createTestApp({ env: { DEV_TOOLS: "false" } });
    try {
      const res = await prod.app.inject({
        method: "PUT",
        url: "/api/dev/maintenance",
        payload: { start: koreaMinute(-5), end: koreaMinute(5) },
      });
      expect(res.statusCode).toBe(404);
      expect((await prod.app.inject({ method: "GET", url: "/api/common/maintenance" })).json().active).toBe(false);
    } finally {
      await prod.close();
    }
  });

  it.each([
    ["?platform=android", { version: "2.4.0", forceUpdate: true }],
    ["?platform=ios", { version: "2.4.0", forceUpdate: true }],
    ["", { version: "2.4.0", forceUpdate: true }],
  ])("answers the newest app version for %j", async (query, expected) => {
    const res = await get(`/api/app-version${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected);
  });

  it("answers a platform's newest release, not the newest row", async () => {
    await t.db.insert(appVersions).values([
      { platform: "ios", version: "2.5.0", forceUpdate: false, releasedAt: new Date() },
      { platform: "android", version: "2.2.0", forceUpdate: false, releasedAt: new Date("2025-01-01T00:00:00Z") },
    ]);
    expect((await get("/api/app-version?platform=ios")).json()).toEqual({ version: "2.5.0", forceUpdate: false });
    expect((await get("/api/app-version?platform=android")).json()).toEqual({ version: "2.4.0", forceUpdate: true });
  });

  it.each(["?platform=windows", "?platform=", "?platform=IOS"])("refuses %s with 400", async (query) => {
    const res = await get(`/api/app-version${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION");
  });

  it("answers 404, never 500, when the settings rows are missing", async () => {
    const empty = await createTestApp();
    try {
      await empty.db.delete(companyInfo).where(eq(companyInfo.id, 1));
      await empty.db.delete(siteConfig).where(eq(siteConfig.id, 1));
      await empty.db.delete(appVersions);
      const inject = (url: string) => empty.app.inject({ method: "GET", url });
      for (const url of [
        "/api/common/about-us",
        "/api/common/operator",
        "/api/auth/session-timeout",
        "/api/app-version",
      ]) {
        const res = await inject(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().code).toBe("NOT_FOUND");
      }
      expect((await inject("/api/common/maintenance")).json()).toEqual({
        start: "",
        end: "",
        message: "",
        active: false,
      });
      // The dev route recreates the settings row it writes to.
      const window = { start: koreaMinute(-5), end: koreaMinute(5) };
      const put = await empty.app.inject({ method: "PUT", url: "/api/dev/maintenance", payload: window });
      expect(put.json()).toMatchObject({ ...window, active: true });
      expect((await inject("/api/auth/session-timeout")).json()).toEqual({ data: { timeout: 60 } });
    } finally {
      await empty.close();
    }
  });
});
