import { expect, test } from "../fixtures/shop.fixture";

// Maintenance closes the whole shop, so this file must run alone, after every other spec: in the
// `maintenance` project (depends on phone and pc), never beside them. Elsewhere it is skipped.

/** 'YYYY-MM-DD HH:mm' in Korea time, the form the maintenance window is configured in. */
function koreaMinute(date: Date): string {
  return new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Asia/Seoul",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).format(date);
}

test.describe("maintenance", { tag: "@maintenance" }, () => {
  test.beforeEach(({ shop }, testInfo) => {
    test.skip(testInfo.project.name !== "maintenance", "runs only in the maintenance project, after the others");
    test.skip(!shop.devTools, "needs the dev routes to set the window");
  });

  test("while a window is active every page redirects to /maintenance", async ({ page, request }) => {
    const now = Date.now();
    const set = await request.put("/api/dev/maintenance", {
      data: { start: koreaMinute(new Date(now - 60_000)), end: koreaMinute(new Date(now + 5 * 60_000)) },
    });
    expect(set.status()).toBe(200);
    expect((await set.json()).active).toBe(true);
    try {
      for (const path of ["/", "/customer/faq", "/this-does-not-exist"]) {
        const response = await page.goto(path);
        await expect(page).toHaveURL("/maintenance");
        expect(response?.status()).toBe(503);
        await expect(page.getByRole("heading", { name: "서비스 점검 안내" })).toBeVisible();
        await expect(page.getByText(/점검 일시/)).toBeVisible();
        await expect(page.getByRole("banner")).toHaveCount(0);
      }
    } finally {
      const cleared = await request.put("/api/dev/maintenance", { data: { start: "", end: "" } });
      expect((await cleared.json()).active).toBe(false);
    }
    // Outside a window the page still informs, and the shop is open again.
    const response = await page.goto("/maintenance");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "서비스 점검 안내" })).toBeVisible();
    await page.getByRole("link", { name: "메인 화면으로 이동" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("banner")).toBeVisible();
  });
});
