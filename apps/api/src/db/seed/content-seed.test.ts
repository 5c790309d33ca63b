import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import {
  appVersions,
  companyInfo,
  faqs,
  notices,
  policies,
  popups,
  recommendKeywords,
  seoEntries,
  siteConfig,
  stripeBanners,
} from "../schema/content.js";
import { seedContent } from "./content-seed.js";

describe("seedContent", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const snapshot = async () => ({
    companyInfo: await t.db.select().from(companyInfo),
    siteConfig: await t.db.select().from(siteConfig),
    policies: await t.db.select().from(policies).orderBy(asc(policies.id)),
    notices: await t.db.select().from(notices).orderBy(asc(notices.id)),
    faqs: await t.db.select().from(faqs).orderBy(asc(faqs.id)),
    stripeBanners: await t.db.select().from(stripeBanners).orderBy(asc(stripeBanners.id)),
    recommendKeywords: await t.db.select().from(recommendKeywords).orderBy(asc(recommendKeywords.id)),
    popups: await t.db.select().from(popups).orderBy(asc(popups.id)),
    seoEntries: await t.db.select().from(seoEntries).orderBy(asc(seoEntries.id)),
    appVersions: await t.db.select().from(appVersions).orderBy(asc(appVersions.id)),
  });

  it("wrote the content the storefront and tests rely on", async () => {
    const data = await snapshot();
    expect(data.companyInfo).toHaveLength(1);
    expect(data.siteConfig).toEqual([
      expect.objectContaining({
        maintenanceStart: "2025-10-02 11:30",
        maintenanceEnd: "2025-10-02 11:35",
        sessionTimeoutMinutes: 60,
      }),
    ]);
    expect(data.notices).toHaveLength(25);
    expect(data.notices.filter((n) => n.pinned)).toHaveLength(3);
    expect(data.notices.filter((n) => n.showOnMain)).toHaveLength(5);
    expect(new Set(data.notices.map((n) => n.label))).toEqual(new Set(["공지", "배송", "이벤트", "시스템"]));
    expect(data.faqs).toHaveLength(20);
    const perCategory = new Map<string, number>();
    for (const faq of data.faqs) perCategory.set(faq.category, (perCategory.get(faq.category) ?? 0) + 1);
    expect(Object.fromEntries(perCategory)).toEqual({ 회원: 4, 주문·결제: 4, 배송: 4, 교환·반품: 4, 상품: 4 });
    expect(data.policies.map((p) => `${p.type}@${p.version}`).sort()).toEqual([
      "clause@1.0",
      "clause@1.1",
      "marketing@1.0",
      "policy-info@1.0",
      "protect@1.0",
    ]);
    expect(data.popups.map((p) => [p.id, p.popupType, p.active, p.endAt])).toEqual([
      [1, "1", true, null],
      [2, "2", true, null],
    ]);
    expect(data.stripeBanners).toHaveLength(1);
    expect(data.recommendKeywords.map((k) => k.searchContents)).toEqual(["한우 선물세트"]);
    const paths = data.seoEntries.map((e) => e.path);
    for (const path of [
      "/",
      "/customer/notice",
      "/customer/faq",
      "/notice",
      "/faq",
      "/policy/terms",
      "/policy/privacy",
      "/company/about",
      "/items/*",
      "/category/*",
      "/search",
      "/maintenance",
    ]) {
      expect(paths).toContain(path);
    }
    expect(data.appVersions.map((v) => v.platform).sort()).toEqual(["android", "android", "ios", "ios"]);
  });

  it("changes nothing when run again, twice", async () => {
    const before = await snapshot();
    await seedContent(t.db);
    await seedContent(t.db);
    expect(await snapshot()).toEqual(before);
  });

  it("keeps what an operator changed and restores only missing keyed rows", async () => {
    const [first] = await t.db.select().from(notices).orderBy(asc(notices.id)).limit(1);
    await t.db.update(notices).set({ title: "운영자가 고친 제목" }).where(eq(notices.id, first!.id));
    await t.db.update(siteConfig).set({ sessionTimeoutMinutes: 30 });
    await t.db.delete(seoEntries).where(eq(seoEntries.path, "/faq"));
    await t.db.delete(faqs).where(eq(faqs.category, "상품"));

    await seedContent(t.db);

    const [notice] = await t.db.select().from(notices).where(eq(notices.id, first!.id));
    expect(notice!.title).toBe("운영자가 고친 제목");
    expect((await t.db.select().from(siteConfig))[0]!.sessionTimeoutMinutes).toBe(30);
    expect(await t.db.select().from(seoEntries).where(eq(seoEntries.path, "/faq"))).toHaveLength(1);
    // FAQ has no natural key: a table with rows is the operator's, left as it is.
    expect(await t.db.select().from(faqs)).toHaveLength(16);
  });
});
