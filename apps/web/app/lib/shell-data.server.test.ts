import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { forgetMaintenanceWindow, loadMaintenance } from "./maintenance.server";
import { loadSeo } from "./seo.server";
import { seoAnswers, shellAnswers } from "./shared-answers.server";
import { loadShellData } from "./shell-data.server";

/** Valid answers of the chrome's endpoints, keyed by path; the cart count counts up so a kept one would show. */
const answers: Record<string, unknown> = {
  "/api/category": { groups: [], updatedDate: "2025-01-01" },
  "/api/common/livestock": { list: [] },
  "/api/display/stripe-banner": { stripeBanner: null },
  "/api/search/recommend-keyword": { data: null },
  "/api/search/best-keyword": { data: { list: [{ rank: 1, keyword: "한우", count: 10 }] } },
  "/api/common/about-us": {
    about: {
      companyName: "정육각",
      bossName: "대표",
      companyNumber: "000-00-00000",
      post: "00000",
      address: "서울",
      mailOrderNumber: "제0호",
      adminName: "관리자",
      email: "shop@example.com",
      introduction: "",
    },
  },
  "/api/common/operator": { phone: "1600-0000", hours: "09:00~18:00", email: "cs@example.com", companyName: "정육각" },
  "/api/seo": {
    title: "정육각",
    description: "",
    keywords: "",
    indexFlag: "Y",
    openGraph: { url: "", type: "website", title: "정육각", image: "", description: "" },
  },
};

/** The API as the loaders see it: every call counted by path, with the cookie it carried. */
function fakeApi(window = { start: "", end: "" }) {
  const calls: { path: string; cookie: string | null }[] = [];
  const context = {
    apiFetch: async (path: string, init?: RequestInit) => {
      calls.push({ path, cookie: new Headers(init?.headers).get("cookie") });
      const bare = path.split("?")[0] ?? path;
      if (bare === "/api/cart/count") return Response.json({ cartQuantity: calls.length });
      if (bare === "/api/common/maintenance") return Response.json({ ...window, message: "", active: false });
      return Response.json(answers[bare]);
    },
  } as AppLoadContext;
  const count = (prefix: string) => calls.filter((call) => call.path.startsWith(prefix)).length;
  return { context, calls, count };
}

const page = (cookie?: string) => new Request("http://shop.test/items", cookie ? { headers: { cookie } } : {});

describe("shell data shared between renders", () => {
  beforeEach(() => {
    shellAnswers.clear();
    seoAnswers.clear();
    forgetMaintenanceWindow();
  });

  it("a second render within the fresh time asks the API only for the shopper's own cart count", async () => {
    const { context, calls, count } = fakeApi();
    const first = await loadShellData(context, page("a=1"), { stripeBannerClosed: false });
    const afterFirst = calls.length;
    const second = await loadShellData(context, page("b=2"), { stripeBannerClosed: false });
    expect(afterFirst).toBe(8);
    expect(calls.slice(afterFirst).map((call) => call.path)).toEqual(["/api/cart/count"]);
    expect(second.bestKeywords).toEqual(["한우"]);
    expect(second.company?.companyName).toBe("정육각");
    // The about page's long introduction is not sent with every page.
    expect(second.company).not.toHaveProperty("introduction");
    // The cart count is never shared: each render's own, asked with its own cookie.
    expect(first.cartQuantity).not.toBe(second.cartQuantity);
    expect(calls.filter((call) => call.path === "/api/cart/count").map((call) => call.cookie)).toEqual(["a=1", "b=2"]);
    // The shared answers were asked without any shopper's cookie.
    expect(calls.filter((call) => call.path !== "/api/cart/count").every((call) => call.cookie === null)).toBe(true);
    expect(count("/api/category")).toBe(1);
  });

  it("a first visit (no cookie, so no token) gets a cart count of 0 without a call", async () => {
    const { context, count } = fakeApi();
    const shell = await loadShellData(context, page(), { stripeBannerClosed: false });
    expect(shell.cartQuantity).toBe(0);
    expect(count("/api/cart/count")).toBe(0);
  });

  it("keeps SEO per path", async () => {
    const { context, count } = fakeApi();
    await loadSeo(context, "/");
    await loadSeo(context, "/");
    await loadSeo(context, "/items");
    expect(count("/api/seo")).toBe(2);
  });
});

describe("loadMaintenance", () => {
  beforeEach(() => forgetMaintenanceWindow());

  it("judges the kept window at each render, so a window starts on its minute", async () => {
    const { context, count } = fakeApi({ start: "2030-01-01 10:00", end: "2030-01-01 11:00" });
    const before = await loadMaintenance(context, new Date("2030-01-01T00:59:00Z")); // 09:59 in Korea
    const during = await loadMaintenance(context, new Date("2030-01-01T01:00:00Z")); // 10:00 in Korea
    const after = await loadMaintenance(context, new Date("2030-01-01T02:00:00Z")); // 11:00: over
    expect([before?.active, during?.active, after?.active]).toEqual([false, true, false]);
    expect(count("/api/common/maintenance")).toBe(1);
  });
});
